import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, call, expectError, uniqueEmail } from "@leadstream/testing";
import { FakeIdentity, freeBillingSummary } from "./fakes.js";
import { startGateway, type ComponentGateway } from "./harness.js";

// Two replicas sharing their counters on one bus, in front of identity in memory.
let identity: FakeIdentity;
let gateway: ComponentGateway;
const fakes = () => ({ identity: identity.impl, accountsBilling: { getBillingSummary: freeBillingSummary } });
beforeAll(async () => {
  identity = new FakeIdentity();
  gateway = await startGateway(fakes(), { replicas: 2 });
});
afterAll(async () => {
  await gateway?.stop();
});

const newUser = () => identity.createUser();

/** Waits, if needed, until at least `seconds` remain in the current one-minute window. */
async function awaitWindowWithRoom(seconds: number) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 50));
}

it("lets 60 Bearer requests per minute through across replicas and refuses the 61st", { timeout: 60_000 }, async () => {
  const user = newUser();
  await awaitWindowWithRoom(20);

  for (let i = 1; i <= 60; i++) {
    const res = await call(gateway.replicas[i % 2], "/api/v2/me", { headers: bearer(user.apiKey) });
    expect(res.status, `request ${i}`).toBe(200);
    expect(res.headers.get("x-ratelimit-limit")).toBe("60");
    expect(res.headers.get("x-ratelimit-remaining")).toBe(String(60 - i));
    expect(Number(res.headers.get("x-ratelimit-reset"))).toBeGreaterThan(0);
  }

  const refused = await call(gateway.replicas[1], "/api/v2/me", { headers: bearer(user.apiKey) });
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({ error: "rate_limited", message: expect.stringContaining("60 requests per minute"), requestId: refused.headers.get("x-request-id") });
  expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
  const retryAfter = Number(refused.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(refused.headers.get("x-ratelimit-reset")).toBe(String(retryAfter));

  // The limit is per key and for Bearer calls only: the same user signed in is not limited.
  const cookie = identity.sessionCookie(user.email);
  const bySession = await call(gateway.replicas[0], "/api/v2/me", { headers: { cookie } });
  expect(bySession.status).toBe(200);
  expect(bySession.headers.get("x-ratelimit-remaining")).toBeNull();
});

it("counts concurrent requests on both replicas once each, and still allows exactly the limit in the window", { timeout: 60_000 }, async () => {
  const user = newUser();
  await awaitWindowWithRoom(20);
  const me = (i: number) => call(gateway.replicas[i % 2], "/api/v2/me", { headers: bearer(user.apiKey) });
  const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => me(i)));
  const remaining = burst.map((a) => Number(a.headers.get("x-ratelimit-remaining")));
  expect(new Set(remaining).size).toBe(10);
  expect(Math.max(...remaining)).toBe(59);
  // A replica may still hold counts it claimed in the burst (remaining skips them on the other):
  // they are used by its next requests, so the window allows 60 in all, never 61.
  const rest = [];
  for (let i = 0; i < 70; i++) rest.push((await me(i)).status);
  expect(burst.every((a) => a.status === 200)).toBe(true);
  expect(rest.filter((s) => s === 200)).toHaveLength(50);
  expect(rest.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
});

it("limits sign-up and log-in attempts per e-mail and per IP address, with Retry-After", { timeout: 30_000 }, async () => {
  // A replica of its own, with low limits and counters no other test has touched.
  const limited = await startGateway(fakes(), { env: { SIGN_IN_LIMIT_PER_IP: "5", SIGN_IN_LIMIT_PER_EMAIL: "2" } });
  const attempt = (path: string, email: string) =>
    call(limited, `/api/v2/auth/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: "not the password" }) });
  try {
    await awaitWindowWithRoom(15);
    const victim = uniqueEmail("stuffed");
    expect((await attempt("signup", victim)).status).toBe(201);
    expect((await attempt("login", victim)).status).toBe(200);
    const refused = await attempt("login", victim);
    expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Invalid bodies are refused before they count.
    expect((await attempt("login", "not an e-mail")).status).toBe(400);

    // Two more e-mails reach the address's limit of 5; the sixth attempt is refused whatever the e-mail.
    expect((await attempt("login", uniqueEmail("other"))).status).toBe(401);
    expect((await attempt("signup", uniqueEmail("other"))).status).toBe(201);
    expectError(await attempt("signup", uniqueEmail("flood")), 429, "rate_limited");
  } finally {
    await limited.stop();
  }
});
