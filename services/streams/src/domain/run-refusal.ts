import type { BUDGET_REFUSAL, RUN_SKIP_REASON } from "@leadstream/contracts/vocabulary";
import { AppError } from "@leadstream/platform/errors";
import type { Tier } from "./pairs.js";

/** accounts-billing's budget refusals, and `already_running`. */
export type SkipReason = (typeof BUDGET_REFUSAL.names)[number] | (typeof RUN_SKIP_REASON.names)[number];

/** A pair that got no run: accounts-billing's budget answer, with the account's tier, or `already_running` (no tier). */
export interface Skip {
  reason: SkipReason;
  tier: Tier | null;
}

/**
 * DECISIONS: a request that queued nothing, where every skip has the same budget reason, answers
 * that reason's error. Null: answer the queued and skipped lists.
 */
export function refusalOf(queuedCount: number, skips: Skip[]): AppError | null {
  if (queuedCount > 0 || skips.length === 0) return null;
  const { reason } = skips[0];
  if (skips.some((s) => s.reason !== reason)) return null;
  switch (reason) {
    case "daily_sync_limit":
      return new AppError("daily_sync_limit", "The account's daily sync cap is used up; it resets at midnight UTC.");
    case "free_tier":
      return new AppError("free_retest_limit", "Re-tests need a paid subscription.");
    case "budget_exhausted":
      return skips.every((s) => s.tier === "pro")
        ? new AppError("retest_limit_pro", "The account's monthly re-test budget is used up; it resets at the start of the next billing period.")
        : new AppError("retest_limit", "The account's monthly re-test budget is used up; upgrade its tier for a bigger budget.");
    default:
      return null;
  }
}
