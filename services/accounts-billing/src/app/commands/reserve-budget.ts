import { startOfUtcDay } from "../../domain/billing-period.js";
import { isUsageKind, reservationRefusal, type ReservationRefusal } from "../../domain/budgets.js";
import { invalidField, reservationConflict } from "../../domain/errors.js";
import { validRunId } from "../../domain/ids.js";
import { isFreeUser } from "../../domain/subscription.js";
import type { Tier } from "../../domain/tiers.js";
import type { AppDeps } from "../ports.js";
import { billingPeriodOf } from "../steps/billing-period.js";
import { applyDueDowngradesBeforeRead } from "../steps/due-downgrades.js";
import { lockedUser } from "../steps/known-user.js";
import { requireAccount } from "../steps/require-account.js";

export interface BudgetReservation {
  reserved: boolean;
  skipReason: ReservationRefusal | null;
  /** So the caller can tell retest_limit from retest_limit_pro. */
  tier: Tier;
}

/**
 * Reserves one unit of the account's daily sync cap or monthly re-test budget for a run, as a
 * budget_usage row, or says why not. Reservations on one account are serialised, so concurrent
 * runs cannot exceed the cap. A run holding a reservation gets it again; a refused run is
 * judged afresh on its next call.
 */
export function reserveBudget(deps: AppDeps) {
  return async (input: { userId: number; accountId: number; kind: string; runId: number }): Promise<BudgetReservation> => {
    const { kind } = input;
    if (!isUsageKind(kind)) throw invalidField("kind", `kind must be "sync" or "retest".`);
    const runId = validRunId(input.runId);
    const now = new Date();
    await applyDueDowngradesBeforeRead(deps, input.userId, now);
    return deps.db.transaction(async (uow) => {
      await uow.locks.account(input.accountId);
      const account = await requireAccount(uow.accounts, input.userId, input.accountId);
      const held = await uow.budgetUsage.findByRun(runId);
      if (held && (held.accountId !== account.id || held.kind !== kind)) throw reservationConflict(runId);
      if (held) return { reserved: true, skipReason: null, tier: account.tier };

      const user = await lockedUser(uow, input.userId);
      const since = kind === "retest" ? (await billingPeriodOf(uow.billing, user.userId, now)).start : startOfUtcDay(now);
      const used = (await uow.budgetUsage.countSince([account.id], kind, since)).get(account.id) ?? 0;
      const skipReason = reservationRefusal({ kind, awake: account.awake, freeUser: isFreeUser(user.subscriptionStatus), tier: account.tier, used });
      if (skipReason === null) await uow.budgetUsage.reserve(runId, { accountId: account.id, kind });
      return { reserved: skipReason === null, skipReason, tier: account.tier };
    });
  };
}
