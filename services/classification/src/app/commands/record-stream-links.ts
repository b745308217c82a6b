import { linkOf, segmentsRelinked, type StreamState } from "../../domain/stream-link.js";
import type { Repositories } from "../ports.js";

/**
 * Applies a stream's change to its segment links and the affected segments' linkedStreamCount,
 * in the caller's transaction. A change no newer than the one held is a stale or repeated
 * delivery and is dropped.
 */
export function recordStreamLinks({ segments, streamLinks }: Repositories) {
  return async (stream: StreamState): Promise<void> => {
    const previous = await streamLinks.findForUpdate(stream.streamId);
    if (previous && previous.version >= stream.version) return;
    const link = linkOf(stream);
    await streamLinks.save(link);
    const relinked = segmentsRelinked(previous, link);
    if (relinked.length > 0) await segments.recountLinks(relinked);
  };
}
