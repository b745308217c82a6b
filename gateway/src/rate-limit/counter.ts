import type { KV } from "@nats-io/kv";
import type { Bus } from "@leadstream/platform";
import { isRevisionConflict, lazyBucket } from "../kv-bucket.js";

const MAX_ATTEMPTS = 10;

/**
 * Request counters shared by every gateway replica, in a NATS KV bucket. The window is part of
 * the key, so an old window simply ages out with the bucket's max age (per-bucket TTL: what
 * nats-server 2.9 offers). Increments are compare-and-set: create, or update at the read revision.
 */
export class RateLimitCounter {
  private readonly open: () => Promise<KV>;

  constructor(bus: Bus) {
    this.open = lazyBucket(bus, "ratelimit", { storage: "memory", history: 1, ttl: 120_000 });
  }

  /**
   * Counts one more request under `key` and returns the count including it. Reading first costs
   * two round trips (get, then create or update); trying create first would cost three for every
   * request but a window's first.
   */
  async increment(key: string): Promise<number> {
    const kv = await this.open();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const entry = await kv.get(key);
      try {
        if (!entry) {
          await kv.create(key, "1");
          return 1;
        }
        const next = Number(entry.string()) + 1;
        await kv.update(key, String(next), entry.revision);
        return next;
      } catch (err) {
        if (!isRevisionConflict(err)) throw err;
      }
    }
    throw new Error(`rate-limit counter ${key} still contended after ${MAX_ATTEMPTS} attempts`);
  }
}
