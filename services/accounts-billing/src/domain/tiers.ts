// DECISIONS "Product, tiers and budgets": every per-tier number lives in this one table.

import { TIER } from "@leadstream/contracts/vocabulary";

export const TIERS = TIER.names;
export type Tier = (typeof TIERS)[number];

export const DEFAULT_TIER: Tier = "starter";

export interface Limits {
  /** Re-tests per account per billing period. */
  monthlyRetests: number;
  /** Syncs per account per UTC day. */
  dailySyncs: number;
}

export interface TierLimits extends Limits {
  /** Automated (non-archived) streams one account may feed. */
  streamsPerAccount: number;
}

export const TIER_LIMITS: Record<Tier, TierLimits> = {
  starter: { monthlyRetests: 12, dailySyncs: 1, streamsPerAccount: 1 },
  growth: { monthlyRetests: 30, dailySyncs: 2, streamsPerAccount: 3 },
  pro: { monthlyRetests: 100, dailySyncs: 4, streamsPerAccount: 10 },
};

/** Free users, whatever their account's tier: no re-tests, one sync a day. */
export const FREE_USER_LIMITS: Limits = { monthlyRetests: 0, dailySyncs: 1 };

export const isTier = TIER.has;

/** starter < growth < pro. */
export const tierRank = (tier: Tier): number => TIERS.indexOf(tier);

/** A count per tier, all zero. */
export const zeroPerTier = (): Record<Tier, number> => ({ starter: 0, growth: 0, pro: 0 });
