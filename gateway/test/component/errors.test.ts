import { randomUUID } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeyOf } from "@leadstream/contracts/api-key-format";
import { bearer, call, testEnv, type Answer } from "@leadstream/testing";
import { startGateway as startRealGateway } from "../../src/index.js";
import { FakeIdentity, freeBillingSummary } from "./fakes.js";
import { startGateway, type ComponentGateway } from "./harness.js";

let gateway: ComponentGateway;
beforeAll(async () => {
  const identity = new FakeIdentity();
  gateway = await startGateway({ identity: identity.impl, accountsBilling: { getBillingSummary: freeBillingSummary } });
});
afterAll(async () => {
  await gateway?.stop();
});

const json = (body: string, contentType = "application/json"): RequestInit => ({ method: "POST", headers: { "content-type": contentType }, body });
const signup = (init: RequestInit) => call(gateway, "/api/v2/auth/signup", init);

function expectError(answer: Answer, status: number, body: Record<string, unknown>) {
  expect(answer.status).toBe(status);
  const requestId = answer.headers.get("x-request-id");
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.body).toEqual({ ...body, message: expect.any(String), requestId });
}

describe("one error format on every path", () => {
  it("answers 410 gone for every /api/v1 path and method", async () => {
    for (const [method, path] of [["GET", "/api/v1/streams"], ["POST", "/api/v1/streams"], ["DELETE", "/api/v1/leads/3"], ["GET", "/api/v1"]]) {
      const res = await call(gateway, path, { method, headers: { "content-type": "application/json" }, body: method === "POST" ? "{not json" : undefined });
      expectError(res, 410, { error: "gone" });
      expect(res.body.message).toMatch(/^API v1 has been removed; use \/api\/v2/);
    }
  });

  it("answers 404 not_found for an unknown route", async () => {
    expectError(await call(gateway, "/api/v2/nothing-here"), 404, { error: "not_found" });
    expectError(await call(gateway, "/elsewhere", { method: "DELETE" }), 404, { error: "not_found" });
  });

  it("answers 400 invalid_request for malformed JSON", async () => {
    expectError(await signup(json("{\"email\": ")), 400, { error: "invalid_request" });
  });

  it("answers 400 invalid_request naming the field for a schema violation", async () => {
    expectError(await signup(json(JSON.stringify({ email: 42, password: "long enough" }))), 400, { error: "invalid_request", param: "email" });
    expectError(await signup(json(JSON.stringify({ email: "a@example.com" }))), 400, { error: "invalid_request", param: "password" });
    expectError(await signup(json(JSON.stringify({ email: "a@example.com", password: "long enough", name: "" }))), 400, { error: "invalid_request", param: "name" });
  });

  it("answers 413 payload_too_large over the body limit", async () => {
    const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(1024 * 1024) });
    expectError(await signup(json(big)), 413, { error: "payload_too_large" });
  });

  it("answers 415 unsupported_media_type for a body that is not JSON", async () => {
    expectError(await signup(json("email=a@example.com", "application/x-www-form-urlencoded")), 415, { error: "unsupported_media_type" });
    expectError(await signup(json("hello", "text/plain")), 415, { error: "unsupported_media_type" });
  });

  it("keeps a caller's UUID X-Request-Id and replaces anything else", async () => {
    const mine = randomUUID();
    const kept = await call(gateway, "/healthz", { headers: { "x-request-id": mine } });
    expect(kept.headers.get("x-request-id")).toBe(mine);
    const replaced = await call(gateway, "/api/v2/me", { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(replaced.body.requestId).toBe(replaced.headers.get("x-request-id"));
  });

  it("answers a browser extension's CORS preflight without credentials", async () => {
    const res = await fetch(`${gateway.url}/api/v2/me`, {
      method: "OPTIONS",
      headers: { origin: "chrome-extension://abc", "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    expect(res.headers.get("access-control-allow-headers")).toContain("Authorization");
  });

  it("lets a browser read the request id, rate-limit and replay headers of an answer", async () => {
    const res = await fetch(`${gateway.url}/api/v2/me`, { headers: { origin: "chrome-extension://abc" } });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")).toBe("X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, Idempotent-Replayed");
  });

  it("asks no peer for any of these", () => {
    expect(gateway.calls.methods()).toEqual([]);
  });
});

/** Raw bytes to the gateway and the whole answer back, for requests fetch would refuse to send. */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(gateway.port, "127.0.0.1", () => socket.end(bytes));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head, body] = answer.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head, body });
    });
  });
}

describe("answers Node itself gives, and non-preflight OPTIONS, in the same format", () => {
  it("answers 431 headers_too_large with a request id for oversized headers", async () => {
    const res = await rawRequest(`GET /api/v2/me HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    const requestId = /x-request-id: (\S+)/i.exec(res.headers)?.[1];
    expect(JSON.parse(res.body)).toEqual({ error: "headers_too_large", message: expect.any(String), requestId });
  });

  it("carries X-Request-Id on the answer to a URL that does not decode", async () => {
    const res = await call(gateway, "/api/v2/streams/%ED%A0%80");
    expectError(res, 400, { error: "invalid_request" });
  });

  it("answers 400 invalid_request for a request that is not HTTP", async () => {
    const res = await rawRequest("HELLO\r\n\r\n");
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: "invalid_request", requestId: expect.any(String) });
  });

  it("answers an OPTIONS request that is not a CORS preflight with 204, not a plain-text error", async () => {
    for (const headers of [{}, { origin: "https://example.com" }, { "access-control-request-method": "GET" }] as Record<string, string>[]) {
      const res = await fetch(`${gateway.url}/api/v2/streams`, { method: "OPTIONS", headers });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe("");
    }
  });
});

describe("failures behind the gateway", () => {
  it("answers 500 internal_error with the request id and nothing internal", async () => {
    const withBoom = await startGateway({}, {
      routes: (app) =>
        app.register(async (scope) => {
          scope.get("/boom", async () => {
            throw new Error("secret detail: connection string postgres://admin:hunter2@db");
          });
        }),
    });
    try {
      const res = await call(withBoom, "/boom");
      expectError(res, 500, { error: "internal_error" });
      expect(JSON.stringify(res.body)).not.toMatch(/secret|hunter2|at /);
    } finally {
      await withBoom.stop();
    }
  });

  it("answers 500 internal_error, and nothing internal, when a peer fails unexpectedly", async () => {
    const failing = await startGateway({
      identity: {
        authenticateApiKey: () => {
          throw new Error("secret detail: connection string postgres://admin:hunter2@db");
        },
      },
    });
    try {
      const res = await call(failing, "/api/v2/me", { headers: bearer(apiKeyOf("A".repeat(35))) });
      expectError(res, 500, { error: "internal_error" });
      expect(JSON.stringify(res.body)).not.toMatch(/secret|hunter2|at /);
    } finally {
      await failing.stop();
    }
  });

  // A real gateway (startGateway, with real RPC clients), its identity address answering nothing.
  it("answers 503 service_unavailable, and is not ready, while identity is down", async () => {
    const orphan = await startRealGateway(testEnv({}, { identity: "http://127.0.0.1:9" }));
    try {
      expectError(await call(orphan, "/api/v2/me", { headers: bearer(apiKeyOf("B".repeat(35))) }), 503, { error: "service_unavailable" });
      const ready = await call(orphan, "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ checks: { nats: true, identity: false } });
    } finally {
      await orphan.stop();
    }
  });
});
