import { invalidField } from "../../domain/errors.js";
import { isSubscriptionStatus, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../domain/subscription.js";
import type { AppDeps } from "../ports.js";
import { knownUser, lockedUser } from "../steps/known-user.js";
import { changeSubscriptionStatus } from "../steps/subscription-status.js";
import { underUserLock } from "../steps/user-lock.js";

/** Operator call: sets the user's subscription status. */
export function setSubscriptionStatus(deps: AppDeps) {
  return async (input: { userId: number; status: string }): Promise<SubscriptionStatus> => {
    const status = input.status;
    if (!isSubscriptionStatus(status)) throw invalidField("status", `status must be one of ${SUBSCRIPTION_STATUSES.join(", ")}.`);
    const user = await knownUser(deps, input.userId);
    await underUserLock(deps, user.userId, async (uow) => changeSubscriptionStatus(uow, await lockedUser(uow, user.userId), status));
    return status;
  };
}
