import { connect } from "@nats-io/transport-node";
import type { NatsConnection } from "@nats-io/nats-core";
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from "@nats-io/jetstream";
import { Kvm } from "@nats-io/kv";

/**
 * One NATS connection with JetStream. `prefix` namespaces every stream, subject and KV bucket
 * (empty in production; one per test run), so the rest of the code names things plainly.
 */
export interface Bus {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  kvm: Kvm;
  prefix: string;
  /** Replicas for the streams and KV buckets this process creates. */
  replicas: number;
  subject(subject: string): string;
  /** The un-prefixed form of a subject received from NATS. */
  unprefixed(subject: string): string;
  streamName(name: string): string;
  bucketName(name: string): string;
  close(): Promise<void>;
}

export async function connectBus(opts: { url: string; prefix: string; name: string; replicas?: number }): Promise<Bus> {
  // noAsyncTraces: otherwise every request (each KV write, each JetStream publish) builds two
  // Error objects up front for a call-site stack, a third of what a rate-limit write costs.
  const nc = await connect({ servers: opts.url, name: opts.name, maxReconnectAttempts: -1, noAsyncTraces: true });
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  const p = opts.prefix;
  return {
    nc,
    js,
    jsm,
    kvm: new Kvm(nc),
    prefix: p,
    replicas: opts.replicas ?? 1,
    subject: (s) => (p ? `${p}.${s}` : s),
    unprefixed: (s) => (p && s.startsWith(`${p}.`) ? s.slice(p.length + 1) : s),
    streamName: (n) => (p ? `${p}_${n}` : n),
    bucketName: (n) => (p ? `${p}_${n}` : n),
    async close() {
      if (!nc.isClosed()) await nc.drain();
    },
  };
}
