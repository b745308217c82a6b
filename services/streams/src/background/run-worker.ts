import { EVENTS } from "@leadstream/contracts";
import { WorkQueueConsumer, type BackgroundTask, type Bus, type Logger, type ProcessMetrics } from "@leadstream/platform";
import type { RunJob } from "../app/runs/execute-run.js";

const { runRequested } = EVENTS.streams;
const durable = "streams-run-worker";

/**
 * Takes runs off the work queue, `concurrency` at a time. Heartbeats keep a long run's message
 * alive; a worker that dies leaves it to be redelivered after a minute. On shutdown the runs in
 * hand are abandoned, not finished: their messages come back to another worker, which resumes them.
 */
export function runWorker(bus: Bus, logger: Logger, metrics: ProcessMetrics, opts: { concurrency: number; ackWaitMs: number }, executeRun: (runId: number, job: RunJob) => Promise<void>): BackgroundTask {
  const shutdown = new AbortController();
  const consumer = new WorkQueueConsumer({
    bus,
    logger,
    stream: runRequested.stream,
    durable,
    filterSubject: runRequested.subject,
    event: runRequested,
    ackWaitMs: opts.ackWaitMs,
    concurrency: opts.concurrency,
    handle: (message, job) => executeRun(message.runId, { lastAttempt: job.lastAttempt, signal: shutdown.signal }),
  });
  return {
    name: "run worker",
    async start() {
      await consumer.start();
      metrics.watchConsumer({ bus, stream: bus.streamName(runRequested.stream.name), durable, subject: runRequested.subject });
    },
    async stop() {
      shutdown.abort();
      await consumer.stop();
    },
  };
}
