import type { AppDeps, BillingUser, UnitOfWork } from "../ports.js";
import { syncQuantities, underUserLock } from "./user-lock.js";
import { lockedUser } from "./known-user.js";

/** Applies the user's pending downgrades due by `asOf` and lowers the quantities; the caller holds the user's lock. */
export async function applyDueDowngradesLocked(uow: UnitOfWork, user: BillingUser, asOf: Date): Promise<void> {
  const moved = await uow.accounts.applyDueDowngrades(user.userId, asOf);
  if (moved.length === 0) return;
  for (const account of moved) await uow.events.updated(account);
  await syncQuantities(uow, user, { prorate: false });
}

/** Applies the user's due downgrades, if any (a cheap check first: reads call this). */
export async function applyDueDowngrades(deps: AppDeps, userId: number, asOf: Date): Promise<void> {
  if (!(await deps.db.repositories.accounts.hasDueDowngrades(userId, asOf))) return;
  await underUserLock(deps, userId, async (uow) => applyDueDowngradesLocked(uow, await lockedUser(uow, userId), asOf));
}

/** For reads: a failure to apply is logged and the read goes on with what is stored. */
export async function applyDueDowngradesBeforeRead(deps: AppDeps, userId: number, asOf: Date): Promise<void> {
  await applyDueDowngrades(deps, userId, asOf).catch((err: unknown) => deps.logger.warn({ err, userId }, "could not apply due downgrades"));
}
