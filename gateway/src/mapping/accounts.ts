import type { ChangeTierResponse, Stream as StreamMessage, TrackedAccount } from "@leadstream/contracts";
import { TIER, TIER_CHANGE_ACTION } from "@leadstream/contracts/vocabulary";
import type { Account, TierChange } from "../schemas/accounts.js";
import { isoTime, isoTimeOrNull, present } from "./proto.js";

/** Account id -> the ids of the segments paired with it in these streams, ascending. */
export function segmentIdsByAccount(streams: StreamMessage[]): Map<number, number[]> {
  const byAccount = new Map<number, Set<number>>();
  for (const pair of streams.flatMap((stream) => stream.pairs)) {
    const ids = byAccount.get(pair.trackedAccountId) ?? new Set<number>();
    byAccount.set(pair.trackedAccountId, ids.add(pair.segmentId));
  }
  return new Map([...byAccount].map(([accountId, ids]) => [accountId, [...ids].sort((a, b) => a - b)]));
}

export const toAccountJson = (account: TrackedAccount, assignedSegmentIds: number[]): Account => ({
  id: account.id,
  xHandle: account.handle,
  displayName: account.displayName,
  profileImageUrl: account.profileImageUrl,
  followersCount: account.followersCount,
  tier: TIER.name(account.tier),
  pendingTier: TIER.nameOrNull(account.pendingTier),
  pendingTierEffectiveAt: isoTimeOrNull(account.pendingTierEffectiveAt),
  status: account.awake ? "active" : "sleeping",
  assignedSegmentIds,
  createdAt: isoTime(present(account.createdAt, "the account's creation time")),
});

export function toTierChangeJson(res: ChangeTierResponse): TierChange {
  const account = present(res.account, "the account");
  return {
    success: true,
    accountId: account.id,
    action: TIER_CHANGE_ACTION.name(res.action),
    tier: TIER.name(account.tier),
    pendingTier: TIER.nameOrNull(account.pendingTier),
    effectiveAt: isoTimeOrNull(res.effectiveAt),
  };
}
