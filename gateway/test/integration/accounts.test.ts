import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectError, newPaidUser, newUser, send, startStack, type Stack, type TestUser } from "./harness.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(1);
});
afterAll(async () => {
  await stack?.stop();
});

const api = (path: string, init?: RequestInit) => call(stack.gateways[0], `/api/v2${path}`, init);
const timestamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

async function createStream(user: TestUser, pairs: object[]) {
  const res = await api("/streams", send(user, "POST", { pairs }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const accountsOf = async (user: TestUser) => (await api("/accounts", send(user, "GET"))).body.accounts as any[];

describe("accounts", () => {
  it("lists accounts with the segments of the user's non-archived streams", async () => {
    const user = await newPaidUser(stack);
    const [founders, recruiters] = await Promise.all(["Founders", "Recruiters"].map(async (description) => (await api("/segments", send(user, "POST", { description }))).body.id));
    const first = await createStream(user, [{ accountHandle: "gw_shared", accountTier: "growth", segmentId: founders }, { accountHandle: "gw_solo", segmentId: founders }]);
    const second = await createStream(user, [{ accountHandle: "gw_shared", segmentId: recruiters }]);
    const shared = first.accounts[0].accountId;
    const solo = first.accounts[1].accountId;
    expect(second.accounts).toEqual([{ handle: "gw_shared", accountId: shared, accountCreated: false, billingDelta: "none" }]);
    await api(`/streams/${first.id}`, send(user, "PATCH", { isActive: false }));

    const accounts = await accountsOf(user);
    expect(accounts).toHaveLength(2);
    expect(accounts.find((a) => a.id === shared)).toEqual({
      id: shared,
      xHandle: "gw_shared",
      displayName: expect.any(String),
      profileImageUrl: expect.any(String),
      followersCount: expect.any(Number),
      tier: "growth",
      pendingTier: null,
      pendingTierEffectiveAt: null,
      status: "active",
      assignedSegmentIds: [founders, recruiters].sort((a, b) => a - b),
      createdAt: timestamp,
    });
    expect(accounts.find((a) => a.id === solo)).toMatchObject({ tier: "starter", assignedSegmentIds: [founders] });

    await api(`/streams/${first.id}`, send(user, "DELETE"));
    const afterArchive = await accountsOf(user);
    expect(afterArchive.find((a) => a.id === shared).assignedSegmentIds).toEqual([recruiters]);
    expect(afterArchive.find((a) => a.id === solo).assignedSegmentIds).toEqual([]);
  });

  it("sleeps and wakes an account, which a free user cannot wake", async () => {
    const paid = await newPaidUser(stack);
    const [account] = (await createStream(paid, [{ accountHandle: "gw_sleeper", segment: { description: "Founders" } }])).accounts;
    const asleep = await api(`/accounts/${account.accountId}/sleep`, send(paid, "POST"));
    expect(asleep.status).toBe(200);
    expect(asleep.body).toEqual({ success: true, accountId: account.accountId, awake: false });
    expect((await accountsOf(paid))[0].status).toBe("sleeping");
    const awake = await api(`/accounts/${account.accountId}/wake`, send(paid, "POST"));
    expect(awake.body).toEqual({ success: true, accountId: account.accountId, awake: true });
    expect((await accountsOf(paid))[0].status).toBe("active");

    const free = await newUser(stack.identityClient);
    const [freeAccount] = (await createStream(free, [{ accountHandle: "gw_free_sleeper", segment: { description: "Founders" } }])).accounts;
    expect((await api(`/accounts/${freeAccount.accountId}/sleep`, send(free, "POST"))).status).toBe(200);
    expectError(await api(`/accounts/${freeAccount.accountId}/wake`, send(free, "POST")), 403, "subscription_required");
  });

  it("upgrades now, schedules a downgrade, cancels it, and refuses a sleeping account", async () => {
    const user = await newPaidUser(stack);
    const [account] = (await createStream(user, [{ accountHandle: "gw_tiers", segment: { description: "Founders" } }])).accounts;
    const changeTier = (tier: string) => api(`/accounts/${account.accountId}/change-tier`, send(user, "POST", { tier }));

    const upgraded = await changeTier("pro");
    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toEqual({ success: true, accountId: account.accountId, action: "upgraded", tier: "pro", pendingTier: null, effectiveAt: null });
    expect(await changeTier("pro")).toMatchObject({ body: { action: "unchanged", tier: "pro", pendingTier: null } });

    const scheduled = await changeTier("growth");
    expect(scheduled.body).toEqual({ success: true, accountId: account.accountId, action: "downgrade_scheduled", tier: "pro", pendingTier: "growth", effectiveAt: timestamp });
    expect((await accountsOf(user))[0]).toMatchObject({ tier: "pro", pendingTier: "growth", pendingTierEffectiveAt: scheduled.body.effectiveAt });
    expect((await changeTier("pro")).body).toMatchObject({ action: "pending_cancelled", tier: "pro", pendingTier: null });

    await api(`/accounts/${account.accountId}/sleep`, send(user, "POST"));
    expectError(await changeTier("starter"), 400, "account_sleeping");
  });

  it("answers 404 for another user's account", async () => {
    const owner = await newUser(stack.identityClient);
    const other = await newPaidUser(stack);
    const [account] = (await createStream(owner, [{ accountHandle: "gw_not_yours", segment: { description: "Founders" } }])).accounts;
    for (const action of ["sleep", "wake"]) expectError(await api(`/accounts/${account.accountId}/${action}`, send(other, "POST")), 404, "not_found");
    expectError(await api(`/accounts/${account.accountId}/change-tier`, send(other, "POST", { tier: "pro" })), 404, "not_found");
    expect((await accountsOf(owner))[0]).toMatchObject({ status: "active", tier: "starter" });
  });
});

describe("GET /me", () => {
  it("reports the subscription, every account's budgets, credits and totals", async () => {
    const user = await newPaidUser(stack);
    await createStream(user, [{ accountHandle: "gw_budget_a", accountTier: "growth", segment: { description: "Founders" } }]);
    await stack.accountsClient.grantCredits({ userId: user.userId, amount: 25, reason: "test" });

    const res = await api("/me", send(user, "GET"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: "Gateway Tester",
      email: user.email,
      subscriptionStatus: "active",
      isFreeTier: false,
      accounts: [{ accountId: expect.any(Number), xHandle: "gw_budget_a", tier: "growth", monthlyRetest: { used: 0, budget: 30, remaining: 30, billingPeriodStart: timestamp }, dailySync: { used: 0, cap: 2, remaining: 2 } }],
      credits: { balance: 25, lowBalanceThreshold: 10, isLow: false, autoTopupEnabled: false },
      totals: { monthlyRetestRemaining: 30, dailySyncRemaining: 2 },
    });
  });

  it("reports a new free user", async () => {
    const user = await newUser(stack.identityClient);
    const res = await api("/me", send(user, "GET"));
    expect(res.body).toEqual({
      name: "Gateway Tester",
      email: user.email,
      subscriptionStatus: "free_user",
      isFreeTier: true,
      accounts: [],
      credits: { balance: 0, lowBalanceThreshold: 10, isLow: true, autoTopupEnabled: false },
      totals: { monthlyRetestRemaining: 0, dailySyncRemaining: 0 },
    });
  });
});
