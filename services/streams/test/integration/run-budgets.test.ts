import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RetestSkipReason, RunSkipReason, RunStatus } from "@leadstream/contracts";
import { accountBudgets, expectAppError, finishedRun, freeUser, paidUser, startStack, streamOnAccounts, type Stack } from "./harness.js";

describe("run budgets", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack();
  });
  afterAll(async () => {
    await s?.stop();
  });

  const runAll = async (userId: number, streamId: number) => {
    const res = await s.streams.runStream({ userId, streamId });
    for (const q of res.queued) await finishedRun(s.streams, userId, streamId, q.runId);
    return res;
  };

  it("takes one daily sync per run; the run past an account's daily cap is refused with daily_sync_limit", async () => {
    const userId = await paidUser(s);
    const { streamId, accountIds } = await streamOnAccounts(s, userId, ["growth"]); // cap 2
    const [accountId] = accountIds;
    expect(await accountBudgets(s, userId, accountId)).toMatchObject({ dailySyncUsed: 0, dailySyncRemaining: 2 });

    expect((await runAll(userId, streamId)).queued).toHaveLength(1);
    expect(await accountBudgets(s, userId, accountId)).toMatchObject({ dailySyncUsed: 1, dailySyncRemaining: 1, totals: [1, 30] });
    expect((await runAll(userId, streamId)).queued).toHaveLength(1);
    expect(await accountBudgets(s, userId, accountId)).toMatchObject({ dailySyncUsed: 2, dailySyncRemaining: 0 });

    await expectAppError(s.streams.runStream({ userId, streamId }), "daily_sync_limit");
    expect(await accountBudgets(s, userId, accountId)).toMatchObject({ dailySyncUsed: 2 });
    // The refused request left no run behind.
    expect((await s.streams.listStreamRuns({ userId, streamId })).runs).toHaveLength(2);
  });

  it("answers the skips when accounts are skipped for different reasons or some are queued", async () => {
    const userId = await paidUser(s);
    const { streamId, accountIds } = await streamOnAccounts(s, userId, ["starter", "growth", "growth"]);
    const [starter, growth, sleeper] = accountIds;
    await s.accounts.sleepAccount({ userId, accountId: sleeper });
    await runAll(userId, streamId);

    const res = await s.streams.runStream({ userId, streamId });
    expect(res.queued.map((q) => q.accountId)).toEqual([growth]);
    expect(res.skipped.map(({ accountId, reason }) => [accountId, reason])).toEqual([
      [starter, RunSkipReason.DAILY_SYNC_LIMIT],
      [sleeper, RunSkipReason.ACCOUNT_SLEEPING],
    ]);
    await finishedRun(s.streams, userId, streamId, res.queued[0].runId);
    // Now nothing can be queued, for two different reasons: the skips, not an error.
    expect((await s.streams.runStream({ userId, streamId, accountId: sleeper })).skipped).toEqual([expect.objectContaining({ accountId: sleeper, reason: RunSkipReason.ACCOUNT_SLEEPING })]);
    await expectAppError(s.streams.runStream({ userId, streamId, accountId: starter }), "daily_sync_limit");
  });

  it("takes one monthly re-test per pair; past the budget re-tests are refused with retest_limit", async () => {
    const userId = await paidUser(s);
    const { streamId, accountIds } = await streamOnAccounts(s, userId, ["starter"]); // 12 re-tests a month
    const [accountId] = accountIds;
    const queued = [];
    for (let i = 0; i < 12; i++) {
      const res = await s.streams.retestStream({ userId, streamId });
      expect(res.skipped).toEqual([]);
      queued.push(res.queued[0]);
    }
    expect(queued[0]).toMatchObject({ trackedAccountId: accountId, pairId: expect.any(Number), segmentId: expect.any(Number) });
    expect(await accountBudgets(s, userId, accountId)).toMatchObject({ retestsUsed: 12, dailySyncUsed: 0 });
    await expectAppError(s.streams.retestStream({ userId, streamId }), "retest_limit");
    for (const q of queued) expect((await finishedRun(s.streams, userId, streamId, q.runId)).status).toBe(RunStatus.SUCCEEDED);
  });

  it("refuses a free user's re-test with free_retest_limit, and skips a sleeping account", async () => {
    const free = await freeUser(s);
    const freeStream = await streamOnAccounts(s, free, ["starter"]);
    await expectAppError(s.streams.retestStream({ userId: free, streamId: freeStream.streamId }), "free_retest_limit");

    const userId = await paidUser(s);
    const { streamId, accountIds } = await streamOnAccounts(s, userId, ["starter", "starter"]);
    await s.accounts.sleepAccount({ userId, accountId: accountIds[1] });
    const res = await s.streams.retestStream({ userId, streamId });
    expect(res.queued.map((q) => q.trackedAccountId)).toEqual([accountIds[0]]);
    expect(res.skipped).toEqual([expect.objectContaining({ trackedAccountId: accountIds[1], reason: RetestSkipReason.ACCOUNT_SLEEPING })]);
    expect((await s.streams.runStream({ userId, streamId, accountId: accountIds[1] })).skipped).toEqual([
      expect.objectContaining({ accountId: accountIds[1], reason: RunSkipReason.ACCOUNT_SLEEPING }),
    ]);
  });
});
