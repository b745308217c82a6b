import { RunCompletedSchema, RunRequestedSchema } from "@leadstream/contracts";
import { defineEvent, type StreamDefinition } from "@leadstream/platform";

/**
 * The run work queue: each RunRequested is taken by one worker. Its subjects lie outside
 * `streams.>`, which the STREAMS event stream captures (JetStream refuses overlapping streams).
 */
export const RUNS_QUEUE: StreamDefinition = { name: "RUNS", subjects: ["work.streams.>"], retention: "workqueue" };

export const runRequested = defineEvent("work.streams.run", RunRequestedSchema);

/** A run ended (succeeded, failed or cancelled); on the STREAMS stream. */
export const runCompleted = defineEvent("streams.run.completed", RunCompletedSchema);
