import type { Label } from "../label.js";

/** Forms of existing labels in one group of languages, by category and canonical name. */
export interface LanguageForms {
  job_role: Readonly<Record<string, readonly string[]>>;
  industry: Readonly<Record<string, readonly string[]>>;
}

/**
 * The labels with each group's forms added to their synonyms. A name no label has throws: a
 * misspelt name would otherwise add its forms to nothing.
 */
export function withForms(labels: readonly Label[], groups: readonly Readonly<Record<string, readonly string[]>>[]): readonly Label[] {
  const more = new Map<string, string[]>();
  const names = new Set(labels.map((label) => label.name));
  for (const group of groups) {
    for (const [name, forms] of Object.entries(group)) {
      if (!names.has(name)) throw new Error(`no label "${name}" to add forms to`);
      more.set(name, [...(more.get(name) ?? []), ...forms]);
    }
  }
  return labels.map((label) => (more.has(label.name) ? { ...label, synonyms: [...label.synonyms, ...more.get(label.name)!] } : label));
}
