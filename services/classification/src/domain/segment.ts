import type { FOLLOWER_COUNT_TIER, GENDER } from "@leadstream/contracts/vocabulary";
import type { Category } from "./taxonomy/taxonomy.js";

export type GenderValue = (typeof GENDER.names)[number];
export type FollowerCountTier = (typeof FOLLOWER_COUNT_TIER.names)[number];

/** Category -> canonical label names; a category without labels is absent. */
export type AppliedSearchFilters = Partial<Record<Category, string[]>>;

/** What a segment filters on; empty lists mean "any". */
export interface SegmentDefinition {
  description: string;
  name: string | null;
  genderValues: GenderValue[];
  appliedSearchFilters: AppliedSearchFilters;
  followerCountTiers: FollowerCountTier[];
}

/** What a definition filters on, without its text. */
export type SegmentFilters = Pick<SegmentDefinition, "genderValues" | "appliedSearchFilters" | "followerCountTiers">;

export interface Segment extends SegmentDefinition {
  id: number;
  userId: number;
  /** Streams (not archived) of the segment's owner that use it. */
  linkedStreamCount: number;
  archived: boolean;
  createdAt: Date;
  updatedAt: Date;
}
