import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENTS, FeedbackStatus, LeadSourceType, MatchConfidence, RunMode, RunStatus } from "@leadstream/contracts";
import type { RunningService } from "@leadstream/platform";
import { eventually, installTestTracing, startWebhookReceiver, type WebhookReceiver } from "@leadstream/testing";
import { call, expectError, newPaidUser, newUser, send, startStack, type Stack, type TestUser } from "./harness.js";

const spans = installTestTracing();
let stack: Stack;
const receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  stack = await startStack(1, { RATE_LIMIT_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await stack?.stop();
});

const api = (path: string, init?: RequestInit) => call(stack.gateways[0], `/api/v2${path}`, init);
const receiver = async (...args: Parameters<typeof startWebhookReceiver>) => {
  const r = await startWebhookReceiver(...args);
  receivers.push(r);
  return r;
};
let handles = 0;

/** A stream of the user's with one sandbox account; its id and the account's. */
async function newStream(user: TestUser, extra: Record<string, unknown> = {}, accountHandle = `gw_hook${Date.now() % 100000}_${++handles}`): Promise<{ id: number; accountId: number; segmentId: number }> {
  const pair = { accountHandle, segment: { description: "Founders of B2B SaaS companies" } };
  const created = await api("/streams", send(user, "POST", { pairs: [pair], syncTimes: ["09:00"], ...extra }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id, accountId: created.body.accounts[0].accountId, segmentId: created.body.segments[0].segmentId };
}

async function subscribe(user: TestUser, targetUrl: string, filterConfig?: unknown): Promise<{ id: number; secret?: string }> {
  const res = await api("/webhooks/subscribe", send(user, "POST", { targetUrl, ...(filterConfig !== undefined && { filterConfig }) }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

let runIds = 1_000_000 + Math.floor(Math.random() * 1_000_000);
type Candidate = { sourceType?: LeadSourceType; matchConfidence?: MatchConfidence };

/** Leads recorded for a run of the stream (as a run's worker does), then the run's completion published on the bus as streams does. */
async function completedRun(user: TestUser, stream: { id: number; accountId: number; segmentId: number }, candidates: Candidate[], status = RunStatus.SUCCEEDED) {
  const runId = ++runIds;
  const { leads } = await stack.leadsClient.recordLeads({
    userId: user.userId,
    streamId: stream.id,
    streamName: "Hooks",
    runId,
    trackedAccountId: stream.accountId,
    trackedAccountHandle: "hooked",
    segmentId: stream.segmentId,
    candidates: candidates.map((c, i) => ({
      profile: { xUserId: String(runId * 1000 + i), handle: `lead_${runId}_${i}`, displayName: `Lead ${i}`, profileImageUrl: "https://img.example/p.png", followerCount: i, bio: "Building" },
      matchConfidence: c.matchConfidence ?? MatchConfidence.HIGH,
      sourceType: c.sourceType ?? LeadSourceType.NEW_FOLLOWER,
      matchReasons: ["job_role: Founder"],
    })),
  });
  const streams = stack.services.streams as RunningService<unknown>;
  await streams.deps.ds.transaction((em) =>
    streams.deps.outbox.add(em, EVENTS.streams.runCompleted, { runId, userId: user.userId, streamId: stream.id, trackedAccountId: stream.accountId, segmentId: stream.segmentId, status, mode: RunMode.SYNC_THEN_SEARCH }),
  );
  await streams.deps.relay.publishPending();
  return { runId, leads };
}

const many = (n: number, c: Candidate = {}) => Array.from({ length: n }, () => c);
const leadIds = (r: WebhookReceiver) => r.delivered().flatMap((b) => (b.leads as { id: number }[]).map((l) => l.id));

describe("subscriptions", () => {
  it("subscribes, returns the secret once, keeps the id for the same URL (also when racing), lists without secrets, unsubscribes", async () => {
    const user = await newUser(stack.identityClient);
    const first = await subscribe(user, "https://hooks.example.com/a", { sourceType: "follower" });
    expect(first).toEqual({ id: expect.any(Number), secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]+$/) });
    expect(await subscribe(user, "https://hooks.example.com/a", { matchConfidence: "high" })).toEqual({ id: first.id });
    const raced = await Promise.all(Array.from({ length: 6 }, () => api("/webhooks/subscribe", send(user, "POST", { targetUrl: "https://hooks.example.com/b" }))));
    expect(raced.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(raced.map((r) => r.body.id)).size).toBe(1);
    expect(raced.filter((r) => r.body.secret).length).toBe(1);

    const listed = await api("/webhooks", send(user, "GET"));
    expect(listed.status).toBe(200);
    expect(listed.body.subscriptions).toEqual([
      { id: first.id, targetUrl: "https://hooks.example.com/a", filterConfig: { matchConfidence: "high" }, active: true, disabledReason: null, createdAt: expect.any(String), updatedAt: expect.any(String) },
      expect.objectContaining({ id: raced[0].body.id, filterConfig: {} }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain("whsec_");

    expect(await api("/webhooks/subscribe", send(user, "DELETE", { id: first.id }))).toMatchObject({ status: 200, body: { success: true } });
    expect(await api("/webhooks/subscribe", send(user, "DELETE", { id: first.id }))).toMatchObject({ status: 200, body: { success: false } });
    expect((await api("/webhooks", send(user, "GET"))).body.subscriptions.map((s: any) => s.id)).toEqual([raced[0].body.id]);
  });

  it("answers 400 invalid_filter naming an unknown key or a bad value", async () => {
    const user = await newUser(stack.identityClient);
    const cases: [unknown, string][] = [
      [{ colour: "red" }, "filterConfig.colour"],
      [{ segmentId: 1 }, "filterConfig.segmentId"],
      [{ sourceType: "new_follower" }, "filterConfig.sourceType"],
      [{ matchConfidence: "low" }, "filterConfig.matchConfidence"],
      [{ feedbackStatus: 1 }, "filterConfig.feedbackStatus"],
      [{ streamId: "1" }, "filterConfig.streamId"],
      [{ accountId: 0 }, "filterConfig.accountId"],
      ["all", "filterConfig"],
      [[], "filterConfig"],
    ];
    for (const [filterConfig, param] of cases) {
      expectError(await api("/webhooks/subscribe", send(user, "POST", { targetUrl: "https://hooks.example.com/x", filterConfig })), 400, "invalid_filter", { param });
    }
    expectError(await api("/webhooks/subscribe", send(user, "POST", { targetUrl: "ftp://hooks.example.com/x" })), 400, "invalid_request", { param: "targetUrl" });
    expect((await api("/webhooks", send(user, "GET"))).body.subscriptions).toEqual([]);
  });

  it("keeps users apart: another user's stream or account in a filter is 404; their subscription's id in unsubscribe answers as an unknown one and deletes nothing", async () => {
    const [owner, other] = await Promise.all([newUser(stack.identityClient), newUser(stack.identityClient)]);
    const stream = await newStream(owner);
    expect(await subscribe(owner, "https://hooks.example.com/own", { streamId: stream.id, accountId: stream.accountId })).toMatchObject({ id: expect.any(Number) });
    expectError(await api("/webhooks/subscribe", send(other, "POST", { targetUrl: "https://x.example.com", filterConfig: { streamId: stream.id } })), 404, "not_found", { param: "filterConfig.streamId" });
    expectError(await api("/webhooks/subscribe", send(other, "POST", { targetUrl: "https://x.example.com", filterConfig: { accountId: stream.accountId } })), 404, "not_found", { param: "filterConfig.accountId" });
    const [owned] = (await api("/webhooks", send(owner, "GET"))).body.subscriptions;
    expect(await api("/webhooks/subscribe", send(other, "DELETE", { id: owned.id }))).toMatchObject({ status: 200, body: { success: false } });
    expect((await api("/webhooks", send(owner, "GET"))).body.subscriptions).toEqual([owned]);
    expect((await api("/webhooks", send(other, "GET"))).body.subscriptions).toEqual([]);
  });

  it("rotates the user's own secret, shown once", async () => {
    const user = await newUser(stack.identityClient);
    const a = await api("/webhooks/secret", send(user, "POST"));
    const b = await api("/webhooks/secret", send(user, "POST"));
    expect(a.body.secret).toMatch(/^whsec_/);
    expect(b.body.secret).not.toBe(a.body.secret);
  });
});

describe("delivery", () => {
  it("sends 120 leads as 50, 50, 20, signed, each lead once per batch id, through a receiver that fails twice first", async () => {
    const user = await newUser(stack.identityClient);
    const stream = await newStream(user);
    const r = await receiver({ behaviour: (n) => (n <= 2 ? 503 : 200) });
    r.setSecret((await subscribe(user, r.url)).secret!);
    const { runId, leads } = await completedRun(user, stream, many(120));
    await eventually(async () => r.delivered().length === 3 || undefined, { timeoutMs: 20_000, what: "three batches" });
    expect(r.requests.every((q) => q.verified)).toBe(true);
    expect(r.delivered().map((b) => b.leads?.length).sort()).toEqual([20, 50, 50]);
    expect(leadIds(r).sort((a, b) => a - b)).toEqual(leads.map((l) => l.id).sort((a, b) => a - b));
    expect(r.requests).toHaveLength(5);
    // The two failed attempts were retried with the same webhook-id.
    const retried = r.requests.slice(0, 2).map((q) => q.webhookId);
    expect(r.delivered().map((b) => b.webhookId)).toEqual(expect.arrayContaining(retried));
    expect(r.delivered()[0].leads?.[0]).toEqual({
      id: expect.any(Number), streamId: stream.id, trackedXAccountId: stream.accountId, segmentId: stream.segmentId, matchConfidence: "high", sourceType: "new_follower",
      discoveredAt: expect.any(String), exportedAt: null, profile: expect.objectContaining({ handle: expect.stringMatching(/^lead_/) }), matchReasons: ["job_role: Founder"], enrichment: null,
    });

    // The receiver has answered the last batch; the dispatcher records that just after.
    const log = await eventually(
      async () => {
        const answer = await api(`/webhooks/deliveries?streamId=${stream.id}`, send(user, "GET"));
        return answer.body.deliveries?.every((d: any) => d.status === "delivered") ? answer : undefined;
      },
      { timeoutMs: 10_000, what: "the three batches logged as delivered" },
    );
    expect(log.status).toBe(200);
    expect(log.body.deliveries).toHaveLength(3);
    expect(log.body.deliveries.every((d: any) => d.status === "delivered" && d.runId === runId)).toBe(true);
    expect(log.body.deliveries.flatMap((d: any) => d.attempts).map((a: any) => a.statusCode).sort()).toEqual([200, 200, 200, 503, 503]);
  });

  it("a receiver that never answers: 4 attempts, then failed; a manual retry delivers it with the same webhook-id", async () => {
    const user = await newUser(stack.identityClient);
    const stream = await newStream(user);
    const r = await receiver({ behaviour: () => "hang" });
    const sub = await subscribe(user, r.url);
    r.setSecret(sub.secret!);
    await completedRun(user, stream, many(2));
    const failed = await eventually(
      async () => {
        const { body } = await api(`/webhooks/deliveries?subscriptionId=${sub.id}&status=failed`, send(user, "GET"));
        return body.deliveries[0];
      },
      { timeoutMs: 20_000, what: "the batch to fail" },
    );
    expect(failed.attempts).toHaveLength(4);
    expect(failed.attempts.every((a: any) => a.statusCode === null && /timed out/.test(a.error))).toBe(true);
    expect(r.requests).toHaveLength(4);

    const other = await newUser(stack.identityClient);
    expectError(await api(`/webhooks/deliveries/${failed.id}/retry`, send(other, "POST")), 404, "not_found");
    expect((await api("/webhooks/deliveries", send(other, "GET"))).body.deliveries).toEqual([]);

    r.behave(() => 200);
    expect(await api(`/webhooks/deliveries/${failed.id}/retry`, send(user, "POST"))).toMatchObject({ status: 200, body: { id: failed.id, status: "pending" } });
    await eventually(async () => r.delivered().length === 1 || undefined, { timeoutMs: 10_000, what: "the retried batch" });
    expect(r.delivered()[0].webhookId).toBe(failed.webhookId);
    expectError(await api(`/webhooks/deliveries/${failed.id}/retry`, send(user, "POST")), 409, "conflict");
  });

  it("sends the leads a run recorded before it failed or was cancelled: the lead list shows them, and no later run records them again", async () => {
    const user = await newPaidUser(stack);
    const stream = await newStream(user);
    const hook = await receiver();
    hook.setSecret((await subscribe(user, hook.url)).secret!);
    const failed = await completedRun(user, stream, many(2), RunStatus.FAILED);
    const cancelled = await completedRun(user, stream, many(1), RunStatus.CANCELLED);
    await eventually(async () => hook.delivered().length === 2 || undefined, { timeoutMs: 15_000, what: "the failed and the cancelled run's batches" });
    expect(leadIds(hook).sort((a, b) => a - b)).toEqual([...failed.leads, ...cancelled.leads].map((l) => l.id).sort((a, b) => a - b));
  });

  it("each filter key narrows what is sent", async () => {
    const user = await newPaidUser(stack);
    const [stream, otherStream] = [await newStream(user), await newStream(user)];
    const subs: Record<string, WebhookReceiver> = {};
    const filters: Record<string, unknown> = {
      all: undefined,
      stream: { streamId: otherStream.id },
      account: { accountId: stream.accountId },
      liker: { sourceType: "liker" },
      follower: { sourceType: "follower" },
      medium: { matchConfidence: "medium" },
      good: { feedbackStatus: "good" },
    };
    for (const [name, filter] of Object.entries(filters)) {
      subs[name] = await receiver();
      subs[name].setSecret((await subscribe(user, subs[name].url, filter)).secret!);
    }
    const { leads } = await completedRun(user, stream, [{ sourceType: LeadSourceType.LIKER }, { matchConfidence: MatchConfidence.MEDIUM }, {}]);
    await eventually(async () => ["all", "account", "liker", "follower", "medium"].every((n) => subs[n].delivered().length === 1) || undefined, { timeoutMs: 15_000, what: "the filtered batches" });
    expect(leadIds(subs.all)).toEqual(leads.map((l) => l.id));
    expect(leadIds(subs.account)).toEqual(leads.map((l) => l.id));
    expect(leadIds(subs.liker)).toEqual([leads[0].id]);
    expect(leadIds(subs.follower)).toEqual([leads[1].id, leads[2].id]);
    expect(leadIds(subs.medium)).toEqual([leads[1].id]);

    await stack.leadsClient.recordFeedback({ userId: user.userId, leadId: leads[2].id, feedback: FeedbackStatus.BAD });
    await stack.leadsClient.recordFeedback({ userId: user.userId, leadId: leads[1].id, feedback: FeedbackStatus.GOOD });
    await stack.leadsClient.recordFeedback({ userId: user.userId, leadId: leads[1].id, feedback: FeedbackStatus.GOOD });
    await eventually(async () => subs.good.delivered().length === 1 || undefined, { timeoutMs: 10_000, what: "the feedback delivery" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(leadIds(subs.good)).toEqual([leads[1].id]);
    expect(subs.stream.requests).toEqual([]);
    expect(subs.all.requests).toHaveLength(1);
  });

  it("disables a subscription whose receiver answers 410, and one whose last 20 batches all failed; subscribing again re-enables it", async () => {
    const user = await newUser(stack.identityClient);
    const stream = await newStream(user);
    const gone = await receiver({ behaviour: () => 410 });
    const refusing = await receiver({ behaviour: () => 400 });
    const goneSub = await subscribe(user, gone.url);
    const refusingSub = await subscribe(user, refusing.url);
    await completedRun(user, stream, many(1000));
    const subscriptions = async () => (await api("/webhooks", send(user, "GET"))).body.subscriptions;
    await eventually(async () => (await subscriptions()).every((s: any) => !s.active) || undefined, { timeoutMs: 20_000, what: "both subscriptions disabled" });
    const byId = new Map((await subscriptions()).map((s: any) => [s.id, s]));
    expect(byId.get(goneSub.id)).toMatchObject({ active: false, disabledReason: expect.stringContaining("410") });
    expect(byId.get(refusingSub.id)).toMatchObject({ active: false, disabledReason: expect.stringContaining("20") });
    expect(gone.requests).toHaveLength(1);
    expect(refusing.requests).toHaveLength(20);
    expect(await subscribe(user, gone.url)).toEqual({ id: goneSub.id });
    expect((await subscriptions()).find((s: any) => s.id === goneSub.id)).toMatchObject({ active: true, disabledReason: null });

    // Re-enabled, it starts counting afresh: one more failed batch does not disable it again.
    await subscribe(user, refusing.url);
    await completedRun(user, stream, many(1));
    const failedBatches = async () => (await api(`/webhooks/deliveries?subscriptionId=${refusingSub.id}&status=failed&limit=100`, send(user, "GET"))).body.deliveries.length;
    await eventually(async () => (await failedBatches()) === 21 || undefined, { timeoutMs: 10_000, what: "the re-enabled subscription's failed batch" });
    expect((await subscriptions()).find((s: any) => s.id === refusingSub.id)).toMatchObject({ active: true });
  });

  it("delivers to a leads_plus_webhook stream's webhookUrl, signed with the user's own secret", async () => {
    const user = await newUser(stack.identityClient);
    const r = await receiver();
    const stream = await newStream(user, { deliveryDestination: "leads_plus_webhook", webhookUrl: r.url });
    r.setSecret((await api("/webhooks/secret", send(user, "POST"))).body.secret);
    const { leads } = await completedRun(user, stream, many(3));
    await eventually(async () => r.delivered().length === 1 || undefined, { timeoutMs: 10_000, what: "the stream's webhook" });
    expect(leadIds(r)).toEqual(leads.map((l) => l.id));
    // The receiver has the batch before the sender records the answer.
    const logged = await eventually(async () => {
      const [batch] = (await api("/webhooks/deliveries", send(user, "GET"))).body.deliveries;
      return batch?.status === "delivered" ? batch : undefined;
    }, { timeoutMs: 10_000, what: "the delivery to be recorded" });
    expect(logged).toMatchObject({ subscriptionId: null, streamId: stream.id, status: "delivered", leadCount: 3 });
  });

  it("sends a signed sample batch with POST /webhooks/test", async () => {
    const user = await newUser(stack.identityClient);
    const r = await receiver();
    const sub = await subscribe(user, r.url);
    r.setSecret(sub.secret!);
    const res = await api("/webhooks/test", send(user, "POST", { targetUrl: r.url }));
    expect(res).toMatchObject({ status: 200, body: { webhookId: expect.stringMatching(/^msg_/), attempt: { statusCode: 200, error: null } } });
    expect(r.delivered()).toHaveLength(1);
  });
});

describe("end to end", () => {
  it("a real run against the X sandbox delivers exactly the run's new leads to a subscription and to the stream's webhookUrl", async () => {
    const user = await newPaidUser(stack);
    const [subscribed, streamHook] = [await receiver(), await receiver()];
    // The sandbox's followers depend on the handle; this one's include founders.
    const stream = await newStream(user, { deliveryDestination: "leads_plus_webhook", webhookUrl: streamHook.url }, "gw_webhooks_e2e");
    subscribed.setSecret((await subscribe(user, subscribed.url, { streamId: stream.id })).secret!);
    streamHook.setSecret((await api("/webhooks/secret", send(user, "POST"))).body.secret);

    const started = await api(`/streams/${stream.id}/run`, send(user, "POST", {}));
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const runId = started.body.queued[0].syncRunId;
    const run = await eventually(
      async () => {
        const { body } = await api(`/streams/${stream.id}/runs/${runId}`, send(user, "GET"));
        return ["succeeded", "failed", "cancelled"].includes(body.status) ? body : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 250, what: "the run to end" },
    );
    expect(run.status).toBe("succeeded");
    const { body: page } = await api(`/streams/${stream.id}/leads?limit=500`, send(user, "GET"));
    expect(page.total).toBeGreaterThan(0);
    const expected = page.leads.map((l: any) => l.id).sort((a: number, b: number) => a - b);
    const batches = Math.ceil(expected.length / 50);
    await eventually(async () => (subscribed.delivered().length === batches && streamHook.delivered().length === batches) || undefined, { timeoutMs: 20_000, what: "both destinations" });
    for (const r of [subscribed, streamHook]) {
      expect(leadIds(r).sort((a, b) => a - b)).toEqual(expected);
      expect(r.requests.every((q) => q.verified)).toBe(true);
    }
    expect(subscribed.delivered()[0].leads).toEqual(expect.arrayContaining([page.leads.find((l: any) => l.id === leadIds(subscribed)[0])]));
    // Each POST continues the run's trace: the trace of the run request that ended in streams.run.completed.
    const traceIds = new Set([...subscribed.requests, ...streamHook.requests].map((q) => q.traceparent?.split("-")[1]));
    expect(traceIds.size).toBe(1);
    const [traceId] = traceIds;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(spans.getFinishedSpans().some((s) => s.spanContext().traceId === traceId && s.name.startsWith("streams.run.completed"))).toBe(true);
    // notifications.delivery.queued comes back to streams, which notes it in the run's progressLog.
    const noted = `${2 * batches} webhook batch${2 * batches === 1 ? "" : "es"} queued for delivery to 2 destinations`;
    const log = await eventually(
      async () => {
        const { body } = await api(`/streams/${stream.id}/runs/${runId}`, send(user, "GET"));
        return body.progressLog.some((e: any) => e.message === noted) ? body.progressLog : undefined;
      },
      { timeoutMs: 20_000, what: "the progressLog entry" },
    );
    expect(log.at(-1)).toEqual({ at: expect.any(String), message: noted });
    expect(log.filter((e: any) => e.message.includes("webhook batch"))).toHaveLength(1);
  });
});
