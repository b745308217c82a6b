import { BUDGET_KIND, type BUDGET_REFUSAL } from "@leadstream/contracts/vocabulary";
import { FREE_USER_LIMITS, TIER_LIMITS, type Limits, type Tier } from "./tiers.js";

/** What a unit of budget is spent on: a sync (daily cap) or a re-test (monthly budget). */
export type UsageKind = (typeof BUDGET_KIND.names)[number];

export const isUsageKind = BUDGET_KIND.has;

export interface Budget {
  used: number;
  limit: number;
  remaining: number;
}

const budget = (limit: number, used: number): Budget => ({ used, limit, remaining: Math.max(0, limit - used) });

const limitsFor = (tier: Tier, freeUser: boolean): Limits => (freeUser ? FREE_USER_LIMITS : TIER_LIMITS[tier]);

/** An account's re-test budget for the billing period and sync cap for the UTC day, given what it has used. */
export function accountBudgets(tier: Tier, freeUser: boolean, used: { retests: number; syncs: number }): { monthlyRetest: Budget; dailySync: Budget } {
  const limits = limitsFor(tier, freeUser);
  return { monthlyRetest: budget(limits.monthlyRetests, used.retests), dailySync: budget(limits.dailySyncs, used.syncs) };
}

export type ReservationRefusal = (typeof BUDGET_REFUSAL.names)[number];

export interface ReservationRequest {
  kind: UsageKind;
  awake: boolean;
  freeUser: boolean;
  tier: Tier;
  /** Units of `kind` used this billing period (re-tests) or this UTC day (syncs). */
  used: number;
}

/** Why a run may not take one more unit of the account's budget, or null when it may (DECISIONS). */
export function reservationRefusal({ kind, awake, freeUser, tier, used }: ReservationRequest): ReservationRefusal | null {
  if (!awake) return "account_sleeping";
  if (kind === "retest" && freeUser) return "free_tier";
  const limits = limitsFor(tier, freeUser);
  if (kind === "retest") return used < limits.monthlyRetests ? null : "budget_exhausted";
  return used < limits.dailySyncs ? null : "daily_sync_limit";
}
