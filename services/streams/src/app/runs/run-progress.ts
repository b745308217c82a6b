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
  /** Waits, keeping the run's last progress time fresh so the reaper leaves a long wait alone. */
  wait(ms: number): Promise<void>;
}

/** A running run's progress. Both calls throw RunStopped once the run is no longer running, and the abort reason once `signal` aborts. */
export function runProgress({ db, now }: Pick<AppDeps, "db" | "now">, runId: number, signal: AbortSignal): RunProgress {
  const { runs } = db.repositories;
  const stillRunning = (running: boolean) => {
    if (!running) throw new RunStopped();
  };
  return {
    async log(message) {
      signal.throwIfAborted();
      stillRunning(await runs.appendProgress(runId, { at: now(), message }));
    },
    async wait(ms) {
      for (let left = ms; left > 0; left -= HEARTBEAT_MS) {
        await sleep(Math.min(left, HEARTBEAT_MS), undefined, { signal });
        stillRunning(await runs.touch(runId, now()));
      }
    },
  };
}
