import { archiveStream } from "./commands/archive-stream.js";
import { createStream } from "./commands/create-stream.js";
import { updateStream } from "./commands/update-stream.js";
import type { AppDeps } from "./ports.js";
import { getStream } from "./queries/get-stream.js";
import { listStreams } from "./queries/list-streams.js";

/** Every streams use case, bound to its ports. */
export function createStreamsApp(deps: AppDeps) {
  return {
    createStream: createStream(deps),
    listStreams: listStreams(deps),
    getStream: getStream(deps),
    updateStream: updateStream(deps),
    archiveStream: archiveStream(deps),
  };
}

export type StreamsApp = ReturnType<typeof createStreamsApp>;
