import { parseHandle, TIER, type FOLLOWER_COUNT_TIER, type GENDER } from "@leadstream/contracts/vocabulary";
import { invalidField, multiSegment } from "./errors.js";
import { isValidId } from "./ids.js";

export type Tier = (typeof TIER.names)[number];

/** An inline segment, passed to classification as it is (which validates it). */
export interface SegmentDefinition {
  description: string;
  name: string;
  genderValues: (typeof GENDER.names)[number][];
  appliedSearchFilters: Record<string, string[]>;
  followerCountTiers: (typeof FOLLOWER_COUNT_TIER.names)[number][];
}

/** One element of `pairs` as sent (spec 2.3). */
export interface PairInput {
  accountId?: number;
  accountHandle?: string;
  accountTier?: string;
  segmentId?: number;
  segment?: SegmentDefinition;
}

export type AccountRef = { accountId: number } | { handle: string; tier: Tier | null };
export type SegmentRef = { segmentId: number } | { definition: SegmentDefinition };

/** A valid `pairs` array: distinct accounts (request order), all paired with the one segment. */
export interface PairsRequest {
  accounts: AccountRef[];
  segment: SegmentRef;
}

const MAX_PAIRS = 50;

/**
 * Checks every pair (invalid_request naming it), then that no (account, segment) pair repeats
 * and that all pairs share one segment (stream_multi_segment). Inline segments are distinct
 * segments even when their definitions are equal.
 */
export function validatePairs(inputs: PairInput[]): PairsRequest {
  if (inputs.length < 1 || inputs.length > MAX_PAIRS) throw invalidField("pairs", `pairs must hold 1 to ${MAX_PAIRS} pairs.`);
  const seen = new Set<string>();
  const segmentKeys = new Set<string>();
  const accounts: AccountRef[] = [];
  inputs.forEach((input, i) => {
    const account = validAccountRef(input, `pairs[${i}]`);
    const segmentKey = validSegmentRef(input, `pairs[${i}]`) === "inline" ? `inline:${i}` : `id:${input.segmentId}`;
    const pairKey = `${accountKey(account)}|${segmentKey}`;
    if (seen.has(pairKey)) throw invalidField(`pairs[${i}]`, `pairs[${i}] repeats an earlier pair (same account and segment).`);
    seen.add(pairKey);
    segmentKeys.add(segmentKey);
    accounts.push(account);
  });
  if (segmentKeys.size > 1) throw multiSegment();
  const first = inputs[0];
  return { accounts, segment: first.segment ? { definition: first.segment } : { segmentId: first.segmentId! } };
}

/** "@Ada_L" and "ada_l" name the same account. */
const accountKey = (ref: AccountRef): string => ("accountId" in ref ? `id:${ref.accountId}` : `handle:${ref.handle.toLowerCase()}`);

function validAccountRef(input: PairInput, at: string): AccountRef {
  const hasId = input.accountId !== undefined;
  const hasHandle = input.accountHandle !== undefined;
  if (hasId === hasHandle) throw invalidField(at, `${at} must name an account by exactly one of accountId or accountHandle.`);
  if (hasId) {
    if (!isValidId(input.accountId!)) throw invalidField(`${at}.accountId`, `${at}.accountId must be a positive integer.`);
    if (input.accountTier !== undefined) throw invalidField(`${at}.accountTier`, `${at}.accountTier applies only to an account named by accountHandle.`);
    return { accountId: input.accountId! };
  }
  const handle = parseHandle(input.accountHandle!.trim());
  if (handle === null) throw invalidField(`${at}.accountHandle`, `${at}.accountHandle must be an X handle (1 to 15 letters, digits or underscores).`);
  const tier = input.accountTier ?? null;
  if (tier !== null && !TIER.has(tier)) throw invalidField(`${at}.accountTier`, `${at}.accountTier must be one of ${TIER.names.join(", ")}.`);
  return { handle, tier };
}

function validSegmentRef(input: PairInput, at: string): "id" | "inline" {
  const hasId = input.segmentId !== undefined;
  const hasInline = input.segment !== undefined;
  if (hasId === hasInline) throw invalidField(at, `${at} must name a segment by exactly one of segmentId or segment.`);
  if (hasId && !isValidId(input.segmentId!)) throw invalidField(`${at}.segmentId`, `${at}.segmentId must be a positive integer.`);
  return hasId ? "id" : "inline";
}
