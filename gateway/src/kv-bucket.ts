import type { KV, KvOptions } from "@nats-io/kv";
import type { Bus } from "@leadstream/platform";

// JetStream's "wrong last sequence": the key exists (create) or moved on since we read it (update).
const WRONG_LAST_SEQUENCE = 10071;

export const isRevisionConflict = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === WRONG_LAST_SEQUENCE;

/**
 * A NATS KV bucket of this process's prefix and replicas, opened (created if needed) on first
 * use; a failure to open is retried on the next call. After a reconnect it is opened again: a
 * restarted server has lost a memory bucket, whose handle would otherwise fail (after a timeout)
 * on every call from then on.
 */
export function lazyBucket(bus: Bus, name: string, options: Partial<KvOptions>): () => Promise<KV> {
  let bucket: Promise<KV> | undefined;
  void (async () => {
    for await (const status of bus.nc.status()) if (status.type === "reconnect") bucket = undefined;
  })();
  return () => {
    bucket ??= bus.kvm.create(bus.bucketName(name), { replicas: bus.replicas, timeout: 1_000, ...options }).catch((err: unknown) => {
      bucket = undefined;
      throw err;
    });
    return bucket;
  };
}
