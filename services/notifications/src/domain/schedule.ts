import { DateTime } from "luxon";

export type ScheduledFrequency = "daily" | "weekly";

/** The hour (local) a daily or weekly digest goes out. */
export const DIGEST_HOUR = 8;

export interface DigestPeriod {
  /** `2026-11-23` (daily, the local date) or `2026-W48` (weekly, the ISO week): part of the job's unique key. */
  key: string;
  /** The latest 08:00 local (a Monday's for weekly) at or before `now`: the digest covers items recorded up to it. */
  boundary: Date;
}

/** The digest period in force at `now` in `timeZone` (an unknown zone counts as UTC). */
export function digestPeriod(frequency: ScheduledFrequency, now: Date, timeZone: string): DigestPeriod {
  let local = DateTime.fromJSDate(now, { zone: timeZone });
  if (!local.isValid) local = DateTime.fromJSDate(now, { zone: "UTC" });
  let boundary = local.set({ hour: DIGEST_HOUR, minute: 0, second: 0, millisecond: 0 });
  if (frequency === "weekly") boundary = boundary.minus({ days: boundary.weekday - 1 });
  if (boundary > local) boundary = boundary.minus(frequency === "weekly" ? { weeks: 1 } : { days: 1 });
  const key = frequency === "weekly" ? `${boundary.toFormat("kkkk")}-W${boundary.toFormat("WW")}` : boundary.toISODate()!;
  return { key, boundary: boundary.toJSDate() };
}
