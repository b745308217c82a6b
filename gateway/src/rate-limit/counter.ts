import type { KV } from "@nats-io/kv";
import type { Bus } from "@leadstream/platform";
import { isRevisionConflict, lazyBucket } from "../kv-bucket.js";

const MAX_ATTEMPTS = 10;
/** Entries this replica wrote are remembered a little longer than the bucket keeps them. */
const REMEMBER_MS = 150_000;
/** The most counts one write claims for later requests of the same key. */
const MAX_LEASE = 256;

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
  /** The next count of this replica's lease; the lease ends at `value` (its last write). */
  next: number;
  /** Writes this replica made under the key: each claims up to twice the counts of the one before. */
  claims: number;
}

/**
 * Request counters shared by every gateway replica, in a NATS KV bucket. The window is part of
 * the key, so an old window simply ages out with the bucket's max age (per-bucket TTL: what
 * nats-server 2.9 offers). Increments are compare-and-set, and within a replica the requests
 * that arrive while one write is in flight are added together in the next, so a burst on one key
 * costs a few writes instead of a storm of revision conflicts.
 *
 * On a key only this replica writes (a client's keep-alive connection stays on one replica), a
 * write claims a range of counts (a lease): one for the window's first request, then twice as
 * many each time the replica has handed out its lease, up to MAX_LEASE, and never more than half
 * of what the limit leaves. A key named with the previous window's key (a client's next window)
 * goes on doubling from where that window's leases reached, if this replica alone wrote it, so a
 * busy client does not start every minute with a run of small writes. The requests that follow take their counts from the lease without any
 * I/O, so a busy key costs a write every few dozen requests instead of one each. Every count is
 * still handed out once across all replicas (each lease is decided by a compare-and-set on the
 * one shared value), so no more than `limit` requests are ever allowed. Once another replica
 * writes the key too, each write claims only the counts its requests need, so counts stay in
 * request order and all `limit` are usable; only the lease held when that replica arrived may go
 * unused. Once the counter has reached the limit, the window's later requests are refused without
 * a write.
 *
 * A replica remembers the count and revision it last wrote under each key, so a write is one
 * round trip (create for a window's first request, then update against the remembered revision)
 * instead of a read and a write. If another replica wrote in between, the update is refused as a
 * revision conflict: the replica then reads, retries, and reads first for that key for the rest
 * of its window.
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

  /**
   * Counts one more request under `key`, limited to `limit` a window, and returns the count
   * including it (over `limit`: refuse it): at once when this replica's lease or a reached limit
   * answers it, else once the shared counter has been written. `previous` names the key of the
   * same client's previous window.
   */
  increment(key: string, limit: number, previous?: string): number | Promise<number> {
    const queue = this.queues.get(key);
    if (!queue) {
      const known = this.known.get(key);
      if (known && known.next <= known.value) return known.next++;
      if (known && known.value >= limit) return known.value + 1;
    }
    return new Promise((resolve, reject) => {
      if (queue) return void queue.push({ resolve, reject });
      this.queues.set(key, [{ resolve, reject }]);
      void this.flush(key, limit, previous);
    });
  }

  private async flush(key: string, limit: number, previous: string | undefined): Promise<void> {
    for (;;) {
      const batch = this.queues.get(key)!.splice(0);
      if (batch.length === 0) break;
      try {
        const known = this.known.get(key);
        const leased = known ? Math.max(0, Math.min(batch.length, known.value - known.next + 1)) : 0;
        for (const w of batch.splice(0, leased)) w.resolve(known!.next++);
        if (batch.length === 0) continue;
        if (known && known.value >= limit) {
          for (const w of batch) w.resolve(known.value + 1);
          continue;
        }
        const { total, claimed } = await this.add(key, batch.length, limit, previous);
        const first = total - claimed + 1;
        batch.forEach((w, i) => w.resolve(first + i));
        this.known.get(key)!.next = first + batch.length;
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    this.queues.delete(key);
  }

  /** Claims at least `needed` counts (a lease on a key no other replica writes) and returns the new total and how many it claimed. */
  private async add(key: string, needed: number, limit: number, previous: string | undefined): Promise<{ total: number; claimed: number }> {
    const kv = await this.open();
    let known = this.known.get(key);
    const before = previous === undefined ? undefined : this.known.get(previous);
    const claimsBefore = known?.claims ?? (before && !before.shared ? before.claims : 0);
    const claims = claimsBefore + 1;
    // Only a key another replica also writes is read first; a key this replica alone writes is
    // written straight against what it knows (nothing yet: create).
    let read = known?.shared ?? false;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (read) {
        const entry = await kv.get(key);
        known = entry && entry.operation === "PUT" ? { value: Number(entry.string()), revision: entry.revision, shared: true, at: this.now(), next: 0, claims } : undefined;
      }
      try {
        // Counts leased on a key other replicas also take would be counted against the limit
        // while this replica's client may have moved on: shared keys claim what they need.
        const claimed = read ? needed : Math.max(needed, leaseSize(claimsBefore, known?.value ?? 0, limit));
        const value = (known?.value ?? 0) + claimed;
        const revision = known ? await kv.update(key, String(value), known.revision) : await kv.create(key, String(value));
        this.remember(key, { value, revision, shared: read || (known?.shared ?? false), at: this.now(), next: value + 1, claims });
        return { total: value, claimed };
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

/** How many counts the next write claims: 1, 2, 4, ... up to MAX_LEASE, and at most half of what the limit leaves. */
function leaseSize(claimsBefore: number, value: number, limit: number): number {
  const doubling = Math.min(MAX_LEASE, 2 ** claimsBefore);
  return Math.max(1, Math.min(doubling, Math.floor((limit - value) / 2)));
}
