import { describe, expect, it } from "vitest";
import { addMonths, calendarMonthOf, monthlyPeriodContaining, startOfUtcDay } from "../../src/domain/billing-period.js";

const d = (iso: string) => new Date(iso);

describe("billing periods", () => {
  it("adds calendar months, a missing day becoming the month's last", () => {
    expect(addMonths(d("2026-01-31T10:00:00Z"), 1)).toEqual(d("2026-02-28T10:00:00Z"));
    expect(addMonths(d("2028-01-31T10:00:00Z"), 1)).toEqual(d("2028-02-29T10:00:00Z"));
    expect(addMonths(d("2026-01-31T10:00:00Z"), 2)).toEqual(d("2026-03-31T10:00:00Z"));
    expect(addMonths(d("2026-11-15T00:00:00Z"), 3)).toEqual(d("2027-02-15T00:00:00Z"));
  });

  it("finds the monthly period containing a moment, counted from the anchor", () => {
    const anchor = d("2026-01-31T10:00:00Z");
    expect(monthlyPeriodContaining(anchor, d("2026-02-10T00:00:00Z"))).toEqual({ start: anchor, end: d("2026-02-28T10:00:00Z") });
    expect(monthlyPeriodContaining(anchor, d("2026-02-28T10:00:00Z"))).toEqual({ start: d("2026-02-28T10:00:00Z"), end: d("2026-03-31T10:00:00Z") });
    expect(monthlyPeriodContaining(anchor, d("2026-03-31T09:59:59Z"))).toEqual({ start: d("2026-02-28T10:00:00Z"), end: d("2026-03-31T10:00:00Z") });
    expect(monthlyPeriodContaining(anchor, d("2027-01-31T10:00:00Z")).start).toEqual(d("2027-01-31T10:00:00Z"));
    // Before the anchor: the first period.
    expect(monthlyPeriodContaining(anchor, d("2025-12-01T00:00:00Z"))).toEqual({ start: anchor, end: d("2026-02-28T10:00:00Z") });
  });

  it("knows the UTC calendar month and day", () => {
    expect(calendarMonthOf(d("2026-02-14T23:00:00Z"))).toEqual({ start: d("2026-02-01T00:00:00Z"), end: d("2026-03-01T00:00:00Z") });
    expect(startOfUtcDay(d("2026-02-14T23:59:59.999Z"))).toEqual(d("2026-02-14T00:00:00Z"));
  });
});
