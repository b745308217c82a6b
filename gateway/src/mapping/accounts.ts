import type { ChangeTierResponse, Stream as StreamMessage, TrackedAccount } from "@leadstream/contracts";
import type { Account, TierChange } from "../schemas/accounts.js";
import { isoTime, isoTimeOrNull, nullIfEmpty, present } from "./proto.js";

type Tier = Account["tier"];

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
  tier: account.tier as Tier,
  pendingTier: nullIfEmpty(account.pendingTier) as Tier | null,
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
    action: res.action as TierChange["action"],
    tier: account.tier as Tier,
    pendingTier: nullIfEmpty(account.pendingTier) as Tier | null,
    effectiveAt: isoTimeOrNull(res.effectiveAt),
  };
}
