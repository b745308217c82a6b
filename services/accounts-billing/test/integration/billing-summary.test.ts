import { timestampDate } from "@bufbuild/protobuf/wkt";
import { fromBinary } from "@bufbuild/protobuf";
import { SubscriptionChangedSchema, SubscriptionStatus, Tier } from "@leadstream/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAppError, startHarness, uniqueHandle, type Harness } from "./harness.js";

describe("GetBillingSummary, SetSubscriptionStatus, GrantCredits", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  const use = (accountId: number, kind: "retest" | "sync", at: string) =>
    h.svc.deps.ds.query(`INSERT INTO accounts_billing.budget_usage (account_id, kind, at) VALUES ($1, $2, ${at})`, [accountId, kind]);

  it("reports each account's budgets from its tier, counting use since the period start and since midnight UTC", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    const { accounts } = await h.accounts.ensureAccounts({ userId, operationId: "s", accounts: [{ handle: uniqueHandle() }, { handle: uniqueHandle(), tier: Tier.PRO }] });
    const [starter, pro] = accounts.map((a) => a.account!);
    await use(starter.id, "retest", "now()");
    await use(starter.id, "retest", "now()");
    await use(starter.id, "retest", "now() - interval '40 days'"); // an earlier period
    await use(pro.id, "sync", "now()");
    await use(pro.id, "sync", "now()");
    await use(pro.id, "sync", "date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '1 second'"); // yesterday
    await h.accounts.grantCredits({ userId, amount: 25, reason: "welcome" });

    const summary = await h.accounts.getBillingSummary({ userId });
    expect(summary).toMatchObject({ subscriptionStatus: SubscriptionStatus.ACTIVE, isFreeTier: false, credits: { balance: 25, lowBalanceThreshold: 10, isLow: false, autoTopupEnabled: false } });
    expect(summary.accounts.map((a) => ({ id: a.accountId, handle: a.handle, tier: a.tier, retest: [a.monthlyRetest!.used, a.monthlyRetest!.budget, a.monthlyRetest!.remaining], sync: [a.dailySync!.used, a.dailySync!.cap, a.dailySync!.remaining] }))).toEqual([
      { id: starter.id, handle: starter.handle, tier: Tier.STARTER, retest: [2, 12, 10], sync: [0, 1, 1] },
      { id: pro.id, handle: pro.handle, tier: Tier.PRO, retest: [0, 100, 100], sync: [2, 4, 2] },
    ]);
    const periodStart = timestampDate(summary.accounts[0].monthlyRetest!.billingPeriodStart!);
    expect(Date.now() - periodStart.getTime()).toBeLessThan(60_000); // the local subscription started with the first account
    expect([summary.monthlyRetestRemaining, summary.dailySyncRemaining]).toEqual([110, 3]);
    expect(summary.quantities).toEqual([]);
  });

  it("reports the payment provider's quantity per tier when asked", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    await h.accounts.ensureAccounts({ userId, operationId: "q", accounts: [{ handle: uniqueHandle() }, { handle: uniqueHandle(), tier: Tier.PRO }, { handle: uniqueHandle(), tier: Tier.PRO }] });
    const quantities = async (id: number) => (await h.accounts.getBillingSummary({ userId: id, includeQuantities: true })).quantities.map(({ tier, quantity }) => ({ tier, quantity }));
    expect(await quantities(userId)).toEqual([{ tier: Tier.STARTER, quantity: 1 }, { tier: Tier.GROWTH, quantity: 0 }, { tier: Tier.PRO, quantity: 2 }]);
    const free = await h.createUser({ plan: "free" });
    await h.accounts.ensureAccounts({ userId: free.userId, operationId: "q", accounts: [{ handle: uniqueHandle() }] });
    expect(await quantities(free.userId)).toEqual([{ tier: Tier.STARTER, quantity: 0 }, { tier: Tier.GROWTH, quantity: 0 }, { tier: Tier.PRO, quantity: 0 }]);
  });

  it("gives free users no re-tests and one sync a day, and reports a low balance", async () => {
    const { userId } = await h.createUser({ plan: "free" });
    const { accounts } = await h.accounts.ensureAccounts({ userId, operationId: "f", accounts: [{ handle: uniqueHandle(), tier: Tier.GROWTH }] });
    await use(accounts[0].account!.id, "sync", "now()");
    const summary = await h.accounts.getBillingSummary({ userId });
    expect(summary).toMatchObject({ subscriptionStatus: SubscriptionStatus.FREE_USER, isFreeTier: true, monthlyRetestRemaining: 0, dailySyncRemaining: 0, credits: { balance: 0, isLow: true } });
    expect(summary.accounts[0]).toMatchObject({ tier: Tier.GROWTH, monthlyRetest: { used: 0, budget: 0, remaining: 0 }, dailySync: { used: 1, cap: 1, remaining: 0 } });
  });

  it("sets the subscription status with accounts_billing.subscription.changed, and validates it", async () => {
    const { userId } = await h.createUser({ plan: "free" });
    expect((await h.accounts.setSubscriptionStatus({ userId, status: SubscriptionStatus.ACTIVE })).status).toBe(SubscriptionStatus.ACTIVE);
    expect((await h.accounts.getBillingSummary({ userId })).isFreeTier).toBe(false);
    await h.accounts.setSubscriptionStatus({ userId, status: SubscriptionStatus.ACTIVE }); // unchanged: no second event
    await h.accounts.setSubscriptionStatus({ userId, status: SubscriptionStatus.PAST_DUE });
    const rows = (await h.svc.deps.ds.query(`SELECT payload FROM accounts_billing.outbox WHERE subject = 'accounts_billing.subscription.changed' ORDER BY created_at`)) as { payload: Buffer }[];
    const mine = rows.map((r) => fromBinary(SubscriptionChangedSchema, r.payload)).filter((e) => e.userId === userId);
    expect(mine.map((e) => e.status)).toEqual([SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE]);
    await expectAppError(h.accounts.setSubscriptionStatus({ userId, status: SubscriptionStatus.UNSPECIFIED }), "invalid_request");
    await expectAppError(h.accounts.setSubscriptionStatus({ userId: 987_654_321, status: SubscriptionStatus.ACTIVE }), "not_found");
  });

  it("refuses Stripe webhooks when Stripe is not configured", async () => {
    await expectAppError(h.accounts.handleStripeWebhook({ payload: Buffer.from("{}"), signature: "t=1,v1=00" }), "invalid_request");
  });

  it("grants credits to the team ledger and validates the amount", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    expect((await h.accounts.grantCredits({ userId, amount: 5, reason: "" })).balance).toBe(5);
    expect((await h.accounts.grantCredits({ userId, amount: 1_000_000, reason: "big" })).balance).toBe(1_000_005);
    for (const amount of [0, -3, 1_000_001]) await expectAppError(h.accounts.grantCredits({ userId, amount, reason: "" }), "invalid_request");
    const ledger = (await h.svc.deps.ds.query(
      `SELECT kind, amount, balance_after, description FROM accounts_billing.credit_ledger WHERE team_id = (SELECT team_id FROM accounts_billing.users WHERE user_id = $1) ORDER BY id`,
      [userId],
    )) as { amount: number; reason: string }[];
    expect(ledger).toEqual([
      { kind: "grant", amount: 5, balance_after: 5, description: "operator grant" },
      { kind: "grant", amount: 1_000_000, balance_after: 1_000_005, description: "big" },
    ]);
    // Another user's summary does not see this team's credits or accounts.
    const other = await h.createUser({ plan: "paid" });
    expect((await h.accounts.getBillingSummary({ userId: other.userId })).credits!.balance).toBe(0);
  });
});
