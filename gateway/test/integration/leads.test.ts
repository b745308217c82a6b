import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lead } from "@leadstream/contracts";
import { call, expectError, newPaidUser, newUser, send, sessionCookie, startStack, type Answer, type Stack, type TestUser } from "./harness.js";

let stack: Stack;
beforeAll(async () => {
  // Each test makes many requests with one key: lift the rate limit so it is not what answers.
  stack = await startStack(1, { RATE_LIMIT_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await stack?.stop();
});

const api = (path: string, init?: RequestInit) => call(stack.gateways[0], `/api/v2${path}`, init);
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
const expectInvalid = (answer: Answer, param: string) => expectError(answer, 400, "invalid_request", { param });

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

describe("bad inputs are 400 naming the parameter", () => {
  let user: TestUser;
  let streamId: number;
  let leadId: number;
  beforeAll(async () => {
    user = await newUser(stack.identityClient);
    const stream = await newStream(user, "gw_lead_inputs");
    streamId = stream.id;
    [{ id: leadId }] = await seed(user, stream, ["high"]);
  });

  const filterCases: [string, string][] = [
    ["lifecycle=old", "lifecycle"],
    ["lifecycle=", "lifecycle"],
    ["matchConfidence=full", "matchConfidence"],
    ["accountId=0", "accountId"],
    ["accountId=abc", "accountId"],
    [`segmentId=${MAX_ID + 1}`, "segmentId"],
    ["segmentId=1.5", "segmentId"],
    ["since=yesterday", "since"],
    ["since=2026-01-31", "since"],
    ["since=2026-02-30T00:00:00Z", "since"],
    ["since=2026-01-31T23:59:60Z", "since"],
    ["since=0000-01-01T00:00:00Z", "since"],
    ["limit=0", "limit"],
    ["limit=501", "limit"],
    ["limit=ten", "limit"],
    ["limit=1&limit=2", "limit"],
  ];

  it.each([...filterCases, ["offset=-1", "offset"], ["offset=1.5", "offset"], [`offset=${MAX_ID + 1}`, "offset"], ["summary=yes", "summary"]])("GET /streams/{id}/leads?%s", async (query, param) => {
    expectInvalid(await get(user, `/streams/${streamId}/leads?${query}`), param);
  });

  it.each([
    ...filterCases,
    ["streamId=0", "streamId"],
    ["groupBy=account", "groupBy"],
    ["cursor=", "cursor"],
    ["cursor=not-a-cursor", "cursor"],
    [`cursor=${"A".repeat(201)}`, "cursor"],
  ])("GET /leads?%s", async (query, param) => {
    expectInvalid(await get(user, `/leads?${query}`), param);
  });

  it.each([
    [{}, "feedback"],
    [{ feedback: "meh" }, "feedback"],
    [{ feedback: 1 }, "feedback"],
    [{ feedback: "bad", badReason: "ugly" }, "badReason"],
    [{ feedback: "bad", badReasonFreeform: "x".repeat(501) }, "badReasonFreeform"],
    [{ feedback: "good", badReason: "bot" }, "badReason"],
    [{ feedback: "good", badReasonFreeform: "why" }, "badReasonFreeform"],
    [{ feedback: "bad", segmentId: 0 }, "segmentId"],
    [{ feedback: "bad", segmentId: "1" }, "segmentId"],
    [{ feedback: "bad", reason: "bot" }, "reason"],
    [[], "body"],
  ])("POST /leads/{id}/feedback %j", async (body, param) => {
    expectInvalid(await api(`/leads/${leadId}/feedback`, send(user, "POST", body)), param);
  });

  it.each([["GET", "/streams/{id}/leads"], ["POST", "/leads/{id}/export"], ["POST", "/leads/{id}/feedback"]])("%s %s: a bad id", async (method, path) => {
    for (const id of ["abc", "0", "-1", "1.5", String(MAX_ID + 1)]) {
      expectInvalid(await api(path.replace("{id}", id), send(user, method, method === "POST" ? { feedback: "good" } : undefined)), "id");
    }
  });
});
