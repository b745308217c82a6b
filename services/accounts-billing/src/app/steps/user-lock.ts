import { AppError } from "@leadstream/platform";
import { isBilled } from "../../domain/subscription.js";
import type { AppDeps, BillingUser, UnitOfWork } from "../ports.js";

/**
 * Runs `work` in one transaction holding the user's lock, so changes to one user's accounts and
 * quantities never interleave. Work that changes awake accounts ends with syncQuantities. When
 * the provider fails, the transaction rolls back and the provider is set back to the counts the
 * database holds, since the failed call may have been applied all the same.
 */
export async function underUserLock<T>(deps: AppDeps, userId: number, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(async (uow) => {
      await uow.locks.user(userId);
      return work(uow);
    });
  } catch (err) {
    if (err instanceof AppError && err.code === "billing_provider_error") await putQuantitiesBack(deps, userId);
    throw err;
  }
}

/**
 * Sets the provider's quantity of every tier to the user's awake accounts on it, as this
 * transaction sees them. Free users are not billed: the provider never hears of them until
 * their status becomes a paid one, which syncs then.
 */
export async function syncQuantities(uow: UnitOfWork, user: BillingUser, opts: { prorate: boolean }): Promise<void> {
  if (!isBilled(user.subscriptionStatus)) return;
  const counts = await uow.accounts.awakeCountsByTier(user.userId);
  await uow.billing.setQuantities({ userId: user.userId, email: user.email }, counts, opts);
}

async function putQuantitiesBack(deps: AppDeps, userId: number): Promise<void> {
  try {
    await deps.db.transaction(async (uow) => {
      await uow.locks.user(userId);
      const user = await uow.users.find(userId);
      if (user) await syncQuantities(uow, user, { prorate: false });
    });
  } catch (err) {
    // Every later change sets absolute quantities, so the next one corrects them.
    deps.logger.warn({ err, userId }, "could not set the billing provider's quantities back");
  }
}
