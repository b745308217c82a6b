import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LeadSourceType, MatchConfidence, type Lead } from "@leadstream/contracts";
import { MATCH_CONFIDENCE } from "@leadstream/contracts/vocabulary";
import { call, expectError, newPaidUser, newUser, send, sessionCookie, subscriptionQuantity, type Answer, type TestUser } from "@leadstream/testing";
import { startStack, type Stack } from "./stack.js";

// The public API with every service behind it, on one stack: what a stream's creation does to
// accounts and billing, what archiving does to an account's segments, runs started by hand as
// streams and the budgets see them, leads recorded as a run's worker records them and read,
// filtered, paged, exported and judged, DM templates as the leads service keeps them, and each
// service's own refusals as the client sees them. What the gateway decides alone (validation,
// mapping, auth, error format, rate limits, idempotency) is gateway/test/component's.
let stack: Stack;
beforeAll(async () => {
  // Each test makes many requests with one key: lift the rate limit so it is not what answers.
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
        autoEnrichEmail: false,
        emailMode: "any",
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

describe("runs", () => {
  const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);
  const timestamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  const MAX_ID = 2147483647;

  async function newStream(user: TestUser, handle: string) {
    const created = await api("/streams", send(user, "POST", { pairs: [{ accountHandle: handle, segment: { description: "Founders of B2B SaaS companies" } }] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { id: created.body.id as number, accountId: created.body.accounts[0].accountId as number, segmentId: created.body.segments[0].segmentId as number };
  }

  describe("runs", () => {
    it("runs a stream by hand: one queued run per account, readable in the stream's history, the run list and on its own", async () => {
      const user = await newPaidUser(stack);
      const stream = await newStream(user, "gw_run_now");
      // No body at all is the same as {}.
      const started = await api(`/streams/${stream.id}/run`, send(user, "POST"));
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(started.body).toEqual({ queued: [{ accountId: stream.accountId, syncRunId: expect.any(Number) }], skipped: [] });
      const runId = started.body.queued[0].syncRunId;

      const run = await api(`/streams/${stream.id}/runs/${runId}`, send(user, "GET"));
      expect(run.status).toBe(200);
      expect(run.body).toEqual({
        id: runId,
        streamId: stream.id,
        streamName: expect.any(String),
        trackedXAccountId: stream.accountId,
        xHandle: "gw_run_now",
        segmentId: stream.segmentId,
        segmentName: expect.any(String),
        source: "manual",
        status: expect.stringMatching(/^(queued|running|succeeded|failed)$/),
        mode: "sync-then-search",
        triggeredAt: timestamp,
        completedAt: run.body.status === "queued" || run.body.status === "running" ? null : timestamp,
        newFollowersCount: expect.any(Number),
        candidatesPassedCount: expect.any(Number),
        mediumFitCount: expect.any(Number),
        enrichedCount: expect.any(Number),
        errorMessage: run.body.status === "failed" ? expect.any(String) : null,
        progressLog: expect.any(Array),
        botFilter: run.body.botFilter === null ? null : { droppedCount: expect.any(Number), droppedByKind: expect.any(Object), sample: expect.any(Array) },
      });

      expect((await api(`/streams/${stream.id}/runs`, send(user, "GET"))).body.runs.map((r: { id: number }) => r.id)).toContain(runId);
      expect((await api(`/runs?streamId=${stream.id}&limit=100`, send(user, "GET"))).body.runs.map((r: { id: number }) => r.id)).toContain(runId);
      expect((await api(`/runs?streamId=${stream.id}&status=cancelled`, send(user, "GET"))).body.runs).toEqual([]);
    });

    it("skips a sleeping account, and refuses an archived stream", async () => {
      const user = await newPaidUser(stack);
      const stream = await newStream(user, "gw_run_asleep");
      expect((await api(`/accounts/${stream.accountId}/sleep`, send(user, "POST"))).status).toBe(200);
      const run = await api(`/streams/${stream.id}/run`, send(user, "POST", { accountId: stream.accountId }));
      expect({ status: run.status, body: run.body }).toEqual({ status: 200, body: { queued: [], skipped: [{ accountId: stream.accountId, reason: "account_sleeping" }] } });
      const retest = await api(`/streams/${stream.id}/re-test`, send(user, "POST", {}));
      expect(retest.body).toEqual({ queued: [], skipped: [{ pairId: expect.any(Number), trackedAccountId: stream.accountId, reason: "account_sleeping" }] });

      await api(`/streams/${stream.id}`, send(user, "DELETE"));
      expectError(await api(`/streams/${stream.id}/run`, send(user, "POST", {})), 400, "stream_archived");
      expectError(await api(`/streams/${stream.id}/re-test`, send(user, "POST", {})), 400, "stream_archived");
    });

    it("re-tests a pair, and answers a free user free_retest_limit", async () => {
      const paid = await newPaidUser(stack);
      const stream = await newStream(paid, "gw_retest");
      const retest = await api(`/streams/${stream.id}/re-test`, send(paid, "POST", { accountId: stream.accountId, segmentId: stream.segmentId }));
      expect(retest.status, JSON.stringify(retest.body)).toBe(200);
      expect(retest.body).toEqual({ queued: [{ pairId: expect.any(Number), trackedAccountId: stream.accountId, segmentId: stream.segmentId, runId: expect.any(Number) }], skipped: [] });
      const run = await api(`/streams/${stream.id}/runs/${retest.body.queued[0].runId}`, send(paid, "GET"));
      expect(run.body).toMatchObject({ mode: "search-only", source: "manual" });

      const free = await newUser(stack.identityClient);
      const freeStream = await newStream(free, "gw_retest_free");
      expectError(await api(`/streams/${freeStream.id}/re-test`, send(free, "POST")), 403, "free_retest_limit");
    });

    it("answers 404 for another user's stream or run, and for a run of another stream", async () => {
      const owner = await newPaidUser(stack);
      const other = await newPaidUser(stack);
      const stream = await newStream(owner, "gw_run_mine");
      const second = await newStream(owner, "gw_run_other");
      const runId = (await api(`/streams/${stream.id}/run`, send(owner, "POST", {}))).body.queued[0].syncRunId;

      expectError(await api(`/streams/${stream.id}/run`, send(other, "POST", {})), 404, "not_found");
      expectError(await api(`/streams/${stream.id}/re-test`, send(other, "POST", {})), 404, "not_found");
      expectError(await api(`/streams/${stream.id}/runs`, send(other, "GET")), 404, "not_found");
      expectError(await api(`/streams/${stream.id}/runs/${runId}`, send(other, "GET")), 404, "not_found");
      expectError(await api(`/streams/${second.id}/runs/${runId}`, send(owner, "GET")), 404, "not_found");
      expectError(await api(`/streams/${stream.id}/runs/${MAX_ID}`, send(owner, "GET")), 404, "not_found");
      expect((await api("/runs", send(other, "GET"))).body.runs).toEqual([]);
    });
  });
});

describe("leads", () => {
  const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);
  const get = async (user: TestUser, path: string) => api(path, send(user, "GET"));
  const timestamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  const MAX_ID = 2147483647;

  interface StreamFixture {
    id: number;
    name: string;
    accountId: number;
    handle: string;
    segmentId: number;
  }

  async function newStream(user: TestUser, handle: string, description = "Founders"): Promise<StreamFixture> {
    const created = await api("/streams", send(user, "POST", { pairs: [{ accountHandle: handle, accountTier: "growth", segment: { description } }] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stream = (await get(user, `/streams/${created.body.id}`)).body;
    return { id: stream.id, name: stream.name, accountId: stream.pairs[0].trackedAccountId, handle: stream.pairs[0].xHandle, segmentId: stream.pairs[0].segmentId };
  }

  let lastProfile = 0;
  const candidate = (matchConfidence: "high" | "medium" = "high") => {
    const n = ++lastProfile;
    return {
      profile: { xUserId: String(5_000_000 + n), handle: `lead_${n}`, displayName: `Lead ${n}`, profileImageUrl: `https://img.example/${n}.png`, followerCount: n, bio: "Building things" },
      matchConfidence: MATCH_CONFIDENCE.value(matchConfidence),
      sourceType: LeadSourceType.NEW_FOLLOWER,
      matchReasons: ["job_role: Founder"],
    };
  };

  /** Records leads as a run of the stream's pair would; returns them newest first. */
  async function seed(user: TestUser, stream: StreamFixture, confidences: ("high" | "medium")[]): Promise<Lead[]> {
    const res = await stack.leadsClient.recordLeads({
      userId: user.userId,
      streamId: stream.id,
      streamName: stream.name,
      runId: 1,
      trackedAccountId: stream.accountId,
      trackedAccountHandle: stream.handle,
      segmentId: stream.segmentId,
      candidates: confidences.map(candidate),
    });
    return newestFirst(res.leads);
  }

  const newestFirst = (leads: Lead[]) => leads.toSorted((a, b) => Number(b.discoveredAt!.seconds - a.discoveredAt!.seconds) || b.discoveredAt!.nanos - a.discoveredAt!.nanos || b.id - a.id);
  const ids = (leads: { id: number }[]) => leads.map((lead) => lead.id);

  describe("GET /streams/{id}/leads", () => {
    it("lists the stream's new leads in the per-stream form, newest first, by offset page", async () => {
      const user = await newUser(stack.identityClient);
      const stream = await newStream(user, "gw_leads_list");
      const seeded = await seed(user, stream, ["high", "medium", "high", "high", "medium"]);

      const all = await get(user, `/streams/${stream.id}/leads`);
      expect(all.status).toBe(200);
      expect(all.body).toEqual({ leads: expect.any(Array), total: 5, hasMore: false });
      expect(ids(all.body.leads)).toEqual(ids(seeded));
      const newest = seeded[0];
      expect(all.body.leads[0]).toEqual({
        id: newest.id,
        streamId: stream.id,
        trackedXAccountId: stream.accountId,
        segmentId: stream.segmentId,
        matchConfidence: MATCH_CONFIDENCE.name(newest.matchConfidence),
        sourceType: "new_follower",
        discoveredAt: timestamp,
        exportedAt: null,
        profile: { xUserId: newest.profile!.xUserId, handle: newest.profile!.handle, displayName: newest.profile!.displayName, profileImageUrl: newest.profile!.profileImageUrl, followerCount: newest.profile!.followerCount, bio: "Building things" },
        matchReasons: ["job_role: Founder"],
        enrichment: null,
      });

      const page = await get(user, `/streams/${stream.id}/leads?limit=2&offset=2`);
      expect(page.body).toEqual({ leads: expect.any(Array), total: 5, hasMore: true });
      expect(ids(page.body.leads)).toEqual(ids(seeded.slice(2, 4)));
      const last = await get(user, `/streams/${stream.id}/leads?limit=2&offset=4`);
      expect({ ids: ids(last.body.leads), hasMore: last.body.hasMore }).toEqual({ ids: ids(seeded.slice(4)), hasMore: false });
    });

    it("filters by confidence, account, segment, since and lifecycle, and summarises the same filters", async () => {
      const user = await newPaidUser(stack);
      const stream = await newStream(user, "gw_leads_filter");
      const [older] = await seed(user, stream, ["medium"]);
      // Discovery times keep milliseconds: make sure the two batches' differ.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const newer = await seed(user, stream, ["high", "high", "medium"]);
      const list = async (query: string) => ids((await get(user, `/streams/${stream.id}/leads?${query}`)).body.leads);

      expect(await list("matchConfidence=high")).toEqual(ids(newer.filter((l) => l.matchConfidence === MatchConfidence.HIGH)));
      expect(await list(`accountId=${stream.accountId}&segmentId=${stream.segmentId}`)).toHaveLength(4);
      expect(await list(`accountId=${MAX_ID}`)).toEqual([]);
      expect(await list(`segmentId=${MAX_ID}`)).toEqual([]);
      const olderAt = (await get(user, `/streams/${stream.id}/leads?matchConfidence=medium`)).body.leads.find((l: { id: number }) => l.id === older.id).discoveredAt;
      expect(await list(`since=${olderAt}`)).toEqual(ids(newer));
      expect(await list(`since=${encodeURIComponent(olderAt.replace("Z", "+00:00"))}`)).toEqual(ids(newer));

      expect((await get(user, `/streams/${stream.id}/leads?summary=true`)).body).toEqual({ highFitCount: 2, mediumFitCount: 2 });
      expect((await get(user, `/streams/${stream.id}/leads?summary=true&since=${olderAt}&matchConfidence=medium`)).body).toEqual({ highFitCount: 0, mediumFitCount: 1 });

      const exported = await api(`/leads/${older.id}/export`, send(user, "POST"));
      expect(exported.status).toBe(200);
      expect(await list("")).toEqual(ids(newer));
      expect(await list("lifecycle=new")).toEqual(ids(newer));
      expect(await list("lifecycle=exported")).toEqual([older.id]);
      expect((await get(user, `/streams/${stream.id}/leads?summary=true`)).body).toEqual({ highFitCount: 2, mediumFitCount: 1 });
      expect((await get(user, `/streams/${stream.id}/leads?summary=true&lifecycle=exported`)).body).toEqual({ highFitCount: 0, mediumFitCount: 1 });
    });

    it("answers 404 for a stream that is not the caller's", async () => {
      const owner = await newUser(stack.identityClient);
      const other = await newUser(stack.identityClient);
      const stream = await newStream(owner, "gw_leads_priv");
      await seed(owner, stream, ["high"]);
      expectError(await get(other, `/streams/${stream.id}/leads`), 404, "not_found");
      expectError(await get(other, `/streams/${stream.id}/leads?summary=true`), 404, "not_found");
      expectError(await get(owner, `/streams/${MAX_ID}/leads`), 404, "not_found");
    });
  });

  describe("GET /leads", () => {
    it("walks every lead across streams by cursor, newest first, in the cross-stream form", async () => {
      const user = await newPaidUser(stack);
      const first = await newStream(user, "gw_cross_a");
      const second = await newStream(user, "gw_cross_b", "Recruiters");
      const older = await seed(user, first, ["high", "medium", "high"]);
      const newer = await seed(user, second, ["medium", "high"]);
      const expected = newestFirst([...older, ...newer]);

      const one = await get(user, "/leads");
      expect(one.status).toBe(200);
      expect(one.body).toEqual({ data: expect.any(Array), hasMore: false, nextCursor: null });
      expect(ids(one.body.data)).toEqual(ids(expected));
      const lead = expected[0];
      expect(one.body.data[0]).toEqual({
        id: lead.id,
        trackedAccount: { id: second.accountId, xHandle: second.handle },
        profile: expect.objectContaining({ xUserId: lead.profile!.xUserId, handle: lead.profile!.handle, displayName: lead.profile!.displayName }),
        matchConfidence: MATCH_CONFIDENCE.name(lead.matchConfidence),
        sourceType: "new_follower",
        discoveredAt: timestamp,
        streamId: second.id,
        exportedAt: null,
        enrichment: null,
      });

      const walked: number[] = [];
      let page = await get(user, "/leads?limit=2");
      for (;;) {
        walked.push(...ids(page.body.data));
        expect(page.body.hasMore).toBe(page.body.nextCursor !== null);
        if (!page.body.hasMore) break;
        page = await get(user, `/leads?limit=2&cursor=${encodeURIComponent(page.body.nextCursor)}`);
      }
      expect(walked).toEqual(ids(expected));
    });

    it("groups a page by stream, filters, and leaves the lifecycle open unless asked", async () => {
      const user = await newPaidUser(stack);
      const first = await newStream(user, "gw_group_a");
      const second = await newStream(user, "gw_group_b", "Recruiters");
      const older = await seed(user, first, ["high", "medium"]);
      const newer = await seed(user, second, ["high"]);
      const mixed = await seed(user, first, ["medium"]);

      const grouped = await get(user, "/leads?groupBy=stream");
      expect(grouped.status).toBe(200);
      const idsOf = (leads: Lead[]) => leads.map((lead) => expect.objectContaining({ id: lead.id }));
      expect(grouped.body).toEqual({
        groups: [
          { streamId: first.id, streamName: first.name, leads: idsOf([...mixed, ...older]) },
          { streamId: second.id, streamName: second.name, leads: idsOf(newer) },
        ],
        hasMore: false,
        nextCursor: null,
      });
      const groupedPage = await get(user, "/leads?groupBy=stream&limit=2");
      expect(groupedPage.body).toMatchObject({ hasMore: true, nextCursor: expect.any(String) });
      expect(groupedPage.body.groups.map((g: { streamId: number }) => g.streamId)).toEqual([first.id, second.id]);

      const list = async (query: string) => ids((await get(user, `/leads?${query}`)).body.data);
      expect(await list(`streamId=${second.id}`)).toEqual(ids(newer));
      expect(await list(`accountId=${first.accountId}&matchConfidence=medium`)).toEqual(ids(newestFirst([...older, ...mixed].filter((l) => l.matchConfidence === MatchConfidence.MEDIUM))));
      expect(await list(`segmentId=${second.segmentId}`)).toEqual(ids(newer));

      await api(`/leads/${newer[0].id}/export`, send(user, "POST"));
      expect(await list("")).toHaveLength(4);
      expect(await list("lifecycle=exported")).toEqual(ids(newer));
      expect(await list("lifecycle=new")).toHaveLength(3);
    });

    it("takes an API key only: a session cookie is 401", async () => {
      const user = await newUser(stack.identityClient);
      const cookie = await sessionCookie(stack.identityClient, user.email);
      expectError(await api("/leads", { headers: { cookie } }), 401, "missing_key");
      expect((await api("/streams", { headers: { cookie } })).status).toBe(200);
    });

    it("never shows another user's leads", async () => {
      const owner = await newUser(stack.identityClient);
      const other = await newUser(stack.identityClient);
      await seed(owner, await newStream(owner, "gw_cross_priv"), ["high", "medium"]);
      expect((await get(other, "/leads")).body).toEqual({ data: [], hasMore: false, nextCursor: null });
      expect((await get(other, "/leads?groupBy=stream")).body).toEqual({ groups: [], hasMore: false, nextCursor: null });
    });
  });

  describe("POST /leads/{id}/export and /feedback", () => {
    it("exports a lead once, keeping the first time, and replays with an Idempotency-Key", async () => {
      const user = await newUser(stack.identityClient);
      const [lead] = await seed(user, await newStream(user, "gw_export"), ["high"]);
      const exported = await api(`/leads/${lead.id}/export`, send(user, "POST"));
      expect(exported.status).toBe(200);
      expect(exported.body).toEqual({ lead: expect.objectContaining({ id: lead.id, exportedAt: timestamp, matchReasons: ["job_role: Founder"] }) });
      const again = await api(`/leads/${lead.id}/export`, send(user, "POST"));
      expect(again.body.lead.exportedAt).toBe(exported.body.lead.exportedAt);

      const key = { "idempotency-key": crypto.randomUUID() };
      const keyed = await api(`/leads/${lead.id}/export`, send(user, "POST", undefined, key));
      const replayed = await api(`/leads/${lead.id}/export`, send(user, "POST", undefined, key));
      expect(replayed.headers.get("idempotent-replayed")).toBe("true");
      expect(replayed.body).toEqual(keyed.body);
    });

    it("records good and bad feedback, for the lead's segment or another", async () => {
      const user = await newUser(stack.identityClient);
      const stream = await newStream(user, "gw_feedback");
      const [lead] = await seed(user, stream, ["medium"]);
      for (const body of [{ feedback: "good" }, { feedback: "bad", badReason: "bot" }, { feedback: "bad", segmentId: stream.segmentId, badReason: "other", badReasonFreeform: "Sells courses" }, { feedback: "bad" }]) {
        const res = await api(`/leads/${lead.id}/feedback`, send(user, "POST", body));
        expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { ok: true } });
      }
    });

    it("answers 404 for another user's lead or one that does not exist", async () => {
      const owner = await newUser(stack.identityClient);
      const other = await newUser(stack.identityClient);
      const [lead] = await seed(owner, await newStream(owner, "gw_not_yours"), ["high"]);
      for (const id of [lead.id, MAX_ID]) {
        expectError(await api(`/leads/${id}/export`, send(other, "POST")), 404, "not_found");
        expectError(await api(`/leads/${id}/feedback`, send(other, "POST", { feedback: "bad", badReason: "bot" })), 404, "not_found");
      }
      expect((await get(owner, "/leads")).body.data[0].exportedAt).toBeNull();
    });

    // That nothing is stored on a 404 is the leads service's own test: its tables are its own.
    it("takes feedback only for the caller's segments linked to the lead: else 404 naming the segment", async () => {
      const user = await newPaidUser(stack);
      const other = await newUser(stack.identityClient);
      const [lead] = await seed(user, await newStream(user, "gw_fb_own"), ["high"]);
      const linked = await newStream(user, "gw_fb_linked", "Engineers");
      const { profile, matchConfidence, sourceType, matchReasons } = lead;
      await stack.leadsClient.recordLeads({
        userId: user.userId,
        streamId: linked.id,
        streamName: linked.name,
        runId: 2,
        trackedAccountId: linked.accountId,
        trackedAccountHandle: linked.handle,
        segmentId: linked.segmentId,
        candidates: [{ profile, matchConfidence, sourceType, matchReasons }],
      });
      const unlinked = (await newStream(user, "gw_fb_unlinked", "Designers")).segmentId;
      const othersSegment = (await newStream(other, "gw_fb_other")).segmentId;

      for (const segmentId of [othersSegment, unlinked, MAX_ID]) {
        const res = await api(`/leads/${lead.id}/feedback`, send(user, "POST", { feedback: "good", segmentId }));
        expectError(res, 404, "not_found");
        expect(res.body.message).toContain(`Segment ${segmentId} `);
      }

      const res = await api(`/leads/${lead.id}/feedback`, send(user, "POST", { feedback: "good", segmentId: linked.segmentId }));
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { ok: true } });
    });
  });

  describe("bad inputs the leads service refuses are 400 naming the parameter", () => {
    let user: TestUser;
    let streamId: number;
    beforeAll(async () => {
      user = await newUser(stack.identityClient);
      streamId = (await newStream(user, "gw_lead_inputs")).id;
    });

    it.each([
      ["/streams/{id}/leads?since=0000-01-01T00:00:00Z", "since"],
      ["/leads?since=0000-01-01T00:00:00Z", "since"],
      ["/leads?cursor=not-a-cursor", "cursor"],
    ])("GET %s", async (path, param) => {
      expectError(await get(user, path.replace("{id}", String(streamId))), 400, "invalid_request", { param });
    });
  });
});

describe("DM templates", () => {
  const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);
  const timestamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  const MAX_ID = 2147483647;

  const createTemplate = async (user: TestUser, name: string, messageBody = "Hi! Loved your thread on onboarding."): Promise<any> => {
    const res = await api("/dm-templates", send(user, "POST", { name, messageBody }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.template;
  };
  const expectInvalid = (answer: Answer, param: string) => expectError(answer, 400, "invalid_request", { param });

  it("creates, reads, lists, replaces and deletes a template through the public API", async () => {
    const user = await newUser(stack.identityClient);
    const created = await api("/dm-templates", send(user, "POST", { name: "Intro", messageBody: "Hi {{firstName}} 👋" }));
    expect(created.status).toBe(201);
    const template = { id: expect.any(Number), name: "Intro", messageBody: "Hi {{firstName}} 👋", createdAt: timestamp, updatedAt: timestamp };
    expect(created.body).toEqual({ template });
    const { id } = created.body.template;

    expect(await api(`/dm-templates/${id}`, send(user, "GET"))).toMatchObject({ status: 200, body: created.body });
    const second = await createTemplate(user, "Follow-up");
    const listed = await api("/dm-templates", send(user, "GET"));
    expect(listed).toMatchObject({ status: 200, body: { templates: [second, created.body.template] } });

    const replaced = await api(`/dm-templates/${id}`, send(user, "PUT", { name: "Opener", messageBody: "Hello again" }));
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ template: { ...template, id, name: "Opener", messageBody: "Hello again", createdAt: created.body.template.createdAt } });
    expect((await api(`/dm-templates/${id}`, send(user, "GET"))).body).toEqual(replaced.body);

    expect(await api(`/dm-templates/${id}`, send(user, "DELETE"))).toMatchObject({ status: 200, body: { success: true } });
    expectError(await api(`/dm-templates/${id}`, send(user, "GET")), 404, "not_found");
    expectError(await api(`/dm-templates/${id}`, send(user, "DELETE")), 404, "not_found");
    expect((await api("/dm-templates", send(user, "GET"))).body).toEqual({ templates: [second] });
  });

  it("works with a session cookie too (state changes need the Origin)", async () => {
    const user = await newUser(stack.identityClient);
    const cookie = await sessionCookie(stack.identityClient, user.email);
    const json = { cookie, "content-type": "application/json" };
    const created = await api("/dm-templates", { method: "POST", headers: { ...json, origin: stack.gateway.url }, body: JSON.stringify({ name: "Intro", messageBody: "Hi" }) });
    expect(created.status).toBe(201);
    expectError(await api(`/dm-templates/${created.body.template.id}`, { method: "PUT", headers: json, body: JSON.stringify({ name: "x", messageBody: "y" }) }), 403, "csrf_origin_mismatch");
    expect((await api("/dm-templates", { headers: { cookie } })).body.templates).toEqual([created.body.template]);
  });

  it("answers 409 for a name the user already has (ignoring case), on create and on replace, and when two creates race", async () => {
    const user = await newUser(stack.identityClient);
    await createTemplate(user, "Intro");
    const other = await createTemplate(user, "Other");
    expectError(await api("/dm-templates", send(user, "POST", { name: "intro", messageBody: "x" })), 409, "conflict", { param: "name" });
    expectError(await api(`/dm-templates/${other.id}`, send(user, "PUT", { name: "INTRO", messageBody: "x" })), 409, "conflict", { param: "name" });
    // Another user may use the same name.
    await createTemplate(await newUser(stack.identityClient), "Intro");

    const racer = await newUser(stack.identityClient);
    const race = await Promise.all([api("/dm-templates", send(racer, "POST", { name: "Race", messageBody: "a" })), api("/dm-templates", send(racer, "POST", { name: "Race", messageBody: "b" }))]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    expectError(race.find((r) => r.status === 409)!, 409, "conflict", { param: "name" });
    expect((await api("/dm-templates", send(racer, "GET"))).body.templates).toHaveLength(1);
  });

  it("answers 404 for another user's template, as for one that does not exist, and lists only your own", async () => {
    const owner = await newUser(stack.identityClient);
    const stranger = await newUser(stack.identityClient);
    const template = await createTemplate(owner, "Intro");
    for (const id of [template.id, MAX_ID]) {
      expectError(await api(`/dm-templates/${id}`, send(stranger, "GET")), 404, "not_found");
      expectError(await api(`/dm-templates/${id}`, send(stranger, "PUT", { name: "Mine now", messageBody: "x" })), 404, "not_found");
      expectError(await api(`/dm-templates/${id}`, send(stranger, "DELETE")), 404, "not_found");
    }
    expect((await api("/dm-templates", send(stranger, "GET"))).body).toEqual({ templates: [] });
    expect((await api(`/dm-templates/${template.id}`, send(owner, "GET"))).body).toEqual({ template });
  });

  it("counts characters, not UTF-16 units: a 2000-emoji body and a 100-emoji name are accepted, one more is a 400", async () => {
    const user = await newUser(stack.identityClient);
    const created = await createTemplate(user, "😀".repeat(100), "😀".repeat(2000));
    expect(created).toMatchObject({ name: "😀".repeat(100), messageBody: "😀".repeat(2000) });
    expectInvalid(await api("/dm-templates", send(user, "POST", { name: "More", messageBody: "😀".repeat(2001) })), "messageBody");
    expectInvalid(await api("/dm-templates", send(user, "POST", { name: "😀".repeat(101), messageBody: "x" })), "name");
    expectInvalid(await api(`/dm-templates/${created.id}`, send(user, "PUT", { name: "Long", messageBody: "x".repeat(2001) })), "messageBody");

    // Sent as \uXXXX escapes, as some JSON encoders do by default: 2000 emoji are 24 000 bytes.
    const escaped = JSON.stringify({ name: "Escaped", messageBody: "😀".repeat(2000) }).replace(/[\ud800-\udfff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16)}`);
    expect(escaped.length).toBeGreaterThan(24_000);
    const res = await api("/dm-templates", send(user, "POST", escaped));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.template.messageBody).toBe("😀".repeat(2000));
  });

  it("refuses bad bodies and ids with 400 naming the param; nothing is stored", async () => {
    const user = await newUser(stack.identityClient);
    const { id } = await createTemplate(user, "Intro");
    const bodyCases: [unknown, string][] = [
      [{ messageBody: "x" }, "name"],
      [{ name: "x" }, "messageBody"],
      [{ name: "", messageBody: "x" }, "name"],
      [{ name: "   ", messageBody: "x" }, "name"],
      [{ name: "x".repeat(101), messageBody: "x" }, "name"],
      [{ name: "x", messageBody: "" }, "messageBody"],
      [{ name: "x", messageBody: " \n " }, "messageBody"],
      [{ name: "x", messageBody: "x".repeat(2001) }, "messageBody"],
      [{ name: "x", messageBody: "x".repeat(4001) }, "messageBody"],
      [{ name: 5, messageBody: "x" }, "name"],
      [{ name: "x", messageBody: null }, "messageBody"],
      [{ name: "x", messageBody: "y", subject: "z" }, "subject"],
      [{ name: "x\u0000", messageBody: "y" }, "name"],
    ];
    for (const [body, param] of bodyCases) {
      expectInvalid(await api("/dm-templates", send(user, "POST", body)), param);
      expectInvalid(await api(`/dm-templates/${id}`, send(user, "PUT", body)), param);
    }
    expectInvalid(await api("/dm-templates", send(user, "POST")), "body");
    for (const bad of ["0", "-1", "1.5", "abc", String(MAX_ID + 1)]) {
      expectInvalid(await api(`/dm-templates/${bad}`, send(user, "GET")), "id");
      expectInvalid(await api(`/dm-templates/${bad}`, send(user, "PUT", { name: "x", messageBody: "y" })), "id");
      expectInvalid(await api(`/dm-templates/${bad}`, send(user, "DELETE")), "id");
    }
    expect((await api("/dm-templates", send(user, "GET"))).body.templates.map((t: any) => t.name)).toEqual(["Intro"]);
  });
});
