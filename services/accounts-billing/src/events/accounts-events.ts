import { AccountChangedSchema, SubscriptionChangedSchema, UserSignedUpSchema } from "@leadstream/contracts";
import { defineEvent } from "@leadstream/platform";

/** Facts the accounts context publishes on the ACCOUNTS stream: the account as it now is. */
export const accountCreatedEvent = defineEvent("accounts.account.created", AccountChangedSchema);
export const accountUpdatedEvent = defineEvent("accounts.account.updated", AccountChangedSchema);
/** Removed by a compensation (ReleaseAccounts). */
export const accountReleasedEvent = defineEvent("accounts.account.released", AccountChangedSchema);
export const subscriptionChangedEvent = defineEvent("accounts.subscription.changed", SubscriptionChangedSchema);

/** Identity's fact this context keeps a read model of. */
export const userSignedUpEvent = defineEvent("identity.user.signed_up", UserSignedUpSchema);
