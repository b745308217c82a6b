const MATCH_CONFIDENCES = ["high", "medium"] as const;
export type MatchConfidence = (typeof MATCH_CONFIDENCES)[number];

const SOURCE_TYPES = ["new_follower", "liker"] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const isMatchConfidence = (value: string): value is MatchConfidence => (MATCH_CONFIDENCES as readonly string[]).includes(value);

export const isSourceType = (value: string): value is SourceType => (SOURCE_TYPES as readonly string[]).includes(value);

export interface Profile {
  xUserId: string;
  handle: string;
  displayName: string;
  profileImageUrl: string;
  followerCount: number;
  bio: string;
}

/** A profile the classifier matched, ready to become a lead. */
export interface Candidate {
  profile: Profile;
  matchConfidence: MatchConfidence;
  sourceType: SourceType;
  matchReasons: string[];
}

/** Where a run found its candidates: one pair of one stream, in one run. */
export interface LeadSource {
  userId: number;
  streamId: number;
  streamName: string;
  runId: number;
  trackedAccountId: number;
  trackedAccountHandle: string;
  segmentId: number;
}

/** A profile recorded once per (stream, segment, profile). */
export interface Lead extends LeadSource, Candidate {
  id: number;
  discoveredAt: Date;
  /** Null while the lead is new. */
  exportedAt: Date | null;
}
