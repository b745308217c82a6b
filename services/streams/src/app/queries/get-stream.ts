import type { AppDeps } from "../ports.js";
import { describeStream, type StreamDetail } from "../steps/describe-streams.js";
import { requireStream } from "../steps/require-stream.js";

export function getStream(deps: AppDeps) {
  return async (input: { userId: number; streamId: number }): Promise<StreamDetail> =>
    describeStream(deps, await requireStream(deps.db.repositories.streams, input.userId, input.streamId));
}
