import { invalidField } from "./errors.js";
import { optionalId } from "./ids.js";
import { LIFECYCLE } from "@leadstream/contracts/vocabulary";
import { isMatchConfidence, type MatchConfidence } from "./lead.js";

export type Lifecycle = (typeof LIFECYCLE.names)[number];

/** Which leads a list or count covers; null means "any". */
export interface LeadFilter {
  lifecycle: Lifecycle | null;
  matchConfidence: MatchConfidence | null;
  accountId: number | null;
  segmentId: number | null;
  streamId: number | null;
  /** Leads discovered strictly after this time. */
  since: Date | null;
}

/** The filter as it arrives: empty strings and zeros mean "not given". */
export interface RawLeadFilter {
  lifecycle: string;
  matchConfidence: string;
  accountId: number;
  segmentId: number;
  streamId: number;
  since: Date | null;
}

export const NO_FILTER: RawLeadFilter = { lifecycle: "", matchConfidence: "", accountId: 0, segmentId: 0, streamId: 0, since: null };

// PostgreSQL's timestamptz cannot hold every JS date; these bounds keep `since` a valid parameter.
const EARLIEST = Date.parse("0001-01-01T00:00:00Z");
const LATEST = Date.parse("9999-12-31T23:59:59.999Z");

export function validLeadFilter(raw: RawLeadFilter): LeadFilter {
  if (raw.lifecycle !== "" && !LIFECYCLE.has(raw.lifecycle)) throw invalidField("lifecycle", `lifecycle must be ${LIFECYCLE.names.join(" or ")}.`);
  if (raw.matchConfidence !== "" && !isMatchConfidence(raw.matchConfidence)) throw invalidField("matchConfidence", "matchConfidence must be high or medium.");
  const since = raw.since?.getTime();
  if (since !== undefined && !(since >= EARLIEST && since <= LATEST)) throw invalidField("since", "since must be a timestamp between years 1 and 9999.");
  return {
    lifecycle: raw.lifecycle === "" ? null : raw.lifecycle,
    matchConfidence: raw.matchConfidence === "" ? null : raw.matchConfidence,
    accountId: optionalId("accountId", raw.accountId),
    segmentId: optionalId("segmentId", raw.segmentId),
    streamId: optionalId("streamId", raw.streamId),
    since: raw.since,
  };
}

/**
 * The filter of a per-stream query: the stream is the request's. A filter naming another stream
 * is a caller's mistake, not an empty answer.
 */
export function validStreamFilter(streamId: number, raw: RawLeadFilter): LeadFilter {
  if (raw.streamId !== 0 && raw.streamId !== streamId) throw invalidField("streamId", "filter.streamId must be empty or the streamId of the request.");
  return { ...validLeadFilter(raw), streamId };
}

const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 500;

/** 0 (not given) means the default page size. */
export function pageSize(limit: number): number {
  if (limit === 0) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw invalidField("limit", `limit must be 1 to ${MAX_PAGE_SIZE}.`);
  return limit;
}

export function pageOffset(offset: number): number {
  if (!Number.isInteger(offset) || offset < 0) throw invalidField("offset", "offset must be a non-negative integer.");
  return offset;
}
