import { applyAllDueDowngrades } from "./commands/apply-all-due-downgrades.js";
import { changeTier } from "./commands/change-tier.js";
import { ensureAccounts } from "./commands/ensure-accounts.js";
import { fetchFollowersPage } from "./commands/fetch-followers-page.js";
import { grantCredits } from "./commands/grant-credits.js";
import { handleStripeWebhook } from "./commands/handle-stripe-webhook.js";
import { refundCredits } from "./commands/refund-credits.js";
import { releaseAccounts } from "./commands/release-accounts.js";
import { releaseBudget } from "./commands/release-budget.js";
import { releaseExpiredCreditHolds } from "./commands/release-expired-credit-holds.js";
import { reserveBudget } from "./commands/reserve-budget.js";
import { reserveCredits } from "./commands/reserve-credits.js";
import { retryCreditTopups } from "./commands/retry-credit-topups.js";
import { setSubscriptionStatus } from "./commands/set-subscription-status.js";
import { settleCredits } from "./commands/settle-credits.js";
import { sleepAccount } from "./commands/sleep-account.js";
import { updateCreditSettings } from "./commands/update-credit-settings.js";
import { wakeAccount } from "./commands/wake-account.js";
import type { AppDeps } from "./ports.js";
import { getBillingSummary } from "./queries/get-billing-summary.js";
import { getAccounts, listAccounts } from "./queries/list-accounts.js";
import { listCachedProfiles } from "./queries/list-cached-profiles.js";
import { listCreditLedger } from "./queries/list-credit-ledger.js";
import { lookupXProfile } from "./queries/lookup-x-profile.js";

/** Every accounts-billing use case, bound to its ports. */
export function createAccountsApp(deps: AppDeps) {
  return {
    ensureAccounts: ensureAccounts(deps),
    releaseAccounts: releaseAccounts(deps),
    listAccounts: listAccounts(deps),
    getAccounts: getAccounts(deps),
    sleepAccount: sleepAccount(deps),
    wakeAccount: wakeAccount(deps),
    changeTier: changeTier(deps),
    getBillingSummary: getBillingSummary(deps),
    handleStripeWebhook: handleStripeWebhook(deps),
    reserveBudget: reserveBudget(deps),
    releaseBudget: releaseBudget(deps),
    fetchFollowersPage: fetchFollowersPage(deps),
    listCachedProfiles: listCachedProfiles(deps),
    setSubscriptionStatus: setSubscriptionStatus(deps),
    grantCredits: grantCredits(deps),
    reserveCredits: reserveCredits(deps),
    settleCredits: settleCredits(deps),
    refundCredits: refundCredits(deps),
    listCreditLedger: listCreditLedger(deps),
    updateCreditSettings: updateCreditSettings(deps),
    lookupXProfile: lookupXProfile(deps),
    applyAllDueDowngrades: applyAllDueDowngrades(deps),
    releaseExpiredCreditHolds: releaseExpiredCreditHolds(deps),
    retryCreditTopups: retryCreditTopups(deps),
  };
}

export type AccountsApp = ReturnType<typeof createAccountsApp>;
