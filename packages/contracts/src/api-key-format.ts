import { crc32 } from "node:zlib";

// Hand-written: `pnpm gen` rewrites only gen/ and index.ts. Imported as
// @leadstream/contracts/api-key-format by identity, which issues keys, and by the gateway, which
// rejects a malformed key before asking identity.

/**
 * API keys (DECISIONS "Auth and identity"): `svc_` + 35 random base62 characters + a 6-character
 * base62 CRC32 of everything before it = 45 characters, so a mistyped key is rejected before
 * any lookup. Keys issued before v2 share the prefix but have any other length.
 */
const API_KEY_PREFIX = "svc_";
export const API_KEY_LENGTH = 45;
export const API_KEY_RANDOM_LENGTH = 35;
const CHECKSUM_LENGTH = 6;
export const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

const WELL_FORMED = /^svc_[0-9A-Za-z]{41}$/;
const LEGACY_SHAPE = /^svc_[0-9A-Za-z_]{4,196}$/;

/** The v2 key made of `random` (API_KEY_RANDOM_LENGTH base62 characters): prefix, random part, checksum. */
export function apiKeyOf(random: string): string {
  const body = API_KEY_PREFIX + random;
  return body + checksum(body);
}

export function isWellFormedApiKey(key: string): boolean {
  if (typeof key !== "string" || !WELL_FORMED.test(key)) return false;
  const body = key.slice(0, API_KEY_LENGTH - CHECKSUM_LENGTH);
  return checksum(body) === key.slice(API_KEY_LENGTH - CHECKSUM_LENGTH);
}

/** A key with the v2 prefix but not the v2 length: possibly issued before v2. */
export function looksLikeLegacyKey(key: string): boolean {
  return typeof key === "string" && key.length !== API_KEY_LENGTH && LEGACY_SHAPE.test(key);
}

function checksum(body: string): string {
  let value = crc32(body);
  let out = "";
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}
