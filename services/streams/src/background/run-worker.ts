import { EVENTS } from "@leadstream/contracts";
import { WorkQueueConsumer, type BackgroundTask, type Bus, type Logger, type ProcessMetrics } from "@leadstream/platform";
import type { RunJob } from "../app/runs/execute-run.js";
import type { RunLock } from "../db/run-lock.js";

const { runRequested } = EVENTS.streams;
const durable = "streams-run-worker";
// With the work queue's backoff (1 s doubling to 30 s), about a minute and a half of retries: a
// peer restarting (a SIGKILLed pod, a rollout) fails no run.
const MAX_ATTEMPTS = 8;

/**
 * Takes runs off the work queue, `concurrency` at a time. Heartbeats keep a long run's message
 * alive; a worker that dies leaves it to be redelivered after a minute. On shutdown the runs in
 * hand are abandoned, not finished: their messages come back to another worker, which resumes them.
 * A run is executed by one worker at a time (`lock`).
 */
export function runWorker(
  bus: Bus,
  logger: Logger,
  metrics: ProcessMetrics,
  opts: { concurrency: number; ackWaitMs: number; lock: RunLock },
  executeRun: (runId: number, job: RunJob) => Promise<void>,
): BackgroundTask {
  const shutdown = new AbortController();
  const consumer = new WorkQueueConsumer({
    bus,
    logger,
    stream: runRequested.stream,
    durable,
    filterSubject: runRequested.subject,
    event: runRequested,
    ackWaitMs: opts.ackWaitMs,
    maxDeliver: MAX_ATTEMPTS,
    concurrency: opts.concurrency,
    handle: (message, job) => opts.lock(message.runId, shutdown.signal, () => executeRun(message.runId, { lastAttempt: job.lastAttempt, signal: shutdown.signal })),
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
