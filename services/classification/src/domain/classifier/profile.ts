import type { FollowerCountTier, GenderValue } from "../segment.js";
import type { Category } from "../taxonomy/taxonomy.js";

/** The public X profile fields the classifier reads. */
export interface XProfile {
  xUserId: string;
  handle: string;
  displayName: string;
  bio: string;
  followersCount: number;
  followingCount: number;
  tweetCount: number;
  listedCount?: number;
  /** ISO-8601. */
  createdAt: string;
  /** X's default avatar (`default_profile_images` in `profile_image_url`): no custom picture. */
  defaultProfileImage: boolean;
  verified: boolean;
  location?: string;
  url?: string;
}

/** What a segment asks for; empty lists mean "any". Labels are canonical names (see `compileSegment`). */
export interface SegmentCriteria {
  description: string;
  name?: string;
  genderValues: GenderValue[];
  appliedSearchFilters: Partial<Record<Category, string[]>>;
  followerCountTiers: FollowerCountTier[];
}

/** Lower bounds of the follower tiers (DECISIONS.md): under_1k is [0, 1 000), over_1m is [1 000 000, ∞). */
const TIER_FLOORS: readonly (readonly [FollowerCountTier, number])[] = [
  ["over_1m", 1_000_000],
  ["100k_to_1m", 100_000],
  ["10k_to_100k", 10_000],
  ["1k_to_10k", 1_000],
  ["under_1k", 0],
];

export function followerTier(followersCount: number): FollowerCountTier {
  return TIER_FLOORS.find(([, floor]) => followersCount >= floor)?.[0] ?? "under_1k";
}
