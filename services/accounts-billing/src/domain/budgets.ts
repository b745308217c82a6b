import { FREE_USER_LIMITS, TIER_LIMITS, type Tier } from "./tiers.js";

export interface Budget {
  used: number;
  limit: number;
  remaining: number;
}

const budget = (limit: number, used: number): Budget => ({ used, limit, remaining: Math.max(0, limit - used) });

/** An account's re-test budget for the billing period and sync cap for the UTC day, given what it has used. */
export function accountBudgets(tier: Tier, freeUser: boolean, used: { retests: number; syncs: number }): { monthlyRetest: Budget; dailySync: Budget } {
  const limits = freeUser ? FREE_USER_LIMITS : TIER_LIMITS[tier];
  return { monthlyRetest: budget(limits.monthlyRetests, used.retests), dailySync: budget(limits.dailySyncs, used.syncs) };
}
