import { startOfUtcDay } from "../../domain/billing-period.js";
import { accountBudgets, type Budget } from "../../domain/budgets.js";
import { creditsSummary, type CreditsSummary } from "../../domain/credits.js";
import { isFreeUser, type SubscriptionStatus } from "../../domain/subscription.js";
import type { Tier } from "../../domain/tiers.js";
import type { AppDeps } from "../ports.js";
import { billingPeriodOf } from "../steps/billing-period.js";
import { applyDueDowngradesBeforeRead } from "../steps/due-downgrades.js";
import { knownUser } from "../steps/known-user.js";

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
}

/** GET /me's billing part: status, every account's budgets (used counted from budget_usage), team credits; the provider's quantities on request. */
export function getBillingSummary(deps: AppDeps) {
  return async (input: { userId: number; includeQuantities?: boolean }): Promise<BillingSummary> => {
    const user = await knownUser(deps, input.userId);
    const now = new Date();
    await applyDueDowngradesBeforeRead(deps, user.userId, now);
    const { accounts: accountRepo, billing, budgetUsage, credits } = deps.db.repositories;
    const accounts = await accountRepo.listByUser(user.userId);
    const period = await billingPeriodOf(billing, user.userId, now);
    const ids = accounts.map((a) => a.id);
    const [retests, syncs, balance, quantities] = await Promise.all([
      budgetUsage.countSince(ids, "retest", period.start),
      budgetUsage.countSince(ids, "sync", startOfUtcDay(now)),
      credits.balance(user.teamId),
      input.includeQuantities ? billing.getQuantities(user.userId) : undefined,
    ]);
    const freeUser = isFreeUser(user.subscriptionStatus);
    const budgets = accounts.map((a): AccountBudget => {
      const { monthlyRetest, dailySync } = accountBudgets(a.tier, freeUser, { retests: retests.get(a.id) ?? 0, syncs: syncs.get(a.id) ?? 0 });
      return { accountId: a.id, handle: a.handle, tier: a.tier, monthlyRetest: { ...monthlyRetest, billingPeriodStart: period.start }, dailySync };
    });
    return {
      subscriptionStatus: user.subscriptionStatus,
      isFreeTier: freeUser,
      accounts: budgets,
      credits: creditsSummary(balance),
      totals: {
        monthlyRetestRemaining: budgets.reduce((sum, b) => sum + b.monthlyRetest.remaining, 0),
        dailySyncRemaining: budgets.reduce((sum, b) => sum + b.dailySync.remaining, 0),
      },
      quantities,
    };
  };
}
