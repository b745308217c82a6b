import { isBilled, type SubscriptionStatus } from "../../domain/subscription.js";
import { syncQuantities } from "./user-lock.js";
import type { BillingUser, UnitOfWork } from "../ports.js";

/**
 * Records a new status with accounts_billing.subscription.changed; the caller holds the user's lock. A
 * free user becoming billed has the accounts they already track billed from now on.
 */
export async function changeSubscriptionStatus(uow: UnitOfWork, user: BillingUser, status: SubscriptionStatus): Promise<void> {
  if (user.subscriptionStatus === status) return;
  await uow.users.setStatus(user.userId, status);
  await uow.events.subscriptionChanged(user.userId, status);
  if (!isBilled(user.subscriptionStatus) && isBilled(status)) await syncQuantities(uow, { ...user, subscriptionStatus: status }, { prorate: true });
}
