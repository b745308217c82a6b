import type { Rng } from './prng.js';

export const DEFAULT_PROFILE_IMAGE_URL = 'https://abs.twimg.com/sticky/default_profile_images/default_profile_normal.png';

const EARLIEST_ACCOUNT_MS = Date.UTC(2008, 0, 1);
const DAY_MS = 86_400_000;
const MAGIC_PREFIX = /^(nf|priv|down)_/;

export function profileImageUrl(rng: Rng): string {
  const mediaId = `1${rng.nineDigits()}${rng.nineDigits()}`;
  return `https://pbs.twimg.com/profile_images/${mediaId}/${rng.alnum(8)}_normal.jpg`;
}

export function shortLink(rng: Rng): string {
  return `https://t.co/${rng.alnum(10)}`;
}

/** Account creation spread over 2008..epoch, denser in Twitter's 2009-2014 growth years. */
export function accountCreatedAt(rng: Rng, epochMs: number): string {
  const latest = epochMs - 7 * DAY_MS;
  const ms = rng.chance(0.35)
    ? Date.UTC(2009, 0, 1) + rng.next() * (Date.UTC(2015, 0, 1) - Date.UTC(2009, 0, 1))
    : EARLIEST_ACCOUNT_MS + rng.next() * (latest - EARLIEST_ACCOUNT_MS);
  return isoSeconds(ms);
}

export function recentCreatedAt(rng: Rng, epochMs: number, maxDaysAgo: number): string {
  return isoSeconds(epochMs - rng.next() * maxDaysAgo * DAY_MS);
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * ISO-8601 with zero milliseconds, as X formats timestamps. Hand-rolled (days-to-civil) because
 * Date#toISOString dominated the cost of generating a page of followers.
 */
export function isoSeconds(ms: number): string {
  const totalSeconds = Math.floor(ms / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const secondOfDay = totalSeconds - days * 86_400;
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(secondOfDay / 3600);
  const minutes = Math.floor((secondOfDay % 3600) / 60);
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(secondOfDay % 60)}.000Z`;
}

/** Trims a candidate to X's handle rules (1-15 of [A-Za-z0-9_]) and keeps it off the magic prefixes. */
export function legalHandle(candidate: string, rng: Rng): string {
  let handle = candidate.replace(/[^A-Za-z0-9_]/g, '').slice(0, 15).replace(/_+$/, '');
  if (MAGIC_PREFIX.test(handle)) handle = `x${handle}`.slice(0, 15);
  while (handle.length < 4) handle += String(rng.int(0, 9));
  return handle;
}

export function clampRound(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, Math.round(value)));
}
