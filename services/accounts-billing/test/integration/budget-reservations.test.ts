import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BudgetKind, BudgetRefusal, Tier } from "@leadstream/contracts";
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

  async function userWithAccount(opts: { plan?: "free" | "paid"; tier?: Tier } = {}) {
    const { userId } = await h.createUser({ plan: opts.plan ?? "paid" });
    const { accounts } = await h.accounts.ensureAccounts({ userId, operationId: "op", accounts: [{ handle: uniqueHandle(), tier: opts.tier }] });
    return { userId, accountId: accounts[0].account!.id };
  }

  type Owned = Awaited<ReturnType<typeof userWithAccount>>;

  const reserve = (a: Owned, kind: BudgetKind, runId = newRunId()) => h.accounts.reserveBudget({ userId: a.userId, accountId: a.accountId, kind, runId });

  const usageRows = async (runId: number) =>
    ((await h.svc.deps.ds.query(`SELECT count(*)::int AS n FROM accounts_billing.budget_usage WHERE run_id = $1`, [runId])) as { n: number }[])[0].n;

  const budgetsOf = async (a: Owned) => {
    const summary = await h.accounts.getBillingSummary({ userId: a.userId });
    const account = summary.accounts.find((b) => b.accountId === a.accountId)!;
    return { retest: account.monthlyRetest!.used, sync: account.dailySync!.used, syncRemaining: summary.dailySyncRemaining };
  };

  it("reserves within the daily sync cap and the monthly re-test budget, and GET /me's summary counts the reservations", async () => {
    const pro = await userWithAccount({ tier: Tier.PRO });
    for (let i = 0; i < 4; i++) expect(await reserve(pro, BudgetKind.SYNC)).toEqual(expect.objectContaining({ reserved: true, skipReason: BudgetRefusal.UNSPECIFIED, tier: Tier.PRO }));
    expect(await reserve(pro, BudgetKind.SYNC)).toEqual(expect.objectContaining({ reserved: false, skipReason: BudgetRefusal.DAILY_SYNC_LIMIT, tier: Tier.PRO }));
    for (let i = 0; i < 3; i++) expect((await reserve(pro, BudgetKind.RETEST)).reserved).toBe(true);
    expect(await budgetsOf(pro)).toEqual({ retest: 3, sync: 4, syncRemaining: 0 });
  });

  it("refuses a starter account's thirteenth re-test this billing period with budget_exhausted", async () => {
    const starter = await userWithAccount();
    for (let i = 0; i < 12; i++) expect((await reserve(starter, BudgetKind.RETEST)).reserved).toBe(true);
    expect(await reserve(starter, BudgetKind.RETEST)).toEqual(expect.objectContaining({ reserved: false, skipReason: BudgetRefusal.BUDGET_EXHAUSTED, tier: Tier.STARTER }));
  });

  it("gives free users no re-tests (free_tier) and one sync a day whatever the tier", async () => {
    const free = await userWithAccount({ plan: "free", tier: Tier.GROWTH });
    expect(await reserve(free, BudgetKind.RETEST)).toEqual(expect.objectContaining({ reserved: false, skipReason: BudgetRefusal.FREE_TIER, tier: Tier.GROWTH }));
    expect((await reserve(free, BudgetKind.SYNC)).reserved).toBe(true);
    expect((await reserve(free, BudgetKind.SYNC)).skipReason).toBe(BudgetRefusal.DAILY_SYNC_LIMIT);
  });

  it("refuses a sleeping account with account_sleeping", async () => {
    const owned = await userWithAccount();
    await h.accounts.sleepAccount(owned);
    expect(await reserve(owned, BudgetKind.SYNC)).toEqual(expect.objectContaining({ reserved: false, skipReason: BudgetRefusal.ACCOUNT_SLEEPING }));
    expect(await reserve(owned, BudgetKind.RETEST)).toEqual(expect.objectContaining({ reserved: false, skipReason: BudgetRefusal.ACCOUNT_SLEEPING }));
  });

  it("answers a run's second call with its reservation, without a second row", async () => {
    const starter = await userWithAccount();
    const runId = newRunId();
    expect((await reserve(starter, BudgetKind.SYNC, runId)).reserved).toBe(true);
    expect((await reserve(starter, BudgetKind.SYNC, runId)).reserved).toBe(true); // the cap of 1 is this run's own use
    expect(await usageRows(runId)).toBe(1);
    expect((await budgetsOf(starter)).sync).toBe(1);
    // The run's reservation is for that account and kind only.
    await expectAppError(reserve(starter, BudgetKind.RETEST, runId), "conflict");
    await expectAppError(reserve(await userWithAccount(), BudgetKind.SYNC, runId), "conflict");
  });

  it("lets only one of two concurrent reservations take a cap of 1", async () => {
    for (let round = 0; round < 5; round++) {
      const starter = await userWithAccount();
      const answers = await Promise.all([reserve(starter, BudgetKind.SYNC), reserve(starter, BudgetKind.SYNC)]);
      expect(answers.map((a) => a.skipReason).sort()).toEqual([BudgetRefusal.UNSPECIFIED, BudgetRefusal.DAILY_SYNC_LIMIT]);
      expect((await budgetsOf(starter)).sync).toBe(1);
    }
  });

  it("releases a cancelled run's reservation, giving the unit back; another user cannot release it", async () => {
    const starter = await userWithAccount();
    const runId = newRunId();
    await reserve(starter, BudgetKind.SYNC, runId);
    const stranger = await h.createUser({ plan: "paid" });
    await h.accounts.releaseBudget({ userId: stranger.userId, runId });
    expect(await usageRows(runId)).toBe(1);

    await h.accounts.releaseBudget({ userId: starter.userId, runId });
    expect(await usageRows(runId)).toBe(0);
    expect((await budgetsOf(starter)).sync).toBe(0);
    await h.accounts.releaseBudget({ userId: starter.userId, runId }); // nothing left: no error
    expect((await reserve(starter, BudgetKind.SYNC)).reserved).toBe(true);
  });

  it("keeps accounts to their users and validates the request", async () => {
    const owned = await userWithAccount();
    const stranger = await h.createUser({ plan: "paid" });
    await expectAppError(h.accounts.reserveBudget({ userId: stranger.userId, accountId: owned.accountId, kind: BudgetKind.SYNC, runId: newRunId() }), "not_found");
    expect((await expectAppError(h.accounts.reserveBudget({ ...owned, kind: BudgetKind.UNSPECIFIED, runId: newRunId() }), "invalid_request")).details).toEqual({ param: "kind" });
    expect((await expectAppError(h.accounts.reserveBudget({ ...owned, kind: BudgetKind.SYNC, runId: 0 }), "invalid_request")).details).toEqual({ param: "runId" });
    expect((await expectAppError(h.accounts.releaseBudget({ userId: owned.userId, runId: -4 }), "invalid_request")).details).toEqual({ param: "runId" });
  });
});
