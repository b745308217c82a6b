import { describe, expect, it } from "vitest";
import { digestPeriod } from "../../src/domain/schedule.js";
import { escapeMarkdownV2, splitMessages } from "../../src/domain/telegram.js";

describe("digestPeriod", () => {
  it("is the local date from 08:00, yesterday's before", () => {
    expect(digestPeriod("daily", new Date("2030-01-08T13:00:00Z"), "America/New_York")).toEqual({ key: "2030-01-08", boundary: new Date("2030-01-08T13:00:00Z") });
    expect(digestPeriod("daily", new Date("2030-01-08T12:59:59Z"), "America/New_York")).toEqual({ key: "2030-01-07", boundary: new Date("2030-01-07T13:00:00Z") });
  });
  it("follows daylight saving time", () => {
    expect(digestPeriod("daily", new Date("2030-07-01T12:00:00Z"), "America/New_York").boundary).toEqual(new Date("2030-07-01T12:00:00Z"));
  });
  it("is the ISO week of the latest Monday 08:00", () => {
    expect(digestPeriod("weekly", new Date("2030-01-13T23:00:00Z"), "Asia/Tokyo")).toEqual({ key: "2030-W03", boundary: new Date("2030-01-13T23:00:00Z") });
    expect(digestPeriod("weekly", new Date("2030-01-13T22:59:00Z"), "Asia/Tokyo")).toEqual({ key: "2030-W02", boundary: new Date("2030-01-06T23:00:00Z") });
    expect(digestPeriod("weekly", new Date("2026-12-28T09:00:00Z"), "UTC").key).toBe("2026-W53");
  });
  it("takes an unknown zone as UTC", () => {
    expect(digestPeriod("daily", new Date("2030-01-08T08:00:00Z"), "Mars/Olympus").key).toBe("2030-01-08");
  });
});

describe("Telegram text", () => {
  it("escapes every MarkdownV2 character", () => {
    expect(escapeMarkdownV2("_*[]()~`>#+-=|{}.!\\a")).toBe("\\_\\*\\[\\]\\(\\)\\~\\`\\>\\#\\+\\-\\=\\|\\{\\}\\.\\!\\\\a");
  });
  it("splits between blocks, then lines, never inside an escape, at most max each", () => {
    expect(splitMessages(["aaaa", "bbbb"], 10)).toEqual(["aaaa\n\nbbbb"]);
    expect(splitMessages(["aaaa", "bbbbb"], 10)).toEqual(["aaaa", "bbbbb"]);
    expect(splitMessages(["aa\nbbbbbbbb"], 10)).toEqual(["aa", "bbbbbbbb"]);
    const parts = splitMessages(["abcdefghi\\.xyz"], 10);
    expect(parts).toEqual(["abcdefghi", "\\.xyz"]);
    for (const p of splitMessages(["x".repeat(10_000)], 4096)) expect(p.length).toBeLessThanOrEqual(4096);
  });
});
