import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectError, newPaidUser, newUser, send, startStack, type Answer, type Stack, type TestUser } from "./harness.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(1, { RATE_LIMIT_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await stack?.stop();
});

const api = (path: string, init?: RequestInit) => call(stack.gateways[0], `/api/v2${path}`, init);
const timestamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const MAX_ID = 2147483647;
const expectInvalid = (answer: Answer, param: string) => expectError(answer, 400, "invalid_request", { param });

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

describe("bad inputs are 400 naming the parameter", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await newUser(stack.identityClient);
  });

  it.each([
    ["/streams/1/run", { accountId: 0 }, "accountId"],
    ["/streams/1/run", { accountId: "1" }, "accountId"],
    ["/streams/1/run", { accountId: MAX_ID + 1 }, "accountId"],
    ["/streams/1/run", { segmentId: 1 }, "segmentId"],
    ["/streams/1/run", [], "body"],
    ["/streams/1/re-test", { accountId: 1.5 }, "accountId"],
    ["/streams/1/re-test", { segmentId: -1 }, "segmentId"],
    ["/streams/1/re-test", { pairId: 1 }, "pairId"],
    ["/streams/1/re-test", "null", "body"],
  ])("POST %s %j", async (path, body, param) => {
    expectInvalid(await api(path, send(user, "POST", typeof body === "string" ? body : JSON.stringify(body))), param);
  });

  it.each([
    ["/streams/1/runs?limit=0", "limit"],
    ["/streams/1/runs?limit=101", "limit"],
    ["/streams/1/runs?limit=all", "limit"],
    ["/runs?limit=101", "limit"],
    ["/runs?streamId=0", "streamId"],
    ["/runs?streamId=abc", "streamId"],
    ["/runs?status=done", "status"],
    ["/streams/abc/runs", "id"],
    ["/streams/1/runs/0", "runId"],
    ["/streams/1/runs/1.5", "runId"],
    [`/streams/1/runs/${MAX_ID + 1}`, "runId"],
    ["/streams/0/runs/1", "id"],
  ])("GET %s", async (path, param) => {
    expectInvalid(await api(path, send(user, "GET")), param);
  });

  it.each(["/streams/{id}/run", "/streams/{id}/re-test"])("POST %s: a bad stream id", async (path) => {
    for (const id of ["abc", "0", "-1", "1.5", String(MAX_ID + 1)]) expectInvalid(await api(path.replace("{id}", id), send(user, "POST", {})), "id");
  });
});
