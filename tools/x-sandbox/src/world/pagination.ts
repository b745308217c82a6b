import { hash32 } from './prng.js';

/**
 * Cursors point into a list by absolute position counted from the oldest end, so members arriving
 * at the newest end never shift a page that is already being walked.
 */
export type Cursor =
  | { readonly direction: 'older'; readonly below: number }
  | { readonly direction: 'newer'; readonly above: number };

export interface PageWindow<T> {
  readonly items: T[];
  readonly next?: Cursor;
  readonly previous?: Cursor;
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const TOKEN_LENGTH = 11;
const TOKEN_SPACE = 1n << 55n;
const POSITION_LIMIT = 2 ** 36;
/** Odd multiplier (and its inverse mod 2^55) so that tokens look opaque rather than counting up. */
const TOKEN_SCRAMBLE = 0x1b873593_cc9e2dn;
const TOKEN_UNSCRAMBLE = modularInverse(TOKEN_SCRAMBLE);

function modularInverse(value: bigint): bigint {
  // Newton iteration for inverses modulo a power of two: each step doubles the correct low bits.
  let inverse = value;
  for (let i = 0; i < 6; i++) inverse = (inverse * (2n - value * inverse)) % TOKEN_SPACE;
  return ((inverse % TOKEN_SPACE) + TOKEN_SPACE) % TOKEN_SPACE;
}

function checksum(listKey: string, direction: number, position: number): number {
  return hash32('cursor', listKey, direction, position) & 0xffff;
}

export function encodeCursor(listKey: string, cursor: Cursor): string {
  const direction = cursor.direction === 'older' ? 0 : 1;
  const position = cursor.direction === 'older' ? cursor.below : cursor.above;
  const packed = (direction * POSITION_LIMIT + position) * 65536 + checksum(listKey, direction, position);
  let value = (BigInt(packed) * TOKEN_SCRAMBLE) % TOKEN_SPACE;
  let token = '';
  for (let i = 0; i < TOKEN_LENGTH; i++) {
    token = TOKEN_ALPHABET[Number(value % 32n)] + token;
    value /= 32n;
  }
  return token;
}

export function decodeCursor(listKey: string, token: string): Cursor | undefined {
  if (token.length !== TOKEN_LENGTH) return undefined;
  let scrambled = 0n;
  for (const char of token) {
    const digit = TOKEN_ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    scrambled = scrambled * 32n + BigInt(digit);
  }
  const unscrambled = (scrambled * TOKEN_UNSCRAMBLE) % TOKEN_SPACE;
  if (unscrambled >= 1n << 53n) return undefined;
  const value = Number(unscrambled);
  const check = value % 65536;
  const packed = Math.floor(value / 65536);
  const direction = Math.floor(packed / POSITION_LIMIT);
  const position = packed % POSITION_LIMIT;
  if (direction > 1 || check !== checksum(listKey, direction, position)) return undefined;
  return direction === 0 ? { direction: 'older', below: position } : { direction: 'newer', above: position };
}

/**
 * One page of a newest-first list of `length` members. `include` filters members (tweets by time or
 * id); without it the walk is O(page size) however long the list is.
 */
export function pageWindow<T>(
  length: number,
  maxResults: number,
  cursor: Cursor | undefined,
  itemAt: (position: number) => T,
  include?: (item: T) => boolean,
): PageWindow<T> {
  const accepts = (position: number): T | undefined => {
    const item = itemAt(position);
    return !include || include(item) ? item : undefined;
  };
  const collected: { position: number; item: T }[] = [];

  if (cursor?.direction === 'newer') {
    let position = cursor.above + 1;
    for (; position < length && collected.length < maxResults; position++) {
      const item = accepts(position);
      if (item !== undefined) collected.push({ position, item });
    }
    collected.reverse();
    const hasNewer = include ? anyAccepted(position, length, 1, accepts) : position < length;
    return window(collected, collected.length > 0 && collected[collected.length - 1].position > 0, hasNewer);
  }

  let position = (cursor ? Math.min(cursor.below, length) : length) - 1;
  for (; position >= 0 && collected.length < maxResults; position--) {
    const item = accepts(position);
    if (item !== undefined) collected.push({ position, item });
  }
  const hasOlder = include ? anyAccepted(position, -1, -1, accepts) : position >= 0;
  return window(collected, hasOlder, cursor !== undefined && collected.length > 0 && collected[0].position < length - 1);
}

function anyAccepted(from: number, end: number, step: 1 | -1, accepts: (position: number) => unknown): boolean {
  for (let position = from; position !== end; position += step) if (accepts(position) !== undefined) return true;
  return false;
}

function window<T>(collected: { position: number; item: T }[], hasOlder: boolean, hasNewer: boolean): PageWindow<T> {
  if (collected.length === 0) return { items: [] };
  return {
    items: collected.map((entry) => entry.item),
    next: hasOlder ? { direction: 'older', below: collected[collected.length - 1].position } : undefined,
    previous: hasNewer ? { direction: 'newer', above: collected[0].position } : undefined,
  };
}
