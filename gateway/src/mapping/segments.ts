import type { MessageInitShape } from "@bufbuild/protobuf";
import type { ListLabelsResponse, Segment as SegmentMessage, SegmentDefinitionSchema } from "@leadstream/contracts";
import { LABEL_CATEGORIES, type LabelCatalog, type Segment, type SegmentInput } from "../schemas/segments.js";
import { isoTime, nullIfEmpty, present } from "./proto.js";

export function toSegmentDefinition(input: SegmentInput): MessageInitShape<typeof SegmentDefinitionSchema> {
  const filters = Object.entries(input.appliedSearchFilters ?? {}).map(([category, labels]) => [category, { labels }]);
  return {
    description: input.description,
    name: input.name ?? "",
    genderValues: input.genderValues ?? [],
    appliedSearchFilters: Object.fromEntries(filters),
    followerCountTiers: input.followerCountTiers ?? [],
  };
}

export function toSegmentJson(segment: SegmentMessage): Segment {
  const filters = Object.entries(segment.appliedSearchFilters).map(([category, list]) => [category, list.labels]);
  return {
    id: segment.id,
    userFacingId: `seg_${segment.id}`,
    name: nullIfEmpty(segment.name),
    description: segment.description,
    genderValues: segment.genderValues as Segment["genderValues"],
    appliedSearchFilters: Object.fromEntries(filters),
    followerCountTiers: segment.followerCountTiers as Segment["followerCountTiers"],
    linkedStreamCount: segment.linkedStreamCount,
    createdAt: isoTime(present(segment.createdAt, "the segment's creation time")),
    updatedAt: isoTime(present(segment.updatedAt, "the segment's update time")),
  };
}

/** Every category of DECISIONS, empty when classification has no labels for it. */
export function toLabelCatalogJson(res: ListLabelsResponse): LabelCatalog {
  const byCategory = new Map(res.categories.map((c) => [c.category, c.labels.map(({ name, synonyms }) => ({ name, synonyms }))]));
  return { categories: Object.fromEntries(LABEL_CATEGORIES.map((category) => [category, byCategory.get(category) ?? []])) as LabelCatalog["categories"] };
}
