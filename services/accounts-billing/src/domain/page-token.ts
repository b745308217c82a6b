import { invalidField } from "./errors.js";

// An opaque keyset token: the last cache id of the page, base64url-encoded with a tag.
const PATTERN = /^c:([1-9][0-9]{0,15})$/;

export const encodePageToken = (lastId: number): string => Buffer.from(`c:${lastId}`).toString("base64url");

/** The cache id a page token continues after; invalid_request for a token we did not issue. */
export function decodePageToken(token: string): number {
  const match = PATTERN.exec(Buffer.from(token, "base64url").toString());
  if (!match || encodePageToken(Number(match[1])) !== token) throw invalidField("pageToken", "pageToken is not a token this service issued.");
  return Number(match[1]);
}
