import { apiKeyHint, type ApiKey } from "../../domain/api-key.js";
import { hashSecret } from "../../domain/secret-hash.js";
import type { UnitOfWork } from "../ports.js";

export interface InstalledKey {
  key: ApiKey;
  /** The key this one replaced, 0 when there was none. */
  replacedKeyId: number;
}

/**
 * Makes `apiKey` the user's one active key: the active key, if any, is revoked in the same
 * transaction with identity.api_key.revoked ("regenerated"). The caller holds the user's row lock.
 */
export async function installApiKey(uow: UnitOfWork, userId: number, apiKey: string, opts: { legacy: boolean }): Promise<InstalledKey> {
  const active = await uow.apiKeys.findActive(userId);
  const key = await uow.apiKeys.add({ userId, keyHash: hashSecret(apiKey), hint: apiKeyHint(apiKey), legacy: opts.legacy }, active?.id ?? null);
  if (active) await uow.events.apiKeyRevoked(active, "regenerated");
  return { key, replacedKeyId: active?.id ?? 0 };
}
