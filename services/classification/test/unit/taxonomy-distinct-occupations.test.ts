import { describe, expect, it } from "vitest";
import { matchLabel, relatedLabels, withAncestors } from "../../src/domain/taxonomy/taxonomy.js";

/**
 * Forms that name a different occupation than the label they were filed under have a label of
 * their own, next to (`related`) the one they were taken from: evidence for it is a near match for
 * the old label, never a `high` one.
 */
const MOVED: [form: string, label: string, from: string][] = [
  ["costume designer", "Costume Designer", "Fashion Designer"],
  ["textile designer", "Textile Designer", "Fashion Designer"],
  ["deacon", "Deacon", "Priest"],
  ["diacre", "Deacon", "Priest"],
  ["loan officer", "Loan Officer", "Mortgage Broker"],
  ["mortgage loan officer", "Loan Officer", "Mortgage Broker"],
  ["soil scientist", "Soil Scientist", "Agronomist"],
  ["site engineer", "Site Engineer", "Construction Manager"],
  ["şantiye mühendisi", "Site Engineer", "Construction Manager"],
  ["legal secretary", "Legal Secretary", "Executive Assistant"],
  ["advocatensecretaresse", "Legal Secretary", "Paralegal"],
  ["personal assistant", "Personal Assistant", "Executive Assistant"],
  ["личный помощник", "Personal Assistant", "Executive Assistant"],
  ["medical secretary", "Medical Secretary", "Executive Assistant"],
  ["secrétaire médicale", "Medical Secretary", "Medical Assistant"],
  ["infrastructure manager", "Infrastructure Manager", "IT Manager"],
];

describe("distinct occupations", () => {
  it.each(MOVED)("'%s' is a %s, a neighbour of %s and not one of them", (form, label, from) => {
    expect(matchLabel("job_role", form)).toBe(label);
    expect(withAncestors("job_role", label)).not.toContain(from);
    expect(relatedLabels("job_role", from).has(label)).toBe(true);
    expect(relatedLabels("job_role", label).has(from)).toBe(true);
  });

  it("keep a deacon among the clergy and a site engineer among civil engineers", () => {
    expect(withAncestors("job_role", "Deacon")).toContain("Clergy");
    expect(withAncestors("job_role", "Site Engineer")).toContain("Civil Engineer");
  });
});
