import { describe, expect, it } from "vitest";
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { FollowerCountTier, Gender, ListLabelsResponseSchema, SegmentDefinitionSchema, SegmentSchema } from "@leadstream/contracts";
import { toLabelCatalogJson, toSegmentDefinition, toSegmentJson } from "../../src/mapping/segments.js";

describe("segment mapping", () => {
  it("sends a definition with the proto's empty values for what was left out", () => {
    expect(create(SegmentDefinitionSchema, toSegmentDefinition({ description: "Founders in fintech" }))).toMatchObject({
      description: "Founders in fintech",
      name: "",
      genderValues: [],
      appliedSearchFilters: {},
      followerCountTiers: [],
    });
    const full = create(
      SegmentDefinitionSchema,
      toSegmentDefinition({ description: "d", name: "n", genderValues: ["male"], appliedSearchFilters: { skill: ["Go", "rust"], industry: [] }, followerCountTiers: ["over_1m"] }),
    );
    expect(full.appliedSearchFilters.skill.labels).toEqual(["Go", "rust"]);
    expect(full.appliedSearchFilters.industry.labels).toEqual([]);
    expect(full).toMatchObject({ name: "n", genderValues: [Gender.MALE], followerCountTiers: [FollowerCountTier.FOLLOWER_COUNT_TIER_OVER_1M] });
  });

  it("renders a segment with its user-facing id and a null name when it has none", () => {
    const segment = create(SegmentSchema, {
      id: 12,
      userId: 1,
      name: "",
      description: "Founders",
      genderValues: [Gender.FEMALE],
      appliedSearchFilters: { job_role: { labels: ["Founder"] } },
      followerCountTiers: [FollowerCountTier.FOLLOWER_COUNT_TIER_1K_TO_10K],
      linkedStreamCount: 2,
      createdAt: timestampFromDate(new Date("2026-01-01T00:00:00Z")),
      updatedAt: timestampFromDate(new Date("2026-01-02T00:00:00Z")),
    });
    expect(toSegmentJson(segment)).toEqual({
      id: 12,
      userFacingId: "seg_12",
      name: null,
      description: "Founders",
      genderValues: ["female"],
      appliedSearchFilters: { job_role: ["Founder"] },
      followerCountTiers: ["1k_to_10k"],
      linkedStreamCount: 2,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-02T00:00:00.000Z",
    });
    segment.name = "Fintech founders";
    expect(toSegmentJson(segment).name).toBe("Fintech founders");
  });

  it("lists every label category, empty when classification has none for it", () => {
    const res = create(ListLabelsResponseSchema, { categories: [{ category: "job_role", labels: [{ name: "Founder", synonyms: ["co-founder"] }] }, { category: "unknown", labels: [{ name: "x" }] }] });
    expect(toLabelCatalogJson(res)).toEqual({ categories: { job_role: [{ name: "Founder", synonyms: ["co-founder"] }], skill: [], industry: [], personality: [] } });
  });
});
