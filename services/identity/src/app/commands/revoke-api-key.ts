import { apiKeyNotFound } from "../../domain/errors.js";
import { isValidId } from "../../domain/ids.js";
import type { AppDeps } from "../ports.js";
import { requireUser } from "../steps/require-user.js";

/** Revokes one of the user's keys (another user's key is not_found); revoking twice is a no-op. */
export function revokeApiKey({ db, publishEvents }: AppDeps) {
  return async (input: { userId: number; keyId: number }): Promise<void> => {
    const revoked = await db.transaction(async (uow) => {
      await requireUser(uow.users, input.userId, { forUpdate: true });
      const key = isValidId(input.keyId) ? await uow.apiKeys.findOwned(input.userId, input.keyId) : null;
      if (!key) throw apiKeyNotFound();
      if (key.revokedAt) return false;
      await uow.apiKeys.revoke(key.id);
      await uow.events.apiKeyRevoked(key, "revoked");
      return true;
    });
    // Before answering, as for regeneration: gateways drop the key from their caches on this event.
    if (revoked) await publishEvents();
  };
}
