import type { Logger } from "./logger.js";

/** While a round keeps failing, the same error is logged again at most this often. */
const REPEAT_LOG_MS = 60_000;

export interface FailureStreak {
  /** `details` are logged with this failure only (the row it was about). */
  failed(err: unknown, details?: Record<string, unknown>): void;
  succeeded(): void;
}

/**
 * Logs the failures of a task that retries on its own (a poll every 200 ms while PostgreSQL is
 * down) as a streak rather than a line per round: the first failure, then at most one a minute
 * with how many rounds have failed so far, then one line when a round succeeds again.
 */
export function failureStreak(logger: Logger, message: string, fields: Record<string, unknown> = {}, now: () => number = Date.now): FailureStreak {
  let failures = 0;
  let since = 0;
  let loggedAt = 0;
  return {
    failed(err, details) {
      const at = now();
      if (failures++ === 0) since = at;
      else if (at - loggedAt < REPEAT_LOG_MS) return;
      loggedAt = at;
      logger.error({ err, ...fields, ...details, failedRounds: failures }, failures === 1 ? message : `${message} (still failing)`);
    },
    succeeded() {
      if (failures === 0) return;
      logger.info({ ...fields, failedRounds: failures, failingMs: now() - since }, `${message}: recovered`);
      failures = 0;
    },
  };
}
