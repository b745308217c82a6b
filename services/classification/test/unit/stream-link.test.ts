import { describe, expect, it } from "vitest";
import { linkOf, segmentsRelinked, type StreamState } from "../../src/domain/stream-link.js";

const stream = (fields: Partial<StreamState> = {}): StreamState => ({ streamId: 7, userId: 3, segmentIds: [1, 2], isArchived: false, version: 1, ...fields });

describe("stream links", () => {
  it("link the stream's segments once each", () => {
    expect(linkOf(stream({ segmentIds: [2, 1, 2] }))).toEqual({ streamId: 7, userId: 3, segmentIds: [2, 1], version: 1 });
  });

  it("link nothing for an archived stream", () => {
    expect(linkOf(stream({ isArchived: true })).segmentIds).toEqual([]);
  });

  it("relink the segments gained or lost", () => {
    const first = linkOf(stream({ segmentIds: [1, 2] }));
    expect(segmentsRelinked(null, first)).toEqual([1, 2]);
    expect(segmentsRelinked(first, linkOf(stream({ segmentIds: [2, 3], version: 2 })))).toEqual([1, 3]);
    expect(segmentsRelinked(first, linkOf(stream({ segmentIds: [2, 1], version: 2 })))).toEqual([]);
    expect(segmentsRelinked(first, linkOf(stream({ isArchived: true, version: 2 })))).toEqual([1, 2]);
  });
});
