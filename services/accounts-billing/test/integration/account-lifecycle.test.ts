import { timestampDate } from "@bufbuild/protobuf/wkt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SubscriptionStatus, Tier, TierChangeAction } from "@leadstream/contracts";
import { expectAppError, localQuantities, outboxSubjects, startHarness, uniqueHandle, type Harness } from "./harness.js";

describe("sleep, wake, change tier, list", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function paidUserWith(...tiers: Tier[]) {
    const user = await h.createUser({ plan: "paid" });
    const { accounts } = await h.accounts.ensureAccounts({ userId: user.userId, operationId: "setup", accounts: tiers.map((tier) => ({ handle: uniqueHandle(), tier })) });
    return { ...user, ids: accounts.map((a) => a.account!.id) };
  }

  it("sleeps an awake account (-1), leaves a sleeping one alone, wakes it again (+1)", async () => {
    const { userId, ids } = await paidUserWith(Tier.STARTER, Tier.STARTER);
    const slept = await h.accounts.sleepAccount({ userId, accountId: ids[0] });
    expect(slept.account).toMatchObject({ id: ids[0], awake: false });
    expect(await localQuantities(h, userId)).toEqual({ starter: 1, growth: 0, pro: 0 });
    expect((await h.accounts.sleepAccount({ userId, accountId: ids[0] })).account!.awake).toBe(false);
    expect(await localQuantities(h, userId)).toEqual({ starter: 1, growth: 0, pro: 0 });

    expect((await h.accounts.listAccounts({ userId })).accounts.map((a) => [a.id, a.awake])).toEqual([
      [ids[0], false],
      [ids[1], true],
    ]);
    expect((await h.accounts.wakeAccount({ userId, accountId: ids[0] })).account!.awake).toBe(true);
    expect(await localQuantities(h, userId)).toEqual({ starter: 2, growth: 0, pro: 0 });
    expect((await h.accounts.wakeAccount({ userId, accountId: ids[0] })).account!.awake).toBe(true);
    expect(await localQuantities(h, userId)).toEqual({ starter: 2, growth: 0, pro: 0 });
    expect(await outboxSubjects(h, ids[0])).toEqual(["accounts_billing.account.created", "accounts_billing.account.updated", "accounts_billing.account.updated"]);
  });

  it("wakes only with an active paid subscription (active or trialing): subscription_required otherwise, free users too", async () => {
    const { userId, ids } = await paidUserWith(Tier.GROWTH);
    await h.accounts.sleepAccount({ userId, accountId: ids[0] });
    for (const status of [SubscriptionStatus.PAST_DUE, SubscriptionStatus.CANCELED, SubscriptionStatus.UNPAID, SubscriptionStatus.INCOMPLETE, SubscriptionStatus.FREE_USER]) {
      await h.accounts.setSubscriptionStatus({ userId, status });
      await expectAppError(h.accounts.wakeAccount({ userId, accountId: ids[0] }), "subscription_required");
    }
    expect(await localQuantities(h, userId)).toEqual({ starter: 0, growth: 0, pro: 0 });
    await h.accounts.setSubscriptionStatus({ userId, status: SubscriptionStatus.TRIALING });
    expect((await h.accounts.wakeAccount({ userId, accountId: ids[0] })).account!.awake).toBe(true);
    expect(await localQuantities(h, userId)).toEqual({ starter: 0, growth: 1, pro: 0 });

    const free = await h.createUser({ plan: "free" });
    const { accounts } = await h.accounts.ensureAccounts({ userId: free.userId, operationId: "free", accounts: [{ handle: uniqueHandle() }] });
    await h.accounts.sleepAccount({ userId: free.userId, accountId: accounts[0].account!.id });
    await expectAppError(h.accounts.wakeAccount({ userId: free.userId, accountId: accounts[0].account!.id }), "subscription_required");
  });

  it("upgrades now (the unit moves to the higher tier), schedules a downgrade for the period end, cancels it, or changes nothing", async () => {
    const { userId, ids } = await paidUserWith(Tier.STARTER);
    const accountId = ids[0];

    const up = await h.accounts.changeTier({ userId, accountId, tier: Tier.PRO });
    expect(up).toMatchObject({ action: TierChangeAction.UPGRADED, account: { tier: Tier.PRO, pendingTier: Tier.UNSPECIFIED, streamCap: 10 } });
    expect(up.effectiveAt).toBeUndefined();
    expect(await localQuantities(h, userId)).toEqual({ starter: 0, growth: 0, pro: 1 });

    const down = await h.accounts.changeTier({ userId, accountId, tier: Tier.GROWTH });
    expect(down).toMatchObject({ action: TierChangeAction.DOWNGRADE_SCHEDULED, account: { tier: Tier.PRO, pendingTier: Tier.GROWTH } });
    const effectiveAt = timestampDate(down.effectiveAt!);
    expect(timestampDate(down.account!.pendingTierEffectiveAt!)).toEqual(effectiveAt);
    expect(effectiveAt.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600_000); // the end of a period that just started
    // The pending downgrade counts on the current tier until applied.
    expect(await localQuantities(h, userId)).toEqual({ starter: 0, growth: 0, pro: 1 });

    const cancel = await h.accounts.changeTier({ userId, accountId, tier: Tier.PRO });
    expect(cancel).toMatchObject({ action: TierChangeAction.PENDING_CANCELLED, account: { tier: Tier.PRO, pendingTier: Tier.UNSPECIFIED } });
    expect(cancel.account!.pendingTierEffectiveAt).toBeUndefined();
    expect(await h.accounts.changeTier({ userId, accountId, tier: Tier.PRO })).toMatchObject({ action: TierChangeAction.UNCHANGED, account: { tier: Tier.PRO } });
    expect(await outboxSubjects(h, accountId)).toEqual(["accounts_billing.account.created", "accounts_billing.account.updated", "accounts_billing.account.updated", "accounts_billing.account.updated"]);
  });

  it("refuses tier changes on a sleeping account and unknown tiers", async () => {
    const { userId, ids } = await paidUserWith(Tier.GROWTH);
    await expectAppError(h.accounts.changeTier({ userId, accountId: ids[0], tier: Tier.UNSPECIFIED }), "invalid_request");
    await h.accounts.sleepAccount({ userId, accountId: ids[0] });
    for (const tier of [Tier.STARTER, Tier.GROWTH, Tier.PRO]) await expectAppError(h.accounts.changeTier({ userId, accountId: ids[0], tier }), "account_sleeping");
  });

  it("applies a downgrade once it is due: the background round or any read", async () => {
    const { userId, ids } = await paidUserWith(Tier.PRO, Tier.PRO);
    for (const accountId of ids) await h.accounts.changeTier({ userId, accountId, tier: Tier.STARTER });
    const makeDue = (accountId: number) =>
      h.svc.deps.ds.query(`UPDATE accounts_billing.tracked_accounts SET pending_tier_effective_at = now() - interval '1 minute' WHERE id = $1`, [accountId]);

    await makeDue(ids[0]);
    await h.svc.app.applyAllDueDowngrades();
    expect(await localQuantities(h, userId)).toEqual({ starter: 1, growth: 0, pro: 1 });

    await makeDue(ids[1]);
    const listed = (await h.accounts.listAccounts({ userId })).accounts;
    expect(listed.map((a) => [a.tier, a.pendingTier])).toEqual([
      [Tier.STARTER, Tier.UNSPECIFIED],
      [Tier.STARTER, Tier.UNSPECIFIED],
    ]);
    expect(await localQuantities(h, userId)).toEqual({ starter: 2, growth: 0, pro: 0 });
  });

  it("keeps every user to their own accounts", async () => {
    const owner = await paidUserWith(Tier.STARTER);
    const other = await paidUserWith(Tier.GROWTH);
    const accountId = owner.ids[0];
    await expectAppError(h.accounts.sleepAccount({ userId: other.userId, accountId }), "not_found");
    await expectAppError(h.accounts.wakeAccount({ userId: other.userId, accountId }), "not_found");
    await expectAppError(h.accounts.changeTier({ userId: other.userId, accountId, tier: Tier.PRO }), "not_found");
    await expectAppError(h.accounts.sleepAccount({ userId: owner.userId, accountId: 2_000_000_000 }), "not_found");
    expect((await h.accounts.getAccounts({ userId: other.userId, accountIds: [accountId, other.ids[0], -1] })).accounts.map((a) => a.id)).toEqual([other.ids[0]]);
    expect((await h.accounts.getAccounts({ userId: owner.userId, accountIds: [accountId] })).accounts.map((a) => a.id)).toEqual([accountId]);
    expect((await h.accounts.listAccounts({ userId: other.userId })).accounts.map((a) => a.id)).toEqual(other.ids);
    expect(await localQuantities(h, owner.userId)).toEqual({ starter: 1, growth: 0, pro: 0 });
  });
});
