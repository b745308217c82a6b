import type { TrackedAccount } from "../../domain/account.js";
import { subscriptionRequired } from "../../domain/errors.js";
import { isActivePaid } from "../../domain/subscription.js";
import type { AppDeps } from "../ports.js";
import { lockedUser } from "../steps/known-user.js";
import { requireAccount } from "../steps/require-account.js";
import { syncQuantities, underUserLock } from "../steps/user-lock.js";

/** Sleeping -> awake, one unit more on its tier; needs an active paid subscription. An awake account stays as it is. */
export function wakeAccount(deps: AppDeps) {
  return (input: { userId: number; accountId: number }): Promise<TrackedAccount> =>
    underUserLock(deps, input.userId, async (uow) => {
      const account = await requireAccount(uow.accounts, input.userId, input.accountId);
      if (account.awake) return account;
      const user = await lockedUser(uow, input.userId);
      if (!isActivePaid(user.subscriptionStatus)) throw subscriptionRequired();
      const woken = await uow.accounts.setAwake(account.id, true);
      await uow.events.updated(woken);
      await syncQuantities(uow, user, { prorate: true });
      return woken;
    });
}
