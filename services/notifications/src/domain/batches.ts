/** At most 50 leads per webhook request (spec 6.2): 120 leads give 50, 50, 20. */
export const BATCH_SIZE = 50;

export function inBatches<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/**
 * Delay before attempt `attempt + 1` after `attempt` failed attempts (1-based), with up to 10%
 * jitter so receivers failing together are not retried together; null when no attempt is left.
 */
export function retryDelayMs(delays: readonly number[], attempt: number, random: () => number = Math.random): number | null {
  const base = delays[attempt - 1];
  return base === undefined ? null : Math.round(base * (1 + 0.1 * random()));
}

/** Network errors, timeouts (no status), 429 and 5xx are worth another attempt; other answers are final. */
export const isRetryable = (status: number | null): boolean => status === null || status === 429 || status >= 500;

export const isSuccess = (status: number | null): boolean => status !== null && status >= 200 && status < 300;
