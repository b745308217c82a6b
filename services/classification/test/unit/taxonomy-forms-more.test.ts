import { describe, expect, it } from "vitest";
import { extractLabelEvidence } from "../../src/domain/classifier/evidence.js";
import { tokenize } from "../../src/domain/classifier/text.js";
import { CREDENTIALS } from "../../src/domain/taxonomy/languages/credentials.js";
import { matchLabel } from "../../src/domain/taxonomy/taxonomy.js";

/** The job roles the bio reader finds in a bio. */
const rolesIn = (bio: string): string[] =>
  extractLabelEvidence({ title: tokenize("Jane Doe"), bio: tokenize(bio) })
    .filter((e) => e.category === "job_role")
    .map((e) => e.label);

const expectRoles = (pairs: [string, string][]): void => {
  for (const [form, role] of pairs) expect(matchLabel("job_role", form), form).toBe(role);
};

describe("credentials and post-nominals", () => {
  it("name the role they license", () => {
    expectRoles([
      ["PsyD", "Psychologist"],
      ["CPsychol", "Psychologist"],
      ["상담심리사", "Psychologist"],
      ["LMHC", "Counselor"],
      ["MBACP", "Counselor"],
      ["LICSW", "Social Worker"],
      ["QFA", "Financial Advisor"],
      ["ChFC", "Financial Advisor"],
      ["CFRE", "Fundraiser"],
      ["FCCA", "Accountant"],
      ["FCAS", "Actuary"],
      ["Esq.", "Lawyer"],
      ["MRCGP", "Doctor"],
      ["FRCS", "Surgeon"],
      ["MRCPsych", "Psychiatrist"],
      ["FNP-BC", "Nurse Practitioner"],
      ["RGN", "Nurse"],
      ["RDH", "Dental Hygienist"],
      ["MRCVS", "Veterinarian"],
      ["CISSP", "Security Engineer"],
      ["OSCP", "Penetration Tester"],
      ["CCNP", "Network Engineer"],
      ["SHRM-SCP", "HR Professional"],
      ["MCIPS", "Procurement Manager"],
      ["MRICS", "Surveyor"],
      ["AICP", "Urban Planner"],
      ["MIStructE", "Civil Engineer"],
      ["CEng MIMechE", "Mechanical Engineer"],
      ["RIBA", "Architect"],
      ["NCIDQ", "Interior Designer"],
      ["CRECI", "Real Estate Agent"],
      ["NMLS", "Mortgage Broker"],
      ["MCIL", "Translator"],
      ["tradutora juramentada", "Translator"],
      ["Fachanwältin für Familienrecht", "Lawyer"],
    ]);
  });

  it("read from bios written with them", () => {
    const bios: [string, string][] = [
      ["Jane Smith, PsyD | trauma & anxiety | Chicago", "Psychologist"],
      ["LMHC in private practice, NYC. Views my own", "Counselor"],
      ["Dublin based QFA helping families plan", "Financial Advisor"],
      ["MRICS | building surveys across Kent", "Surveyor"],
      ["OSCP, OSWE. Breaking things for a living", "Penetration Tester"],
      ["CFRE. 15 years raising money for children's hospitals", "Fundraiser"],
    ];
    for (const [bio, role] of bios) expect(rolesIn(bio), bio).toContain(role);
  });

  it("leave out degrees and abbreviations that are other words", () => {
    for (const form of ["MPharm", "MBBS", "MSW", "PGCE", "MICE", "IDE", "OTR", "CVT", "preside", "analist", "constructeur"]) {
      expect(Object.values(CREDENTIALS.job_role).flat().includes(form), form).toBe(false);
    }
  });
});
