import { hash32 } from './prng.js';

/*
 * Ids are numeric strings below 2^63 (X ids are 64-bit integers) and, where possible, decodable back
 * into what generated them, so that /2/users/:id keeps working for ids stored before a restart.
 *
 *   [1.40e18, 1.69e18)  generated people ("personas"): persona number (40 bits) + 18-bit check
 *   [2.00e18, 8.80e18)  handles of up to 12 characters, bijectively encoded (base 37) and scrambled
 *   [8.80e18, 9.20e18)  longer handles, hashed (resolvable only once the sandbox has seen the handle)
 */

const PERSONA_BASE = 1_400_000_000_000_000_000n;
const PERSONA_CHECK_BITS = 18n;
const PERSONA_CHECK_MASK = (1 << 18) - 1;
const PERSONA_SPACE = 2 ** 40;

const HANDLE_BASE = 2_000_000_000_000_000_000n;
const HANDLE_SPACE = 6_800_000_000_000_000_000n;
const HANDLE_MULTIPLIER = 2_862_933_555_777_941_757n;
const HANDLE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789_';
const MAX_ENCODED_HANDLE_LENGTH = 12;

const LONG_HANDLE_BASE = 8_800_000_000_000_000_000n;
const LONG_HANDLE_SPACE = 400_000_000_000_000_000n;

const TWITTER_EPOCH_MS = 1288834974657n;

function modInverse(value: bigint, modulus: bigint): bigint {
  let [oldR, r] = [value % modulus, modulus];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  if (oldR !== 1n) throw new Error('handle id multiplier is not invertible');
  return ((oldS % modulus) + modulus) % modulus;
}

const HANDLE_MULTIPLIER_INVERSE = modInverse(HANDLE_MULTIPLIER, HANDLE_SPACE);

export function personaNumber(...parts: readonly (string | number)[]): number {
  const high = hash32('persona-hi', ...parts) & 0xff;
  const low = hash32('persona-lo', ...parts);
  return high * 2 ** 32 + low;
}

export function personaId(persona: number): string {
  const check = hash32('persona-check', persona) & PERSONA_CHECK_MASK;
  // PERSONA_BASE + persona * 2^18 + check, in base-1e9 limbs: a BigInt per follower is measurably slow.
  const low = (persona % 1e9) * 2 ** 18 + check;
  const high = 1_400_000_000 + Math.floor(persona / 1e9) * 2 ** 18 + Math.floor(low / 1e9);
  return `${high}${String(low % 1e9).padStart(9, '0')}`;
}

export function parseId(id: string): bigint | undefined {
  return /^[0-9]{1,19}$/.test(id) ? BigInt(id) : undefined;
}

export function decodePersonaId(id: bigint): number | undefined {
  const offset = id - PERSONA_BASE;
  if (offset < 0n || offset >= BigInt(PERSONA_SPACE) << PERSONA_CHECK_BITS) return undefined;
  const persona = Number(offset >> PERSONA_CHECK_BITS);
  const check = Number(offset & BigInt(PERSONA_CHECK_MASK));
  return check === (hash32('persona-check', persona) & PERSONA_CHECK_MASK) ? persona : undefined;
}

/** Id of an account known by its handle. `handle` must already be lower case. */
export function handleId(handle: string): string {
  if (handle.length > MAX_ENCODED_HANDLE_LENGTH) {
    const wide = (BigInt(hash32('long-handle-a', handle)) << 32n) | BigInt(hash32('long-handle-b', handle));
    return String(LONG_HANDLE_BASE + (wide % LONG_HANDLE_SPACE));
  }
  let code = 0n;
  for (const char of handle) code = code * 37n + BigInt(HANDLE_ALPHABET.indexOf(char) + 1);
  return String(HANDLE_BASE + ((code * HANDLE_MULTIPLIER) % HANDLE_SPACE));
}

/** The handle a short-handle id encodes, or undefined if the id is not one. */
export function decodeHandleId(id: bigint): string | undefined {
  const offset = id - HANDLE_BASE;
  if (offset < 0n || offset >= HANDLE_SPACE) return undefined;
  let code = (offset * HANDLE_MULTIPLIER_INVERSE) % HANDLE_SPACE;
  let handle = '';
  while (code > 0n) {
    code -= 1n;
    handle = HANDLE_ALPHABET[Number(code % 37n)] + handle;
    code /= 37n;
    if (handle.length > MAX_ENCODED_HANDLE_LENGTH) return undefined;
  }
  return handle.length > 0 ? handle : undefined;
}

/** Snowflake-shaped tweet id: creation time in the high bits like real X ids, so ids sort by time. */
export function tweetId(createdAtMs: number, ...parts: readonly (string | number)[]): string {
  const sequence = BigInt(hash32('tweet-id', ...parts) & 0x3fffff);
  return String(((BigInt(createdAtMs) - TWITTER_EPOCH_MS) << 22n) | sequence);
}
