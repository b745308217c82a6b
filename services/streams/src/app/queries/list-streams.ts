import type { AppDeps, StreamFilter } from "../ports.js";
import { describeStreams, type StreamView } from "../steps/describe-streams.js";

/** GET /streams: the user's active, non-archived streams unless asked for more; newest first. */
export function listStreams(deps: AppDeps) {
  return async (input: { userId: number } & StreamFilter): Promise<StreamView[]> =>
    describeStreams(deps, input.userId, await deps.db.repositories.streams.listOwned(input.userId, input));
}
