import { startOfUtcDay } from "../../domain/billing-period.js";
import { accountBudgets, type Budget } from "../../domain/budgets.js";
import { creditsSummary, type CreditsSummary } from "../../domain/credits.js";
import { userNotFound } from "../../domain/errors.js";
import { isValidId } from "../../domain/ids.js";
import { isFreeUser, type SubscriptionStatus } from "../../domain/subscription.js";
import type { Tier } from "../../domain/tiers.js";
import type { AppDeps } from "../ports.js";
import { billingPeriodOf } from "../steps/billing-period.js";
import { applyDueDowngradesBeforeRead } from "../steps/due-downgrades.js";
import { knownUser } from "../steps/known-user.js";

const DAY_MS = 24 * 3600_000;

export interface AccountBudget {
  accountId: number;
  handle: string;
  tier: Tier;
  monthlyRetest: Budget & { billingPeriodStart: Date };
  dailySync: Budget;
}

export interface BillingSummary {
  subscriptionStatus: SubscriptionStatus;
  isFreeTier: boolean;
  accounts: AccountBudget[];
  credits: CreditsSummary;
  totals: { monthlyRetestRemaining: number; dailySyncRemaining: number };
  /** The payment provider's quantity per tier, when asked for. */
  quantities?: Record<Tier, number>;
  /** When the summary changes with time alone: the next midnight UTC, the period's end or the next pending downgrade, whichever comes first. */
  validUntil: Date;
}

/**
 * GET /me's billing part: status, every account's budgets (used counted from budget_usage), team
 * credits and settings; the provider's quantities on request. Two reads: the billing period (the
 * provider's), then everything else in one statement. A user not in the read model yet is
 * fetched from identity first; due downgrades are applied, then read again.
 */
export function getBillingSummary(deps: AppDeps) {
  return async (input: { userId: number; includeQuantities?: boolean }): Promise<BillingSummary> => {
    if (!isValidId(input.userId)) throw userNotFound();
    const now = new Date();
    const { billing, summaries } = deps.db.repositories;
    const [period, quantities] = await Promise.all([billingPeriodOf(billing, input.userId, now), input.includeQuantities ? billing.getQuantities(input.userId) : undefined]);
    const read = () => summaries.read(input.userId, { retestsSince: period.start, syncsSince: startOfUtcDay(now), asOf: now });
    let rows = await read();
    if (!rows) {
      await knownUser(deps, input.userId);
      rows = await read();
    }
    if (rows?.dueDowngrades) {
      await applyDueDowngradesBeforeRead(deps, input.userId, now);
      rows = await read();
    }
    if (!rows) throw userNotFound();
    const { user, accounts, credits, nextDowngradeAt } = rows;
    const freeUser = isFreeUser(user.subscriptionStatus);
    const budgets = accounts.map((a): AccountBudget => {
      const { monthlyRetest, dailySync } = accountBudgets(a.tier, freeUser, { retests: a.retests, syncs: a.syncs });
      return { accountId: a.id, handle: a.handle, tier: a.tier, monthlyRetest: { ...monthlyRetest, billingPeriodStart: period.start }, dailySync };
    });
    return {
      subscriptionStatus: user.subscriptionStatus,
      isFreeTier: freeUser,
      accounts: budgets,
      credits: creditsSummary(credits),
      totals: {
        monthlyRetestRemaining: budgets.reduce((sum, b) => sum + b.monthlyRetest.remaining, 0),
        dailySyncRemaining: budgets.reduce((sum, b) => sum + b.dailySync.remaining, 0),
      },
      quantities,
      validUntil: new Date(Math.min(startOfUtcDay(now).getTime() + DAY_MS, period.end.getTime(), nextDowngradeAt?.getTime() ?? Infinity)),
    };
  };
}
