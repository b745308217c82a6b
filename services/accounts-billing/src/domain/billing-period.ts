export interface BillingPeriod {
  start: Date;
  end: Date;
}

const DAY_MS = 24 * 3600_000;

/** `anchor` plus `months` calendar months (UTC); a day the target month lacks becomes its last day. */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(anchor);
  date.setUTCFullYear(year, month, Math.min(anchor.getUTCDate(), lastDay));
  return date;
}

/** The monthly period containing `at`, periods counted in calendar months from `anchor` (the first one when `at` precedes it). */
export function monthlyPeriodContaining(anchor: Date, at: Date): BillingPeriod {
  let months = Math.max(0, (at.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + at.getUTCMonth() - anchor.getUTCMonth());
  if (months > 0 && addMonths(anchor, months) > at) months -= 1;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}

/** The UTC calendar month containing `at`. */
export const calendarMonthOf = (at: Date): BillingPeriod => monthlyPeriodContaining(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)), at);

/** Midnight UTC starting the day of `at`: when daily sync caps reset. */
export const startOfUtcDay = (at: Date): Date => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
