/** Parsing the caller's credentials and the CSRF rule; no I/O. */

export const SESSION_COOKIE = "session";

export type BearerParse = { kind: "missing" } | { kind: "malformed" } | { kind: "key"; key: string };

/** Reads `Authorization: Bearer <key>`. An empty or absent header is "missing"; another scheme is "malformed". */
export function parseBearer(header: string | undefined): BearerParse {
  if (header === undefined || /^\s*(bearer\s*)?$/i.test(header)) return { kind: "missing" };
  const match = /^bearer +(\S+)\s*$/i.exec(header);
  return match ? { kind: "key", key: match[1] } : { kind: "malformed" };
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const isStateChanging = (method: string): boolean => STATE_CHANGING.has(method.toUpperCase());

/**
 * A cookie-authenticated request that changes state must come from one of our own pages:
 * the browser sends Origin on such requests, and a forged cross-site form cannot fake it.
 */
export const isAllowedOrigin = (origin: string | undefined, allowed: readonly string[]): boolean =>
  origin !== undefined && allowed.includes(origin);
