import { classify, compileSegment, type SegmentCriteria, type XProfile } from "../../../src/domain/classifier/index.js";

/** The clock every test classifies against, so account ages never drift. */
export const NOW = Date.parse("2026-06-01T00:00:00Z");

/** A plainly human profile; tests override what they are about. */
export function makeProfile(overrides: Partial<XProfile> = {}): XProfile {
  return {
    xUserId: "100",
    handle: "jane_doe",
    displayName: "Jane Doe",
    bio: "",
    followersCount: 2_400,
    followingCount: 600,
    tweetCount: 3_100,
    listedCount: 12,
    createdAt: "2014-03-01T00:00:00Z",
    defaultProfileImage: false,
    verified: false,
    location: "Lisbon, Portugal",
    url: "https://janedoe.dev",
    ...overrides,
  };
}

export function makeSegment(overrides: Partial<SegmentCriteria> = {}): SegmentCriteria {
  return { description: "", genderValues: [], appliedSearchFilters: {}, followerCountTiers: [], ...overrides };
}

/** The outcome of `classify` against a segment described by `description`, for a bio (and display name). */
export const outcomeFor = (description: string) => {
  const segment = compileSegment(makeSegment({ description }));
  return (bio: string, displayName = "Jane Doe") => classify(makeProfile({ bio, displayName }), segment, { now: NOW }).outcome;
};
