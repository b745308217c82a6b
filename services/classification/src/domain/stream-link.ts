/** The segments one stream uses, as of the stream's `version`. */
export interface StreamLink {
  streamId: number;
  userId: number;
  segmentIds: number[];
  version: number;
}

/** A stream as its StreamChanged event describes it. */
export interface StreamState {
  streamId: number;
  userId: number;
  segmentIds: number[];
  isArchived: boolean;
  version: number;
}

/** Archived streams do not count toward linkedStreamCount; paused ones do. */
export const linkOf = (stream: StreamState): StreamLink => ({
  streamId: stream.streamId,
  userId: stream.userId,
  segmentIds: stream.isArchived ? [] : [...new Set(stream.segmentIds)],
  version: stream.version,
});

/** Segments linked by exactly one of the two links: their counts change. */
export function segmentsRelinked(before: StreamLink | null, after: StreamLink): number[] {
  const old = new Set(before?.segmentIds ?? []);
  const now = new Set(after.segmentIds);
  return [...new Set([...old, ...now])].filter((id) => old.has(id) !== now.has(id));
}
