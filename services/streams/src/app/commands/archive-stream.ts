import type { AppDeps } from "../ports.js";
import type { StreamDetail } from "../steps/describe-streams.js";
import { updateStream } from "./update-stream.js";

/** DELETE /streams/{id}: the stream is archived, not removed (spec 3); the same write as PATCH {isArchived: true}. */
export function archiveStream(deps: AppDeps) {
  const update = updateStream(deps);
  return async (input: { userId: number; streamId: number }): Promise<StreamDetail> => (await update({ ...input, settings: { isArchived: true } })).stream;
}
