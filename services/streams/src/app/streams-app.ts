import { archiveStream } from "./commands/archive-stream.js";
import { createStream } from "./commands/create-stream.js";
import { retestStream } from "./commands/retest-stream.js";
import { runStream } from "./commands/run-stream.js";
import { updateStream } from "./commands/update-stream.js";
import type { RunDeps } from "./ports.js";
import { getRun } from "./queries/get-run.js";
import { getStream } from "./queries/get-stream.js";
import { listRuns } from "./queries/list-runs.js";
import { listStreamRuns } from "./queries/list-stream-runs.js";
import { listStreams } from "./queries/list-streams.js";
import { reapStalledRuns } from "./runs/end-runs.js";
import { executeRun } from "./runs/execute-run.js";
import { scheduleRuns } from "./runs/schedule-runs.js";

/** Every streams use case, bound to its ports. */
export function createStreamsApp(deps: RunDeps) {
  return {
    createStream: createStream(deps),
    listStreams: listStreams(deps),
    getStream: getStream(deps),
    updateStream: updateStream(deps),
    archiveStream: archiveStream(deps),
    runStream: runStream(deps),
    retestStream: retestStream(deps),
    listStreamRuns: listStreamRuns(deps),
    getRun: getRun(deps),
    listRuns: listRuns(deps),
    // Background work.
    executeRun: executeRun(deps),
    scheduleRuns: scheduleRuns(deps),
    reapStalledRuns: reapStalledRuns(deps),
  };
}

export type StreamsApp = ReturnType<typeof createStreamsApp>;
