import { LABEL_CATEGORIES } from "@leadstream/contracts/vocabulary";
import { INDUSTRIES } from "./industries.js";
import { JOB_ROLES } from "./job-roles.js";
import type { Label } from "./label.js";
import { PERSONALITY } from "./personality.js";
import { SKILLS } from "./skills.js";

export type { Label } from "./label.js";

/** The canonical label tables, in the order they are listed. */
const TABLES = {
  job_role: JOB_ROLES,
  skill: SKILLS,
  industry: INDUSTRIES,
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
export const normaliseLabel = (text: string): string => text.normalize("NFKC").toLowerCase().trim().replace(/\s+/g, " ");

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

/** The label and every broader label it implies, transitively. */
export function withAncestors(category: Category, label: string): string[] {
  const found = [label];
  for (let i = 0; i < found.length; i++) {
    for (const parent of PARENTS[category].get(found[i]) ?? []) if (!found.includes(parent)) found.push(parent);
  }
  return found;
}
