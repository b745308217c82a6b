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
  ["dental assistant", "Dental Assistant", "Dental Hygienist"],
  ["zahnmedizinische fachangestellte", "Dental Assistant", "Dental Hygienist"],
  ["crna", "Nurse Anesthetist", "Nurse Practitioner"],
  ["phlebotomist", "Phlebotomist", "Medical Assistant"],
  ["kraamverzorgende", "Maternity Care Assistant", "Midwife"],
  ["EMT", "Emergency Medical Technician", "Paramedic"],
  ["nutrition coach", "Nutrition Coach", "Dietitian"],
  ["Podologin", "Podiatrist", "Nail Technician"],
  ["bike mechanic", "Bicycle Mechanic", "Auto Mechanic"],
  ["tree surgeon", "Arborist", "Landscaper"],
  ["coffee roaster", "Coffee Roaster", "Barista"],
  ["customs broker", "Customs Broker", "Freight Broker"],
  ["sound engineer", "Sound Engineer", "Music Producer"],
  ["video editor", "Video Editor", "Videographer"],
  ["radio host", "Radio Host", "News Anchor"],
  ["tv presenter", "TV Presenter", "News Anchor"],
  ["gallerist", "Gallerist", "Museum Curator"],
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
    expect(withAncestors("job_role", "Nurse Anesthetist")).toContain("Nurse");
  });

  it("file forms under the label of the occupation they name", () => {
    const moved: [string, string][] = [
      ["clinical nurse specialist", "Nurse"],
      ["opiekun medyczny", "Nursing Assistant"],
      ["psycholog szkolny", "Psychologist"],
      ["schulsozialarbeiterin", "Social Worker"],
      ["vertrauenslehrer", "Teacher"],
      ["educatrice professionale", "Youth Worker"],
      ["Heilerziehungspflegerin", "Disability Support Worker"],
      ["doktorantka", "Doctoral Student"],
      ["guru les", "Tutor"],
      ["hoofdredacteur", "Editor"],
      ["Ordensschwester", "Monastic"],
      ["architekt zieleni", "Landscape Architect"],
      ["notarieel medewerker", "Paralegal"],
      ["aplikant adwokacki", "Lawyer"],
      ["haustechniker", "Tradesperson"],
      ["policy advisor", "Policy Analyst"],
      ["floricultora", "Farmer"],
    ];
    for (const [form, label] of moved) expect(matchLabel("job_role", form), form).toBe(label);
  });
});
