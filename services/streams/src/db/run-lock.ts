import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

/** The advisory-lock class of run executions (the run id is the object). */
const RUN_LOCK_CLASS = 0x52554e; // "RUN"
const POLL_MS = 500;

/** Runs `work` while holding the run's lock; waits (polling, until `signal` aborts) while another worker holds it. */
export type RunLock = <T>(runId: number, signal: AbortSignal, work: () => Promise<T>) => Promise<T>;

/**
 * One worker at a time executes a run. JetStream can hand a run's message to a second worker while
 * the first still runs it (a restarted NATS server redelivers a message whose heartbeats it lost):
 * the second waits here until the first is done, when the run has ended and nothing is left to do,
 * or gone, when the run resumes. The lock is a PostgreSQL session lock on a connection of its own
 * (not one of the pool's, which the run itself needs), so it goes with a worker that dies.
 */
export function runLock(databaseUrl: string): RunLock {
  return async (runId, signal, work) => {
    const session = new pg.Client({ connectionString: databaseUrl, application_name: "streams-run-lock" });
    // A lost connection gives the lock up; the run's own writes fail then too, and it is retried.
    session.on("error", () => undefined);
    await session.connect();
    try {
      for (;;) {
        const { rows } = await session.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS locked", [RUN_LOCK_CLASS, runId]);
        if (rows[0].locked) break;
        await sleep(POLL_MS, undefined, { signal });
      }
      return await work();
    } finally {
      await session.end().catch(() => undefined);
    }
  };
}
