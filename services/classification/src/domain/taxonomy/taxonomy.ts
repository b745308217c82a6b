import { LABEL_CATEGORIES } from "@leadstream/contracts/vocabulary";
import { INDUSTRIES } from "./industries.js";
import { JOB_ROLES } from "./job-roles.js";
import type { Label } from "./label.js";
import { withForms } from "./languages/forms.js";
import { AR_FA_UR } from "./languages/ar-fa-ur.js";
import { CREDENTIALS } from "./languages/credentials.js";
import { DE_NL_MORE } from "./languages/de-nl-more.js";
import { ES_PT_FR_IT_MORE } from "./languages/es-pt-fr-it-more.js";
import { GAPS_2 } from "./languages/gaps-2.js";
import { GAPS_CJK_HI } from "./languages/gaps-cjk-hi.js";
import { GAPS_EU } from "./languages/gaps-eu.js";
import { GAPS_TR_ID_VI_AR } from "./languages/gaps-tr-id-vi-ar.js";
import { HI_BN } from "./languages/hi-bn.js";
import { JA_KO_ZH_MORE } from "./languages/ja-ko-zh-more.js";
import { PL_SV } from "./languages/pl-sv.js";
import { RU_UK } from "./languages/ru-uk.js";
import { TH_VI } from "./languages/th-vi.js";
import { TR_ID_MORE } from "./languages/tr-id-more.js";
import { VARIANTS } from "./languages/variants.js";
import { PERSONALITY } from "./personality.js";
import { SKILLS } from "./skills.js";

export type { Label } from "./label.js";

/** Forms of the labels in the languages the tables were first written without, by language group. */
const LANGUAGES = [RU_UK, AR_FA_UR, HI_BN, TH_VI, PL_SV, CREDENTIALS, DE_NL_MORE, ES_PT_FR_IT_MORE, JA_KO_ZH_MORE, TR_ID_MORE, GAPS_EU, GAPS_TR_ID_VI_AR, GAPS_CJK_HI, GAPS_2, VARIANTS];

/** Other leaders' titles of a "head of <function>" role: "director of product marketing", "VP of customer success". */
const LEADER_TITLES = ["director of", "senior director of", "vp of", "vp", "svp of", "vice president of", "global head of"];

/** The roles with every "head of X" synonym also said with the other leaders' titles, where no label has that form already. */
function withLeaderTitles(labels: readonly Label[]): readonly Label[] {
  const taken = new Set(labels.flatMap((label) => [label.name, ...label.synonyms].map(normaliseLabel)));
  return labels.map((label) => {
    const more = label.synonyms
      .map(normaliseLabel)
      .filter((form) => form.startsWith("head of "))
      .flatMap((form) => LEADER_TITLES.map((title) => `${title} ${form.slice("head of ".length)}`))
      .filter((form) => !taken.has(form) && taken.add(form));
    return more.length > 0 ? { ...label, synonyms: [...label.synonyms, ...more] } : label;
  });
}

/** The canonical label tables, in the order they are listed. */
const TABLES = {
  job_role: withLeaderTitles(withForms(JOB_ROLES, LANGUAGES.map((forms) => forms.job_role))),
  skill: SKILLS,
  industry: withForms(INDUSTRIES, LANGUAGES.map((forms) => forms.industry)),
  personality: PERSONALITY,
} as const satisfies Record<Category, readonly Label[]>;

export type Category = (typeof LABEL_CATEGORIES)[number];

export const CATEGORIES = LABEL_CATEGORIES;

export const isCategory = (key: string): key is Category => Object.hasOwn(TABLES, key);

export interface LabelCategory {
  category: Category;
  labels: readonly Label[];
}

/** Every category with its labels. */
export const taxonomy = (): LabelCategory[] => CATEGORIES.map((category) => ({ category, labels: TABLES[category] }));

/** The form labels are compared in: Unicode-compatible (NFKC), lower-case, trimmed, inner whitespace collapsed. */
export function normaliseLabel(text: string): string {
  return text.normalize("NFKC").toLowerCase().trim().replace(/\s+/g, " ");
}

/** Normalised name or synonym -> canonical name. */
function formsIndex(labels: readonly Label[]): Map<string, string> {
  const byForm = new Map<string, string>();
  for (const { name, synonyms } of labels) {
    for (const form of [name, ...synonyms]) byForm.set(normaliseLabel(form), name);
  }
  return byForm;
}

const INDEX = Object.fromEntries(CATEGORIES.map((category) => [category, formsIndex(TABLES[category])])) as Record<Category, Map<string, string>>;

/** The canonical name `text` stands for in `category` (by name or synonym), or undefined. */
export const matchLabel = (category: Category, text: string): string | undefined => INDEX[category].get(normaliseLabel(text));

const PARENTS = Object.fromEntries(
  CATEGORIES.map((category) => [category, new Map(TABLES[category].map((label: Label) => [label.name, label.parents ?? []]))]),
) as Record<Category, Map<string, readonly string[]>>;

/** The broader labels a label names directly. */
export const parentsOf = (category: Category, label: string): readonly string[] => PARENTS[category].get(label) ?? [];

const BROADER = Object.fromEntries(CATEGORIES.map((category) => [category, new Set([...PARENTS[category].values()].flat())])) as unknown as Record<Category, ReadonlySet<string>>;

/** Whether some label is a kind of this one ("Healthcare Professional", of "Nurse"). */
export const hasNarrowerLabels = (category: Category, label: string): boolean => BROADER[category].has(label);

/** The label and every broader label it implies, transitively. */
export function withAncestors(category: Category, label: string): string[] {
  const found = [label];
  for (let i = 0; i < found.length; i++) {
    for (const parent of PARENTS[category].get(found[i]) ?? []) if (!found.includes(parent)) found.push(parent);
  }
  return found;
}

const RELATED = Object.fromEntries(
  CATEGORIES.map((category) => [category, new Map((TABLES[category] as readonly Label[]).map((label) => [label.name, new Set(label.related ?? [])]))]),
) as unknown as Record<Category, Map<string, ReadonlySet<string>>>;

/** Labels next to `label`: a weaker match when `label` is asked for. */
export const relatedLabels = (category: Category, label: string): ReadonlySet<string> => RELATED[category].get(label) ?? new Set();

const ROLE_INDUSTRIES = new Map(JOB_ROLES.map((label: Label) => [label.name, label.industries ?? []]));
const SKILL_ROLES = new Map(SKILLS.map((label: Label) => [label.name, label.roles ?? []]));
const SKILL_INDUSTRIES = new Map(SKILLS.map((label: Label) => [label.name, label.industries ?? []]));

/** The industries a skill is the trade of ("Shopify": E-commerce). */
export const industriesOfSkill = (skill: string): readonly string[] => SKILL_INDUSTRIES.get(skill) ?? [];

/** The industries a job role works in by its nature, its broader roles' included ("iOS Developer": Technology). */
export function industriesOfRole(role: string): readonly string[] {
  let found = roleIndustries.get(role);
  if (found === undefined) {
    const industries: string[] = [];
    for (const ancestor of withAncestors("job_role", role)) for (const industry of ROLE_INDUSTRIES.get(ancestor) ?? []) if (!industries.includes(industry)) industries.push(industry);
    roleIndustries.set(role, (found = industries));
  }
  return found;
}

const roleIndustries = new Map<string, readonly string[]>();

/** The job roles a skill is the everyday tool of ("Kubernetes": DevOps, SRE and platform engineers). */
export const rolesOfSkill = (skill: string): readonly string[] => SKILL_ROLES.get(skill) ?? [];
