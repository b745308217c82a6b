import { ApiKeyRevokedSchema, SessionRevokedSchema, UserSignedUpSchema } from "@leadstream/contracts";
import { defineEvent } from "@leadstream/platform";

/** Facts the identity context publishes on the IDENTITY stream. */
export const userSignedUpEvent = defineEvent("identity.user.signed_up", UserSignedUpSchema);

/** Every gateway replica drops the key from its cache on this event. */
export const apiKeyRevokedEvent = defineEvent("identity.api_key.revoked", ApiKeyRevokedSchema);

/** Every gateway replica drops the session from its cache on this event. */
export const sessionRevokedEvent = defineEvent("identity.session.revoked", SessionRevokedSchema);
