import { canonicalTimeZone } from "@leadstream/platform/time-zone";
import { createHash } from "node:crypto";
import { DateTime, IANAZone } from "luxon";
import { invalidField } from "./errors.js";

const MAX_SYNC_TIMES = 4;
const QUARTER_HOURS_PER_DAY = 96;
const TWO_DAYS_MS = 2 * 24 * 3600_000;
const SLOT = /^([01]\d|2[0-3]):(00|15|30|45)$/;

export const DEFAULT_TIMEZONE = "UTC";

/** 1 to 4 distinct `HH:MM` slots on 15-minute boundaries, sorted. */
export function validSyncTimes(raw: string[]): string[] {
  if (raw.length < 1 || raw.length > MAX_SYNC_TIMES) throw invalidField("syncTimes", `syncTimes must hold 1 to ${MAX_SYNC_TIMES} times.`);
  for (const time of raw) {
    if (!SLOT.test(time)) throw invalidField("syncTimes", `syncTimes: ${JSON.stringify(time)} is not an HH:MM time on a 15-minute boundary (:00, :15, :30, :45).`);
  }
  if (new Set(raw).size !== raw.length) throw invalidField("syncTimes", "syncTimes must not repeat a time.");
  return [...raw].sort();
}

/** One slot per stream, spread over the day by a stable hash of its id so streams do not all sync at once. */
export function defaultSyncTimes(streamId: number): string[] {
  const quarter = createHash("sha256").update(`stream:${streamId}`).digest().readUInt32BE(0) % QUARTER_HOURS_PER_DAY;
  const hh = String(Math.floor(quarter / 4)).padStart(2, "0");
  const mm = String((quarter % 4) * 15).padStart(2, "0");
  return [`${hh}:${mm}`];
}

/** An IANA zone in its usual spelling ("america/new_york" -> "America/New_York"). */
export function validTimezone(raw: string): string {
  const zone = canonicalTimeZone(raw);
  if (!zone || !IANAZone.isValidZone(zone)) throw invalidField("timezone", "timezone must be an IANA time zone such as Europe/Paris.");
  return zone;
}

/**
 * The first slot after `now`, read as wall-clock times in `zone` (DST as in slotsBetween).
 */
export function nextSyncAt(syncTimes: string[], zone: string, now: Date): Date {
  // Every slot of tomorrow lies within two days of now, so this window always holds the next one.
  return slotsBetween(syncTimes, zone, now, new Date(now.getTime() + TWO_DAYS_MS))[0];
}

/**
 * The slots in (after, until], oldest first, read as wall-clock times in `zone`. On a
 * spring-forward day a slot inside the gap moves forward by the gap (02:30 -> 03:30); on a
 * fall-back day a slot that occurs twice runs once, at its first occurrence.
 */
export function slotsBetween(syncTimes: string[], zone: string, after: Date, until: Date): Date[] {
  const lastDay = DateTime.fromJSDate(until, { zone }).startOf("day");
  const slots: number[] = [];
  for (let day = DateTime.fromJSDate(after, { zone }).startOf("day"); day <= lastDay; day = day.plus({ days: 1 })) {
    for (const time of syncTimes) slots.push(firstOccurrence(day, time));
  }
  return slots
    .filter((at) => at > after.getTime() && at <= until.getTime())
    .sort((a, b) => a - b)
    .map((at) => new Date(at));
}

function firstOccurrence(date: DateTime, time: string): number {
  const [hour, minute] = time.split(":").map(Number);
  const local = date.set({ hour, minute });
  return Math.min(...local.getPossibleOffsets().map((at) => at.toMillis()));
}
