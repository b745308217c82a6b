import type { DatabasePort } from "@leadstream/platform";
import type { FeedbackRow, Outcome, SegmentCriteria, XProfile } from "../domain/classifier/index.js";
import type { FeedbackMark } from "../domain/feedback-mark.js";
import type { Segment, SegmentDefinition, SegmentFilters } from "../domain/segment.js";
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

export interface FeedbackRepository {
  /** Upserts the mark per (user, segment, profile) unless a newer one is held, and moves the user's feedback version on. */
  record(mark: FeedbackMark): Promise<void>;
  /** Changes whenever any of the user's feedback does; 0 before the first. */
  version(userId: number): Promise<number>;
  /** The user's marks for the segment and every `bot` mark of theirs (any segment), oldest first. */
  rowsForSegment(userId: number, segmentId: number): Promise<FeedbackRow[]>;
}

export interface Repositories {
  segments: SegmentRepository;
  streamLinks: StreamLinkRepository;
  feedback: FeedbackRepository;
}

/** A transaction offers the repositories alone: this context writes no events. */
export type Database = DatabasePort<Repositories>;

/** A second opinion (an LLM) on how well a profile fits a segment. */
export interface LeadJudge {
  /** Rejects when it has no usable answer. */
  judge(segment: SegmentCriteria, profile: XProfile, signal?: AbortSignal): Promise<LeadJudgement>;
}

export interface LeadJudgement {
  fit: Outcome;
  reason: string;
}

/** Reads a segment description into filters (an LLM); the offline parser is the fallback. */
export interface DescriptionReader {
  /** Filters valid against the taxonomy and the vocabularies; rejects when it has no usable answer. */
  read(description: string, signal?: AbortSignal): Promise<SegmentFilters>;
}
