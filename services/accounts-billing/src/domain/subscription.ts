import { SUBSCRIPTION_STATUS, type PLAN } from "@leadstream/contracts/vocabulary";

export const SUBSCRIPTION_STATUSES = SUBSCRIPTION_STATUS.names;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const isSubscriptionStatus = SUBSCRIPTION_STATUS.has;

/** "Active paid subscription" (DECISIONS): what waking an account requires. */
export const isActivePaid = (status: SubscriptionStatus): boolean => status === "active" || status === "trialing";

/** A paid subscription that has stopped being paid: no new accounts, no waking. */
export const isLapsed = (status: SubscriptionStatus): boolean => status !== "free_user" && !isActivePaid(status);

export const isFreeUser = (status: SubscriptionStatus): boolean => status === "free_user";

/** A user's starting status: operator-created paid users start with an active subscription. */
export const initialStatus = (plan: (typeof PLAN.names)[number]): SubscriptionStatus => (plan === "paid" ? "active" : "free_user");

/** Whether the payment provider bills this user's accounts: everyone but free users. */
export const isBilled = (status: SubscriptionStatus): boolean => status !== "free_user";
