import { setTimeout as sleep } from "node:timers/promises";
import type { AppDeps } from "../ports.js";

/** The run stopped being `running` under its worker (cancelled, or failed by the reaper): the worker just stops. */
export class RunStopped extends Error {
  constructor() {
    super("The run is no longer running.");
  }
}

// Well under the reaper's 10 minutes.
const HEARTBEAT_MS = 60_000;

export interface RunProgress {
  /** Appends a timestamped entry to the run's progress log, as it happens. */
  log(message: string): Promise<void>;
  /**
   * Appends an entry without waiting for the write: entries are written one after another in the
   * order noted, each stamped when noted. A failed write (the run stopped) is thrown by the next
   * note, log or flush.
   */
  note(message: string): void;
  /** Waits for the entries noted so far to be written. */
  flush(): Promise<void>;
  /** Throws what the next note would: the abort reason, or a failed write (the run stopped). */
  check(): void;
  /** Waits, keeping the run's last progress time fresh so the reaper leaves a long wait alone. */
  wait(ms: number, signal?: AbortSignal): Promise<void>;
}

/** A running run's progress. Every call throws RunStopped once the run is no longer running, and the abort reason once `signal` aborts. */
export function runProgress({ db, now }: Pick<AppDeps, "db" | "now">, runId: number, signal: AbortSignal): RunProgress {
  const { runs } = db.repositories;
  const stillRunning = (running: boolean) => {
    if (!running) throw new RunStopped();
  };
  // The writes noted so far, chained so they land in order; the first failure stops the chain.
  let written: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | null = null;
  const throwIfFailed = () => {
    signal.throwIfAborted();
    if (failure) throw failure.error;
  };
  const progress: RunProgress = {
    async log(message) {
      progress.note(message);
      await progress.flush();
    },
    note(message) {
      throwIfFailed();
      const entry = { at: now(), message };
      written = written.then(async () => {
        if (failure) return;
        try {
          stillRunning(await runs.appendProgress(runId, entry));
        } catch (error) {
          failure = { error };
        }
      });
    },
    async flush() {
      await written;
      throwIfFailed();
    },
    check: throwIfFailed,
    async wait(ms, stop = signal) {
      for (let left = ms; left > 0; left -= HEARTBEAT_MS) {
        await sleep(Math.min(left, HEARTBEAT_MS), undefined, { signal: stop });
        stillRunning(await runs.touch(runId, now()));
      }
    },
  };
  return progress;
}
