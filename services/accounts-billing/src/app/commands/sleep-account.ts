import type { TrackedAccount } from "../../domain/account.js";
import type { AppDeps } from "../ports.js";
import { lockedUser } from "../steps/known-user.js";
import { requireAccount } from "../steps/require-account.js";
import { syncQuantities, underUserLock } from "../steps/user-lock.js";

/** Awake -> sleeping, one unit less on its tier; a sleeping account stays as it is. */
export function sleepAccount(deps: AppDeps) {
  return (input: { userId: number; accountId: number }): Promise<TrackedAccount> =>
    underUserLock(deps, input.userId, async (uow) => {
      const account = await requireAccount(uow.accounts, input.userId, input.accountId);
      if (!account.awake) return account;
      const slept = await uow.accounts.setAwake(account.id, false);
      await uow.events.updated(slept);
      await syncQuantities(uow, await lockedUser(uow, input.userId), { prorate: false });
      return slept;
    });
}
