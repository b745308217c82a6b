import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lead } from "@leadstream/contracts";
import { call, expectError, newPaidUser, newUser, send, sessionCookie, type Answer, type TestUser } from "@leadstream/testing";
import { startStack, type Stack } from "./stack.js";

// Runs, leads and DM templates through the public API with every service behind it: a run
// started by hand as streams and the budgets see it, leads recorded as a run's worker records
// them and read, filtered, paged, exported and judged through the gateway, templates as the
// leads service keeps them. (The gateway's own validation of these routes is
// gateway/test/component's.)
let stack: Stack;
beforeAll(async () => {
  // Each test makes many requests with one key: lift the rate limit so it is not what answers.
  stack = await startStack({ sandbox: { seed: "gateway-tests" }, env: { WEBHOOKS_ALLOW_PRIVATE: "true", RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await stack?.stop();
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
      matchConfidence,
      sourceType: "new_follower",
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
        matchConfidence: newest.matchConfidence,
        sourceType: "new_follower",
        discoveredAt: timestamp,
        exportedAt: null,
        profile: { xUserId: newest.profile!.xUserId, handle: newest.profile!.handle, displayName: newest.profile!.displayName, profileImageUrl: newest.profile!.profileImageUrl, followerCount: newest.profile!.followerCount, bio: "Building things" },
        matchReasons: ["job_role: Founder"],
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

      expect(await list("matchConfidence=high")).toEqual(ids(newer.filter((l) => l.matchConfidence === "high")));
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
        matchConfidence: lead.matchConfidence,
        sourceType: "new_follower",
        discoveredAt: timestamp,
        streamId: second.id,
        exportedAt: null,
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
      expect(await list(`accountId=${first.accountId}&matchConfidence=medium`)).toEqual(ids(newestFirst([...older, ...mixed].filter((l) => l.matchConfidence === "medium"))));
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
