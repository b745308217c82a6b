import { RetentionPolicy, StorageType, type StreamConfig } from "@nats-io/jetstream";
import { nanos } from "@nats-io/nats-core";
import type { StreamSpec } from "@leadstream/contracts";
import type { Bus } from "./connection.js";

// Longer than any outbox retry horizon, so a row re-published after a relay crash is dropped.
const DUPLICATE_WINDOW_MS = 10 * 60_000;
const MAX_AGE_MS = 7 * 24 * 3600_000;

/** Creates the stream (prefixed) or brings its subjects and replicas up to date; safe to call from every process. */
export async function ensureStream(bus: Bus, def: StreamSpec): Promise<string> {
  const name = bus.streamName(def.name);
  const config: Partial<StreamConfig> & { name: string } = {
    name,
    subjects: def.subjects.map((s) => bus.subject(s)),
    retention: def.retention === "workqueue" ? RetentionPolicy.Workqueue : RetentionPolicy.Limits,
    storage: StorageType.File,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    max_age: nanos(MAX_AGE_MS),
    num_replicas: bus.replicas,
  };
  try {
    await bus.jsm.streams.info(name);
    // Replicas too: raising NATS_STREAM_REPLICAS scales existing streams (a cluster scales them online).
    await bus.jsm.streams.update(name, { subjects: config.subjects, num_replicas: bus.replicas });
  } catch (err) {
    if (!isNotFound(err)) throw err;
    await bus.jsm.streams.add(config).catch(async (addErr: unknown) => {
      // Another process created it between our info and add.
      await bus.jsm.streams.info(name).catch(() => {
        throw addErr;
      });
    });
  }
  return name;
}

export const isNotFound = (err: unknown): boolean =>
  err instanceof Error && /not found/i.test(err.message);
