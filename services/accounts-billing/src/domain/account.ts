import type { TIER_CHANGE_ACTION } from "@leadstream/contracts/vocabulary";
import { accountSleeping } from "./errors.js";
import { TIER_LIMITS, tierRank, type Tier } from "./tiers.js";

export interface TrackedAccount {
  id: number;
  userId: number;
  xUserId: string;
  /** As X spells it, without "@". */
  handle: string;
  displayName: string;
  profileImageUrl: string;
  followersCount: number;
  tier: Tier;
  /** A downgrade waiting for the end of the billing period. */
  pendingTier: Tier | null;
  pendingTierEffectiveAt: Date | null;
  awake: boolean;
  createdAt: Date;
}

/** How many automated streams may use the account on its tier. */
export const streamCap = (account: Pick<TrackedAccount, "tier">): number => TIER_LIMITS[account.tier].streamsPerAccount;

export type TierChangeAction = (typeof TIER_CHANGE_ACTION.names)[number];

export interface TierChange {
  action: TierChangeAction;
  tier: Tier;
  pendingTier: Tier | null;
  pendingTierEffectiveAt: Date | null;
}

/**
 * DECISIONS: an upgrade applies now (with proration), a downgrade waits for the end of the
 * billing period, and asking for the current tier cancels a pending downgrade. A sleeping
 * account's tier does not change.
 */
export function decideTierChange(account: TrackedAccount, requested: Tier, periodEnd: Date): TierChange {
  if (!account.awake) throw accountSleeping("changing its tier");
  const current = tierRank(account.tier);
  const wanted = tierRank(requested);
  if (wanted > current) return { action: "upgraded", tier: requested, pendingTier: null, pendingTierEffectiveAt: null };
  if (wanted < current) return { action: "downgrade_scheduled", tier: account.tier, pendingTier: requested, pendingTierEffectiveAt: periodEnd };
  const action = account.pendingTier ? "pending_cancelled" : "unchanged";
  return { action, tier: account.tier, pendingTier: null, pendingTierEffectiveAt: null };
}
