import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, call, newUser, sessionCookie, startStack, type Stack } from "./harness.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(2);
});
afterAll(async () => {
  await stack?.stop();
});

/** Waits, if needed, until at least `seconds` remain in the current one-minute window. */
async function awaitWindowWithRoom(seconds: number) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 50));
}

it("lets 60 Bearer requests per minute through across replicas and refuses the 61st", { timeout: 60_000 }, async () => {
  const user = await newUser(stack.identityClient);
  await awaitWindowWithRoom(20);

  for (let i = 1; i <= 60; i++) {
    const res = await call(stack.gateways[i % 2], "/api/v2/me", { headers: bearer(user.apiKey) });
    expect(res.status, `request ${i}`).toBe(200);
    expect(res.headers.get("x-ratelimit-limit")).toBe("60");
    expect(res.headers.get("x-ratelimit-remaining")).toBe(String(60 - i));
    expect(Number(res.headers.get("x-ratelimit-reset"))).toBeGreaterThan(0);
  }

  const refused = await call(stack.gateways[1], "/api/v2/me", { headers: bearer(user.apiKey) });
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({ error: "rate_limited", message: expect.stringContaining("60 requests per minute"), requestId: refused.headers.get("x-request-id") });
  expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
  const retryAfter = Number(refused.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(refused.headers.get("x-ratelimit-reset")).toBe(String(retryAfter));

  // The limit is per key and for Bearer calls only: the same user signed in is not limited.
  const cookie = await sessionCookie(stack.identityClient, user.email);
  const bySession = await call(stack.gateways[0], "/api/v2/me", { headers: { cookie } });
  expect(bySession.status).toBe(200);
  expect(bySession.headers.get("x-ratelimit-remaining")).toBeNull();
});

it("counts concurrent requests on both replicas exactly once each", async () => {
  const user = await newUser(stack.identityClient);
  await awaitWindowWithRoom(10);
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call(stack.gateways[i % 2], "/api/v2/me", { headers: bearer(user.apiKey) })));
  const remaining = answers.map((a) => Number(a.headers.get("x-ratelimit-remaining"))).sort((a, b) => a - b);
  expect(remaining).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
});
