import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, call, uniqueEmail, type Answer } from "@leadstream/testing";
import { FakeIdentity, freeBillingSummary } from "./fakes.js";
import { startGateway, type ComponentGateway } from "./harness.js";

// Two replicas on one bus, in front of identity in memory: it publishes revocations as the real
// one does, so a replica that cached a credential must drop it on the event.
const ORIGIN = "http://127.0.0.1:8080";
let identity: FakeIdentity;
let gateway: ComponentGateway;
beforeAll(async () => {
  gateway = await startGateway(
    (bus) => {
      identity = new FakeIdentity(bus);
      return { identity: identity.impl, accountsBilling: { getBillingSummary: freeBillingSummary } };
    },
    { replicas: 2 },
  );
});
afterAll(async () => {
  await gateway?.stop();
});

const newUser = () => identity.createUser();
const sessionCookie = async (email: string) => identity.sessionCookie(email);
const replica = (i: 0 | 1) => gateway.replicas[i];
const me = (i: 0 | 1, headers: Record<string, string>) => call(replica(i), "/api/v2/me", { headers });
const cookieOf = (answer: Answer) => answer.headers.get("set-cookie")!.split(";")[0];

function expectError(answer: Answer, status: number, error: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ error, message: expect.any(String), requestId: answer.headers.get("x-request-id") });
}

describe("API keys", () => {
  it("answers GET /api/v2/me for a valid key, with the rate-limit headers", async () => {
    const user = newUser();
    const res = await me(0, bearer(user.apiKey));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: "Gateway Tester",
      email: user.email,
      subscriptionStatus: "free_user",
      isFreeTier: true,
      accounts: [],
      credits: { balance: 0, lowBalanceThreshold: 10, isLow: true, autoTopupEnabled: false },
      totals: { monthlyRetestRemaining: 0, dailySyncRemaining: 0 },
    });
    expect(res.headers.get("x-ratelimit-limit")).toBe("60");
    expect(res.headers.get("x-ratelimit-remaining")).toBe("59");
  });

  it("refuses a missing key, and a malformed one without asking identity", async () => {
    const user = newUser();
    gateway.calls.clear();
    const last = user.apiKey.at(-1) === "A" ? "B" : "A";
    const badChecksum = user.apiKey.slice(0, -1) + last;
    expect(badChecksum).toHaveLength(45);

    expectError(await me(0, {}), 401, "missing_key");
    expectError(await me(0, { authorization: "Bearer " }), 401, "missing_key");
    expectError(await me(0, bearer(badChecksum)), 401, "invalid_key_format");
    expectError(await me(0, bearer("not-a-key!")), 401, "invalid_key_format");
    expectError(await me(0, { authorization: `Basic ${user.apiKey}` }), 401, "invalid_key_format");
    expect(gateway.calls.methods()).toEqual([]);
  });

  it("refuses a revoked key on every replica, including one that had it cached", async () => {
    const user = newUser();
    expect((await me(0, bearer(user.apiKey))).status).toBe(200);
    expect((await me(1, bearer(user.apiKey))).status).toBe(200);
    await identity.revokeKey(user.apiKeyId);
    expectError(await me(0, bearer(user.apiKey)), 401, "invalid_key");
    expectError(await me(1, bearer(user.apiKey)), 401, "invalid_key");
  });

  it("drops a regenerated key on every replica at once, including one that had it cached", async () => {
    const user = newUser();
    const cookie = await sessionCookie(user.email);
    expect((await me(1, bearer(user.apiKey))).status).toBe(200);
    expect((await me(1, bearer(user.apiKey))).status).toBe(200);

    const regenerated = await call(replica(0), "/api/v2/api-keys", { method: "POST", headers: { cookie, origin: ORIGIN } });
    expect(regenerated.status).toBe(201);
    expect(regenerated.body).toEqual({
      id: expect.any(Number),
      apiKey: expect.stringMatching(/^svc_[0-9A-Za-z]{41}$/),
      hint: expect.any(String),
      createdAt: expect.any(String),
      replacedKeyId: user.apiKeyId,
    });

    expectError(await me(1, bearer(user.apiKey)), 401, "invalid_key");
    expect((await me(1, bearer(regenerated.body.apiKey))).status).toBe(200);
  });

  it("revokes a key from the key list (session) and from the extension (the key itself)", async () => {
    const user = newUser();
    const cookie = await sessionCookie(user.email);
    expect((await me(1, bearer(user.apiKey))).status).toBe(200);

    const revoked = await call(replica(0), `/api/v2/api-keys/${user.apiKeyId}`, { method: "DELETE", headers: { cookie, origin: ORIGIN } });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true });
    expectError(await me(1, bearer(user.apiKey)), 401, "invalid_key");

    const second = await call(replica(0), "/api/v2/api-keys", { method: "POST", headers: { cookie, origin: ORIGIN } });
    expect(second.body.replacedKeyId).toBeNull();
    const signOut = await call(replica(1), `/api/v2/lookups/api-keys/${second.body.id}`, { method: "DELETE", headers: bearer(second.body.apiKey) });
    expect(signOut.status).toBe(200);
    expect(signOut.body).toEqual({ success: true });
    expectError(await me(0, bearer(second.body.apiKey)), 401, "invalid_key");
    expectError(await me(1, bearer(second.body.apiKey)), 401, "invalid_key");

    // The extension's sign-out also takes the session cookie (the spec's default credential)...
    const third = await call(replica(0), "/api/v2/api-keys", { method: "POST", headers: { cookie, origin: ORIGIN } });
    const bySession = await call(replica(1), `/api/v2/lookups/api-keys/${third.body.id}`, { method: "DELETE", headers: { cookie, origin: ORIGIN } });
    expect(bySession.status).toBe(200);
    expectError(await me(0, bearer(third.body.apiKey)), 401, "invalid_key");
    // ...and another user's key id stays not found, and that key keeps working.
    const other = newUser();
    expectError(await call(replica(0), `/api/v2/lookups/api-keys/${other.apiKeyId}`, { method: "DELETE", headers: { cookie, origin: ORIGIN } }), 404, "not_found");
    expect((await me(0, bearer(other.apiKey))).status).toBe(200);
  });

  it("lists keys without the keys themselves", async () => {
    const user = newUser();
    const cookie = await sessionCookie(user.email);
    await me(0, bearer(user.apiKey));
    const res = await call(replica(0), "/api/v2/api-keys", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      keys: [{ id: user.apiKeyId, hint: expect.any(String), legacy: false, createdAt: expect.any(String), revokedAt: null, lastUsedAt: expect.any(String) }],
    });
    expect(JSON.stringify(res.body)).not.toContain(user.apiKey);
  });

  it("answers 404 for another user's key and 400 naming the param for a non-integer id", async () => {
    const owner = newUser();
    const other = newUser();
    const cookie = await sessionCookie(other.email);
    expectError(await call(replica(0), `/api/v2/api-keys/${owner.apiKeyId}`, { method: "DELETE", headers: { cookie, origin: ORIGIN } }), 404, "not_found");
    expect((await me(0, bearer(owner.apiKey))).status).toBe(200);

    for (const id of ["abc", "1.5", "0"]) {
      const res = await call(replica(0), `/api/v2/api-keys/${id}`, { method: "DELETE", headers: { cookie, origin: ORIGIN } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "invalid_request", message: expect.stringContaining("id"), param: "id", requestId: res.headers.get("x-request-id") });
    }
  });
});

describe("sessions", () => {
  it("signs up, reads /me with the cookie, logs out and in again", async () => {
    const email = uniqueEmail("signup");
    const signup = await call(replica(0), "/api/v2/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "correct horse battery", name: "Ada", timezone: "Europe/Berlin" }),
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({ user: { id: expect.any(Number), email, name: "Ada", timezone: "Europe/Berlin" } });
    expect(signup.headers.get("set-cookie")).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = cookieOf(signup);

    const mine = await me(1, { cookie });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ name: "Ada", email });
    expect(mine.headers.get("x-ratelimit-limit")).toBeNull();

    const logout = await call(replica(0), "/api/v2/auth/logout", { method: "POST", headers: { cookie, origin: ORIGIN } });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true });
    expect(logout.headers.get("set-cookie")).toMatch(/^session=; Max-Age=0; Path=\//);
    expectError(await me(1, { cookie }), 401, "unauthenticated");

    const login = await call(replica(1), "/api/v2/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "correct horse battery" }),
    });
    expect(login.status).toBe(200);
    expect(login.body).toEqual(signup.body);
    expect((await me(0, { cookie: cookieOf(login) })).status).toBe(200);

    const wrong = await call(replica(1), "/api/v2/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "not the password" }),
    });
    expectError(wrong, 401, "invalid_credentials");
  });

  it("refuses a cookie request that changes state without a matching Origin (CSRF)", async () => {
    const user = newUser();
    const cookie = await sessionCookie(user.email);
    expectError(await call(replica(0), "/api/v2/api-keys", { method: "POST", headers: { cookie } }), 403, "csrf_origin_mismatch");
    expectError(await call(replica(0), "/api/v2/api-keys", { method: "POST", headers: { cookie, origin: "https://evil.example" } }), 403, "csrf_origin_mismatch");
    expectError(await call(replica(0), "/api/v2/auth/logout", { method: "POST", headers: { cookie } }), 403, "csrf_origin_mismatch");
    // The old key still works: nothing was regenerated.
    expect((await me(0, bearer(user.apiKey))).status).toBe(200);
  });

  it("keeps each route to the credentials it declares", async () => {
    const user = newUser();
    // Key routes take the session cookie only...
    expectError(await call(replica(0), "/api/v2/api-keys", { headers: bearer(user.apiKey) }), 401, "unauthenticated");
    // ...and an unknown session is not a key error.
    expectError(await me(0, { cookie: "session=not-a-session" }), 401, "unauthenticated");
  });
});

describe("credential renewal", () => {
  // Identity without a bus: its revocations never reach the gateway, as when an event is lost.
  // Cached for one second, so renewal is due from half a second (at the latest three quarters).
  let quiet: FakeIdentity;
  let renewing: ComponentGateway;
  beforeAll(async () => {
    quiet = new FakeIdentity();
    renewing = await startGateway({ identity: quiet.impl, accountsBilling: { getBillingSummary: freeBillingSummary } }, { env: { KEY_CACHE_TTL_SECONDS: "1" } });
  });
  afterAll(async () => {
    await renewing?.stop();
  });
  const meAt = (headers: Record<string, string>) => call(renewing, "/api/v2/me", { headers });
  const asked = (method: string) => renewing.calls.methods().filter((m) => m === method).length;
  const pastRenewalTime = () => new Promise((resolve) => setTimeout(resolve, 800));

  it("renews a key in use before it expires, and drops it once identity refuses it", async () => {
    const user = quiet.createUser();
    renewing.calls.clear();
    expect((await meAt(bearer(user.apiKey))).status).toBe(200);
    expect((await meAt(bearer(user.apiKey))).status).toBe(200);
    expect(asked("authenticateApiKey")).toBe(1);

    await pastRenewalTime();
    // Answered from the cache; the renewal runs alongside.
    expect((await meAt(bearer(user.apiKey))).status).toBe(200);
    await vi.waitFor(() => expect(asked("authenticateApiKey")).toBe(2));

    await quiet.revokeKey(user.apiKeyId);
    await pastRenewalTime();
    expect((await meAt(bearer(user.apiKey))).status).toBe(200); // still within the renewed entry's TTL
    await vi.waitFor(() => expect(asked("authenticateApiKey")).toBe(3));
    await vi.waitFor(async () => expectError(await meAt(bearer(user.apiKey)), 401, "invalid_key"));
  });

  it("renews a session in use before it expires", async () => {
    const user = quiet.createUser();
    const cookie = quiet.sessionCookie(user.email);
    renewing.calls.clear();
    expect((await meAt({ cookie })).status).toBe(200);
    await pastRenewalTime();
    expect((await meAt({ cookie })).status).toBe(200);
    await vi.waitFor(() => expect(asked("authenticateSession")).toBe(2));
  });
});
