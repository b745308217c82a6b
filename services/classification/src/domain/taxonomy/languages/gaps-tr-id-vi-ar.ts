import type { LanguageForms } from "./forms.js";

/** Turkish, Indonesian, Vietnamese, Arabic and Russian forms of roles and industries the other tables had none for in these languages. */
export const GAPS_TR_ID_VI_AR: LanguageForms = {
  job_role: {},
  industry: {},
};
