import { describe, expect, it } from "vitest";
import { NO_FILTER, pageOffset, pageSize, validLeadFilter, validStreamFilter } from "../../src/domain/lead-filter.js";

const invalid = (fn: () => unknown, param: string) => expect(fn).toThrow(expect.objectContaining({ code: "invalid_request", details: { param } }));

describe("lead filters", () => {
  it("read empty strings and zeros as not given", () => {
    expect(validLeadFilter(NO_FILTER)).toEqual({ lifecycle: null, matchConfidence: null, accountId: null, segmentId: null, streamId: null, since: null });
  });

  it("keep every given value", () => {
    const since = new Date("2025-01-01T00:00:00Z");
    expect(validLeadFilter({ lifecycle: "exported", matchConfidence: "medium", accountId: 3, segmentId: 4, streamId: 5, since })).toEqual({
      lifecycle: "exported",
      matchConfidence: "medium",
      accountId: 3,
      segmentId: 4,
      streamId: 5,
      since,
    });
    expect(validLeadFilter({ ...NO_FILTER, lifecycle: "new", matchConfidence: "high" })).toMatchObject({ lifecycle: "new", matchConfidence: "high" });
  });

  it("refuse unknown values, naming the field", () => {
    invalid(() => validLeadFilter({ ...NO_FILTER, lifecycle: "New" }), "lifecycle");
    invalid(() => validLeadFilter({ ...NO_FILTER, lifecycle: "all" }), "lifecycle");
    invalid(() => validLeadFilter({ ...NO_FILTER, matchConfidence: "full" }), "matchConfidence");
    invalid(() => validLeadFilter({ ...NO_FILTER, matchConfidence: "maybe" }), "matchConfidence");
    invalid(() => validLeadFilter({ ...NO_FILTER, accountId: -1 }), "accountId");
    invalid(() => validLeadFilter({ ...NO_FILTER, segmentId: 1.5 }), "segmentId");
    invalid(() => validLeadFilter({ ...NO_FILTER, streamId: -7 }), "streamId");
  });

  it("take `since` between years 1 and 9999", () => {
    expect(validLeadFilter({ ...NO_FILTER, since: new Date("0001-01-01T00:00:00Z") }).since).toEqual(new Date("0001-01-01T00:00:00Z"));
    invalid(() => validLeadFilter({ ...NO_FILTER, since: new Date("-000001-01-01T00:00:00Z") }), "since");
    invalid(() => validLeadFilter({ ...NO_FILTER, since: new Date("+010000-01-01T00:00:00Z") }), "since");
    invalid(() => validLeadFilter({ ...NO_FILTER, since: new Date(NaN) }), "since");
  });

  it("of a stream are scoped to it; naming another stream is an error", () => {
    expect(validStreamFilter(9, NO_FILTER).streamId).toBe(9);
    expect(validStreamFilter(9, { ...NO_FILTER, streamId: 9 }).streamId).toBe(9);
    invalid(() => validStreamFilter(9, { ...NO_FILTER, streamId: 8 }), "streamId");
  });
});

describe("pages", () => {
  it("hold 100 leads by default and 1 to 500 when asked", () => {
    expect(pageSize(0)).toBe(100);
    expect(pageSize(1)).toBe(1);
    expect(pageSize(500)).toBe(500);
    for (const bad of [-1, 501, 2 ** 31 - 1]) invalid(() => pageSize(bad), "limit");
  });

  it("start at a non-negative offset", () => {
    expect(pageOffset(0)).toBe(0);
    expect(pageOffset(10_000)).toBe(10_000);
    invalid(() => pageOffset(-1), "offset");
  });
});
