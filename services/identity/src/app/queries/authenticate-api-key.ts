import { isWellFormedApiKey, looksLikeLegacyKey } from "../../domain/api-key.js";
import { invalidKey, invalidKeyFormat } from "../../domain/errors.js";
import type { Principal } from "../../domain/principal.js";
import { hashSecret } from "../../domain/secret-hash.js";
import type { AppDeps } from "../ports.js";

/** A malformed key fails before any lookup; a legacy-looking key only matches imported legacy keys. */
export function authenticateApiKey({ db }: AppDeps) {
  return async (input: { apiKey: string }): Promise<Principal> => {
    const wellFormed = isWellFormedApiKey(input.apiKey);
    if (!wellFormed && !looksLikeLegacyKey(input.apiKey)) throw invalidKeyFormat();
    const principal = await db.repositories.apiKeys.findPrincipal(hashSecret(input.apiKey), !wellFormed);
    if (!principal) throw invalidKey();
    await db.repositories.apiKeys.touchLastUsed(principal.apiKeyId);
    return principal;
  };
}
