import { invalidField, orphanLabels } from "./errors.js";
import type { AppliedSearchFilters } from "./segment.js";
import { CATEGORIES, isCategory, matchLabel, type Category } from "./taxonomy/taxonomy.js";

export const LABELS_PER_CATEGORY_MAX = 50;
const LABEL_MAX = 100;

function checkedCategory(key: string): Category {
  if (!isCategory(key)) throw invalidField(`appliedSearchFilters.${key}`, `appliedSearchFilters has no category ${JSON.stringify(key)}; the categories are ${CATEGORIES.join(", ")}.`);
  return key;
}

function checkLabels(category: Category, labels: string[]): void {
  const param = `appliedSearchFilters.${category}`;
  if (labels.length > LABELS_PER_CATEGORY_MAX) throw invalidField(param, `${param} may hold at most ${LABELS_PER_CATEGORY_MAX} labels.`);
  for (const label of labels) {
    const text = label.trim();
    if (text === "" || [...text].length > LABEL_MAX) throw invalidField(param, `${param} labels must be 1 to ${LABEL_MAX} characters.`);
  }
}

/**
 * Every label replaced by its canonical name, duplicates (after canonicalisation) dropped, order
 * kept. The whole filter is checked for shape before any label is matched, so orphan_label lists
 * every unmatched label of a well-formed request.
 */
export function canonicalSearchFilters(raw: Record<string, string[]>): AppliedSearchFilters {
  const entries = Object.entries(raw).map(([key, labels]) => {
    const category = checkedCategory(key);
    checkLabels(category, labels);
    return [category, labels] as const;
  });
  const filters: AppliedSearchFilters = {};
  const orphans: string[] = [];
  for (const [category, labels] of entries) {
    const canonical = new Set<string>();
    for (const label of labels) {
      const name = matchLabel(category, label);
      if (name === undefined) orphans.push(label);
      else canonical.add(name);
    }
    if (canonical.size > 0) filters[category] = [...canonical];
  }
  if (orphans.length > 0) throw orphanLabels(orphans);
  return filters;
}
