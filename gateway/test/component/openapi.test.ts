import { afterAll, beforeAll, expect, it } from "vitest";
import { call } from "@leadstream/testing";
import { startGateway, type ComponentGateway } from "./harness.js";

// The document is the gateway's own: no peer answers anything here.
let gateway: ComponentGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

it("serves an OpenAPI 3.1 document listing every route with its security and error responses", async () => {
  const res = await call(gateway, "/api/v2/openapi.json");
  expect(res.status).toBe(200);
  const doc = res.body;
  expect(doc.openapi).toBe("3.1.0");
  expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["bearer", "cookie"]);
  expect(doc.components.schemas.ErrorResponse.required).toEqual(["error", "message", "requestId"]);

  const operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
  expect(operations.sort()).toEqual(
    [
      "GET /api/v2/me",
      "POST /api/v2/auth/signup",
      "POST /api/v2/auth/login",
      "POST /api/v2/auth/logout",
      "GET /api/v2/api-keys",
      "POST /api/v2/api-keys",
      "DELETE /api/v2/api-keys/{id}",
      "DELETE /api/v2/lookups/api-keys/{id}",
      "GET /api/v2/streams",
      "POST /api/v2/streams",
      "GET /api/v2/streams/{id}",
      "PATCH /api/v2/streams/{id}",
      "DELETE /api/v2/streams/{id}",
      "POST /api/v2/streams/{id}/run",
      "POST /api/v2/streams/{id}/re-test",
      "GET /api/v2/streams/{id}/runs",
      "GET /api/v2/streams/{id}/runs/{runId}",
      "GET /api/v2/runs",
      "GET /api/v2/streams/{id}/leads",
      "GET /api/v2/leads",
      "POST /api/v2/leads/{id}/export",
      "POST /api/v2/leads/{id}/feedback",
      "POST /api/v2/leads/{id}/enrich",
      "POST /api/v2/lookups/enrich",
      "POST /api/v2/lookups/enrich-email",
      "GET /api/v2/lookups/enrich/history",
      "GET /api/v2/lookups/enrich-email/history",
      "POST /api/v2/lookups/segments/from-description",
      "GET /api/v2/credits/ledger",
      "PUT /api/v2/credits/settings",
      "GET /api/v2/segments",
      "POST /api/v2/segments",
      "GET /api/v2/segments/labels",
      "GET /api/v2/accounts",
      "POST /api/v2/accounts/{id}/sleep",
      "POST /api/v2/accounts/{id}/wake",
      "POST /api/v2/accounts/{id}/change-tier",
      "GET /api/v2/dm-templates",
      "POST /api/v2/dm-templates",
      "GET /api/v2/dm-templates/{id}",
      "PUT /api/v2/dm-templates/{id}",
      "DELETE /api/v2/dm-templates/{id}",
      "POST /api/v2/webhooks/subscribe",
      "DELETE /api/v2/webhooks/subscribe",
      "GET /api/v2/webhooks",
      "POST /api/v2/webhooks/secret",
      "GET /api/v2/webhooks/deliveries",
      "POST /api/v2/webhooks/deliveries/{id}/retry",
      "POST /api/v2/webhooks/test",
      "GET /api/v2/notification-settings",
      "PUT /api/v2/notification-settings",
      "POST /webhooks/stripe",
      "GET /healthz",
      "GET /readyz",
    ].sort(),
  );

  const me = doc.paths["/api/v2/me"].get;
  expect(me.security).toEqual([{ bearer: [] }, { cookie: [] }]);
  expect(me.responses["401"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ErrorResponse" });
  expect(Object.keys(me.responses["200"].headers)).toEqual(expect.arrayContaining(["X-Request-Id", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]));
  expect(Object.keys(me.responses["429"].headers)).toContain("Retry-After");
  expect(doc.paths["/api/v2/api-keys"].get.security).toEqual([{ cookie: [] }]);
  expect(doc.paths["/api/v2/auth/signup"].post.security).toEqual([]);
  expect(doc.paths["/api/v2/api-keys/{id}"].delete.parameters).toEqual([expect.objectContaining({ in: "path", name: "id", schema: { type: "integer", minimum: 1, maximum: 2147483647 } })]);

  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    for (const [method, op] of Object.entries(ops)) {
      expect(op.summary, `${method} ${path}`).toEqual(expect.any(String));
      expect(op.tags, `${method} ${path}`).toHaveLength(1);
    }
  }
});

it("documents Idempotency-Key on the POSTs with side effects, and only there", async () => {
  const doc = (await call(gateway, "/api/v2/openapi.json")).body;
  const idempotent = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
    Object.entries(ops).filter(([, op]) => op.parameters?.some((p: any) => p.in === "header" && p.name === "Idempotency-Key")).map(([method]) => `${method.toUpperCase()} ${path}`),
  );
  expect(idempotent.sort()).toEqual(
    [
      "POST /api/v2/streams",
      "POST /api/v2/streams/{id}/run",
      "POST /api/v2/streams/{id}/re-test",
      "POST /api/v2/leads/{id}/export",
      "POST /api/v2/leads/{id}/feedback",
      "POST /api/v2/leads/{id}/enrich",
      "POST /api/v2/lookups/enrich",
      "POST /api/v2/lookups/enrich-email",
      "POST /api/v2/lookups/segments/from-description",
      "POST /api/v2/segments",
      "POST /api/v2/accounts/{id}/sleep",
      "POST /api/v2/accounts/{id}/wake",
      "POST /api/v2/accounts/{id}/change-tier",
      "POST /api/v2/dm-templates",
      "POST /api/v2/webhooks/subscribe",
      "POST /api/v2/api-keys",
    ].sort(),
  );
  const create = doc.paths["/api/v2/streams"].post;
  expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "403", "404", "409", "422", "429", "502", "503"]));
  expect(create.responses["201"].headers["Idempotent-Replayed"]).toEqual({ $ref: "#/components/headers/Idempotent-Replayed" });
  expect(create.responses["409"].description).toContain("idempotency_conflict");
  expect(create.responses["401"].headers["Idempotent-Replayed"]).toBeUndefined();
  expect(create.requestBody.content["application/json"].schema.properties.pairs.maxItems).toBe(50);
  expect(doc.paths["/api/v2/streams/{id}"].get.responses["200"].content["application/json"].schema.required).toEqual(expect.arrayContaining(["nextSyncAt", "lastRunAt", "pairs"]));
  expect(doc.paths["/webhooks/stripe"].post.security).toEqual([]);
  expect(doc.paths["/webhooks/stripe"].post.parameters).toContainEqual(expect.objectContaining({ in: "header", name: "stripe-signature", required: true }));
});

it("serves the docs page", async () => {
  const res = await fetch(`${gateway.url}/docs`, { redirect: "follow" });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/html");
});

it("documents the run and lead routes: every query parameter, both answers of the stream's leads, API-key-only /leads", async () => {
  const doc = (await call(gateway, "/api/v2/openapi.json")).body;
  const query = (op: any) => Object.fromEntries(op.parameters.filter((p: any) => p.in === "query").map((p: any) => [p.name, p.schema]));

  const streamLeads = doc.paths["/api/v2/streams/{id}/leads"].get;
  expect(Object.keys(query(streamLeads)).sort()).toEqual(["accountId", "lifecycle", "limit", "matchConfidence", "offset", "segmentId", "since", "summary"]);
  expect(query(streamLeads).limit).toMatchObject({ type: "integer", minimum: 1, maximum: 500, default: 100 });
  expect(query(streamLeads).since).toMatchObject({ type: "string", format: "date-time" });
  expect(streamLeads.responses["200"].content["application/json"].schema.anyOf.map((s: any) => Object.keys(s.properties).sort())).toEqual([["hasMore", "leads", "total"], ["highFitCount", "mediumFitCount"]]);

  const leads = doc.paths["/api/v2/leads"].get;
  expect(leads.security).toEqual([{ bearer: [] }]);
  expect(Object.keys(query(leads)).sort()).toEqual(["accountId", "cursor", "groupBy", "lifecycle", "limit", "matchConfidence", "segmentId", "since", "streamId"]);
  expect(leads.responses["200"].content["application/json"].schema.anyOf.map((s: any) => Object.keys(s.properties).sort())).toEqual([["data", "hasMore", "nextCursor"], ["groups", "hasMore", "nextCursor"]]);

  expect(query(doc.paths["/api/v2/runs"].get)).toMatchObject({ limit: { maximum: 100, default: 30 }, streamId: { minimum: 1 }, status: { enum: ["queued", "running", "succeeded", "failed", "cancelled"] } });
  expect(doc.paths["/api/v2/streams/{id}/re-test"].post.responses["403"].description).toContain("retest_limit_pro");
  expect(doc.paths["/api/v2/streams/{id}/run"].post.responses["403"].description).toContain("daily_sync_limit");
  expect(doc.paths["/api/v2/leads/{id}/feedback"].post.requestBody.content["application/json"].schema.properties.badReason.enum).toContain("wrong_personality");
});

it("documents the DM template routes: limits in characters (maxLength in UTF-16 units is twice that), 404 and 409", async () => {
  const doc = (await call(gateway, "/api/v2/openapi.json")).body;
  const create = doc.paths["/api/v2/dm-templates"].post;
  const body = create.requestBody.content["application/json"].schema;
  expect(body).toMatchObject({ required: ["name", "messageBody"], additionalProperties: false, properties: { name: { minLength: 1, maxLength: 200 }, messageBody: { minLength: 1, maxLength: 4000 } } });
  expect(create.responses["201"].content["application/json"].schema.properties.template.required).toEqual(["id", "name", "messageBody", "createdAt", "updatedAt"]);
  expect(create.responses["409"].description).toContain("conflict");
  expect(create.responses["409"].description).toContain("idempotency_conflict");
  const replace = doc.paths["/api/v2/dm-templates/{id}"].put;
  expect(Object.keys(replace.responses)).toEqual(expect.arrayContaining(["200", "400", "404", "409"]));
  expect(replace.parameters.find((p: any) => p.in === "header" && p.name === "Idempotency-Key")).toBeUndefined();
  expect(doc.paths["/api/v2/dm-templates/{id}"].delete.responses["200"].content["application/json"].schema.required).toEqual(["success"]);
});

it("bounds every input: each array has a maxItems and each free-text string a maxLength", async () => {
  const doc = (await call(gateway, "/api/v2/openapi.json")).body;
  const unbounded: string[] = [];
  const walk = (schema: any, where: string): void => {
    if (!schema || typeof schema !== "object") return;
    if (schema.type === "array" && schema.maxItems === undefined) unbounded.push(`${where}: array without maxItems`);
    if (schema.type === "string" && schema.maxLength === undefined && !schema.enum && !schema.pattern && !["date-time", "uuid"].includes(schema.format)) unbounded.push(`${where}: string without maxLength`);
    for (const [key, sub] of Object.entries(schema.properties ?? {})) walk(sub, `${where}.${key}`);
    for (const sub of [schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(sub, where);
  };
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    if (path === "/webhooks/stripe") continue; // Stripe's raw bytes, checked by signature
    for (const [method, op] of Object.entries(ops)) {
      for (const p of op.parameters ?? []) walk(p.schema, `${method} ${path} ${p.in} ${p.name}`);
      walk(op.requestBody?.content?.["application/json"]?.schema, `${method} ${path} body`);
    }
  }
  expect(unbounded).toEqual([]);
});
