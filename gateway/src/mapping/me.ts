import type { GetBillingSummaryResponse, User } from "@leadstream/contracts";
import { SUBSCRIPTION_STATUS, TIER } from "@leadstream/contracts/vocabulary";
import type { Me } from "../schemas/me.js";
import { isoTime, present } from "./proto.js";

/** GET /me: the user from identity, everything else from the billing summary. */
export function toMeJson(user: User, billing: GetBillingSummaryResponse): Me {
  const credits = present(billing.credits, "the credits");
  return {
    name: user.displayName,
    email: user.email,
    subscriptionStatus: SUBSCRIPTION_STATUS.name(billing.subscriptionStatus),
    isFreeTier: billing.isFreeTier,
    accounts: billing.accounts.map((account) => {
      const retest = present(account.monthlyRetest, "the re-test budget");
      const sync = present(account.dailySync, "the daily sync budget");
      return {
        accountId: account.accountId,
        xHandle: account.handle,
        tier: TIER.name(account.tier),
        monthlyRetest: { used: retest.used, budget: retest.budget, remaining: retest.remaining, billingPeriodStart: isoTime(present(retest.billingPeriodStart, "the billing period start")) },
        dailySync: { used: sync.used, cap: sync.cap, remaining: sync.remaining },
      };
    }),
    credits: { balance: credits.balance, lowBalanceThreshold: credits.lowBalanceThreshold, isLow: credits.isLow, autoTopupEnabled: credits.autoTopupEnabled },
    totals: { monthlyRetestRemaining: billing.monthlyRetestRemaining, dailySyncRemaining: billing.dailySyncRemaining },
  };
}
