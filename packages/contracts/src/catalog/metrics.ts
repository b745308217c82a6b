// Every metric the processes record, named once (hand-written, like events.ts): the code creates
// its instruments from these specs, and the Grafana dashboard's queries may name only these
// (deploy/grafana is checked against this list). Names and attributes follow the OpenTelemetry
// semantic conventions where one exists (HTTP server; RPC as of semconv 1.37, which the RPC spans
// follow too); the rest are in the `leadstream.` namespace.

export type MetricKind = "counter" | "histogram" | "gauge";

export interface MetricSpec<K extends MetricKind = MetricKind> {
  readonly name: string;
  readonly kind: K;
  /** UCUM, as OpenTelemetry writes it: `s`, `ms`, `{run}`. */
  readonly unit: string;
  readonly description: string;
  /** Histograms: bucket upper bounds, in `unit`. */
  readonly buckets?: readonly number[];
}

const counter = (name: string, unit: string, description: string): MetricSpec<"counter"> => ({ name, kind: "counter", unit, description });
const gauge = (name: string, unit: string, description: string): MetricSpec<"gauge"> => ({ name, kind: "gauge", unit, description });
const histogram = (name: string, unit: string, description: string, buckets: readonly number[]): MetricSpec<"histogram"> => ({ name, kind: "histogram", unit, description, buckets });

// The semantic conventions' advice for http.server.request.duration.
const HTTP_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];
const RPC_MS = [1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000];
const RUN_SECONDS = [1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800, 3600];
const WAIT_SECONDS = [1, 5, 15, 60, 300, 900];

export const METRICS = {
  httpServerRequestDuration: histogram("http.server.request.duration", "s", "Duration of HTTP server requests.", HTTP_SECONDS),
  rpcServerDuration: histogram("rpc.server.duration", "ms", "Duration of inbound Connect RPCs.", RPC_MS),
  rpcClientDuration: histogram("rpc.client.duration", "ms", "Duration of outbound Connect RPCs.", RPC_MS),
  runs: counter("leadstream.runs", "{run}", "Sync runs and re-tests that ended, by outcome."),
  runDuration: histogram("leadstream.run.duration", "s", "Time from a run's start to its end (runs cancelled before they started are not timed).", RUN_SECONDS),
  leads: counter("leadstream.leads", "{lead}", "Leads recorded by succeeded runs, by fit."),
  consumerLag: gauge("leadstream.messaging.consumer.lag", "{message}", "Messages on a durable consumer's subject not yet delivered to it (JetStream num_pending)."),
  outboxBacklog: gauge("leadstream.outbox.backlog", "{event}", "Events in this service's outbox not yet published."),
  outboxOldestAge: gauge("leadstream.outbox.oldest_age", "s", "Age of the oldest unpublished event in this service's outbox (0 when none)."),
  webhookAttempts: counter("leadstream.webhook.attempts", "{attempt}", "Webhook POSTs to receivers, by result."),
  xRateLimitWaits: counter("leadstream.x_api.rate_limit_waits", "{wait}", "X API calls that found their rate-limit window spent: waited for the reset, or deferred (the run comes back after it)."),
  xRateLimitWaitDuration: histogram("leadstream.x_api.rate_limit_wait.duration", "s", "Time to the X rate-limit window's reset when a call found it spent.", WAIT_SECONDS),
  creditsSpent: counter("leadstream.credits.spent", "{credit}", "Credits charged for enrichment results."),
  readCacheLookups: counter("leadstream.gateway.read_cache.lookups", "{lookup}", "Lookups of the gateway's per-user cache of polled reads, by result."),
} as const satisfies Record<string, MetricSpec>;

/** Attributes of our own (the rest are semantic-convention keys from @opentelemetry/semantic-conventions). */
export const METRIC_ATTRIBUTES = {
  /** leadstream.runs, leadstream.run.duration: succeeded | failed | cancelled. */
  runOutcome: "leadstream.run.outcome",
  /** leadstream.runs, leadstream.run.duration: sync-then-search | search-only. */
  runMode: "leadstream.run.mode",
  /** leadstream.leads: high | medium. */
  leadFit: "leadstream.lead.fit",
  /** leadstream.webhook.attempts: success | http_error | timeout | network_error. */
  webhookResult: "leadstream.webhook.result",
  /** X's rate-limit family (users, followers, tweets, ...). */
  xApiFamily: "leadstream.x_api.family",
  /** waited | deferred. */
  xRateLimitOutcome: "leadstream.x_api.rate_limit.outcome",
  /** leadstream.gateway.read_cache.lookups: hit | absent (never stored, evicted, or dropped by a change) | expired | bypassed (cache off, or NATS away). */
  readCacheResult: "leadstream.read_cache.result",
} as const;
