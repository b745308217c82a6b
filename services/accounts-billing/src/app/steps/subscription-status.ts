import type { SubscriptionStatus } from "../../domain/subscription.js";
import type { BillingUser, UnitOfWork } from "../ports.js";

/** Records a new status with accounts.subscription.changed; the caller holds the user's lock. */
export async function changeSubscriptionStatus(uow: UnitOfWork, user: BillingUser, status: SubscriptionStatus): Promise<void> {
  if (user.subscriptionStatus === status) return;
  await uow.users.setStatus(user.userId, status);
  await uow.events.subscriptionChanged(user.userId, status);
}
