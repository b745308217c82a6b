import { unauthenticated } from "../../domain/errors.js";
import type { Principal } from "../../domain/principal.js";
import { hashSecret } from "../../domain/secret-hash.js";
import { isPlausibleSessionToken } from "../../domain/session-token.js";
import type { AppDeps } from "../ports.js";

export function authenticateSession({ db }: AppDeps) {
  return async (input: { sessionToken: string }): Promise<Principal> => {
    const principal = isPlausibleSessionToken(input.sessionToken) ? await db.repositories.sessions.findPrincipal(hashSecret(input.sessionToken)) : null;
    if (!principal) throw unauthenticated();
    return principal;
  };
}
