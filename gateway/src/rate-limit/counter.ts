import type { KV } from "@nats-io/kv";
import type { Bus } from "@leadstream/platform";
import { isRevisionConflict, lazyBucket } from "../kv-bucket.js";

const MAX_ATTEMPTS = 10;
/** Entries this replica wrote are remembered a little longer than the bucket keeps them. */
const REMEMBER_MS = 150_000;

interface Waiter {
  resolve(count: number): void;
  reject(err: unknown): void;
}

/** What this replica last wrote (or read) under a key: the count and its KV revision. */
interface Known {
  value: number;
  revision: number;
  /** Another replica wrote under this key since: read before each write from now on. */
  shared: boolean;
  at: number;
}

/**
 * Request counters shared by every gateway replica, in a NATS KV bucket. The window is part of
 * the key, so an old window simply ages out with the bucket's max age (per-bucket TTL: what
 * nats-server 2.9 offers). Increments are compare-and-set, and within a replica the requests
 * that arrive while one write is in flight are added together in the next, so a burst on one key
 * costs a few writes instead of a storm of revision conflicts.
 *
 * A replica remembers the count and revision it last wrote under each key, so an increment is
 * one round trip (create for a window's first request, then update against the remembered
 * revision) instead of a read and a write. If another replica wrote in between, the update is
 * refused as a revision conflict: the replica then reads, retries, and reads first for that key
 * for the rest of its window. Every count is still decided by a compare-and-set on the one
 * shared value, so counts stay exact across replicas.
 */
export class RateLimitCounter {
  private readonly open: () => Promise<KV>;
  private readonly queues = new Map<string, Waiter[]>();
  private readonly known = new Map<string, Known>();
  private lastSweep = 0;

  constructor(
    bus: Bus,
    private readonly now: () => number = Date.now,
  ) {
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

  /** Adds `n` and returns the new total. */
  private async add(key: string, n: number): Promise<number> {
    const kv = await this.open();
    let known = this.known.get(key);
    // Only a key another replica also writes is read first; a key this replica alone writes is
    // written straight against what it knows (nothing yet: create).
    let read = known?.shared ?? false;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (read) {
        const entry = await kv.get(key);
        known = entry && entry.operation === "PUT" ? { value: Number(entry.string()), revision: entry.revision, shared: true, at: this.now() } : undefined;
      }
      try {
        const value = (known?.value ?? 0) + n;
        const revision = known ? await kv.update(key, String(value), known.revision) : await kv.create(key, String(value));
        this.remember(key, { value, revision, shared: read || (known?.shared ?? false), at: this.now() });
        return value;
      } catch (err) {
        if (!isRevisionConflict(err)) throw err;
        read = true;
      }
    }
    throw new Error(`rate-limit counter ${key} still contended after ${MAX_ATTEMPTS} attempts`);
  }

  private remember(key: string, entry: Known): void {
    this.known.set(key, entry);
    if (entry.at - this.lastSweep < REMEMBER_MS / 2) return;
    this.lastSweep = entry.at;
    for (const [k, e] of this.known) if (entry.at - e.at > REMEMBER_MS) this.known.delete(k);
  }
}
