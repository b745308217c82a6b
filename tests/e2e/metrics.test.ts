import { afterAll, beforeAll, expect, it } from "vitest";
import { METRICS, type MetricSpec } from "@leadstream/contracts";
import type { ServiceName } from "@leadstream/platform";
import { call, eventually, newPaidUser, prometheusName, samplesOf, scrapeMetrics, send, startWebhookReceiver, sumOf, type Sample, type WebhookReceiver } from "@leadstream/testing";
import { startStack, type Stack } from "./stack.js";

// Traffic through the whole system (API requests, RPCs, two runs on the X sandbox, auto-enrichment
// paid in credits, a webhook batch, an X rate-limit wait), then every process's GET /metrics.

const founders = (prefix: string) => [
  { username: `${prefix}_ada`, name: "Ada Brennan", description: "Founder & CEO at Ledgerline, a B2B SaaS for finance teams.", followers_count: 2400, created_at: "2014-05-01T00:00:00Z" },
  { username: `${prefix}_kenji`, name: "Kenji Watanabe", description: "Co-founder of Invoicely (SaaS invoicing). Building in public.", followers_count: 5100, created_at: "2012-09-01T00:00:00Z" },
  { username: `${prefix}_jo`, name: "Jo Evans", description: "ICU nurse, runner, dog person.", followers_count: 150, created_at: "2019-07-01T00:00:00Z" },
];

let stack: Stack;
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  const sandbox = {
    logger: false,
    fixtures: {
      accounts: [{ username: "MetricsCo", name: "Metrics Co" }, { username: "GaugeCo", name: "Gauge Co" }],
      followers: { MetricsCo: founders("mc"), GaugeCo: founders("gc") },
      tweets: { MetricsCo: [], GaugeCo: [] },
    },
  };
  stack = await startStack({ sandbox, env: { WEBHOOKS_ALLOW_PRIVATE: "true", RATE_LIMIT_PER_MINUTE: "100000", WEBHOOK_POLL_MS: "100", ENRICHMENT_SANDBOX_SLOW_MS: "10" } });
});
afterAll(async () => {
  await stack?.stop();
  await receiver?.close();
});

const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);
const metric = (spec: MetricSpec, suffix = "") => prometheusName(spec) + suffix;
const SERVICES: ServiceName[] = ["identity", "accounts-billing", "streams", "classification", "leads", "notifications"];

it("every process serves its metrics at GET /metrics, and they count the traffic", async () => {
  const user = await newPaidUser(stack);
  await stack.accountsClient.grantCredits({ userId: user.userId, amount: 100, reason: "auto-enrichment" });
  const sub = await api("/webhooks/subscribe", send(user, "POST", { targetUrl: receiver.url }));
  expect(sub.status, JSON.stringify(sub.body)).toBe(200);
  receiver.setSecret(sub.body.secret);

  // One X lookup per rate-limit window: resolving the second handle waits for the reset.
  stack.sandbox!.rateLimiter.configure({ users: 1, windowSeconds: 2 });
  const segment = await api("/segments", send(user, "POST", { name: "SaaS founders", description: "Founders of B2B SaaS companies", appliedSearchFilters: { job_role: ["Founder"] } }));
  const segmentId = segment.body.id;
  const created = await api("/streams", send(user, "POST", { pairs: [{ accountHandle: "@metricsco", segmentId }, { accountHandle: "@gaugeco", segmentId }], autoEnrichLinkedin: true }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  stack.sandbox!.rateLimiter.configure({ users: 900, windowSeconds: 900 });
  const streamId = created.body.id;
  expect((await api(`/streams/${streamId + 1000}`, send(user, "GET"))).status).toBe(404);

  const run = await api(`/streams/${streamId}/run`, send(user, "POST", {}));
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  expect(run.body.queued).toHaveLength(2);
  const runs = await eventually(
    async () => {
      const { body } = await api(`/runs?streamId=${streamId}`, send(user, "GET"));
      return body.runs.length === 2 && body.runs.every((r: { status: string }) => r.status === "succeeded") ? body.runs : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 200, what: "both runs to succeed" },
  );
  const leads = runs.reduce((sum: number, r: { candidatesPassedCount: number }) => sum + r.candidatesPassedCount, 0);
  expect(leads).toBeGreaterThan(0);
  await eventually(() => receiver.delivered().length > 0, { timeoutMs: 15_000, what: "a webhook batch" });

  const scrape = (name: ServiceName) => scrapeMetrics(stack.peers[name]);
  const [gateway, ...services] = await Promise.all([scrapeMetrics(stack.gateway.url), ...SERVICES.map(scrape)]);
  const of = Object.fromEntries(SERVICES.map((name, i) => [name, services[i]])) as Record<ServiceName, Sample[]>;

  // Gateway: requests per route and status, and its RPCs to the services.
  const requests = metric(METRICS.httpServerRequestDuration, "_count");
  expect(sumOf(gateway, requests, { http_request_method: "POST", http_route: "/api/v2/streams", http_response_status_code: "201" })).toBe(1);
  expect(sumOf(gateway, requests, { http_request_method: "GET", http_route: "/api/v2/streams/:id", http_response_status_code: "404" })).toBe(1);
  expect(sumOf(gateway, requests, { http_route: "/api/v2/runs", http_response_status_code: "200" })).toBeGreaterThanOrEqual(1);
  // Polling /runs went through the read cache: each poll is counted by its lookup's result.
  const lookups = metric(METRICS.readCacheLookups);
  expect(sumOf(gateway, lookups, {})).toBe(sumOf(gateway, requests, { http_route: "/api/v2/runs", http_response_status_code: "200" }));
  expect(sumOf(gateway, lookups, { leadstream_read_cache_result: "absent" })).toBeGreaterThanOrEqual(1);
  expect(sumOf(gateway, metric(METRICS.rpcClientDuration, "_count"), { rpc_service: "leadstream.streams.v1.StreamsService", rpc_method: "CreateStream" })).toBe(1);
  expect(sumOf(gateway, metric(METRICS.rpcClientDuration, "_count"), { rpc_method: "GetStream", rpc_connect_rpc_error_code: "not_found" })).toBe(1);

  // Every service: its own name, its inbound RPCs, its outbox.
  for (const name of SERVICES) {
    expect(samplesOf(of[name], "target_info")[0]?.labels.service_name, name).toBe(name);
    expect(sumOf(of[name], metric(METRICS.rpcServerDuration, "_count")), name).toBeGreaterThan(0);
    expect(samplesOf(of[name], metric(METRICS.outboxBacklog)), name).toHaveLength(1);
    expect(sumOf(of[name], metric(METRICS.outboxOldestAge)), name).toBeGreaterThanOrEqual(0);
  }
  expect(sumOf(of.streams, metric(METRICS.rpcServerDuration, "_count"), { rpc_method: "GetStream", rpc_connect_rpc_error_code: "not_found" })).toBe(1);
  expect(sumOf(of.streams, metric(METRICS.rpcClientDuration, "_count"), { rpc_method: "Classify" })).toBeGreaterThanOrEqual(2);

  // Runs, their leads and durations.
  const succeeded = { leadstream_run_outcome: "succeeded", leadstream_run_mode: "sync-then-search" };
  expect(sumOf(of.streams, metric(METRICS.runs), succeeded)).toBe(2);
  expect(sumOf(of.streams, metric(METRICS.runDuration, "_count"), succeeded)).toBe(2);
  expect(sumOf(of.streams, metric(METRICS.runDuration, "_sum"), succeeded)).toBeGreaterThan(0);
  expect(sumOf(of.streams, metric(METRICS.leads))).toBe(leads);

  // Consumer lag for every durable consumer of the process, the run work queue's included.
  const lag = metric(METRICS.consumerLag);
  expect(samplesOf(of.streams, lag, { messaging_consumer_group_name: "streams-run-worker", messaging_system: "nats" })).toHaveLength(1);
  expect(samplesOf(of.notifications, lag).length).toBeGreaterThanOrEqual(2);
  for (const s of [...of.streams, ...of.notifications].filter((x) => x.name === lag)) expect(s.labels.messaging_destination_name).toMatch(/^[a-z_]+\.[a-z_.*>]+$/);

  // Webhook attempts, X rate-limit waits, credits.
  expect(sumOf(of.notifications, metric(METRICS.webhookAttempts), { leadstream_webhook_result: "success", http_response_status_code: "200" })).toBeGreaterThanOrEqual(1);
  const waited = { leadstream_x_api_family: "users", leadstream_x_api_rate_limit_outcome: "waited" };
  const waits = sumOf(of["accounts-billing"], metric(METRICS.xRateLimitWaits), waited);
  expect(waits).toBeGreaterThanOrEqual(1);
  expect(sumOf(of["accounts-billing"], metric(METRICS.xRateLimitWaitDuration, "_count"), waited)).toBe(waits);
  const waitedSeconds = sumOf(of["accounts-billing"], metric(METRICS.xRateLimitWaitDuration, "_sum"), waited);
  expect(waitedSeconds).toBeGreaterThan(0);
  // The window is 2 s; X states its reset in whole seconds.
  expect(waitedSeconds).toBeLessThanOrEqual(3 * waits);
  const { body: me } = await api("/me", send(user, "GET"));
  expect(sumOf(of["accounts-billing"], metric(METRICS.creditsSpent))).toBe(100 - me.credits.balance);
  expect(me.credits.balance).toBeLessThan(100);
});
