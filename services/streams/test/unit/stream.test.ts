import { describe, expect, it } from "vitest";
import { accountsToCapCheck, diffPairs, scheduledSyncAt, type Stream, type StreamPair } from "../../src/domain/stream.js";
import { DEFAULT_SETTINGS } from "../../src/domain/settings.js";

const pair = (id: number, accountId: number, segmentId: number): StreamPair => ({ id, accountId, segmentId, segmentName: null, segmentDescription: "d" });

describe("replacing pairs", () => {
  it("adds the wanted pairs the stream lacks and removes the ones not wanted, by (account, segment)", () => {
    const current = [pair(1, 10, 5), pair(2, 11, 5), pair(3, 12, 5)];
    const { added, removed } = diffPairs(current, [
      { accountId: 11, segmentId: 5 },
      { accountId: 13, segmentId: 5 },
      { accountId: 12, segmentId: 6 },
    ]);
    expect(added).toEqual([{ accountId: 13, segmentId: 5 }, { accountId: 12, segmentId: 6 }]);
    expect(removed.map((p) => p.id)).toEqual([1, 3]);
  });

  it("changes nothing when the same pairs are sent", () => {
    const current = [pair(1, 10, 5)];
    expect(diffPairs(current, [{ accountId: 10, segmentId: 5 }])).toEqual({ added: [], removed: [] });
  });
});

describe("stream caps are checked", () => {
  it("for every account of a new or un-archived stream", () => {
    expect(accountsToCapCheck(null, { isArchived: false, accountIds: [1, 2] })).toEqual([1, 2]);
    expect(accountsToCapCheck({ isArchived: true, accountIds: [1, 2] }, { isArchived: false, accountIds: [1, 2] })).toEqual([1, 2]);
  });

  it("for accounts new to a live stream only", () => {
    expect(accountsToCapCheck({ isArchived: false, accountIds: [1, 2] }, { isArchived: false, accountIds: [2, 3] })).toEqual([3]);
    expect(accountsToCapCheck({ isArchived: false, accountIds: [1] }, { isArchived: false, accountIds: [1] })).toEqual([]);
  });

  it("never for a stream that ends archived", () => {
    expect(accountsToCapCheck(null, { isArchived: true, accountIds: [1] })).toEqual([]);
    expect(accountsToCapCheck({ isArchived: false, accountIds: [1] }, { isArchived: true, accountIds: [1, 2] })).toEqual([]);
  });
});

describe("the scheduled sync", () => {
  const stream: Stream = {
    ...DEFAULT_SETTINGS,
    id: 1,
    userId: 1,
    name: "s",
    syncTimes: ["09:00"],
    timezone: "UTC",
    version: 1,
    createdAt: new Date(),
    updatedAt: new Date(),
    pairs: [pair(1, 1, 1)],
  };
  const now = new Date("2026-06-10T08:00:00Z");

  it("is the next slot for an active stream with pairs, and none otherwise", () => {
    expect(scheduledSyncAt(stream, now)).toEqual(new Date("2026-06-10T09:00:00Z"));
    expect(scheduledSyncAt({ ...stream, isActive: false }, now)).toBeNull();
    expect(scheduledSyncAt({ ...stream, isArchived: true }, now)).toBeNull();
    expect(scheduledSyncAt({ ...stream, pairs: [] }, now)).toBeNull();
  });
});
