import { LEAD_SOURCE_TYPE, MATCH_CONFIDENCE } from "@leadstream/contracts/vocabulary";
import type { Enrichment } from "./enrichment.js";

export type MatchConfidence = (typeof MATCH_CONFIDENCE.names)[number];
export type SourceType = (typeof LEAD_SOURCE_TYPE.names)[number];

export const isMatchConfidence = MATCH_CONFIDENCE.has;
export const isSourceType = LEAD_SOURCE_TYPE.has;

export interface Profile {
  xUserId: string;
  handle: string;
  displayName: string;
  profileImageUrl: string;
  followerCount: number;
  bio: string;
  /** Website and location, "" when none: what enrichment matches the person by. */
  url: string;
  location: string;
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
  /** Null until enrichment finds something. */
  enrichment: Enrichment | null;
}
