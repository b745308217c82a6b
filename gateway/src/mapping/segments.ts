import type { MessageInitShape } from "@bufbuild/protobuf";
import type { ListLabelsResponse, Segment as SegmentMessage, SegmentDefinitionSchema } from "@leadstream/contracts";
import { FOLLOWER_COUNT_TIER, GENDER, perLabelCategory } from "@leadstream/contracts/vocabulary";
import type { LabelCatalog, Segment, SegmentInput } from "../schemas/segments.js";
import { isoTime, nullIfEmpty, present } from "./proto.js";

export function toSegmentDefinition(input: SegmentInput): MessageInitShape<typeof SegmentDefinitionSchema> {
  const filters = Object.entries(input.appliedSearchFilters ?? {}).map(([category, labels]) => [category, { labels }]);
  return {
    description: input.description,
    name: input.name ?? "",
    genderValues: (input.genderValues ?? []).map(GENDER.value),
    appliedSearchFilters: Object.fromEntries(filters),
    followerCountTiers: (input.followerCountTiers ?? []).map(FOLLOWER_COUNT_TIER.value),
  };
}

export function toSegmentJson(segment: SegmentMessage): Segment {
  const filters = Object.entries(segment.appliedSearchFilters).map(([category, list]) => [category, list.labels]);
  return {
    id: segment.id,
    userFacingId: `seg_${segment.id}`,
    name: nullIfEmpty(segment.name),
    description: segment.description,
    genderValues: segment.genderValues.map(GENDER.name),
    appliedSearchFilters: Object.fromEntries(filters),
    followerCountTiers: segment.followerCountTiers.map(FOLLOWER_COUNT_TIER.name),
    linkedStreamCount: segment.linkedStreamCount,
    createdAt: isoTime(present(segment.createdAt, "the segment's creation time")),
    updatedAt: isoTime(present(segment.updatedAt, "the segment's update time")),
  };
}

/** Every category of DECISIONS, empty when classification has no labels for it. */
export function toLabelCatalogJson(res: ListLabelsResponse): LabelCatalog {
  const byCategory = new Map(res.categories.map((c) => [c.category, c.labels.map(({ name, synonyms }) => ({ name, synonyms }))]));
  return { categories: perLabelCategory((category) => byCategory.get(category) ?? []) };
}
