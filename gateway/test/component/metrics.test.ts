import { afterAll, beforeAll, expect, it } from "vitest";
import { METRICS } from "@leadstream/contracts";
import { call, prometheusName, samplesOf, scrapeMetrics, sumOf } from "@leadstream/testing";
import { FakeIdentity, freeBillingSummary } from "./fakes.js";
import { startGateway, type ComponentGateway } from "./harness.js";

let gateway: ComponentGateway;
beforeAll(async () => {
  gateway = await startGateway(
    { identity: new FakeIdentity().impl, accountsBilling: { getBillingSummary: freeBillingSummary } },
    {
      routes: (app) =>
        app.get("/boom", async () => {
          throw new Error("a bug");
        }),
    },
  );
});
afterAll(async () => {
  await gateway?.stop();
});

const duration = prometheusName(METRICS.httpServerRequestDuration);

it("records http.server.request.duration per route template, method and status, with error.type on a 5xx, and serves it at GET /metrics", async () => {
  await call(gateway, "/healthz");
  await call(gateway, "/healthz");
  expect((await call(gateway, "/api/v2/streams/12")).status).toBe(401);
  expect((await call(gateway, "/api/v2/nothing-here")).status).toBe(404);
  expect((await call(gateway, "/boom")).status).toBe(500);

  const samples = await scrapeMetrics(gateway.url);
  const count = `${duration}_count`;
  expect(sumOf(samples, count, { http_route: "/healthz", http_request_method: "GET", http_response_status_code: "200", url_scheme: "http" })).toBe(2);
  expect(sumOf(samples, count, { http_route: "/api/v2/streams/:id", http_response_status_code: "401" })).toBe(1);
  expect(samplesOf(samples, count, { http_route: "/api/v2/streams/:id" })[0].labels).not.toHaveProperty("error_type");
  // No route matched: no http.route (one series for every unknown path).
  expect(samplesOf(samples, count, { http_response_status_code: "404" }).map((s) => s.labels.http_route)).toEqual([undefined]);
  expect(sumOf(samples, count, { http_route: "/boom", http_response_status_code: "500", error_type: "500" })).toBe(1);
  // Seconds: the semantic conventions' buckets, the smallest 5 ms.
  expect(samplesOf(samples, `${duration}_bucket`, { http_route: "/healthz" }).map((s) => s.labels.le)[0]).toBe("0.005");
  expect(samplesOf(samples, "target_info")[0].labels.service_name).toBe("gateway");
});

it("keeps /metrics out of the public OpenAPI document and out of the API's auth and rate limit", async () => {
  const doc = await call(gateway, "/api/v2/openapi.json");
  expect(Object.keys(doc.body.paths)).not.toContain("/metrics");
  const res = await call(gateway, "/metrics");
  expect(res.status).toBe(200);
  expect(res.headers.get("x-ratelimit-limit")).toBeNull();
});
