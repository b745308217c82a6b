import { eventually } from "@leadstream/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingDelta, SubscriptionStatus, Tier } from "@leadstream/contracts";
import { awakeCounts, expectAppError, localQuantities, outboxSubjects, startHarness, uniqueHandle, uniqueIp, type Harness } from "./harness.js";

const op = () => `op-${Math.random().toString(36).slice(2)}`;

describe("EnsureAccounts and ReleaseAccounts", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ fixtures: { accounts: [{ username: "LeadCo", name: "Lead Co", followers_count: 1234 }] } });
  });
  afterAll(async () => {
    await h?.stop();
  });

  const ensure = (userId: number, accounts: { handle?: string; accountId?: number; tier?: Tier }[], operationId = op()) =>
    h.accounts.ensureAccounts({ userId, operationId, accounts });

  it("resolves a new handle (one leading @, any case), creates the account and raises the quantity", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    const { accounts } = await ensure(userId, [{ handle: "@LEADCO", tier: Tier.GROWTH }]);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ accountCreated: true, billingDelta: BillingDelta.STRIPE_QUANTITY_INCREMENTED });
    expect(accounts[0].account).toMatchObject({ userId, handle: "LeadCo", displayName: "Lead Co", followersCount: 1234, tier: Tier.GROWTH, awake: true, pendingTier: Tier.UNSPECIFIED, streamCap: 3 });
    expect(await localQuantities(h, userId)).toEqual({ starter: 0, growth: 1, pro: 0 });
    expect(await outboxSubjects(h, accounts[0].account!.id)).toEqual(["accounts_billing.account.created"]);
  });

  it("reuses an account the user already tracks, by handle in any case or by id: none", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    const handle = uniqueHandle();
    const first = (await ensure(userId, [{ handle }])).accounts[0].account!;
    const again = await ensure(userId, [{ handle: `@${handle.toUpperCase()}` }, { accountId: first.id }, { handle }]);
    expect(again.accounts.map((a) => [a.account!.id, a.accountCreated, a.billingDelta])).toEqual([
      [first.id, false, BillingDelta.NONE],
      [first.id, false, BillingDelta.NONE],
      [first.id, false, BillingDelta.NONE],
    ]);
    expect(await localQuantities(h, userId)).toEqual({ starter: 1, growth: 0, pro: 0 });
  });

  it("reports the first failing handle in request order, and creates nothing", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    const [missing, down] = [`nf_${uniqueHandle().slice(2)}`, `down_${uniqueHandle().slice(2)}`];
    await expectAppError(ensure(userId, [{ handle: uniqueHandle() }, { handle: missing }, { handle: down }, { handle: uniqueHandle() }]), "handle_not_found");
    await expectAppError(ensure(userId, [{ handle: uniqueHandle() }, { handle: down }, { handle: missing }]), "handle_lookup_failed");
    expect((await h.accounts.listAccounts({ userId })).accounts).toEqual([]);
  });

  it("answers in request order; a new handle named twice is created once", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    const [a, b] = [uniqueHandle(), uniqueHandle()];
    const existing = (await ensure(userId, [{ handle: a }])).accounts[0].account!;
    const { accounts } = await ensure(userId, [{ handle: b, tier: Tier.PRO }, { handle: a }, { handle: b.toUpperCase() }]);
    expect(accounts.map((e) => [e.account!.handle, e.accountCreated, e.billingDelta])).toEqual([
      [b, true, BillingDelta.STRIPE_QUANTITY_INCREMENTED],
      [a, false, BillingDelta.NONE],
      [b, false, BillingDelta.NONE],
    ]);
    expect(accounts[0].account!.id).toBe(accounts[2].account!.id);
    expect(accounts[1].account!.id).toBe(existing.id);
    expect(await localQuantities(h, userId)).toEqual({ starter: 1, growth: 0, pro: 1 });
  });

  it("maps the magic handles to their errors and leaves nothing behind", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    const fine = uniqueHandle();
    await expectAppError(ensure(userId, [{ handle: fine }, { handle: "nf_nobody" }]), "handle_not_found");
    await expectAppError(ensure(userId, [{ handle: "priv_hidden" }]), "handle_protected");
    await expectAppError(ensure(userId, [{ handle: "down_today" }]), "handle_lookup_failed");
    expect((await h.accounts.listAccounts({ userId })).accounts).toEqual([]);
    expect(await localQuantities(h, userId)).toEqual({ starter: 0, growth: 0, pro: 0 });
  });

  it("validates refs, naming the pair", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    const other = await h.createUser({ plan: "paid" });
    const theirs = (await ensure(other.userId, [{ handle: uniqueHandle() }])).accounts[0].account!;
    const err = await expectAppError(ensure(userId, [{ handle: uniqueHandle() }, { accountId: theirs.id }]), "not_found");
    expect(err.message).toContain("pairs[1].accountId");
    expect((await expectAppError(ensure(userId, [{ handle: "has space" }]), "invalid_request")).details).toEqual({ param: "pairs[0].accountHandle" });
    expect((await expectAppError(ensure(userId, [{ handle: "@@double" }]), "invalid_request")).details).toEqual({ param: "pairs[0].accountHandle" });
    expect((await expectAppError(ensure(userId, [{ handle: "a".repeat(16) }]), "invalid_request")).details).toEqual({ param: "pairs[0].accountHandle" });
    // The proto enum cannot carry an unknown tier; the use case still refuses one.
    const gold = h.svc.app.ensureAccounts({ userId, operationId: op(), accounts: [{ accountId: 0, handle: uniqueHandle(), tier: "gold" }] });
    expect((await expectAppError(gold, "invalid_request")).details).toEqual({ param: "pairs[0].accountTier" });
    expect((await expectAppError(ensure(userId, [{ handle: "x", accountId: theirs.id }]), "invalid_request")).details).toEqual({ param: "pairs[0]" });
    await expectAppError(h.accounts.ensureAccounts({ userId, operationId: "", accounts: [{ handle: uniqueHandle() }] }), "invalid_request");
    await expectAppError(ensure(987_654_321, [{ handle: uniqueHandle() }]), "not_found");
    expect((await h.accounts.listAccounts({ userId })).accounts).toEqual([]);
  });

  it("gives a free user one account in total: free_account_limit on the second", async () => {
    const { userId } = await h.createUser({ plan: "free" });
    await expectAppError(ensure(userId, [{ handle: uniqueHandle() }, { handle: uniqueHandle() }]), "free_account_limit");
    const { accounts } = await ensure(userId, [{ handle: uniqueHandle() }]);
    expect(accounts[0].accountCreated).toBe(true);
    await expectAppError(ensure(userId, [{ handle: uniqueHandle() }]), "free_account_limit");
    // Naming the account it has is fine.
    expect((await ensure(userId, [{ accountId: accounts[0].account!.id }])).accounts[0].billingDelta).toBe(BillingDelta.NONE);
    expect((await h.accounts.listAccounts({ userId })).accounts).toHaveLength(1);
  });

  it("does not bill a free user, and bills their accounts from the moment they subscribe", async () => {
    const { userId } = await h.createUser({ plan: "free" });
    const { accounts } = await ensure(userId, [{ handle: uniqueHandle(), tier: Tier.GROWTH }]);
    expect(accounts[0]).toMatchObject({ accountCreated: true, billingDelta: BillingDelta.NONE });
    expect(await localQuantities(h, userId)).toEqual({ starter: 0, growth: 0, pro: 0 });
    await h.accounts.setSubscriptionStatus({ userId, status: SubscriptionStatus.ACTIVE });
    expect(await localQuantities(h, userId)).toEqual({ starter: 0, growth: 1, pro: 0 });
  });

  it("refuses a free user whose signup IP another free user already tracks an account from", async () => {
    const ip = uniqueIp();
    const first = await h.createUser({ plan: "free", signupIp: ip });
    const second = await h.createUser({ plan: "free", signupIp: ip });
    const paid = await h.createUser({ plan: "paid", signupIp: ip });
    await ensure(first.userId, [{ handle: uniqueHandle() }]);
    await expectAppError(ensure(second.userId, [{ handle: uniqueHandle() }]), "free_account_ip_duplicate");
    // A paid user from the same network is not limited.
    await ensure(paid.userId, [{ handle: uniqueHandle() }, { handle: uniqueHandle() }]);
    expect((await h.accounts.listAccounts({ userId: second.userId })).accounts).toEqual([]);
  });

  it("gives subscription_required for any new account on a lapsed subscription, but reuses existing ones", async () => {
    for (const status of [SubscriptionStatus.PAST_DUE, SubscriptionStatus.CANCELED, SubscriptionStatus.UNPAID, SubscriptionStatus.INCOMPLETE]) {
      const { userId } = await h.createUser({ plan: "paid" });
      const kept = (await ensure(userId, [{ handle: uniqueHandle() }])).accounts[0].account!;
      await h.accounts.setSubscriptionStatus({ userId, status });
      await expectAppError(ensure(userId, [{ handle: uniqueHandle() }]), "subscription_required");
      expect((await ensure(userId, [{ accountId: kept.id }])).accounts[0].accountCreated).toBe(false);
      expect(await localQuantities(h, userId)).toEqual({ starter: 1, growth: 0, pro: 0 });
    }
  });

  it("creates one account and raises the quantity exactly once when two calls race on a new handle", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    const handle = uniqueHandle();
    const results = await Promise.all(Array.from({ length: 4 }, () => ensure(userId, [{ handle }])));
    const ids = new Set(results.map((r) => r.accounts[0].account!.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.accounts[0].accountCreated)).toHaveLength(1);
    expect((await h.accounts.listAccounts({ userId })).accounts).toHaveLength(1);
    expect(await localQuantities(h, userId)).toEqual({ starter: 1, growth: 0, pro: 0 });
  });

  it("learns users from identity's signup events, and asks identity for one whose event has not arrived", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    const localRow = () => h.svc.deps.ds.query(`SELECT subscription_status FROM accounts_billing.users WHERE user_id = $1`, [userId]);
    expect(await eventually(async () => (await localRow())[0], { what: "the UserSignedUp event" })).toEqual({ subscription_status: "active" });
    // As if the event were still on its way: the call fetches the user with GetUser.
    await h.svc.deps.ds.query(`DELETE FROM accounts_billing.users WHERE user_id = $1`, [userId]);
    expect((await ensure(userId, [{ handle: uniqueHandle() }])).accounts[0].accountCreated).toBe(true);
    expect(await localRow()).toEqual([{ subscription_status: "active" }]);
  });

  it("ReleaseAccounts removes what the operation created, lowers the quantity, and keeps accounts another operation reused", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    const kept = (await ensure(userId, [{ handle: uniqueHandle() }])).accounts[0].account!;
    const operationId = op();
    const { accounts } = await ensure(userId, [{ handle: uniqueHandle(), tier: Tier.GROWTH }, { handle: uniqueHandle() }, { accountId: kept.id }], operationId);
    const shared = await ensure(userId, [{ handle: accounts[1].account!.handle }]); // another stream now uses the second one
    expect(shared.accounts[0].accountCreated).toBe(false);
    expect(await localQuantities(h, userId)).toEqual({ starter: 2, growth: 1, pro: 0 });

    const released = await h.accounts.releaseAccounts({ userId, operationId });
    expect(released.releasedAccountIds).toEqual([accounts[0].account!.id]);
    expect((await h.accounts.listAccounts({ userId })).accounts.map((a) => a.id).sort()).toEqual([kept.id, accounts[1].account!.id].sort());
    expect(await localQuantities(h, userId)).toEqual({ starter: 2, growth: 0, pro: 0 });
    expect(await awakeCounts(h.accounts, userId)).toEqual({ starter: 2, growth: 0, pro: 0 });
    expect(await outboxSubjects(h, accounts[0].account!.id)).toEqual(["accounts_billing.account.created", "accounts_billing.account.released"]);
    expect((await h.accounts.releaseAccounts({ userId, operationId })).releasedAccountIds).toEqual([]);
    // Another user cannot release this user's operation.
    const other = await h.createUser({ plan: "paid" });
    expect((await h.accounts.releaseAccounts({ userId: other.userId, operationId })).releasedAccountIds).toEqual([]);
  });
});
