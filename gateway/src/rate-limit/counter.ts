import type { KV } from "@nats-io/kv";
import type { Bus } from "@leadstream/platform";

const MAX_ATTEMPTS = 10;
// JetStream's "wrong last sequence": the key exists (create) or moved on since we read it (update).
const WRONG_LAST_SEQUENCE = 10071;

const isRevisionConflict = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === WRONG_LAST_SEQUENCE;

/**
 * Request counters shared by every gateway replica, in a NATS KV bucket. The window is part of
 * the key, so an old window simply ages out with the bucket's max age (per-bucket TTL: what
 * nats-server 2.9 offers). Increments are compare-and-set: create, or update at the read revision.
 */
export class RateLimitCounter {
  private bucket?: Promise<KV>;

  constructor(private readonly bus: Bus) {}

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

  /** Opens (creating if needed) the bucket on first use; a failure is retried on the next call. */
  private open(): Promise<KV> {
    this.bucket ??= this.bus.kvm
      .create(this.bus.bucketName("ratelimit"), { storage: "memory", history: 1, ttl: 120_000, replicas: this.bus.replicas, timeout: 1_000 })
      .catch((err: unknown) => {
        this.bucket = undefined;
        throw err;
      });
    return this.bucket;
  }
}
