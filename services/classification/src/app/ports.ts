import type { Segment, SegmentDefinition } from "../domain/segment.js";
import type { StreamLink } from "../domain/stream-link.js";

export interface NewSegment extends SegmentDefinition {
  userId: number;
  /** The stream write that created it through EnsureSegment, so DiscardSegment can undo it. */
  createdByOperation: string | null;
}

export interface SegmentRepository {
  create(segment: NewSegment): Promise<Segment>;
  /** Newest first. */
  listByUser(userId: number, opts: { excludeArchived: boolean }): Promise<Segment[]>;
  /** The user's segments among `ids`, in the order of `ids`. */
  findOwned(userId: number, ids: number[]): Promise<Segment[]>;
  /** Deletes the user's segments created by the operation that no stream uses; their ids. */
  deleteUnlinkedCreatedBy(userId: number, operationId: string): Promise<number[]>;
  /** Sets linkedStreamCount of these segments from the stream links committed now (and this transaction's). */
  recountLinks(segmentIds: number[]): Promise<void>;
}

export interface StreamLinkRepository {
  /** The stream's link, locked (even while it has none) until the transaction ends. */
  findForUpdate(streamId: number): Promise<StreamLink | null>;
  save(link: StreamLink): Promise<void>;
}

export interface Repositories {
  segments: SegmentRepository;
  streamLinks: StreamLinkRepository;
}
