import { create, toBinary } from "@bufbuild/protobuf";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { BotKind, EVENTS, LeadSourceType, MatchConfidence, type Run, RunMode, RunRequestedSchema, RunSource, RunStatus, Tier } from "@leadstream/contracts";
import { BOT_KIND } from "@leadstream/contracts/vocabulary";
import { headers as natsHeaders } from "@nats-io/nats-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAppError, farSyncTimes, finishedRun, followersOfInterest, paidUser, startStack, streamOnFixture, uniqueHandle, type Stack } from "./harness.js";

/** Every lead of the stream, through the leads service. */
async function streamLeads(s: Stack, userId: number, streamId: number) {
  const { leads } = await s.leads.listStreamLeads({ userId, streamId, limit: 500 });
  return leads;
}

/** A run as the lists show it: its bot filter report without the sample. */
const listed = (run: Run): Run => ({ ...run, botFilter: run.botFilter && { ...run.botFilter, sample: [] } });

describe("runs", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack();
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("runs a stream end to end: followers synced, classified, recorded; counts equal the leads", async () => {
    const userId = await paidUser(s);
    const followers = followersOfInterest();
    const { streamId, accountId, segmentId, handle } = await streamOnFixture(s, userId, followers);

    const { queued, skipped } = await s.streams.runStream({ userId, streamId });
    expect(skipped).toEqual([]);
    expect(queued).toEqual([{ $typeName: expect.any(String), accountId, runId: expect.any(Number) }]);
    const run = await finishedRun(s.streams, userId, streamId, queued[0].runId);

    const { stream } = await s.streams.getStream({ userId, streamId });
    expect(run).toMatchObject({
      id: queued[0].runId,
      streamId,
      streamName: stream!.name,
      trackedXAccountId: accountId,
      xHandle: handle,
      segmentId,
      source: RunSource.MANUAL,
      status: RunStatus.SUCCEEDED,
      mode: RunMode.SYNC_THEN_SEARCH,
      newFollowersCount: followers.length,
      enrichedCount: 0,
      errorMessage: "",
      streamPairId: stream!.pairs[0].streamPairId,
    });
    const leads = await streamLeads(s, userId, streamId);
    expect(leads.length).toBeLessThan(followers.length);
    expect(leads.every((l) => l.runId === run.id && l.sourceType === LeadSourceType.NEW_FOLLOWER && l.matchReasons.length > 0)).toBe(true);
    const counts = await s.leads.countRunLeads({ userId, runId: run.id });
    expect(run.candidatesPassedCount).toBe(leads.length);
    expect(run.candidatesPassedCount).toBe(counts.highCount + counts.mediumCount);
    expect(run.mediumFitCount).toBe(leads.filter((l) => l.matchConfidence === MatchConfidence.MEDIUM).length);
    expect(run.mediumFitCount).toBeGreaterThan(0);
    expect(run.candidatesPassedCount).toBeGreaterThan(run.mediumFitCount);

    // Each step, timestamped, in order.
    const messages = run.progressLog.map((e) => e.message);
    expect(messages[0]).toBe("Run started");
    expect(messages).toContain("Fetching new followers");
    expect(messages).toContain(`Found ${followers.length} new followers and 0 new likers`);
    expect(messages).toContain("Classifying");
    expect(messages).toContain(`Classified ${followers.length} profiles: ${leads.length - run.mediumFitCount} high fit, ${run.mediumFitCount} medium fit`);
    expect(messages).toContain(`Recording ${leads.length} leads`);
    expect(messages).toContain(`Dropped 1 bot (1 ${Object.keys(run.botFilter!.droppedByKind)[0]})`);
    expect(messages.at(-1)).toMatch(new RegExp(`^${leads.length} new leads .* in the lead list$`));
    const times = run.progressLog.map((e) => timestampDate(e.at!).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(timestampDate(run.triggeredAt!).getTime()).toBeLessThanOrEqual(times[0]);
    expect(timestampDate(run.completedAt!).getTime()).toBeGreaterThanOrEqual(times.at(-1)!);
    expect(stream!.lastRunAt).toEqual(run.completedAt);

    // The bot filter dropped the giveaway follower, with a kind and a score; the sample shows it, then the leads with their bot scores.
    const bot = (followers.at(-1) as { username: string }).username;
    const report = run.botFilter!;
    expect(report.droppedCount).toBe(1);
    const [kind, ...otherKinds] = Object.keys(report.droppedByKind);
    expect(otherKinds).toEqual([]);
    expect(BOT_KIND.has(kind) && report.droppedByKind[kind]).toBe(1);
    const [dropped, ...leadEntries] = report.sample;
    expect(dropped).toMatchObject({ handle: bot, xUserId: expect.stringMatching(/^\d+$/), botKind: BOT_KIND.value(BOT_KIND.has(kind) ? kind : null), confidence: MatchConfidence.UNSPECIFIED });
    expect(dropped.botScore).toBeGreaterThan(0.5);
    expect(dropped.reasons.length).toBeGreaterThan(0);
    expect(leadEntries.map((e) => e.handle).sort()).toEqual(leads.map((l) => l.profile!.handle).sort());
    for (const e of leadEntries) {
      expect(e.botKind).toBe(BotKind.UNSPECIFIED);
      expect([MatchConfidence.HIGH, MatchConfidence.MEDIUM]).toContain(e.confidence);
      expect(e.botScore).toBeGreaterThanOrEqual(0);
      expect(e.botScore).toBeLessThan(dropped.botScore);
    }
    const leadScores = leadEntries.map((e) => e.botScore);
    expect(leadScores).toEqual([...leadScores].sort((a, b) => b - a));

    // The lists show it, with the bot filter's counts but not its sample.
    expect((await s.streams.listStreamRuns({ userId, streamId })).runs).toEqual([listed(run)]);
    expect((await s.streams.listRuns({ userId, streamId })).runs).toEqual([listed(run)]);
    expect((await s.streams.listRuns({ userId, status: RunStatus.SUCCEEDED })).runs).toEqual([listed(run)]);
    expect((await s.streams.listRuns({ userId, status: RunStatus.FAILED })).runs).toEqual([]);
  });

  it("classifies every follower for each stream sharing an account, whichever stream's run fetched it", async () => {
    const userId = await paidUser(s);
    const followers = followersOfInterest();
    const first = await streamOnFixture(s, userId, followers);
    await s.accounts.changeTier({ userId, accountId: first.accountId, tier: Tier.GROWTH });
    const second = await s.streams.createStream({ userId, settings: { syncTimes: { times: farSyncTimes() }, timezone: "UTC" }, pairs: [{ accountId: first.accountId, segmentId: first.segmentId }] });

    const run1 = await finishedRun(s.streams, userId, first.streamId, (await s.streams.runStream({ userId, streamId: first.streamId })).queued[0].runId);
    // The second stream's run fetches nothing new from X, but the followers the first one cached are new to it.
    const run2 = await finishedRun(s.streams, userId, second.id, (await s.streams.runStream({ userId, streamId: second.id })).queued[0].runId);
    expect([run1.status, run2.status]).toEqual([RunStatus.SUCCEEDED, RunStatus.SUCCEEDED]);
    expect(run2.newFollowersCount).toBe(followers.length);
    expect(run2.candidatesPassedCount).toBe(run1.candidatesPassedCount);
    expect((await streamLeads(s, userId, second.id)).length).toBe(run1.candidatesPassedCount);
  });

  it("records no lead twice: a second run of the same followers, and a redelivered run message, add none", async () => {
    const userId = await paidUser(s);
    const { streamId } = await streamOnFixture(s, userId, followersOfInterest());
    const first = await finishedRun(s.streams, userId, streamId, (await s.streams.runStream({ userId, streamId })).queued[0].runId);
    const before = await streamLeads(s, userId, streamId);
    expect(before.length).toBe(first.candidatesPassedCount);

    // The same message again, as JetStream would redeliver it: the run is over, nothing happens.
    const { bus } = s.svc.deps;
    const h = natsHeaders();
    h.set("event-type", RunRequestedSchema.typeName);
    await bus.js.publish(bus.subject(EVENTS.streams.runRequested.subject), toBinary(RunRequestedSchema, create(RunRequestedSchema, { runId: first.id, userId })), { headers: h });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await s.streams.getRun({ userId, streamId, runId: first.id })).run).toEqual(first);

    // A re-test classifies every cached follower again: the leads are already there.
    const retest = await s.streams.retestStream({ userId, streamId });
    const again = await finishedRun(s.streams, userId, streamId, retest.queued[0].runId);
    expect(again).toMatchObject({ status: RunStatus.SUCCEEDED, mode: RunMode.SEARCH_ONLY, newFollowersCount: 0, candidatesPassedCount: 0 });
    // It drops the same bots again, and its sample shows the profiles it classified as leads (already leads).
    expect(again.botFilter).toEqual(first.botFilter);
    expect(again.progressLog.map((e) => e.message)).not.toContain("Fetching new followers");
    expect(await streamLeads(s, userId, streamId)).toEqual(before);
  });

  it("lists a stream's runs newest first, only of its current pairs, and finds a run only under its own stream and user", async () => {
    const userId = await paidUser(s);
    const a = await streamOnFixture(s, userId, followersOfInterest());
    const first = await finishedRun(s.streams, userId, a.streamId, (await s.streams.runStream({ userId, streamId: a.streamId })).queued[0].runId);
    const second = await finishedRun(s.streams, userId, a.streamId, (await s.streams.retestStream({ userId, streamId: a.streamId })).queued[0].runId);
    expect((await s.streams.listStreamRuns({ userId, streamId: a.streamId })).runs.map((r: Run) => r.id)).toEqual([second.id, first.id]);
    expect((await s.streams.listStreamRuns({ userId, streamId: a.streamId, limit: 1 })).runs.map((r: Run) => r.id)).toEqual([second.id]);

    // Another account replaces the pair: the old pair's runs leave the stream's list (GET /runs keeps them).
    await s.streams.updateStream({ userId, streamId: a.streamId, replacePairs: true, pairs: [{ accountHandle: uniqueHandle(), segmentId: a.segmentId }] });
    expect((await s.streams.listStreamRuns({ userId, streamId: a.streamId })).runs).toEqual([]);
    expect((await s.streams.listRuns({ userId, streamId: a.streamId })).runs.map((r: Run) => r.id)).toEqual([second.id, first.id]);

    const other = await streamOnFixture(s, userId, []);
    await expectAppError(s.streams.getRun({ userId, streamId: other.streamId, runId: first.id }), "not_found");
    await expectAppError(s.streams.getRun({ userId: await paidUser(s), streamId: a.streamId, runId: first.id }), "not_found");
    await expectAppError(s.streams.listStreamRuns({ userId: await paidUser(s), streamId: a.streamId }), "not_found");
    await expectAppError(s.streams.listStreamRuns({ userId, streamId: a.streamId, limit: 101 }), "invalid_request", "limit");
    // The proto enum cannot carry an unknown status; the use case still refuses one.
    await expectAppError(s.svc.app.listRuns({ userId, streamId: 0, status: "done", limit: 0 }), "invalid_request", "status");
    await expectAppError(s.streams.listRuns({ userId, streamId: -1 }), "invalid_request", "streamId");
  });

  it("refuses to run an archived stream, or an account or segment the stream lacks; runs a paused one by hand", async () => {
    const userId = await paidUser(s);
    const { streamId, accountId, segmentId } = await streamOnFixture(s, userId, []);
    await expectAppError(s.streams.runStream({ userId, streamId, accountId: accountId + 1_000_000 }), "not_found");
    await expectAppError(s.streams.retestStream({ userId, streamId, segmentId: segmentId + 1_000_000 }), "not_found");
    await expectAppError(s.streams.runStream({ userId: await paidUser(s), streamId }), "not_found");

    await s.streams.updateStream({ userId, streamId, settings: { isActive: false } });
    const paused = await s.streams.runStream({ userId, streamId, accountId });
    expect(paused.queued).toHaveLength(1);
    await finishedRun(s.streams, userId, streamId, paused.queued[0].runId);

    await s.streams.archiveStream({ userId, streamId });
    await expectAppError(s.streams.runStream({ userId, streamId }), "stream_archived");
    await expectAppError(s.streams.retestStream({ userId, streamId }), "stream_archived");
  });
});
