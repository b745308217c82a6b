import { invalidField } from "./errors.js";
import { isValidId } from "./ids.js";

/** Where a keyset page ends: the last row's sort key (time desc, id desc): a lead's discovered_at, a lookup's created_at. */
export interface CursorPosition {
  at: Date;
  id: number;
}

// Versioned so the format can change without misreading cursors clients still hold.
const VERSION = "v1";
const SHAPE = /^v1:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z):(\d{1,10})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export const encodeCursor = (at: CursorPosition): string => Buffer.from(`${VERSION}:${at.at.toISOString()}:${at.id}`).toString("base64url");

/** The position a cursor names; an empty cursor is the first page (null). */
export function decodeCursor(cursor: string): CursorPosition | null {
  if (cursor === "") return null;
  const position = BASE64URL.test(cursor) ? parsePosition(Buffer.from(cursor, "base64url").toString("utf8")) : null;
  // Re-encoding must give the same cursor back: rejects non-canonical spellings of a valid one.
  if (!position || encodeCursor(position) !== cursor) throw invalidField("cursor", "cursor is not one this API returned.");
  return position;
}

function parsePosition(text: string): CursorPosition | null {
  const match = SHAPE.exec(text);
  if (!match) return null;
  const at = new Date(match[1]);
  const id = Number(match[2]);
  return Number.isNaN(at.getTime()) || !isValidId(id) ? null : { at, id };
}
