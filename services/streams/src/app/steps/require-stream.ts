import { streamNotFound } from "../../domain/errors.js";
import { isValidId } from "../../domain/ids.js";
import type { Stream } from "../../domain/stream.js";
import type { StreamRepository } from "../ports.js";

/** The user's stream, or not_found for an unknown id, a malformed one, or another user's stream. */
export async function requireStream(streams: StreamRepository, userId: number, streamId: number): Promise<Stream> {
  const stream = isValidId(streamId) ? await streams.findOwned(userId, streamId) : null;
  if (!stream) throw streamNotFound();
  return stream;
}
