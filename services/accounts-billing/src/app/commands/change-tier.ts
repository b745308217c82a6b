import { decideTierChange, type TierChangeAction, type TrackedAccount } from "../../domain/account.js";
import { invalidField } from "../../domain/errors.js";
import { isTier, TIERS } from "../../domain/tiers.js";
import type { AppDeps } from "../ports.js";
import { billingPeriodOf } from "../steps/billing-period.js";
import { lockedUser } from "../steps/known-user.js";
import { requireAccount } from "../steps/require-account.js";
import { syncQuantities, underUserLock } from "../steps/user-lock.js";

export interface TierChangeResult {
  action: TierChangeAction;
  account: TrackedAccount;
  /** When a scheduled downgrade takes effect. */
  effectiveAt: Date | null;
}

/** Upgrade now with proration, downgrade at the end of the billing period, or cancel a pending downgrade. */
export function changeTier(deps: AppDeps) {
  return (input: { userId: number; accountId: number; tier: string }): Promise<TierChangeResult> => {
    const requested = input.tier;
    if (!isTier(requested)) throw invalidField("tier", `tier must be one of ${TIERS.join(", ")}.`);
    return underUserLock(deps, input.userId, async (uow) => {
      const account = await requireAccount(uow.accounts, input.userId, input.accountId);
      const period = await billingPeriodOf(uow.billing, input.userId, new Date());
      const change = decideTierChange(account, requested, period.end);
      if (change.action === "unchanged") return { action: change.action, account, effectiveAt: null };
      const updated = await uow.accounts.setTier(account.id, change);
      await uow.events.updated(updated);
      if (change.action === "upgraded") await syncQuantities(uow, await lockedUser(uow, input.userId), { prorate: true });
      return { action: change.action, account: updated, effectiveAt: change.pendingTierEffectiveAt };
    });
  };
}
