import { setTimeout as sleep } from "node:timers/promises";
import { type Run, RunSkipReason, RunStatus } from "@leadstream/contracts";
import { LEAD_SOURCE_TYPE, MATCH_CONFIDENCE } from "@leadstream/contracts/vocabulary";
import { eventually } from "@leadstream/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { finishedRun, followersOfInterest, paidUser, startStack, streamOnFixture, streamsClient, type Stack } from "./harness.js";

const RATE_LIMIT_WAIT = /^X rate limit reached; waiting (\d+) s$/;

describe("runs under rate limits, stalls and worker restarts", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack();
  });
  afterAll(async () => {
    await s?.stop();
  });
  afterEach(() => {
    s.sandbox.rateLimiter.configure({ followers: 1000, likingUsers: 1000, windowSeconds: 900 });
  });

  /** Uses up X's window of `family` (the next request waits `windowSeconds`). */
  function exhaust(family: "followers" | "likingUsers", windowSeconds: number) {
    s.sandbox.rateLimiter.configure({ [family]: 1, windowSeconds });
    s.sandbox.rateLimiter.hit(family);
  }

  /** The run once its progress log shows a rate-limit wait. */
  const waitingRun = (userId: number, streamId: number, runId: number, streams = s.streams): Promise<Run> =>
    eventually(
      async () => {
        const { run } = await streams.getRun({ userId, streamId, runId });
        return run?.progressLog.some((e) => RATE_LIMIT_WAIT.test(e.message)) ? run : undefined;
      },
      { what: "a rate-limit wait" },
    );

  const leadsOf = async (userId: number, streamId: number) =>
    (await s.leads.listStreamLeads({ userId, streamId, limit: 500 })).leads.map((l) => `${l.profile!.handle} ${MATCH_CONFIDENCE.name(l.matchConfidence)} ${LEAD_SOURCE_TYPE.name(l.sourceType)}`).sort();

  it("waits out an X rate limit mid-sync, logging the wait, then succeeds; a run asked for meanwhile is skipped already_running", async () => {
    const userId = await paidUser(s);
    const { streamId, accountId } = await streamOnFixture(s, userId, followersOfInterest());
    exhaust("followers", 3);
    const runId = (await s.streams.runStream({ userId, streamId })).queued[0].runId;

    const waiting = await waitingRun(userId, streamId, runId);
    expect(waiting.status).toBe(RunStatus.RUNNING);
    expect((await s.streams.runStream({ userId, streamId })).skipped).toEqual([expect.objectContaining({ accountId, reason: RunSkipReason.ALREADY_RUNNING })]);

    const run = await finishedRun(s.streams, userId, streamId, runId);
    expect(run.status).toBe(RunStatus.SUCCEEDED);
    const messages = run.progressLog.map((e) => e.message);
    const wait = messages.findIndex((m) => RATE_LIMIT_WAIT.test(m));
    // Classifying starts beside the sync, and waits with it.
    expect(messages.slice(0, wait)).toEqual(["Run started", "Fetching new followers", "Classifying"]);
    expect(messages[wait + 1]).toMatch(/^Fetched followers page 1/);
    expect(run.candidatesPassedCount).toBeGreaterThan(0);
    expect(await leadsOf(userId, streamId)).toHaveLength(run.candidatesPassedCount);
  });

  it("fails a run with no progress for 10 minutes; its worker, coming back, does not revive it", async () => {
    const userId = await paidUser(s);
    const { streamId } = await streamOnFixture(s, userId, followersOfInterest());
    exhaust("followers", 3);
    const runId = (await s.streams.runStream({ userId, streamId })).queued[0].runId;
    await waitingRun(userId, streamId, runId);

    await s.svc.app.reapStalledRuns();
    expect((await s.streams.getRun({ userId, streamId, runId })).run!.status).toBe(RunStatus.RUNNING); // progress is recent
    // Ten minutes pass without progress (the worker is still in its wait).
    await s.svc.deps.ds.query(`UPDATE "streams".runs SET last_progress_at = last_progress_at - interval '11 minutes' WHERE id = $1`, [runId]);
    await s.svc.app.reapStalledRuns();
    const failed = (await s.streams.getRun({ userId, streamId, runId })).run!;
    expect(failed).toMatchObject({ status: RunStatus.FAILED, errorMessage: "No progress for 10 minutes; the run was stopped." });
    expect(failed.completedAt).toBeDefined();

    await sleep(4000); // the wait is over: the worker finds the run failed and stops
    expect((await s.streams.getRun({ userId, streamId, runId })).run).toEqual(failed);
    expect(await leadsOf(userId, streamId)).toEqual([]);
  });

  it("fails a run whose work message was lost, after 6 hours queued, and gives its budget back", async () => {
    const userId = await paidUser(s);
    const { streamId, accountId } = await streamOnFixture(s, userId, followersOfInterest());
    const runId = (await s.streams.runStream({ userId, streamId })).queued[0].runId;
    await finishedRun(s.streams, userId, streamId, runId);
    const syncsUsed = async () => (await s.accounts.getBillingSummary({ userId })).accounts.find((a) => a.accountId === accountId)!.dailySync!.used;
    expect(await syncsUsed()).toBe(1);
    // As if its message had vanished before any worker took it.
    await s.svc.deps.ds.query(`UPDATE "streams".runs SET status = 'queued', completed_at = NULL, triggered_at = now() - interval '5 hours' WHERE id = $1`, [runId]);
    await s.svc.app.reapStalledRuns();
    expect((await s.streams.getRun({ userId, streamId, runId })).run!.status).toBe(RunStatus.QUEUED);
    await s.svc.deps.ds.query(`UPDATE "streams".runs SET triggered_at = now() - interval '7 hours' WHERE id = $1`, [runId]);
    await s.svc.app.reapStalledRuns();
    expect((await s.streams.getRun({ userId, streamId, runId })).run).toMatchObject({ status: RunStatus.FAILED, errorMessage: expect.stringMatching(/never picked up/) });
    expect(await syncsUsed()).toBe(0);
  });

  // Last: it stops the stack's streams service.
  it("resumes a run whose worker stopped mid-sync on another replica, with the same leads as an uninterrupted run", async () => {
    const people = followersOfInterest();
    const likers = followersOfInterest();
    const fixture = { followers: people, tweets: [{ text: "Launch day", liking_users: likers.slice(0, 5) }, { text: "Hiring", liking_users: likers.slice(3) }] };
    const userId = await paidUser(s);
    const uninterrupted = await streamOnFixture(s, userId, fixture.followers, { tweets: fixture.tweets });
    const first = await finishedRun(s.streams, userId, uninterrupted.streamId, (await s.streams.runStream({ userId, streamId: uninterrupted.streamId })).queued[0].runId);
    expect(first.status).toBe(RunStatus.SUCCEEDED);

    const interrupted = await streamOnFixture(s, userId, fixture.followers, { tweets: fixture.tweets });
    exhaust("likingUsers", 8); // accounts-billing waits out the window it saw, even after the limits change
    const runId = (await s.streams.runStream({ userId, streamId: interrupted.streamId })).queued[0].runId;
    const waiting = await waitingRun(userId, interrupted.streamId, runId);
    expect(waiting.progressLog.map((e) => e.message)).toContainEqual(expect.stringMatching(/^Fetched followers page 1/));

    await s.svc.stop(); // its worker gives the run up mid-wait
    s.sandbox.rateLimiter.configure({ likingUsers: 1000, windowSeconds: 900 });
    const replica = await s.startStreamsReplica();
    const resumed = await finishedRun(streamsClient(replica.url), userId, interrupted.streamId, runId);

    expect(resumed.status).toBe(RunStatus.SUCCEEDED);
    const messages = resumed.progressLog.map((e) => e.message);
    expect(messages.filter((m) => m === "Run started")).toHaveLength(1);
    expect(messages).toContain("Run resumed after an interruption");
    expect(messages.filter((m) => m.startsWith("Fetched followers page"))).toHaveLength(1); // not fetched again
    expect(resumed).toMatchObject({ newFollowersCount: first.newFollowersCount, candidatesPassedCount: first.candidatesPassedCount, mediumFitCount: first.mediumFitCount });
    // Its bot filter report counts one pass, as the uninterrupted run's does.
    expect(resumed.botFilter!.droppedCount).toBe(first.botFilter!.droppedCount);
    expect(resumed.botFilter!.droppedByKind).toEqual(first.botFilter!.droppedByKind);
    expect(resumed.progressLog.filter((e) => e.message.startsWith("Dropped "))).toHaveLength(1);
    expect(await leadsOf(userId, interrupted.streamId)).toEqual(await leadsOf(userId, uninterrupted.streamId));
    expect((await leadsOf(userId, interrupted.streamId)).some((l) => l.endsWith(" liker"))).toBe(true);
  });
});
