import { invalidField } from "../../domain/errors.js";
import { hashSecret } from "../../domain/secret-hash.js";
import type { AppDeps } from "../ports.js";

/** Revokes the session; an unknown or already revoked token is not an error. */
export function logOut({ db }: AppDeps) {
  return async (input: { sessionToken: string }): Promise<void> => {
    if (input.sessionToken === "") throw invalidField("session_token", "session_token is required.");
    await db.repositories.sessions.revoke(hashSecret(input.sessionToken));
  };
}
