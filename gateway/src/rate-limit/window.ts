/** Fixed one-minute windows (DECISIONS): the arithmetic, no I/O. */

const WINDOW_MS = 60_000;

export interface RateWindow {
  /** Minutes since the epoch at the window's start: part of the counter key. */
  start: number;
  /** Whole seconds until the window ends, 1..60. */
  resetSeconds: number;
}

export function rateWindowAt(nowMs: number): RateWindow {
  const start = Math.floor(nowMs / WINDOW_MS);
  const endMs = (start + 1) * WINDOW_MS;
  return { start, resetSeconds: Math.max(1, Math.ceil((endMs - nowMs) / 1000)) };
}

export interface RateDecision {
  allowed: boolean;
  headers: Record<string, string>;
}

/** What the `count`-th request of a window gets: allowed or not, and the headers that say so. */
export function decide(count: number, limit: number, window: RateWindow): RateDecision {
  const allowed = count <= limit;
  const headers: Record<string, string> = {
    "x-ratelimit-limit": String(limit),
    "x-ratelimit-remaining": String(Math.max(0, limit - count)),
    "x-ratelimit-reset": String(window.resetSeconds),
  };
  if (!allowed) headers["retry-after"] = String(window.resetSeconds);
  return { allowed, headers };
}
