import { AppError } from "@leadstream/platform";
import type { AppDeps } from "../ports.js";
import { applyDueDowngradesLocked } from "../steps/due-downgrades.js";
import { lockedUser } from "../steps/known-user.js";
import { changeSubscriptionStatus } from "../steps/subscription-status.js";
import { underUserLock } from "../steps/user-lock.js";

/**
 * A payment-provider webhook: once per event id, records the subscription status and, at a new
 * billing period, applies the downgrades due by its start. False for duplicates and events we ignore.
 */
export function handleStripeWebhook(deps: AppDeps) {
  return async (input: { payload: Uint8Array; signature: string }): Promise<boolean> => {
    if (!deps.webhooks) throw new AppError("invalid_request", "Stripe webhooks are not configured (STRIPE_SECRET_KEY is unset).");
    const event = await deps.webhooks.receive(input.payload, input.signature);
    if (!event) return false;
    return underUserLock(deps, event.userId, async (uow) => {
      if (!(await uow.webhookInbox.firstDelivery(event.id))) return false;
      const user = await lockedUser(uow, event.userId);
      if (event.status) await changeSubscriptionStatus(uow, user, event.status);
      if (event.periodStart) await applyDueDowngradesLocked(uow, user, event.periodStart);
      return true;
    });
  };
}
