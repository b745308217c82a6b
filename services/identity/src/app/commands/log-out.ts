import { invalidField } from "../../domain/errors.js";
import { hashSecret } from "../../domain/secret-hash.js";
import type { AppDeps } from "../ports.js";

/** Revokes the session; an unknown or already revoked token is not an error. */
export function logOut({ db, publishEvents }: AppDeps) {
  return async (input: { sessionToken: string }): Promise<void> => {
    if (input.sessionToken === "") throw invalidField("sessionToken", "sessionToken is required.");
    const tokenHash = hashSecret(input.sessionToken);
    const revoked = await db.transaction(async (uow) => {
      const userId = await uow.sessions.revoke(tokenHash);
      if (userId !== null) await uow.events.sessionRevoked(tokenHash, userId);
      return userId !== null;
    });
    // Before answering, as for keys: gateways drop the session from their caches on this event.
    if (revoked) await publishEvents();
  };
}
