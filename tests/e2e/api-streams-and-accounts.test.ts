import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectError, newPaidUser, newUser, send, subscriptionQuantity, type Answer, type TestUser } from "@leadstream/testing";
import { startStack, type Stack } from "./stack.js";

// Streams, segments and tracked accounts through the public API with every service behind it:
// what a stream's creation does to accounts and billing, what archiving does to an account's
// segments, the services' own refusals as the client sees them. (What the gateway decides alone,
// its validation, mapping and error format, is gateway/test/component's.)
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ sandbox: { seed: "gateway-tests" }, env: { WEBHOOKS_ALLOW_PRIVATE: "true", RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await stack?.stop();
});

describe("streams and tenancy", () => {
  const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);
  const createStream = (user: TestUser, body: unknown) => api("/streams", send(user, "POST", body));
  const timestamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

  describe("streams", () => {
    it("creates a stream from a new handle and an inline segment, then lists and inspects it", async () => {
      const user = await newPaidUser(stack);
      const created = await createStream(user, {
        pairs: [{ accountHandle: "@GwAcme", segment: { description: "Founders of B2B SaaS companies", name: "SaaS founders", appliedSearchFilters: { job_role: ["cofounder"] } } }],
        syncTimes: ["17:30", "09:00"],
        timezone: "Europe/Berlin",
        autoEnrichEmail: true,
        emailMode: "verified",
        emailDigestOverride: "daily",
        deliveryDestination: "leads_plus_webhook",
        webhookUrl: "http://127.0.0.1:9/hook",
        csvEmailRecipients: { to: "ops@example.com", cc: ["boss@example.com"], format: "xlsx" },
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        accounts: [{ handle: expect.stringMatching(/^gwacme$/i), accountId: expect.any(Number), accountCreated: true, billingDelta: "stripe_quantity_incremented" }],
        segments: [{ segmentId: expect.any(Number), segmentCreated: true }],
      });
      const { id, accounts: [account], segments: [segment] } = created.body;

      const stream = {
        id,
        name: expect.stringMatching(/^SaaS founders · @gwacme$/i),
        syncTimes: ["09:00", "17:30"],
        timezone: "Europe/Berlin",
        autoEnrichLinkedin: false,
        autoEnrichEmail: true,
        emailMode: "verified",
        emailDigestOverride: "daily",
        telegramOverride: false,
        deliveryDestination: "leads_plus_webhook",
        webhookUrl: "http://127.0.0.1:9/hook",
        csvEmailRecipients: { to: ["ops@example.com"], cc: ["boss@example.com"], format: "xlsx" },
        isActive: true,
        isArchived: false,
        createdAt: timestamp,
        updatedAt: timestamp,
        pairs: [
          {
            streamPairId: expect.any(Number),
            trackedAccountId: account.accountId,
            xHandle: expect.stringMatching(/^gwacme$/i),
            profileImageUrl: expect.any(String),
            tier: "starter",
            segmentId: segment.segmentId,
            segmentName: "SaaS founders",
            segmentDescription: "Founders of B2B SaaS companies",
          },
        ],
      };
      const listed = await api("/streams", send(user, "GET"));
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual({ streams: [stream] });

      const inspected = await api(`/streams/${id}`, send(user, "GET"));
      expect(inspected.status).toBe(200);
      expect(inspected.body).toEqual({ ...stream, nextSyncAt: timestamp, lastRunAt: null });
    });

    it("derives defaults for what was left out", async () => {
      const user = await newUser(stack.identityClient);
      const created = await createStream(user, { pairs: [{ accountHandle: "gw_defaults", segment: { description: "Marketing leads at agencies" } }] });
      expect(created.status).toBe(201);
      const stream = (await api(`/streams/${created.body.id}`, send(user, "GET"))).body;
      expect(stream).toMatchObject({
        name: expect.stringContaining("Marketing leads at agencies"),
        syncTimes: [expect.stringMatching(/^\d\d:(00|15|30|45)$/)],
        autoEnrichLinkedin: false,
        autoEnrichEmail: false,
        emailMode: "any",
        emailDigestOverride: null,
        deliveryDestination: "leads_only",
        webhookUrl: null,
        csvEmailRecipients: null,
        isActive: true,
        isArchived: false,
      });
      expect(stream.pairs[0].segmentName).toBeNull();
    });

    it("updates settings, clears them with null, and replaces pairs with a diff", async () => {
      const user = await newPaidUser(stack);
      const segment = (await api("/segments", send(user, "POST", { description: "CTOs at fintech startups" }))).body;
      const created = await createStream(user, {
        pairs: [{ accountHandle: "gw_first", segmentId: segment.id }],
        webhookUrl: "http://127.0.0.1:9/hook",
        csvEmailRecipients: { to: ["ops@example.com"], format: "csv" },
      });
      expect(created.status).toBe(201);
      const id = created.body.id;
      const firstPairId = (await api(`/streams/${id}`, send(user, "GET"))).body.pairs[0].streamPairId;

      const settings = await api(`/streams/${id}`, send(user, "PATCH", { name: "Fintech CTOs", webhookUrl: null, csvEmailRecipients: null, emailDigestOverride: "weekly", syncTimes: ["08:15"] }));
      expect(settings.status).toBe(200);
      expect(settings.body).toMatchObject({ id, name: "Fintech CTOs", webhookUrl: null, csvEmailRecipients: null, emailDigestOverride: "weekly", syncTimes: ["08:15"], nextSyncAt: timestamp, lastRunAt: null });
      expect(settings.body).not.toHaveProperty("pairsDiff");

      const cleared = await api(`/streams/${id}`, send(user, "PATCH", { emailDigestOverride: null }));
      expect(cleared.body.emailDigestOverride).toBeNull();

      const added = await api(`/streams/${id}`, send(user, "PATCH", { pairs: [{ accountId: created.body.accounts[0].accountId, segmentId: segment.id }, { accountHandle: "gw_second", segmentId: segment.id }] }));
      expect(added.status).toBe(200);
      expect(added.body.pairs).toHaveLength(2);
      expect(added.body.pairsDiff).toEqual({
        addedAccounts: [{ handle: "gw_second", accountId: expect.any(Number), accountCreated: true, billingDelta: "stripe_quantity_incremented" }],
        addedSegments: [{ segmentId: segment.id, segmentCreated: false }],
        removedPairIds: [],
      });

      const replaced = await api(`/streams/${id}`, send(user, "PATCH", { pairs: [{ accountHandle: "gw_second", segmentId: segment.id }] }));
      expect(replaced.status).toBe(200);
      expect(replaced.body.pairs.map((p: any) => p.xHandle)).toEqual(["gw_second"]);
      expect(replaced.body.pairsDiff).toEqual({ addedAccounts: [], addedSegments: [], removedPairIds: [firstPairId] });
    });

    it("pauses, archives and un-archives, and lists each state only when asked", async () => {
      const user = await newUser(stack.identityClient);
      const { id } = (await createStream(user, { pairs: [{ accountHandle: "gw_states", segment: { description: "Designers" } }] })).body;
      const listIds = async (query = "") => (await api(`/streams${query}`, send(user, "GET"))).body.streams.map((s: any) => s.id);

      const paused = await api(`/streams/${id}`, send(user, "PATCH", { isActive: false }));
      expect(paused.body).toMatchObject({ isActive: false, nextSyncAt: null });
      expect(await listIds()).toEqual([]);
      expect(await listIds("?includeInactive=true")).toEqual([id]);

      const archived = await api(`/streams/${id}`, send(user, "DELETE"));
      expect(archived.status).toBe(200);
      expect(archived.body).toMatchObject({ id, isArchived: true, nextSyncAt: null, lastRunAt: null });
      expect(await listIds("?includeInactive=true")).toEqual([]);
      expect(await listIds("?includeInactive=true&includeArchived=true")).toEqual([id]);

      const restored = await api(`/streams/${id}`, send(user, "PATCH", { isArchived: false, isActive: true }));
      expect(restored.body).toMatchObject({ isArchived: false, isActive: true, nextSyncAt: timestamp });
      expect(await listIds()).toEqual([id]);
    });

    it("answers the spec's errors for pairs it cannot make", async () => {
      const user = await newPaidUser(stack);
      const [one, two] = await Promise.all(["Founders", "Recruiters"].map(async (description) => (await api("/segments", send(user, "POST", { description }))).body.id));
      expectError(await createStream(user, { pairs: [{ accountHandle: "gw_a", segmentId: one }, { accountHandle: "gw_b", segmentId: two }] }), 400, "stream_multi_segment", { param: "pairs" });
      expectError(await createStream(user, { pairs: [{ accountHandle: "nf_gateway", segmentId: one }] }), 404, "handle_not_found", { handle: "nf_gateway" });
      expectError(await createStream(user, { pairs: [{ accountHandle: "priv_gateway", segmentId: one }] }), 422, "handle_protected", { handle: expect.any(String) });
      expectError(await createStream(user, { pairs: [{ accountHandle: "down_gateway", segmentId: one }] }), 503, "handle_lookup_failed", { handle: "down_gateway" });
      const orphan = await createStream(user, { pairs: [{ accountHandle: "gw_orphan", segment: { description: "x", appliedSearchFilters: { job_role: ["Founder", "Dragon Tamer"] } } }] });
      expectError(orphan, 400, "orphan_label", { orphans: ["Dragon Tamer"] });
      expect((await api("/accounts", send(user, "GET"))).body.accounts).toEqual([]);

      const free = await newUser(stack.identityClient);
      expect((await createStream(free, { pairs: [{ accountHandle: "gw_free_one", segment: { description: "Founders" } }] })).status).toBe(201);
      expectError(await createStream(free, { pairs: [{ accountHandle: "gw_free_two", segment: { description: "Founders" } }] }), 403, "free_account_limit");
    });
  });

  describe("tenancy", () => {
    it("never shows or changes another user's streams, segments or accounts", async () => {
      const owner = await newUser(stack.identityClient);
      const other = await newUser(stack.identityClient);
      const created = (await createStream(owner, { pairs: [{ accountHandle: "gw_private", segment: { description: "Owners' leads" } }] })).body;

      for (const init of [send(other, "GET"), send(other, "PATCH", { name: "mine now" }), send(other, "DELETE")]) {
        expectError(await api(`/streams/${created.id}`, init), 404, "not_found");
      }
      expect((await api("/streams?includeInactive=true&includeArchived=true", send(other, "GET"))).body.streams).toEqual([]);
      expect((await api("/segments?excludeArchived=false", send(other, "GET"))).body.segments).toEqual([]);
      expect((await api("/accounts", send(other, "GET"))).body.accounts).toEqual([]);

      const borrowed = [{ accountId: created.accounts[0].accountId, segment: { description: "x" } }, { accountHandle: "gw_borrower", segmentId: created.segments[0].segmentId }];
      for (const pair of borrowed) expect((await createStream(other, { pairs: [pair] })).status).toBe(404);
      expect((await api(`/streams/${created.id}`, send(owner, "GET"))).body.name).not.toBe("mine now");
    });
  });
});

describe("accounts and GET /me", () => {
  const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);
  const timestamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

  async function createStream(user: TestUser, pairs: object[]) {
    const res = await api("/streams", send(user, "POST", { pairs }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  const accountsOf = async (user: TestUser) => (await api("/accounts", send(user, "GET"))).body.accounts as any[];

  describe("accounts", () => {
    it("lists accounts with the segments of the user's non-archived streams", async () => {
      const user = await newPaidUser(stack);
      const [founders, recruiters] = await Promise.all(["Founders", "Recruiters"].map(async (description) => (await api("/segments", send(user, "POST", { description }))).body.id));
      const first = await createStream(user, [{ accountHandle: "gw_shared", accountTier: "growth", segmentId: founders }, { accountHandle: "gw_solo", segmentId: founders }]);
      const second = await createStream(user, [{ accountHandle: "gw_shared", segmentId: recruiters }]);
      const shared = first.accounts[0].accountId;
      const solo = first.accounts[1].accountId;
      expect(second.accounts).toEqual([{ handle: "gw_shared", accountId: shared, accountCreated: false, billingDelta: "none" }]);
      await api(`/streams/${first.id}`, send(user, "PATCH", { isActive: false }));

      const accounts = await accountsOf(user);
      expect(accounts).toHaveLength(2);
      expect(accounts.find((a) => a.id === shared)).toEqual({
        id: shared,
        xHandle: "gw_shared",
        displayName: expect.any(String),
        profileImageUrl: expect.any(String),
        followersCount: expect.any(Number),
        tier: "growth",
        pendingTier: null,
        pendingTierEffectiveAt: null,
        status: "active",
        assignedSegmentIds: [founders, recruiters].sort((a, b) => a - b),
        createdAt: timestamp,
      });
      expect(accounts.find((a) => a.id === solo)).toMatchObject({ tier: "starter", assignedSegmentIds: [founders] });

      await api(`/streams/${first.id}`, send(user, "DELETE"));
      const afterArchive = await accountsOf(user);
      expect(afterArchive.find((a) => a.id === shared).assignedSegmentIds).toEqual([recruiters]);
      expect(afterArchive.find((a) => a.id === solo).assignedSegmentIds).toEqual([]);
    });

    it("sleeps and wakes an account, which a free user cannot wake", async () => {
      const paid = await newPaidUser(stack);
      const [account] = (await createStream(paid, [{ accountHandle: "gw_sleeper", segment: { description: "Founders" } }])).accounts;
      const asleep = await api(`/accounts/${account.accountId}/sleep`, send(paid, "POST"));
      expect(asleep.status).toBe(200);
      expect(asleep.body).toEqual({ success: true, accountId: account.accountId, awake: false });
      expect((await accountsOf(paid))[0].status).toBe("sleeping");
      const awake = await api(`/accounts/${account.accountId}/wake`, send(paid, "POST"));
      expect(awake.body).toEqual({ success: true, accountId: account.accountId, awake: true });
      expect((await accountsOf(paid))[0].status).toBe("active");

      const free = await newUser(stack.identityClient);
      const [freeAccount] = (await createStream(free, [{ accountHandle: "gw_free_sleeper", segment: { description: "Founders" } }])).accounts;
      expect((await api(`/accounts/${freeAccount.accountId}/sleep`, send(free, "POST"))).status).toBe(200);
      expectError(await api(`/accounts/${freeAccount.accountId}/wake`, send(free, "POST")), 403, "subscription_required");
    });

    it("upgrades now, schedules a downgrade, cancels it, and refuses a sleeping account", async () => {
      const user = await newPaidUser(stack);
      const [account] = (await createStream(user, [{ accountHandle: "gw_tiers", segment: { description: "Founders" } }])).accounts;
      const changeTier = (tier: string) => api(`/accounts/${account.accountId}/change-tier`, send(user, "POST", { tier }));

      const upgraded = await changeTier("pro");
      expect(upgraded.status).toBe(200);
      expect(upgraded.body).toEqual({ success: true, accountId: account.accountId, action: "upgraded", tier: "pro", pendingTier: null, effectiveAt: null });
      expect(await changeTier("pro")).toMatchObject({ body: { action: "unchanged", tier: "pro", pendingTier: null } });

      const scheduled = await changeTier("growth");
      expect(scheduled.body).toEqual({ success: true, accountId: account.accountId, action: "downgrade_scheduled", tier: "pro", pendingTier: "growth", effectiveAt: timestamp });
      expect((await accountsOf(user))[0]).toMatchObject({ tier: "pro", pendingTier: "growth", pendingTierEffectiveAt: scheduled.body.effectiveAt });
      expect((await changeTier("pro")).body).toMatchObject({ action: "pending_cancelled", tier: "pro", pendingTier: null });

      await api(`/accounts/${account.accountId}/sleep`, send(user, "POST"));
      expectError(await changeTier("starter"), 400, "account_sleeping");
    });

    it("answers 404 for another user's account", async () => {
      const owner = await newUser(stack.identityClient);
      const other = await newPaidUser(stack);
      const [account] = (await createStream(owner, [{ accountHandle: "gw_not_yours", segment: { description: "Founders" } }])).accounts;
      for (const action of ["sleep", "wake"]) expectError(await api(`/accounts/${account.accountId}/${action}`, send(other, "POST")), 404, "not_found");
      expectError(await api(`/accounts/${account.accountId}/change-tier`, send(other, "POST", { tier: "pro" })), 404, "not_found");
      expect((await accountsOf(owner))[0]).toMatchObject({ status: "active", tier: "starter" });
    });
  });

  describe("GET /me", () => {
    it("reports the subscription, every account's budgets, credits and totals", async () => {
      const user = await newPaidUser(stack);
      await createStream(user, [{ accountHandle: "gw_budget_a", accountTier: "growth", segment: { description: "Founders" } }]);
      await stack.accountsClient.grantCredits({ userId: user.userId, amount: 25, reason: "test" });

      const res = await api("/me", send(user, "GET"));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        name: "Gateway Tester",
        email: user.email,
        subscriptionStatus: "active",
        isFreeTier: false,
        accounts: [{ accountId: expect.any(Number), xHandle: "gw_budget_a", tier: "growth", monthlyRetest: { used: 0, budget: 30, remaining: 30, billingPeriodStart: timestamp }, dailySync: { used: 0, cap: 2, remaining: 2 } }],
        credits: { balance: 25, lowBalanceThreshold: 10, isLow: false, autoTopupEnabled: false },
        totals: { monthlyRetestRemaining: 30, dailySyncRemaining: 2 },
      });
    });

    it("reports a new free user", async () => {
      const user = await newUser(stack.identityClient);
      const res = await api("/me", send(user, "GET"));
      expect(res.body).toEqual({
        name: "Gateway Tester",
        email: user.email,
        subscriptionStatus: "free_user",
        isFreeTier: true,
        accounts: [],
        credits: { balance: 0, lowBalanceThreshold: 10, isLow: true, autoTopupEnabled: false },
        totals: { monthlyRetestRemaining: 0, dailySyncRemaining: 0 },
      });
    });
  });
});

describe("Idempotency-Key across the services", () => {
  // The gateway's side (a replay reaches no service, on any replica) is gateway/test/component's.
  const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);

  it("bills a retried POST /streams once: one stream, one account, a subscription quantity of 1", async () => {
    const user = await newPaidUser(stack);
    const init = send(user, "POST", { pairs: [{ accountHandle: "gw_idem_e2e", segment: { description: "Founders of seed-stage startups" } }] }, { "idempotency-key": crypto.randomUUID() });
    const first = await api("/streams", init);
    expect(first.status).toBe(201);
    const retry = await api("/streams", init);
    expect({ status: retry.status, body: retry.body, replayed: retry.headers.get("idempotent-replayed") }).toEqual({ status: 201, body: first.body, replayed: "true" });
    expect((await api("/streams?includeInactive=true&includeArchived=true", send(user, "GET"))).body.streams).toHaveLength(1);
    expect((await api("/accounts", send(user, "GET"))).body.accounts).toHaveLength(1);
    expect(await subscriptionQuantity(stack, user.userId)).toBe(1);
  });
});

describe("segments", () => {
  const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);

  it("creates a segment with canonical labels and lists it", async () => {
    const user = await newUser(stack.identityClient);
    const created = await api(
      "/segments",
      send(user, "POST", {
        description: "Technical founders of developer-tool startups",
        name: "Dev-tool founders",
        genderValues: ["female"],
        appliedSearchFilters: { job_role: ["cofounder", "CTO"] },
        followerCountTiers: ["1k_to_10k", "10k_to_100k"],
      }),
    );
    expect(created.status).toBe(201);
    const segment = {
      id: expect.any(Number),
      userFacingId: `seg_${created.body.id}`,
      name: "Dev-tool founders",
      description: "Technical founders of developer-tool startups",
      genderValues: ["female"],
      appliedSearchFilters: { job_role: ["Co-founder", "CTO"] },
      followerCountTiers: ["1k_to_10k", "10k_to_100k"],
      linkedStreamCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    };
    expect(created.body).toEqual(segment);

    const unnamed = await api("/segments", send(user, "POST", { description: "Anyone in growth marketing" }));
    expect(unnamed.body).toMatchObject({ name: null, genderValues: [], appliedSearchFilters: {}, followerCountTiers: [] });

    const listed = await api("/segments", send(user, "GET"));
    expect(listed.status).toBe(200);
    expect(listed.body.segments).toHaveLength(2);
    expect(listed.body.segments).toContainEqual(segment);
  });

  it("refuses labels without a canonical match, listing them", async () => {
    const user = await newUser(stack.identityClient);
    const res = await api("/segments", send(user, "POST", { description: "x", appliedSearchFilters: { job_role: ["Founder", "Wizard"], skill: ["Alchemy"] } }));
    expectError(res, 400, "orphan_label", { orphans: ["Wizard", "Alchemy"] });
    expect((await api("/segments", send(user, "GET"))).body.segments).toEqual([]);
  });

  it("publishes the label table of every category", async () => {
    const user = await newUser(stack.identityClient);
    const res = await api("/segments/labels", send(user, "GET"));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.categories).sort()).toEqual(["industry", "job_role", "personality", "skill"]);
    for (const labels of Object.values(res.body.categories) as any[]) {
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label).toEqual({ name: expect.any(String), synonyms: expect.any(Array) });
    }
    expect(res.body.categories.job_role).toContainEqual({ name: "Co-founder", synonyms: expect.arrayContaining(["cofounder"]) });
  });
});

describe("inputs a service refuses", () => {
  const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);
  const MAX_ID = 2147483647;
  const pair = (overrides: object) => ({ accountHandle: "gw_inputs", segment: { description: "Founders" }, ...overrides });
  const withPair = (overrides: object) => ({ pairs: [pair(overrides)] });
  const withSegment = (overrides: object) => withPair({ segment: { description: "Founders", ...overrides } });
  const expectInvalid = (answer: Answer, param: string) => expectError(answer, 400, "invalid_request", { param });
  let user: TestUser;
  let streamId: number;
  beforeAll(async () => {
    user = await newUser(stack.identityClient);
    const created = await api("/streams", send(user, "POST", { pairs: [pair({})] }));
    expect(created.status).toBe(201);
    streamId = created.body.id;
  });

  describe("errors raised behind the gateway name the JSON path the client sent", () => {
    it("identity: an unknown time zone at sign-up", async () => {
      const body = JSON.stringify({ email: "zone@example.com", password: "long enough", timezone: "Mars/Olympus_Mons" });
      expectInvalid(await api("/auth/signup", { method: "POST", headers: { "content-type": "application/json" }, body }), "timezone");
    });

    it("streams: a repeated pair and an unknown time zone", async () => {
      const repeated = { pairs: [pair({}), pair({ accountHandle: "@GW_INPUTS", segment: undefined, segmentId: 1 }), pair({ accountHandle: "@GW_INPUTS", segment: undefined, segmentId: 1 })] };
      expect((await api("/streams", send(user, "POST", repeated))).body.param).toMatch(/^pairs\[\d\]$/);
      expectInvalid(await api(`/streams/${streamId}`, send(user, "PATCH", { timezone: "Mars/Olympus_Mons" })), "timezone");
    });

    it("classification: a blank description, alone and inside a stream's pair", async () => {
      expectInvalid(await api("/segments", send(user, "POST", { description: "   " })), "description");
      expectInvalid(await api("/streams", send(user, "POST", withSegment({ description: "   " }))), "pairs[0].segment.description");
    });

    it("accounts-billing: an account id that is not yours", async () => {
      expectError(await api("/streams", send(user, "POST", withPair({ accountHandle: undefined, accountId: MAX_ID }))), 404, "not_found", { param: "pairs[0].accountId" });
    });
  });
});
