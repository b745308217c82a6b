import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountsBillingService, IdentityService, Plan } from "@leadstream/contracts";
import { TIER } from "@leadstream/contracts/vocabulary";
import { createRpcClient } from "@leadstream/platform";
import { testEnv, uniqueEmail } from "@leadstream/testing";
import { startStack } from "./stack.js";
import { cli } from "./cli.js";

type Json = any;

describe("streams, segments, tracked accounts and billing through the public API", () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let seq = 0;

  beforeAll(async () => {
    // The randomized test makes far more than 60 calls a minute with one key.
    stack = await startStack({ sandbox: { logger: false }, env: { WEBHOOKS_ALLOW_PRIVATE: "true", RATE_LIMIT_PER_MINUTE: "100000" } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const identity = () => createRpcClient(IdentityService, { baseUrl: stack.peers.identity, internalToken: "test-internal-token", caller: "e2e" });
  const newUser = async (plan: "free" | "paid", signupIp = `198.51.100.${++seq % 250}`) => {
    const res = await identity().createUser({ email: uniqueEmail(plan), plan: plan === "paid" ? Plan.PAID : Plan.FREE, signupIp });
    return { id: res.user!.id, email: res.user!.email, key: res.apiKey };
  };
  const call = async (key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${stack.gateway.url}/api/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
  };
  const handle = (label: string) => `${label}_${Date.now().toString(36).slice(-4)}${++seq}`.slice(0, 15);
  /** The payment provider's quantity per tier. */
  const quantities = async (userId: number): Promise<Record<string, number>> => {
    const accounts = createRpcClient(AccountsBillingService, { baseUrl: stack.peers["accounts-billing"], internalToken: "test-internal-token", caller: "e2e" });
    const summary = await accounts.getBillingSummary({ userId, includeQuantities: true });
    return Object.fromEntries(summary.quantities.map((q) => [TIER.name(q.tier), q.quantity]));
  };
  const awakeByTier = async (key: string): Promise<Record<string, number>> => {
    const { body } = await call(key, "GET", "/accounts");
    const counts: Record<string, number> = { starter: 0, growth: 0, pro: 0 };
    for (const a of body.accounts) if (a.status === "active") counts[a.tier]++;
    return counts;
  };

  it("creates, inspects, updates, pauses and archives a stream", async () => {
    const u = await newUser("paid");
    const segment = await call(u.key, "POST", "/segments", { name: "SaaS founders", description: "Founders of B2B SaaS companies", appliedSearchFilters: { job_role: ["founder", "CEO"], industry: ["saas"] } });
    expect(segment.status).toBe(201);
    expect(segment.body).toMatchObject({ userFacingId: `seg_${segment.body.id}`, appliedSearchFilters: { job_role: ["Founder", "CEO"], industry: ["SaaS"] }, linkedStreamCount: 0 });

    const [h1, h2, h3] = [handle("Alice"), handle("bob"), handle("carol")];
    const created = await call(u.key, "POST", "/streams", { pairs: [{ accountHandle: `@${h1.toUpperCase()}`, segmentId: segment.body.id }, { accountHandle: h2, segmentId: segment.body.id }], syncTimes: ["18:30", "09:00"], timezone: "europe/paris" });
    expect(created.status).toBe(201);
    expect(created.body.accounts).toEqual([
      expect.objectContaining({ accountCreated: true, billingDelta: "stripe_quantity_incremented" }),
      expect.objectContaining({ handle: expect.stringMatching(new RegExp(h2, "i")), accountCreated: true, billingDelta: "stripe_quantity_incremented" }),
    ]);
    expect(created.body.segments).toEqual([{ segmentId: segment.body.id, segmentCreated: false }]);

    const detail = await call(u.key, "GET", `/streams/${created.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ name: "SaaS founders · 2 accounts", syncTimes: ["09:00", "18:30"], timezone: "Europe/Paris", isActive: true, isArchived: false, deliveryDestination: "leads_only", emailMode: "any", webhookUrl: null, lastRunAt: null });
    expect(detail.body.pairs).toHaveLength(2);
    expect(detail.body.pairs[0]).toMatchObject({ segmentId: segment.body.id, segmentName: "SaaS founders", segmentDescription: "Founders of B2B SaaS companies", tier: "starter" });
    expect(Date.parse(detail.body.nextSyncAt)).toBeGreaterThan(Date.now());
    expect(await quantities(u.id)).toEqual({ starter: 2, growth: 0, pro: 0 });

    const me = await call(u.key, "GET", "/me");
    expect(me.body).toMatchObject({ subscriptionStatus: "active", isFreeTier: false });
    expect(me.body.accounts).toHaveLength(2);
    expect(me.body.accounts[0]).toMatchObject({ tier: "starter", monthlyRetest: { used: 0, budget: 12, remaining: 12 }, dailySync: { used: 0, cap: 1, remaining: 1 } });
    expect(me.body.totals).toEqual({ monthlyRetestRemaining: 24, dailySyncRemaining: 2 });

    await expect.poll(async () => (await call(u.key, "GET", "/segments")).body.segments.find((s: Json) => s.id === segment.body.id)?.linkedStreamCount).toBe(1);
    const accounts = await call(u.key, "GET", "/accounts");
    expect(accounts.body.accounts.map((a: Json) => a.assignedSegmentIds)).toEqual([[segment.body.id], [segment.body.id]]);

    // Replace bob by carol: bob stays tracked and billed until slept (spec 3).
    const bobPair = detail.body.pairs.find((p: Json) => p.xHandle.toLowerCase() === h2.toLowerCase());
    const patched = await call(u.key, "PATCH", `/streams/${created.body.id}`, { pairs: [{ accountHandle: h1, segmentId: segment.body.id }, { accountHandle: h3, segmentId: segment.body.id }], name: "Renamed" });
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe("Renamed");
    expect(patched.body.pairsDiff).toEqual({
      addedAccounts: [expect.objectContaining({ accountCreated: true, billingDelta: "stripe_quantity_incremented" })],
      addedSegments: [{ segmentId: segment.body.id, segmentCreated: false }],
      removedPairIds: [bobPair.streamPairId],
    });
    expect(await quantities(u.id)).toEqual({ starter: 3, growth: 0, pro: 0 });

    expect((await call(u.key, "PATCH", `/streams/${created.body.id}`, { isActive: false })).body.isActive).toBe(false);
    expect((await call(u.key, "GET", "/streams")).body.streams.map((s: Json) => s.id)).not.toContain(created.body.id);
    expect((await call(u.key, "GET", "/streams?includeInactive=true")).body.streams.map((s: Json) => s.id)).toContain(created.body.id);
    expect((await call(u.key, "GET", `/streams/${created.body.id}`)).body.nextSyncAt).toBeNull();

    const archived = await call(u.key, "DELETE", `/streams/${created.body.id}`);
    expect(archived.body.isArchived).toBe(true);
    expect((await call(u.key, "GET", "/streams?includeInactive=true")).body.streams.map((s: Json) => s.id)).not.toContain(created.body.id);
    expect((await call(u.key, "GET", "/streams?includeInactive=true&includeArchived=true")).body.streams.map((s: Json) => s.id)).toContain(created.body.id);
    await expect.poll(async () => (await call(u.key, "GET", "/segments")).body.segments.find((s: Json) => s.id === segment.body.id)?.linkedStreamCount).toBe(0);
  });

  it("two concurrent creates naming the same new handle create one account and raise the quantity by one", async () => {
    const u = await newUser("paid");
    const h = handle("race");
    const body = (n: number) => ({ name: `race ${n}`, pairs: [{ accountHandle: h, accountTier: "growth", segment: { description: `race segment ${n}` } }] });
    const [a, b] = await Promise.all([call(u.key, "POST", "/streams", body(1)), call(u.key, "POST", "/streams", body(2))]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.accounts[0].accountId).toBe(b.body.accounts[0].accountId);
    expect([a.body.accounts[0].accountCreated, b.body.accounts[0].accountCreated].sort()).toEqual([false, true]);
    expect(await quantities(u.id)).toEqual({ starter: 0, growth: 1, pro: 0 });
  });

  it("a failure halfway leaves nothing behind: no stream, no account, no segment, no quantity change", async () => {
    const u = await newUser("paid");
    await call(u.key, "POST", "/streams", { pairs: [{ accountHandle: handle("keep"), segment: { description: "kept" } }] });
    const before = { streams: (await call(u.key, "GET", "/streams?includeInactive=true&includeArchived=true")).body, accounts: (await call(u.key, "GET", "/accounts")).body, segments: (await call(u.key, "GET", "/segments")).body, quantities: await quantities(u.id) };
    const segmentBody = { description: "never created", appliedSearchFilters: { job_role: ["Founder"] } };
    const failing = await call(u.key, "POST", "/streams", { pairs: [handle("one"), handle("two"), handle("nf_ghost"), handle("four"), handle("five")].map((h) => ({ accountHandle: h, segment: segmentBody })) });
    // Five inline segments are five segments: use one inline segment on the first pair and refer to nothing else.
    expect(failing.status).toBe(400);
    expect(failing.body.error).toBe("stream_multi_segment");
    const segment = await call(u.key, "POST", "/segments", { description: "shared" });
    const halfway = await call(u.key, "POST", "/streams", { pairs: ["one", "two", "nf_ghost", "four", "five"].map((l) => ({ accountHandle: l === "nf_ghost" ? `nf_${seq++}` : handle(l), segmentId: segment.body.id })) });
    expect(halfway.status).toBe(404);
    expect(halfway.body).toMatchObject({ error: "handle_not_found", message: expect.any(String), requestId: expect.any(String) });
    const protectedHandle = await call(u.key, "POST", "/streams", { pairs: [{ accountHandle: handle("ok"), segmentId: segment.body.id }, { accountHandle: `priv_${seq++}`, segmentId: segment.body.id }] });
    expect(protectedHandle.status).toBe(422);
    expect(protectedHandle.body.error).toBe("handle_protected");
    const down = await call(u.key, "POST", "/streams", { pairs: [{ accountHandle: `down_${seq++}`, segment: { description: "inline, must not survive" } }] });
    expect(down.status).toBe(503);
    expect(down.body.error).toBe("handle_lookup_failed");

    expect((await call(u.key, "GET", "/streams?includeInactive=true&includeArchived=true")).body).toEqual(before.streams);
    expect((await call(u.key, "GET", "/accounts")).body).toEqual(before.accounts);
    expect((await call(u.key, "GET", "/segments")).body.segments.map((s: Json) => s.id).sort()).toEqual([...before.segments.segments.map((s: Json) => s.id), segment.body.id].sort());
    expect(await quantities(u.id)).toEqual(before.quantities);
  });

  it("applies the free-tier rules and the subscription requirement", async () => {
    const ip = "203.0.113.77";
    const free = await newUser("free", ip);
    const first = await call(free.key, "POST", "/streams", { pairs: [{ accountHandle: handle("free"), segment: { description: "anyone" } }] });
    expect(first.status).toBe(201);
    expect((await call(free.key, "GET", "/me")).body).toMatchObject({ subscriptionStatus: "free_user", isFreeTier: true });
    const second = await call(free.key, "POST", "/streams", { pairs: [{ accountHandle: handle("free2"), segment: { description: "anyone" } }] });
    expect(second.status).toBe(403);
    expect(second.body.error).toBe("free_account_limit");
    const sameIp = await newUser("free", ip);
    const dup = await call(sameIp.key, "POST", "/streams", { pairs: [{ accountHandle: handle("dup"), segment: { description: "anyone" } }] });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe("free_account_ip_duplicate");
    const accountId = first.body.accounts[0].accountId;
    expect((await call(free.key, "POST", `/accounts/${accountId}/sleep`)).body).toEqual({ success: true, accountId, awake: false });
    const wake = await call(free.key, "POST", `/accounts/${accountId}/wake`);
    expect(wake.status).toBe(403);
    expect(wake.body.error).toBe("subscription_required");

    const paid = await newUser("paid");
    await cli(testEnv({}, stack.peers), "subscriptions:set", "--email", paid.email, "--status", "past_due");
    const lapsed = await call(paid.key, "POST", "/streams", { pairs: [{ accountHandle: handle("lapsed"), segment: { description: "anyone" } }] });
    expect(lapsed.status).toBe(403);
    expect(lapsed.body.error).toBe("subscription_required");
  });

  it("sleep, wake and change-tier keep each tier's quantity equal to its awake accounts (randomized)", async () => {
    const u = await newUser("paid");
    const segment = (await call(u.key, "POST", "/segments", { description: "property" })).body.id;
    const pool = Array.from({ length: 5 }, (_, i) => handle(`p${i}`));
    let state = 20261122;
    const rand = (n: number) => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state % n;
    };
    const tiers = ["starter", "growth", "pro"];
    const streams: number[] = [];
    const succeeded: Record<string, number> = {};
    for (let step = 0; step < 60; step++) {
      const accounts = (await call(u.key, "GET", "/accounts")).body.accounts as Json[];
      const account = accounts.length ? accounts[rand(accounts.length)] : undefined;
      const choice = rand(5);
      const op = !account ? "create" : (["create", "replace-pairs", "sleep", "wake", "change-tier"][choice] as string);
      let res;
      if (op === "create") {
        res = await call(u.key, "POST", "/streams", { pairs: [{ accountHandle: pool[rand(pool.length)], accountTier: tiers[rand(3)], segmentId: segment }] });
        if (res.status === 201) streams.push(res.body.id);
      } else if (op === "replace-pairs") {
        if (!streams.length) continue;
        res = await call(u.key, "PATCH", `/streams/${streams[rand(streams.length)]}`, { pairs: [{ accountHandle: pool[rand(pool.length)], segmentId: segment }] });
      } else if (op === "sleep") res = await call(u.key, "POST", `/accounts/${account!.id}/sleep`);
      else if (op === "wake") res = await call(u.key, "POST", `/accounts/${account!.id}/wake`);
      else res = await call(u.key, "POST", `/accounts/${account!.id}/change-tier`, { tier: tiers[rand(3)] });
      expect(res.status, `${op}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      if (res.status < 300) succeeded[op] = (succeeded[op] ?? 0) + 1;
      expect(await quantities(u.id), `after step ${step} (${op})`).toEqual(await awakeByTier(u.key));
    }
    // The sequence really exercised every kind of change.
    for (const op of ["create", "replace-pairs", "sleep", "wake", "change-tier"]) expect(succeeded[op], op).toBeGreaterThan(0);
  });

  it("a retried POST /streams with the same Idempotency-Key returns the first response and bills once", async () => {
    const u = await newUser("paid");
    const body = { pairs: [{ accountHandle: handle("idem"), segment: { description: "idempotent" } }] };
    const first = await call(u.key, "POST", "/streams", body, { "idempotency-key": "retry-me-1" });
    const retry = await call(u.key, "POST", "/streams", body, { "idempotency-key": "retry-me-1" });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect((await call(u.key, "GET", "/streams")).body.streams).toHaveLength(1);
    expect(await quantities(u.id)).toEqual({ starter: 1, growth: 0, pro: 0 });
  });

  it("no user can see or change another user's streams, segments or accounts", async () => {
    const a = await newUser("paid");
    const b = await newUser("paid");
    const created = await call(a.key, "POST", "/streams", { pairs: [{ accountHandle: handle("mine"), segment: { description: "private" } }] });
    const streamId = created.body.id;
    const accountId = created.body.accounts[0].accountId;
    const segmentId = created.body.segments[0].segmentId;
    for (const [method, path, body] of [
      ["GET", `/streams/${streamId}`],
      ["PATCH", `/streams/${streamId}`, { name: "stolen" }],
      ["DELETE", `/streams/${streamId}`],
      ["POST", `/accounts/${accountId}/sleep`],
      ["POST", `/accounts/${accountId}/wake`],
      ["POST", `/accounts/${accountId}/change-tier`, { tier: "pro" }],
      ["POST", "/streams", { pairs: [{ accountId, segment: { description: "borrowed account" } }] }],
      ["POST", "/streams", { pairs: [{ accountHandle: handle("theirs"), segmentId }] }],
    ] as [string, string, unknown?][]) {
      const res = await call(b.key, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await call(b.key, "GET", "/streams?includeInactive=true&includeArchived=true")).body.streams).toEqual([]);
    expect((await call(b.key, "GET", "/segments")).body.segments).toEqual([]);
    expect((await call(b.key, "GET", "/accounts")).body.accounts).toEqual([]);
    const untouched = await call(a.key, "GET", `/streams/${streamId}`);
    expect(untouched.body).toMatchObject({ isArchived: false, name: created.body.name ?? untouched.body.name });
  });
});
