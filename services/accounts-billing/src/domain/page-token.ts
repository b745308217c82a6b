import { invalidField } from "./errors.js";

// An opaque keyset token: the last row id of the page (a cache id, a ledger id), base64url-encoded with a tag.
const PATTERN = /^c:([1-9][0-9]{0,15})$/;

export const encodePageToken = (lastId: number): string => Buffer.from(`c:${lastId}`).toString("base64url");

/** The row id a page token continues from; invalid_request naming `param` for a token we did not issue. */
export function decodePageToken(token: string, param = "pageToken"): number {
  const match = PATTERN.exec(Buffer.from(token, "base64url").toString());
  if (!match || encodePageToken(Number(match[1])) !== token) throw invalidField(param, `${param} is not a token this service issued.`);
  return Number(match[1]);
}
