import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AckPolicy } from "@nats-io/jetstream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IdentityService, METRICS, SubscriptionChangedSchema, type MetricSpec } from "@leadstream/contracts";
import { AppError, createLogger, createProcessMetrics, createRpcClient, ensureStream, observeOutbox, Outbox, recordAfterCommit, startRpcServer, type ProcessMetrics, type RpcServer } from "@leadstream/platform";
import { eventually, parsePrometheus, prometheusName, samplesOf, scrapeMetrics, sumOf } from "@leadstream/testing";
import { openHarness } from "./harness.js";

const name = (spec: MetricSpec) => prometheusName(spec);
const silent = { name: "metrics-test", env: {}, logger: createLogger("metrics-test", "silent") };

describe("process metrics", () => {
  let h: Awaited<ReturnType<typeof openHarness>>;
  beforeAll(async () => {
    h = await openHarness("metrics");
  });
  afterAll(async () => {
    await h?.close();
  });

  describe("Connect RPCs", () => {
    let server: RpcServer;
    let serverMetrics: ProcessMetrics;
    let clientMetrics: ProcessMetrics;
    beforeAll(async () => {
      serverMetrics = createProcessMetrics(silent);
      clientMetrics = createProcessMetrics(silent);
      server = await startRpcServer({
        service: "test",
        host: "127.0.0.1",
        port: 0,
        internalToken: "metrics-token",
        logger: silent.logger,
        readiness: async () => ({ ok: true }),
        metrics: serverMetrics,
        routes: (router) =>
          router.service(IdentityService, {
            async getUser(req) {
              if (req.userId === 404) throw new AppError("not_found", "No such user");
              return { user: { id: req.userId, email: "a@example.com" } };
            },
          }),
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it("times every call on both sides, with the Connect code of a failure, and serves them at GET /metrics", async () => {
      const client = createRpcClient(IdentityService, { baseUrl: server.url, internalToken: "metrics-token", caller: "test", metrics: clientMetrics });
      await client.getUser({ userId: 1 });
      await client.getUser({ userId: 2 });
      await expect(client.getUser({ userId: 404 })).rejects.toThrow();

      const call = { rpc_system: "connect_rpc", rpc_service: "leadstream.identity.v1.IdentityService", rpc_method: "GetUser" };
      const served = await scrapeMetrics(server.url);
      const count = `${name(METRICS.rpcServerDuration)}_count`;
      expect(samplesOf(served, count, call).find((s) => !("rpc_connect_rpc_error_code" in s.labels))?.value).toBe(2);
      expect(sumOf(served, count, { ...call, rpc_connect_rpc_error_code: "not_found" })).toBe(1);
      expect(sumOf(served, `${name(METRICS.rpcServerDuration)}_sum`, call)).toBeGreaterThan(0);
      // Buckets in ms; the +Inf bucket holds every call.
      expect(sumOf(served, `${name(METRICS.rpcServerDuration)}_bucket`, { ...call, le: "+Inf" })).toBe(3);
      expect(samplesOf(served, "target_info")[0]?.labels).toMatchObject({ service_name: "metrics-test" });

      const called = parsePrometheus(await clientMetrics.scrape());
      expect(sumOf(called, `${name(METRICS.rpcClientDuration)}_count`, call)).toBe(3);
      expect(sumOf(called, `${name(METRICS.rpcClientDuration)}_count`, { ...call, rpc_connect_rpc_error_code: "not_found" })).toBe(1);
    });

    it("answers /metrics over HTTP/1.1 beside Connect over HTTP/2 on the one port", async () => {
      const res = await fetch(`${server.url}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
      expect(await res.text()).toMatch(/^# HELP /m);
    });
  });

  it("reports the outbox backlog and the age of its oldest unpublished event", async () => {
    const metrics = createProcessMetrics(silent);
    observeOutbox(metrics, h.ds, h.schema);
    const before = parsePrometheus(await metrics.scrape());
    expect(sumOf(before, name(METRICS.outboxBacklog))).toBe(0);
    expect(sumOf(before, name(METRICS.outboxOldestAge))).toBe(0);

    const outbox = new Outbox(h.schema);
    const event = { subject: h.subject("sub.changed"), schema: SubscriptionChangedSchema, stream: h.stream };
    await h.ds.transaction(async (em) => {
      for (let i = 0; i < 3; i++) await outbox.add(em, event, { userId: i + 1 });
    });
    await h.ds.query(`UPDATE "${h.schema}".outbox SET created_at = now() - interval '5 minutes' WHERE seq = (SELECT min(seq) FROM "${h.schema}".outbox)`);

    const after = parsePrometheus(await metrics.scrape());
    expect(sumOf(after, name(METRICS.outboxBacklog))).toBe(3);
    const age = sumOf(after, name(METRICS.outboxOldestAge));
    expect(age).toBeGreaterThanOrEqual(300);
    expect(age).toBeLessThan(3600);
  });

  it("reports a durable consumer's lag from JetStream", async () => {
    const streamName = await ensureStream(h.bus, h.stream);
    const durable = `lag-${h.id}`;
    const subject = h.subject("lag.*");
    await h.bus.jsm.consumers.add(streamName, { durable_name: durable, ack_policy: AckPolicy.Explicit, filter_subject: h.bus.subject(subject) });
    for (let i = 0; i < 4; i++) await h.bus.js.publish(h.bus.subject(h.subject("lag.one")), new Uint8Array([i]));

    const metrics = createProcessMetrics(silent);
    metrics.watchConsumer({ bus: h.bus, stream: streamName, durable, subject });
    const lag = await eventually(async () => {
      const value = sumOf(parsePrometheus(await metrics.scrape()), name(METRICS.consumerLag), { messaging_system: "nats", messaging_consumer_group_name: durable, messaging_destination_name: subject });
      return value === 4 ? value : undefined;
    }, { what: "a lag of 4" });
    expect(lag).toBe(4);
  });

  describe("a dependency that is down or slow", () => {
    it("leaves its gauges out and still answers the scrape at once", async () => {
      const metrics = createProcessMetrics(silent);
      metrics.counter(METRICS.runs).add(1);
      metrics.gauges([METRICS.outboxBacklog], () => new Promise(() => undefined));
      metrics.gauges([METRICS.outboxOldestAge], () => Promise.reject(new Error("connection refused")));
      const started = Date.now();
      const samples = parsePrometheus(await metrics.scrape());
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(sumOf(samples, name(METRICS.runs))).toBe(1);
      expect(samplesOf(samples, name(METRICS.outboxBacklog))).toEqual([]);
      expect(samplesOf(samples, name(METRICS.outboxOldestAge))).toEqual([]);
    });

    it("NATS closed and the database gone: no lag and no outbox gauges, the rest as usual", async () => {
      const own = await openHarness("metricsdown");
      const streamName = await ensureStream(own.bus, own.stream);
      await own.bus.jsm.consumers.add(streamName, { durable_name: "down", ack_policy: AckPolicy.Explicit });
      const metrics = createProcessMetrics(silent);
      metrics.counter(METRICS.creditsSpent).add(2);
      observeOutbox(metrics, own.ds, own.schema);
      metrics.watchConsumer({ bus: own.bus, stream: streamName, durable: "down", subject: own.subject(">") });
      expect(samplesOf(parsePrometheus(await metrics.scrape()), name(METRICS.consumerLag))).toHaveLength(1);

      await own.close();
      const samples = parsePrometheus(await metrics.scrape());
      expect(sumOf(samples, name(METRICS.creditsSpent))).toBe(2);
      for (const gone of [METRICS.consumerLag, METRICS.outboxBacklog, METRICS.outboxOldestAge]) expect(samplesOf(samples, name(gone))).toEqual([]);
    });
  });

  it("counts what a transaction records only once it commits", async () => {
    const counted: string[] = [];
    await h.ds.transaction(async (em) => {
      recordAfterCommit(em, () => counted.push("committed"));
      expect(counted).toEqual([]);
    });
    await expect(
      h.ds.transaction(async (em) => {
        recordAfterCommit(em, () => counted.push("rolled back"));
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    recordAfterCommit(h.ds.manager, () => counted.push("no transaction"));
    expect(counted).toEqual(["committed", "no transaction"]);
  });

  describe("OTLP", () => {
    let collector: Server;
    const received: { path: string; body: string }[] = [];
    beforeAll(async () => {
      collector = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          received.push({ path: req.url ?? "", body: Buffer.concat(chunks).toString() });
          res.writeHead(200, { "content-type": "application/json" }).end("{}");
        });
      });
      await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
    });
    afterAll(async () => {
      await new Promise((resolve) => collector?.close(resolve));
    });

    it("pushes the metrics to OTEL_EXPORTER_OTLP_ENDPOINT/v1/metrics when it is set", async () => {
      const { port } = collector.address() as AddressInfo;
      const metrics = createProcessMetrics({ ...silent, env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_SERVICE_NAME: "otlp-test", OTEL_METRIC_EXPORT_INTERVAL: "200" } });
      metrics.counter(METRICS.webhookAttempts).add(1, { "leadstream.webhook.result": "success" });
      const push = await eventually(() => received.find((r) => r.body.includes(METRICS.webhookAttempts.name)), { what: "an OTLP export" });
      await metrics.shutdown();
      expect(push.path).toBe("/v1/metrics");
      const body = JSON.parse(push.body);
      expect(JSON.stringify(body.resourceMetrics[0].resource)).toContain("otlp-test");
    });
  });
});
