import { setTimeout as sleep } from "node:timers/promises";
import { fetch } from "undici";
import { METRIC_ATTRIBUTES, METRICS } from "@leadstream/contracts";
import type { Counter, Histogram, ProcessMetrics } from "@leadstream/platform";

/** X could not answer: network error, timeout, 5xx, an unexpected status, or a rate limit lasting longer than the caller waits. */
export class XUnavailableError extends Error {
  override name = "XUnavailableError";
}

/** X's rate-limit window for the request's family is spent until `resetAt`, further away than the caller waits. */
export class XRateLimitedError extends XUnavailableError {
  override name = "XRateLimitedError";
  constructor(
    family: string,
    readonly resetAt: Date,
  ) {
    super(`X rate limit for ${family} resets at ${resetAt.toISOString()}`);
  }
}

export interface XResponse {
  /** 200 or 404; X also reports missing and protected resources inside a 200 body. */
  status: number;
  body: unknown;
}

export interface XRequestOptions {
  /** Rate-limit family: X counts each endpoint family in its own window ("users", "followers", ...). */
  family: string;
  /** The longest wait for a rate-limit window to reset before giving up with XRateLimitedError. */
  maxWaitMs: number;
}

interface HeaderReader {
  get(name: string): string | null;
}

interface RateWindow {
  remaining: number;
  resetAtMs: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
// A 429 right after waiting for the reset (clock skew) is retried, within reason.
const MAX_ATTEMPTS = 3;

/**
 * GET requests to the X API v2 with the app's bearer token, obeying X's x-rate-limit-* headers:
 * once a family's window is spent (remaining 0, or a 429), the next request waits for its reset
 * when that is within the caller's limit, and fails with XRateLimitedError otherwise. With
 * `metrics`, each of those is counted (waited or deferred) with the time to the reset.
 */
export class XHttpClient {
  private readonly windows = new Map<string, RateWindow>();
  private readonly timeoutMs: number;
  private readonly waits?: { count: Counter; duration: Histogram };

  constructor(private readonly opts: { baseUrl: string; bearerToken: string; timeoutMs?: number; metrics?: ProcessMetrics }) {
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (opts.metrics) this.waits = { count: opts.metrics.counter(METRICS.xRateLimitWaits), duration: opts.metrics.histogram(METRICS.xRateLimitWaitDuration) };
  }

  async get(path: string, query: Record<string, string>, opts: XRequestOptions): Promise<XResponse> {
    const url = `${this.opts.baseUrl}${path}?${new URLSearchParams(query)}`;
    for (let attempt = 1; ; attempt++) {
      await this.waitForWindow(opts);
      const res = await this.send(url);
      this.remember(opts.family, res.headers, res.status === 429);
      if (res.status === 429) {
        if (attempt < MAX_ATTEMPTS) continue;
        const resetAtMs = this.windows.get(opts.family)!.resetAtMs;
        this.noteWait(opts.family, "deferred", resetAtMs - Date.now());
        throw new XRateLimitedError(opts.family, new Date(resetAtMs));
      }
      if (res.status !== 200 && res.status !== 404) throw new XUnavailableError(`X answered ${res.status} for ${path}`);
      return { status: res.status, body: res.body };
    }
  }

  private async waitForWindow({ family, maxWaitMs }: XRequestOptions): Promise<void> {
    const window = this.windows.get(family);
    if (!window || window.remaining > 0) return;
    const waitMs = window.resetAtMs - Date.now();
    if (waitMs > maxWaitMs) {
      this.noteWait(family, "deferred", waitMs);
      throw new XRateLimitedError(family, new Date(window.resetAtMs));
    }
    if (waitMs > 0) {
      this.noteWait(family, "waited", waitMs);
      await sleep(waitMs);
    }
    this.windows.delete(family);
  }

  private noteWait(family: string, outcome: "waited" | "deferred", waitMs: number): void {
    const attributes = { [METRIC_ATTRIBUTES.xApiFamily]: family, [METRIC_ATTRIBUTES.xRateLimitOutcome]: outcome };
    this.waits?.count.add(1, attributes);
    this.waits?.duration.record(Math.max(0, waitMs) / 1000, attributes);
  }

  private remember(family: string, headers: HeaderReader, limited: boolean): void {
    const numeric = (name: string) => Number(headers.get(name) ?? NaN);
    const reset = numeric("x-rate-limit-reset");
    const remaining = limited ? 0 : numeric("x-rate-limit-remaining");
    if (Number.isNaN(reset) || Number.isNaN(remaining)) {
      // A 429 without a reset time: nothing tells us when to come back.
      if (limited) throw new XUnavailableError(`X rate limit for ${family} without a reset time`);
      return;
    }
    this.windows.set(family, { remaining, resetAtMs: reset * 1000 });
  }

  private async send(url: string): Promise<{ status: number; headers: HeaderReader; body: unknown }> {
    try {
      const res = await fetch(url, { headers: { authorization: `Bearer ${this.opts.bearerToken}` }, signal: AbortSignal.timeout(this.timeoutMs) });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
    } catch (err) {
      throw new XUnavailableError(`X request failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
