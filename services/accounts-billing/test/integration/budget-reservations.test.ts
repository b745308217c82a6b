import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAppError, startHarness, uniqueHandle, type Harness } from "./harness.js";

describe("ReserveBudget and ReleaseBudget", () => {
  let h: Harness;
  let nextRunId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
  const newRunId = () => nextRunId++;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function userWithAccount(opts: { plan?: "free" | "paid"; tier?: string } = {}) {
    const { userId } = await h.createUser({ plan: opts.plan ?? "paid" });
    const { accounts } = await h.accounts.ensureAccounts({ userId, operationId: "op", accounts: [{ handle: uniqueHandle(), tier: opts.tier ?? "" }] });
    return { userId, accountId: accounts[0].account!.id };
  }

  type Owned = Awaited<ReturnType<typeof userWithAccount>>;

  const reserve = (a: Owned, kind: "sync" | "retest", runId = newRunId()) => h.accounts.reserveBudget({ userId: a.userId, accountId: a.accountId, kind, runId });

  const usageRows = async (runId: number) =>
    ((await h.svc.deps.ds.query(`SELECT count(*)::int AS n FROM accounts_billing.budget_usage WHERE run_id = $1`, [runId])) as { n: number }[])[0].n;

  const budgetsOf = async (a: Owned) => {
    const summary = await h.accounts.getBillingSummary({ userId: a.userId });
    const account = summary.accounts.find((b) => b.accountId === a.accountId)!;
    return { retest: account.monthlyRetest!.used, sync: account.dailySync!.used, syncRemaining: summary.dailySyncRemaining };
  };

  it("reserves within the daily sync cap and the monthly re-test budget, and GET /me's summary counts the reservations", async () => {
    const pro = await userWithAccount({ tier: "pro" });
    for (let i = 0; i < 4; i++) expect(await reserve(pro, "sync")).toEqual(expect.objectContaining({ reserved: true, skipReason: "", tier: "pro" }));
    expect(await reserve(pro, "sync")).toEqual(expect.objectContaining({ reserved: false, skipReason: "daily_sync_limit", tier: "pro" }));
    for (let i = 0; i < 3; i++) expect((await reserve(pro, "retest")).reserved).toBe(true);
    expect(await budgetsOf(pro)).toEqual({ retest: 3, sync: 4, syncRemaining: 0 });
  });

  it("refuses a starter account's thirteenth re-test this billing period with budget_exhausted", async () => {
    const starter = await userWithAccount();
    for (let i = 0; i < 12; i++) expect((await reserve(starter, "retest")).reserved).toBe(true);
    expect(await reserve(starter, "retest")).toEqual(expect.objectContaining({ reserved: false, skipReason: "budget_exhausted", tier: "starter" }));
  });

  it("gives free users no re-tests (free_tier) and one sync a day whatever the tier", async () => {
    const free = await userWithAccount({ plan: "free", tier: "growth" });
    expect(await reserve(free, "retest")).toEqual(expect.objectContaining({ reserved: false, skipReason: "free_tier", tier: "growth" }));
    expect((await reserve(free, "sync")).reserved).toBe(true);
    expect((await reserve(free, "sync")).skipReason).toBe("daily_sync_limit");
  });

  it("refuses a sleeping account with account_sleeping", async () => {
    const owned = await userWithAccount();
    await h.accounts.sleepAccount(owned);
    expect(await reserve(owned, "sync")).toEqual(expect.objectContaining({ reserved: false, skipReason: "account_sleeping" }));
    expect(await reserve(owned, "retest")).toEqual(expect.objectContaining({ reserved: false, skipReason: "account_sleeping" }));
  });

  it("answers a run's second call with its reservation, without a second row", async () => {
    const starter = await userWithAccount();
    const runId = newRunId();
    expect((await reserve(starter, "sync", runId)).reserved).toBe(true);
    expect((await reserve(starter, "sync", runId)).reserved).toBe(true); // the cap of 1 is this run's own use
    expect(await usageRows(runId)).toBe(1);
    expect((await budgetsOf(starter)).sync).toBe(1);
    // The run's reservation is for that account and kind only.
    await expectAppError(reserve(starter, "retest", runId), "conflict");
    await expectAppError(reserve(await userWithAccount(), "sync", runId), "conflict");
  });

  it("lets only one of two concurrent reservations take a cap of 1", async () => {
    for (let round = 0; round < 5; round++) {
      const starter = await userWithAccount();
      const answers = await Promise.all([reserve(starter, "sync"), reserve(starter, "sync")]);
      expect(answers.map((a) => a.skipReason).sort()).toEqual(["", "daily_sync_limit"]);
      expect((await budgetsOf(starter)).sync).toBe(1);
    }
  });

  it("releases a cancelled run's reservation, giving the unit back; another user cannot release it", async () => {
    const starter = await userWithAccount();
    const runId = newRunId();
    await reserve(starter, "sync", runId);
    const stranger = await h.createUser({ plan: "paid" });
    await h.accounts.releaseBudget({ userId: stranger.userId, runId });
    expect(await usageRows(runId)).toBe(1);

    await h.accounts.releaseBudget({ userId: starter.userId, runId });
    expect(await usageRows(runId)).toBe(0);
    expect((await budgetsOf(starter)).sync).toBe(0);
    await h.accounts.releaseBudget({ userId: starter.userId, runId }); // nothing left: no error
    expect((await reserve(starter, "sync")).reserved).toBe(true);
  });

  it("keeps accounts to their users and validates the request", async () => {
    const owned = await userWithAccount();
    const stranger = await h.createUser({ plan: "paid" });
    await expectAppError(h.accounts.reserveBudget({ userId: stranger.userId, accountId: owned.accountId, kind: "sync", runId: newRunId() }), "not_found");
    expect((await expectAppError(h.accounts.reserveBudget({ ...owned, kind: "search", runId: newRunId() }), "invalid_request")).details).toEqual({ param: "kind" });
    expect((await expectAppError(h.accounts.reserveBudget({ ...owned, kind: "sync", runId: 0 }), "invalid_request")).details).toEqual({ param: "runId" });
    expect((await expectAppError(h.accounts.releaseBudget({ userId: owned.userId, runId: -4 }), "invalid_request")).details).toEqual({ param: "runId" });
  });
});
