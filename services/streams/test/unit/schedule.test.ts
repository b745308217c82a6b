import { describe, expect, it } from "vitest";
import { defaultSyncTimes, nextSyncAt, slotsBetween, validSyncTimes, validTimezone } from "../../src/domain/schedule.js";
import { expectInvalid } from "./expect-invalid.js";

const NY = "America/New_York";
const at = (iso: string) => new Date(iso);

describe("sync times", () => {
  it("are 1 to 4 distinct quarter-hour slots, sorted", () => {
    expect(validSyncTimes(["23:45", "00:00", "12:15", "06:30"])).toEqual(["00:00", "06:30", "12:15", "23:45"]);
    for (const bad of [[], ["00:00", "01:00", "02:00", "03:00", "04:00"], ["09:00", "09:00"], ["9:00"], ["24:00"], ["12:05"], ["12:60"], ["noon"], ["12:00:00"], [" 12:00"]]) {
      expectInvalid(() => validSyncTimes(bad), "syncTimes");
    }
  });

  it("default to one slot hashed from the stream id: stable, on a boundary, spread over the day", () => {
    expect(defaultSyncTimes(42)).toEqual(defaultSyncTimes(42));
    const slots = new Set<string>();
    for (let id = 1; id <= 500; id++) {
      const times = defaultSyncTimes(id);
      expect(times).toHaveLength(1);
      expect(validSyncTimes(times)).toEqual(times);
      slots.add(times[0]);
    }
    expect(slots.size).toBeGreaterThan(80); // of the 96 quarter hours
  });
});

describe("time zones", () => {
  it("are IANA zones in canonical spelling", () => {
    expect(validTimezone("america/new_york")).toBe(NY);
    expect(validTimezone(" UTC ")).toBe("UTC");
    expect(validTimezone("Asia/Kolkata")).toBe("Asia/Kolkata"); // not ICU's old alias Asia/Calcutta
    expect(validTimezone("Europe/Kyiv")).toBe("Europe/Kyiv");
    for (const bad of ["", "Mars/Olympus", "+01:00", "Europe", "GMT+5:30x"]) expectInvalid(() => validTimezone(bad), "timezone");
  });
});

describe("the next sync", () => {
  it("is the first slot after now in the stream's zone, else tomorrow's first", () => {
    expect(nextSyncAt(["09:00", "17:30"], NY, at("2026-06-10T12:00:00Z"))).toEqual(at("2026-06-10T13:00:00Z")); // 08:00 EDT
    expect(nextSyncAt(["09:00", "17:30"], NY, at("2026-06-10T13:00:00Z"))).toEqual(at("2026-06-10T21:30:00Z")); // exactly 09:00: the next one
    expect(nextSyncAt(["09:00", "17:30"], NY, at("2026-06-10T22:00:00Z"))).toEqual(at("2026-06-11T13:00:00Z"));
    // 16:00Z is already 01:00 on the 11th in Tokyo, so the next midnight there is the 12th's.
    expect(nextSyncAt(["00:00"], "Asia/Tokyo", at("2026-06-10T16:00:00Z"))).toEqual(at("2026-06-11T15:00:00Z"));
  });

  it("keeps wall-clock time across the spring-forward day (2026-03-08 in New York)", () => {
    // 09:00 is 14:00Z in EST the day before and 13:00Z in EDT on the day.
    expect(nextSyncAt(["09:00"], NY, at("2026-03-07T15:00:00Z"))).toEqual(at("2026-03-08T13:00:00Z"));
    // 02:30 does not exist that night: it runs when the clock jumps past it, at 03:30 EDT.
    expect(nextSyncAt(["02:30"], NY, at("2026-03-08T05:00:00Z"))).toEqual(at("2026-03-08T07:30:00Z"));
    expect(nextSyncAt(["02:30"], NY, at("2026-03-08T08:00:00Z"))).toEqual(at("2026-03-09T06:30:00Z"));
  });

  it("runs a slot that occurs twice on the fall-back day (2026-11-01 in New York) once, at its first occurrence", () => {
    expect(nextSyncAt(["09:00"], NY, at("2026-10-31T14:00:00Z"))).toEqual(at("2026-11-01T14:00:00Z")); // 09:00 EST
    expect(nextSyncAt(["01:30"], NY, at("2026-11-01T04:00:00Z"))).toEqual(at("2026-11-01T05:30:00Z")); // 01:30 EDT
    // After the first 01:30, the repeated hour's second 01:30 (06:30Z, EST) is not another run.
    expect(nextSyncAt(["01:30"], NY, at("2026-11-01T05:40:00Z"))).toEqual(at("2026-11-02T06:30:00Z"));
  });
});

describe("the slots a scheduler tick fires", () => {
  const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

  it("are the slots in (after, until], oldest first, across midnight", () => {
    expect(iso(slotsBetween(["00:00", "23:45"], "UTC", at("2026-06-10T23:30:00Z"), at("2026-06-11T00:00:00Z")))).toEqual(["2026-06-10T23:45:00.000Z", "2026-06-11T00:00:00.000Z"]);
    // A window that ends just before a slot, and the next one that starts exactly on it: it fires once.
    expect(slotsBetween(["09:00"], NY, at("2026-06-10T12:59:30Z"), at("2026-06-10T12:59:59Z"))).toEqual([]);
    expect(iso(slotsBetween(["09:00"], NY, at("2026-06-10T12:59:59Z"), at("2026-06-10T13:00:29Z")))).toEqual(["2026-06-10T13:00:00.000Z"]);
    expect(slotsBetween(["09:00"], NY, at("2026-06-10T13:00:00Z"), at("2026-06-10T13:00:30Z"))).toEqual([]);
  });

  it("follow the wall clock over the spring-forward day (2026-03-08 in New York), the skipped 02:30 at 03:30 EDT", () => {
    const day = slotsBetween(["01:30", "02:30", "09:00"], NY, at("2026-03-08T05:00:00Z"), at("2026-03-09T05:00:00Z"));
    expect(iso(day)).toEqual(["2026-03-08T06:30:00.000Z", "2026-03-08T07:30:00.000Z", "2026-03-08T13:00:00.000Z"]);
    // Ticking through the night in 30-second windows fires each slot exactly once.
    expect(iso(tickThrough(["01:30", "02:30", "09:00"], at("2026-03-08T05:00:00Z"), at("2026-03-08T14:00:00Z")))).toEqual(iso(day));
  });

  it("fire a slot of the repeated hour once on the fall-back day (2026-11-01 in New York), at its first occurrence", () => {
    const day = slotsBetween(["01:30", "09:00"], NY, at("2026-11-01T04:00:00Z"), at("2026-11-02T05:00:00Z"));
    expect(iso(day)).toEqual(["2026-11-01T05:30:00.000Z", "2026-11-01T14:00:00.000Z"]); // 01:30 EDT, 09:00 EST
    expect(iso(tickThrough(["01:30", "09:00"], at("2026-11-01T04:00:00Z"), at("2026-11-01T15:00:00Z")))).toEqual(iso(day));
  });

  /** Every slot fired by ticks of 30 s from `from` to `to`, as a scheduler sees them. */
  function tickThrough(syncTimes: string[], from: Date, to: Date): Date[] {
    const fired: Date[] = [];
    for (let t = from.getTime(); t < to.getTime(); t += 30_000) fired.push(...slotsBetween(syncTimes, NY, new Date(t), new Date(t + 30_000)));
    return fired;
  }
});
