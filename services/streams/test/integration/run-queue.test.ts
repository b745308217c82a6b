import { setTimeout as sleep } from "node:timers/promises";
import { BudgetKind, type Run, RunMode, RunSource, RunStatus } from "@leadstream/contracts";
import { eventually } from "@leadstream/testing";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountBudgets, finishedRun, paidUser, startStack, streamOnAccounts, streamsClient, type Stack } from "./harness.js";

interface SlotRow {
  stream_pair_id: number;
  account_id: number;
  slot_at: Date;
  status: string;
  error_message: string | null;
}

// The stack's own streams service runs no worker: queued runs stay queued until a test starts one.
describe("the run queue and the scheduler", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack({ streamsEnv: { RUN_WORKER_CONCURRENCY: "0" } });
  });
  afterAll(async () => {
    await s?.stop();
  });

  const runsOf = async (userId: number, streamId: number): Promise<Run[]> => (await s.streams.listRuns({ userId, streamId })).runs;

  const cronRows = async (streamId: number): Promise<SlotRow[]> =>
    s.svc.deps.ds.query(`SELECT stream_pair_id, account_id, slot_at, status, error_message FROM "streams".runs WHERE stream_id = $1 AND source = 'cron' ORDER BY account_id, slot_at`, [
      streamId,
    ]);

  it("cancels the queued runs of an account put to sleep and of a removed pair; a worker gives their budget back", async () => {
    const userId = await paidUser(s);
    const { streamId, accountIds } = await streamOnAccounts(s, userId, ["growth", "growth", "growth"]);
    const [sleeper, removed, kept] = accountIds;
    const { queued } = await s.streams.runStream({ userId, streamId });
    expect(queued).toHaveLength(3);
    const runIdOf = (accountId: number) => queued.find((q) => q.accountId === accountId)!.runId;
    for (const accountId of accountIds) expect(await accountBudgets(s, userId, accountId)).toMatchObject({ dailySyncUsed: 1 });

    await s.accounts.sleepAccount({ userId, accountId: sleeper });
    const slept = await eventually(async () => (await runsOf(userId, streamId)).find((r) => r.id === runIdOf(sleeper) && r.status === RunStatus.CANCELLED), { what: "the sleeping account's run cancelled" });
    expect(slept.errorMessage).toBe("Cancelled: account slept");
    expect(slept.completedAt).toBeDefined();

    const { stream } = await s.streams.getStream({ userId, streamId });
    const keep = stream!.pairs.filter((p) => p.trackedAccountId !== removed).map((p) => ({ accountId: p.trackedAccountId, segmentId: p.segmentId }));
    await s.streams.updateStream({ userId, streamId, replacePairs: true, pairs: keep });
    const byId = new Map((await runsOf(userId, streamId)).map((r) => [r.id, r]));
    expect(byId.get(runIdOf(removed))).toMatchObject({ status: RunStatus.CANCELLED, errorMessage: "Cancelled: pair removed" });
    expect(byId.get(runIdOf(sleeper))).toMatchObject({ status: RunStatus.CANCELLED, errorMessage: "Cancelled: account slept" });
    expect(byId.get(runIdOf(kept))!.status).toBe(RunStatus.QUEUED);

    const worker = await s.startStreamsReplica({ RUN_WORKER_CONCURRENCY: "2" });
    try {
      expect((await finishedRun(streamsClient(worker.url), userId, streamId, runIdOf(kept))).status).toBe(RunStatus.SUCCEEDED);
      await eventually(async () => (await accountBudgets(s, userId, removed)).dailySyncUsed === 0, { what: "the removed pair's budget back" });
      await eventually(async () => (await accountBudgets(s, userId, sleeper)).dailySyncUsed === 0, { what: "the sleeping account's budget back" });
      expect(await accountBudgets(s, userId, kept)).toMatchObject({ dailySyncUsed: 1 });
      // The worker skipped them: still cancelled, nothing logged.
      for (const id of [runIdOf(sleeper), runIdOf(removed)]) expect((await runsOf(userId, streamId)).find((r) => r.id === id)).toMatchObject({ status: RunStatus.CANCELLED, progressLog: [] });
    } finally {
      await worker.stop();
    }
  });

  it("fires each slot once per pair however many schedulers cover it, recording the slots that get no run", async () => {
    const userId = await paidUser(s);
    const zone = "America/New_York";
    const first = DateTime.now().setZone(zone).plus({ hours: 2 }).startOf("hour");
    const second = first.plus({ minutes: 30 });
    const { streamId, accountIds } = await streamOnAccounts(s, userId, ["starter", "growth"], { syncTimes: [first.toFormat("HH:mm"), second.toFormat("HH:mm")], timezone: zone });
    const [starter, growth] = accountIds;
    // Something else used the starter account's one daily sync.
    expect((await s.accounts.reserveBudget({ userId, accountId: starter, kind: BudgetKind.SYNC, runId: 2_000_000_000 + starter })).reserved).toBe(true);

    const replica = await s.startStreamsReplica();
    const after = new Date(Date.now() + 3600_000 - 60_000);
    const until = new Date(Date.now() + 3 * 3600_000);
    const rounds = [s.svc, replica, s.svc, replica].map((svc) => svc.app.scheduleRuns(after, until));
    expect(await Promise.all(rounds)).toEqual([true, true, true, true]);
    expect(await s.svc.app.scheduleRuns(after, until)).toBe(true);
    await replica.stop();

    const rows = await cronRows(streamId);
    const [firstAt, secondAt] = [first.toUTC().toISO(), second.toUTC().toISO()];
    expect(rows.map((r) => [r.account_id, r.slot_at.toISOString(), r.status, r.error_message])).toEqual([
      [starter, firstAt, "cancelled", "Skipped: daily_sync_limit"],
      [starter, secondAt, "cancelled", "Skipped: daily_sync_limit"],
      // The first slot's run is still queued at the second.
      [growth, firstAt, "queued", null],
      [growth, secondAt, "cancelled", "Skipped: already_running"],
    ]);
    for (const accountId of accountIds) expect(await accountBudgets(s, userId, accountId)).toMatchObject({ dailySyncUsed: 1 });
    expect((await runsOf(userId, streamId)).every((r) => r.source === RunSource.CRON && r.mode === RunMode.SYNC_THEN_SEARCH)).toBe(true);
  });

  it("on start, fires a slot missed while down if it is under an hour late, once across replicas and restarts", async () => {
    const userId = await paidUser(s);
    const quarter = (at: DateTime) => at.set({ minute: Math.floor(at.minute / 15) * 15, second: 0, millisecond: 0 });
    const late = quarter(DateTime.utc().minus({ minutes: 20 })); // 20 to 35 minutes ago
    const tooLate = quarter(DateTime.utc().minus({ minutes: 65 })); // 65 to 80 minutes ago
    const missed = await streamOnAccounts(s, userId, ["starter"], { syncTimes: [late.toFormat("HH:mm")] });
    const lost = await streamOnAccounts(s, userId, ["starter"], { syncTimes: [tooLate.toFormat("HH:mm")] });

    const scheduler = { RUN_SCHEDULER_ENABLED: "true" };
    const replicas = await Promise.all([s.startStreamsReplica(scheduler), s.startStreamsReplica(scheduler)]);
    await eventually(async () => (await cronRows(missed.streamId)).length > 0, { what: "the missed slot fired" });
    await sleep(1000);
    for (const replica of replicas) await replica.stop();
    const restarted = await s.startStreamsReplica(scheduler);
    await sleep(2000);
    await restarted.stop();

    const rows = await cronRows(missed.streamId);
    expect(rows.map((r) => [r.slot_at.toISOString(), r.status])).toEqual([[late.toISO(), "queued"]]);
    expect(await cronRows(lost.streamId)).toEqual([]);
  });
});
