// How the taxonomy tests read a bio or a form: shared by the taxonomy and language test files.
import { expect } from "vitest";
import { extractLabelEvidence } from "../../src/domain/classifier/evidence.js";
import { tokenize } from "../../src/domain/classifier/text.js";
import { matchLabel } from "../../src/domain/taxonomy/taxonomy.js";

/** The labels the bio reader finds in a bio, as "category:label". */
export const labelsIn = (bio: string): string[] => extractLabelEvidence({ title: tokenize("Jane Doe"), bio: tokenize(bio) }).map((e) => `${e.category}:${e.label}`);

/** The job roles the bio reader finds in a bio. */
export const rolesIn = (bio: string): string[] =>
  extractLabelEvidence({ title: tokenize("Jane Doe"), bio: tokenize(bio) })
    .filter((e) => e.category === "job_role")
    .map((e) => e.label);

/** Each form names its role. */
export const expectRoles = (pairs: [string, string][]): void => {
  for (const [form, role] of pairs) expect(matchLabel("job_role", form), form).toBe(role);
};
