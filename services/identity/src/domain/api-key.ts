import { randomInt } from "node:crypto";
import { API_KEY_RANDOM_LENGTH, BASE62, apiKeyOf } from "@leadstream/contracts/api-key-format";

// The format and its checks are shared with the gateway; identity alone issues keys.
export { isWellFormedApiKey, looksLikeLegacyKey } from "@leadstream/contracts/api-key-format";

export function generateApiKey(): string {
  let random = "";
  // randomInt rejects out-of-range draws, so every character is equally likely (no modulo bias).
  for (let i = 0; i < API_KEY_RANDOM_LENGTH; i++) random += BASE62[randomInt(BASE62.length)];
  return apiKeyOf(random);
}

/** What the user sees in a key list: recognisable, useless to call with. */
export const apiKeyHint = (key: string): string => `${key.slice(0, 8)}…${key.slice(-4)}`;

/** A stored key: never the key itself, only its hint. */
export interface ApiKey {
  id: number;
  userId: number;
  hint: string;
  legacy: boolean;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}
