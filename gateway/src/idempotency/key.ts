import { createHash } from "node:crypto";
import { AppError } from "@leadstream/platform";

const KEY = /^[\x20-\x7e]{1,255}$/;
// An RFC 8941 sf-string: printable ASCII in double quotes, `"` and `\` escaped with `\`.
const SF_STRING = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;

/**
 * The key an `Idempotency-Key` header carries: a bare token, or the quoted Structured Field
 * string form of the IETF draft (`"8e03978e-..."`), which names the same key. 1 to 255
 * printable ASCII characters, else 400 `invalid_idempotency_key`.
 */
export function parseIdempotencyKey(header: string | string[]): string {
  const text = typeof header === "string" ? header.trim() : "";
  const key = text.startsWith('"') ? SF_STRING.exec(text)?.[1].replace(/\\(["\\])/g, "$1") : text;
  if (key === undefined || !KEY.test(key)) {
    throw new AppError("invalid_idempotency_key", "Idempotency-Key must be 1 to 255 printable ASCII characters, bare or as a quoted string.");
  }
  return key;
}

const sha256 = (...parts: (string | Uint8Array)[]): string => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
};

/** Where a key's record lives: scoped to the caller, so one user can never see another's response. */
export const recordKey = (userId: number, key: string): string => `${userId}.${sha256(key)}`;

/** What makes two requests "the same": method, target and the body bytes as sent. */
export const requestFingerprint = (method: string, url: string, rawBody: Uint8Array = new Uint8Array()): string =>
  sha256(`${method} ${url}\n`, rawBody);
