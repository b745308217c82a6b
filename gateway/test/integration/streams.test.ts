import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectError, newPaidUser, newUser, send, startStack, type Stack, type TestUser } from "./harness.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(1);
});
afterAll(async () => {
  await stack?.stop();
});

const api = (path: string, init?: RequestInit) => call(stack.gateways[0], `/api/v2${path}`, init);
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
