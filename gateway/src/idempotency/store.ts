import type { KV } from "@nats-io/kv";
import type { Bus } from "@leadstream/platform";
import { isRevisionConflict, lazyBucket } from "../kv-bucket.js";

export type IdempotencyRecord =
  | { state: "in_progress"; fingerprint: string; claimedAt: number }
  | { state: "done"; fingerprint: string; status: number; body: string };

const RETENTION_MS = 24 * 60 * 60 * 1000;
const MAX_ATTEMPTS = 3;
/**
 * No request runs this long (RPC deadlines are 15 s): an older claim belongs to a gateway that
 * died mid-request, and a retry of the same request may take it over instead of waiting 24 h.
 */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

/**
 * Idempotency records shared by every gateway replica, in a NATS KV bucket that forgets them
 * after 24 h. A key is claimed with an atomic create, so of two concurrent requests exactly one
 * runs.
 */
export class IdempotencyStore {
  private readonly open: () => Promise<KV>;

  constructor(bus: Bus) {
    this.open = lazyBucket(bus, "idempotency", { storage: "file", history: 1, ttl: RETENTION_MS });
  }

  /** Claims `key` for a request with this fingerprint, or returns the record an earlier request holds. */
  async claim(key: string, fingerprint: string): Promise<IdempotencyRecord | undefined> {
    const kv = await this.open();
    const claim: IdempotencyRecord = { state: "in_progress", fingerprint, claimedAt: Date.now() };
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      try {
        await kv.create(key, JSON.stringify(claim));
        return undefined;
      } catch (err) {
        if (!isRevisionConflict(err)) throw err;
      }
      const entry = await kv.get(key);
      // Anything but a value means the holder released the key after our create failed: try again.
      if (entry?.operation !== "PUT") continue;
      const earlier = entry.json<IdempotencyRecord>();
      const abandoned = earlier.state === "in_progress" && earlier.fingerprint === fingerprint && Date.now() - earlier.claimedAt > CLAIM_LEASE_MS;
      if (!abandoned) return earlier;
      try {
        await kv.update(key, JSON.stringify(claim), entry.revision);
        return undefined;
      } catch (err) {
        if (!isRevisionConflict(err)) throw err;
      }
    }
    throw new Error(`idempotency key ${key} still contended after ${MAX_ATTEMPTS} attempts`);
  }

  async complete(key: string, record: IdempotencyRecord & { state: "done" }): Promise<void> {
    await (await this.open()).put(key, JSON.stringify(record));
  }

  /** Forgets the claim, so a retry with the same key runs again. */
  async release(key: string): Promise<void> {
    await (await this.open()).delete(key);
  }
}
