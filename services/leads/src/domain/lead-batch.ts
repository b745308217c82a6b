import { invalidField } from "./errors.js";
import { requiredId } from "./ids.js";
import { isMatchConfidence, isSourceType, type Candidate, type LeadSource, type Profile } from "./lead.js";
import { charLength, plainText, truncate } from "./text.js";

const MAX_CANDIDATES = 5000;
const BIO_MAX = 1000;
const NAME_MAX = 200;
const HANDLE_MAX = 50;
const URL_MAX = 2000;
const MAX_REASONS = 20;
const REASON_MAX = 200;

const X_USER_ID = /^[0-9]{1,19}$/;

/** What a run hands over: where the candidates came from, and the candidates. */
export interface LeadBatch {
  source: LeadSource;
  candidates: Candidate[];
}

export interface RawCandidate {
  profile?: Profile;
  matchConfidence: string;
  sourceType: string;
  matchReasons: string[];
}

export interface RawLeadBatch extends LeadSource {
  candidates: RawCandidate[];
}

function requiredText(param: string, raw: string, max: number): string {
  const text = plainText(raw);
  if (text === "" || charLength(text) > max) throw invalidField(param, `${param} must be 1 to ${max} characters.`);
  return text;
}

/**
 * The batch with every field checked. Profile text from X is cleaned and cut to size (a long bio
 * is truncated, not refused); what our own services produce (ids, enums, reasons) must be right.
 */
export function validLeadBatch(raw: RawLeadBatch): LeadBatch {
  if (raw.candidates.length > MAX_CANDIDATES) throw invalidField("candidates", `At most ${MAX_CANDIDATES} candidates per call.`);
  return {
    source: {
      userId: requiredId("userId", raw.userId),
      streamId: requiredId("streamId", raw.streamId),
      streamName: requiredText("streamName", raw.streamName, NAME_MAX),
      runId: requiredId("runId", raw.runId),
      trackedAccountId: requiredId("trackedAccountId", raw.trackedAccountId),
      trackedAccountHandle: requiredText("trackedAccountHandle", raw.trackedAccountHandle, HANDLE_MAX),
      segmentId: requiredId("segmentId", raw.segmentId),
    },
    candidates: raw.candidates.map((c, i) => validCandidate(c, `candidates[${i}]`)),
  };
}

function validCandidate(raw: RawCandidate, at: string): Candidate {
  const { profile } = raw;
  if (!profile) throw invalidField(`${at}.profile`, `${at}.profile is required.`);
  if (!X_USER_ID.test(profile.xUserId)) throw invalidField(`${at}.profile.xUserId`, `${at}.profile.xUserId must be a numeric X user id.`);
  if (!Number.isInteger(profile.followerCount) || profile.followerCount < 0) {
    throw invalidField(`${at}.profile.followerCount`, `${at}.profile.followerCount must be a non-negative integer.`);
  }
  if (!isMatchConfidence(raw.matchConfidence)) throw invalidField(`${at}.matchConfidence`, `${at}.matchConfidence must be high or medium.`);
  if (!isSourceType(raw.sourceType)) throw invalidField(`${at}.sourceType`, `${at}.sourceType must be new_follower or liker.`);
  if (raw.matchReasons.length > MAX_REASONS) throw invalidField(`${at}.matchReasons`, `${at}.matchReasons holds at most ${MAX_REASONS} reasons.`);
  return {
    profile: {
      xUserId: profile.xUserId,
      handle: requiredText(`${at}.profile.handle`, profile.handle, HANDLE_MAX),
      displayName: truncate(plainText(profile.displayName), NAME_MAX),
      profileImageUrl: truncate(plainText(profile.profileImageUrl), URL_MAX),
      followerCount: profile.followerCount,
      bio: truncate(plainText(profile.bio), BIO_MAX),
      url: truncate(plainText(profile.url), URL_MAX),
      location: truncate(plainText(profile.location), NAME_MAX),
    },
    matchConfidence: raw.matchConfidence,
    sourceType: raw.sourceType,
    matchReasons: raw.matchReasons.map((reason) => truncate(plainText(reason), REASON_MAX)),
  };
}
