import type { KV } from "@nats-io/kv";
import type { Bus } from "@leadstream/platform";
import { isRevisionConflict, lazyBucket } from "../kv-bucket.js";

const MAX_ATTEMPTS = 10;

interface Waiter {
  resolve(count: number): void;
  reject(err: unknown): void;
}

/**
 * Request counters shared by every gateway replica, in a NATS KV bucket. The window is part of
 * the key, so an old window simply ages out with the bucket's max age (per-bucket TTL: what
 * nats-server 2.9 offers). Increments are compare-and-set, and within a replica the requests
 * that arrive while one write is in flight are added together in the next, so a burst on one key
 * costs a few writes instead of a storm of revision conflicts.
 */
export class RateLimitCounter {
  private readonly open: () => Promise<KV>;
  private readonly queues = new Map<string, Waiter[]>();

  constructor(bus: Bus) {
    this.open = lazyBucket(bus, "ratelimit", { storage: "memory", history: 1, ttl: 120_000 });
  }

  /** Counts one more request under `key` and returns the count including it. */
  increment(key: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) return void queue.push({ resolve, reject });
      this.queues.set(key, [{ resolve, reject }]);
      void this.flush(key);
    });
  }

  private async flush(key: string): Promise<void> {
    for (;;) {
      const batch = this.queues.get(key)!.splice(0);
      if (batch.length === 0) break;
      try {
        const total = await this.add(key, batch.length);
        batch.forEach((w, i) => w.resolve(total - batch.length + 1 + i));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    this.queues.delete(key);
  }

  /**
   * Adds `n` and returns the new total. Reading first costs two round trips (get, then create or
   * update); trying create first would cost three for every write but a window's first.
   */
  private async add(key: string, n: number): Promise<number> {
    const kv = await this.open();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const entry = await kv.get(key);
      try {
        if (!entry) {
          await kv.create(key, String(n));
          return n;
        }
        const next = Number(entry.string()) + n;
        await kv.update(key, String(next), entry.revision);
        return next;
      } catch (err) {
        if (!isRevisionConflict(err)) throw err;
      }
    }
    throw new Error(`rate-limit counter ${key} still contended after ${MAX_ATTEMPTS} attempts`);
  }
}
