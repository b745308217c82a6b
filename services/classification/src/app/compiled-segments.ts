import { compileSegment, type CompiledSegment } from "../domain/classifier/index.js";
import { segmentNotFound } from "../domain/errors.js";
import { isValidId } from "../domain/ids.js";
import type { Segment } from "../domain/segment.js";
import { LruCache } from "./lru-cache.js";
import type { SegmentRepository } from "./ports.js";

const SEGMENTS_KEPT = 500;

interface OwnedSegment {
  userId: number;
  compiled: CompiledSegment;
}

const criteriaOf = (segment: Segment) => ({
  description: segment.description,
  ...(segment.name !== null && { name: segment.name }),
  genderValues: segment.genderValues,
  appliedSearchFilters: segment.appliedSearchFilters,
  followerCountTiers: segment.followerCountTiers,
});

/**
 * The user's segment, compiled. A segment's definition and owner never change after it is
 * created, so both are kept per segment id and a hit needs no database round trip.
 */
export function compiledSegments(segments: SegmentRepository) {
  const cache = new LruCache<number, OwnedSegment>(SEGMENTS_KEPT);
  return async (userId: number, segmentId: number): Promise<CompiledSegment> => {
    let owned = cache.get(segmentId);
    if (!owned) {
      const [segment] = isValidId(segmentId) ? await segments.findOwned(userId, [segmentId]) : [];
      if (!segment) throw segmentNotFound();
      owned = { userId: segment.userId, compiled: compileSegment(criteriaOf(segment)) };
      cache.set(segmentId, owned);
    }
    if (owned.userId !== userId) throw segmentNotFound();
    return owned.compiled;
  };
}
