import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpanKind } from "@opentelemetry/api";
import { bearer, call, installTestTracing, newUser, testEnv, uniqueEmail } from "@leadstream/testing";
import { startStack } from "./stack.js";
import { cli } from "./cli.js";

// Before anything starts: the gateway and the services (same process) export into this exporter.
const exporter = installTestTracing();
type ReadableSpan = ReturnType<typeof exporter.getFinishedSpans>[number];

describe("a newcomer's first minutes, through the public API", () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let cliEnv: Record<string, string | undefined>;
  beforeAll(async () => {
    stack = await startStack({ gateways: 2 });
    cliEnv = testEnv({}, stack.peers);
  });
  afterAll(() => stack?.stop());

  const api = (path: string, init: RequestInit = {}, gateway = 0) => fetch(`${stack.gateways[gateway].url}/api/v2${path}`, init);
  const origin = () => stack.gateway.url;

  it("runs every service, each ready with its database and NATS", async () => {
    for (const [name, url] of Object.entries(stack.peers)) {
      const res = await fetch(`${url}/readyz`);
      expect(res.status, name).toBe(200);
    }
    const ready = await fetch(`${stack.gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ checks: { nats: true, identity: true } });
  });

  it("signs up, creates a key, and uses it and the session on both gateway replicas", async () => {
    const email = uniqueEmail("newcomer");
    const signup = await api("/auth/signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: "correct horse battery", name: "New Comer" }) });
    expect(signup.status).toBe(201);
    const cookie = signup.headers.get("set-cookie")!.split(";")[0];
    expect(cookie).toMatch(/^session=.+/);

    const created = await api("/api-keys", { method: "POST", headers: { cookie, origin: origin() } });
    expect(created.status).toBe(201);
    const { apiKey } = (await created.json()) as { apiKey: string };
    expect(apiKey).toMatch(/^svc_[A-Za-z0-9]{41}$/);

    for (const gateway of [0, 1]) {
      const me = await api("/me", { headers: { authorization: `Bearer ${apiKey}` } }, gateway);
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ name: "New Comer", email, subscriptionStatus: "free_user", isFreeTier: true });
      expect(me.headers.get("x-ratelimit-limit")).toBe("60");
    }
    const bySession = await api("/me", { headers: { cookie } }, 1);
    expect(bySession.status).toBe(200);
    expect(bySession.headers.get("x-ratelimit-limit")).toBeNull();

    const logout = await api("/auth/logout", { method: "POST", headers: { cookie, origin: origin() } });
    expect(logout.status).toBe(200);
    expect((await api("/me", { headers: { cookie } })).status).toBe(401);
  });

  it("lets an operator create users, keys and sessions with the CLI", async () => {
    const email = uniqueEmail("operator-made");
    const user = await cli<{ userId: number; teamId: number; apiKey: string }>(cliEnv, "users:create", "--email", email, "--name", "Op Made", "--plan", "paid", "--signup-ip", "203.0.113.7");
    expect(user.userId).toBeGreaterThan(0);
    expect(user.teamId).toBeGreaterThan(0);
    expect((await api("/me", { headers: { authorization: `Bearer ${user.apiKey}` } }, 1)).status).toBe(200);

    const key = await cli<{ keyId: number; apiKey: string }>(cliEnv, "keys:create", "--email", email);
    expect(key.apiKey).not.toBe(user.apiKey);
    expect((await api("/me", { headers: { authorization: `Bearer ${key.apiKey}` } })).status).toBe(200);
    const old = await api("/me", { headers: { authorization: `Bearer ${user.apiKey}` } }, 1);
    expect(old.status).toBe(401);
    expect(await old.json()).toMatchObject({ error: "invalid_key" });

    const session = await cli<{ cookie: string }>(cliEnv, "sessions:create", "--email", email);
    const me = await api("/me", { headers: { cookie: session.cookie } });
    expect(await me.json()).toMatchObject({ name: "Op Made", email });
  });

  it("the CLI reports an unknown user as an error, not a crash", async () => {
    await expect(cli(cliEnv, "keys:create", "--email", uniqueEmail("nobody"))).rejects.toThrow(/not_found/);
  });

  describe("one trace across the gateway and the services", () => {
    it("puts identity's server span in the gateway request's trace, under its request span", async () => {
      const user = await newUser(stack.identityClient);
      exporter.reset();
      const res = await call(stack.gateway, "/api/v2/me", { headers: bearer(user.apiKey) });
      expect(res.status).toBe(200);

      const spans = exporter.getFinishedSpans();
      const request = spans.find((s) => s.name === "GET /api/v2/me" && s.attributes["http.route"] === "/api/v2/me");
      const getUser = spans.find((s) => s.kind === SpanKind.SERVER && s.name === "leadstream.identity.v1.IdentityService/GetUser");
      expect(request).toBeDefined();
      expect(getUser).toBeDefined();
      expect(getUser!.spanContext().traceId).toBe(request!.spanContext().traceId);
      expect(ancestors(getUser!, spans)).toContain(request!.spanContext().spanId);
    });

    it("rejects a malformed key without calling identity", async () => {
      exporter.reset();
      const res = await call(stack.gateway, "/api/v2/me", { headers: bearer("svc_!!") });
      expect(res.status).toBe(401);
      expect(exporter.getFinishedSpans().filter((s) => s.name.startsWith("leadstream.identity"))).toEqual([]);
    });
  });
});

/** Span ids from `span`'s parent up to its trace's root. */
function ancestors(span: ReadableSpan, spans: ReadableSpan[]): string[] {
  const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
  const chain: string[] = [];
  for (let parent = span.parentSpanContext?.spanId; parent; parent = byId.get(parent)?.parentSpanContext?.spanId) chain.push(parent);
  return chain;
}
