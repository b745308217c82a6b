import { describe, expect, it } from "vitest";
import { validSegmentDefinition, type SegmentDefinitionInput } from "../../src/domain/segment-definition.js";

const definition = (fields: Partial<SegmentDefinitionInput> = {}): SegmentDefinitionInput => ({
  description: "B2B SaaS founders",
  name: "",
  genderValues: [],
  appliedSearchFilters: {},
  followerCountTiers: [],
  ...fields,
});

const invalid = (fields: Partial<SegmentDefinitionInput>, param: string) =>
  expect(() => validSegmentDefinition(definition(fields))).toThrow(expect.objectContaining({ code: "invalid_request", details: { param } }));

const orphans = (fields: Partial<SegmentDefinitionInput>, expected: string[]) =>
  expect(() => validSegmentDefinition(definition(fields))).toThrow(expect.objectContaining({ code: "orphan_label", details: { orphans: expected } }));

describe("a segment definition", () => {
  it("is stored trimmed, with canonical labels and no name when none is given", () => {
    const valid = validSegmentDefinition({
      description: "  Founders and heads of growth at B2B SaaS companies \n",
      name: "",
      genderValues: ["female"],
      appliedSearchFilters: { job_role: [" founder", "HEAD OF GROWTH"], industry: ["saas"] },
      followerCountTiers: ["1k_to_10k", "10k_to_100k"],
    });
    expect(valid).toEqual({
      description: "Founders and heads of growth at B2B SaaS companies",
      name: null,
      genderValues: ["female"],
      appliedSearchFilters: { job_role: ["Founder", "Head of Growth"], industry: ["SaaS"] },
      followerCountTiers: ["1k_to_10k", "10k_to_100k"],
    });
  });

  it("needs a description of 1 to 2000 characters", () => {
    invalid({ description: "" }, "description");
    invalid({ description: " \n\t " }, "description");
    invalid({ description: "a".repeat(2001) }, "description");
    expect(validSegmentDefinition(definition({ description: "é".repeat(2000) })).description).toHaveLength(2000);
  });

  it("takes an optional name of 1 to 100 characters", () => {
    expect(validSegmentDefinition(definition({ name: "  Growth leads " })).name).toBe("Growth leads");
    expect(validSegmentDefinition(definition({ name: "   " })).name).toBeNull();
    expect(validSegmentDefinition(definition({ name: "n".repeat(100) })).name).toHaveLength(100);
    invalid({ name: "n".repeat(101) }, "name");
  });

  it("takes gender values among female and male, each once", () => {
    expect(validSegmentDefinition(definition({ genderValues: ["male", "female"] })).genderValues).toEqual(["male", "female"]);
    invalid({ genderValues: ["other"] }, "genderValues");
    invalid({ genderValues: ["Female"] }, "genderValues");
    invalid({ genderValues: ["female", "female"] }, "genderValues");
  });

  it("takes follower-count tiers among the five, each once", () => {
    const all = ["under_1k", "1k_to_10k", "10k_to_100k", "100k_to_1m", "over_1m"];
    expect(validSegmentDefinition(definition({ followerCountTiers: all })).followerCountTiers).toEqual(all);
    invalid({ followerCountTiers: ["10k"] }, "followerCountTiers");
    invalid({ followerCountTiers: ["over_1m", "under_1k", "over_1m"] }, "followerCountTiers");
  });
});

describe("applied search filters", () => {
  it("accept only the four categories", () => {
    invalid({ appliedSearchFilters: { seniority: ["Director"] } }, "appliedSearchFilters.seniority");
    invalid({ appliedSearchFilters: { job_role: ["CEO"], Skill: ["Python"] } }, "appliedSearchFilters.Skill");
  });

  it("hold at most 50 labels per category", () => {
    const fifty = Array.from({ length: 50 }, () => "CEO");
    expect(validSegmentDefinition(definition({ appliedSearchFilters: { job_role: fifty } })).appliedSearchFilters).toEqual({ job_role: ["CEO"] });
    invalid({ appliedSearchFilters: { job_role: [...fifty, "CTO"] } }, "appliedSearchFilters.job_role");
  });

  it("hold labels of 1 to 100 characters", () => {
    invalid({ appliedSearchFilters: { skill: ["Python", ""] } }, "appliedSearchFilters.skill");
    invalid({ appliedSearchFilters: { skill: ["  "] } }, "appliedSearchFilters.skill");
    invalid({ appliedSearchFilters: { industry: ["x".repeat(101)] } }, "appliedSearchFilters.industry");
  });

  it("store canonical names once each, in the order given, and drop empty categories", () => {
    const { appliedSearchFilters } = validSegmentDefinition(definition({ appliedSearchFilters: { skill: ["k8s", "Python", "Kubernetes", "py", "SQL"], personality: [] } }));
    expect(appliedSearchFilters).toEqual({ skill: ["Kubernetes", "Python", "SQL"] });
  });

  it("list every unmatched label, as given, across categories", () => {
    orphans({ appliedSearchFilters: { job_role: ["CEO", "Astronaut", "chief vibes officer"], skill: ["Python", "Basket Weaving "] } }, ["Astronaut", "chief vibes officer", "Basket Weaving "]);
  });

  it("report a malformed filter before any orphan", () => {
    invalid({ appliedSearchFilters: { job_role: ["Astronaut"], seniority: ["VP"] } }, "appliedSearchFilters.seniority");
  });

  it("are checked after the other fields", () => {
    invalid({ description: "", appliedSearchFilters: { job_role: ["Astronaut"] } }, "description");
  });
});
