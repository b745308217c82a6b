import type { Category } from "./taxonomy/taxonomy.js";

export const GENDER_VALUES = ["female", "male"] as const;
export type GenderValue = (typeof GENDER_VALUES)[number];

export const FOLLOWER_COUNT_TIERS = ["under_1k", "1k_to_10k", "10k_to_100k", "100k_to_1m", "over_1m"] as const;
export type FollowerCountTier = (typeof FOLLOWER_COUNT_TIERS)[number];

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

export interface Segment extends SegmentDefinition {
  id: number;
  userId: number;
  /** Streams (not archived) of the segment's owner that use it. */
  linkedStreamCount: number;
  archived: boolean;
  createdAt: Date;
  updatedAt: Date;
}
