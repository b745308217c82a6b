import { describe, expect, it } from "vitest";
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { ChangeTierResponseSchema, GetBillingSummaryResponseSchema, StreamSchema, SubscriptionStatus, Tier, TierChangeAction, TrackedAccountSchema, UserSchema } from "@leadstream/contracts";
import { segmentIdsByAccount, toAccountJson, toTierChangeJson } from "../../src/mapping/accounts.js";
import { toMeJson } from "../../src/mapping/me.js";

const at = (iso: string) => timestampFromDate(new Date(iso));

const account = create(TrackedAccountSchema, {
  id: 7,
  userId: 1,
  handle: "Acme",
  displayName: "Acme Inc",
  profileImageUrl: "https://img.example/acme.png",
  followersCount: 1200,
  tier: Tier.GROWTH,
  awake: true,
  createdAt: at("2026-01-01T00:00:00Z"),
});

describe("account mapping", () => {
  it("collects each account's segments across streams, once each, ascending", () => {
    const streams = [
      create(StreamSchema, { pairs: [{ trackedAccountId: 7, segmentId: 9 }, { trackedAccountId: 8, segmentId: 3 }] }),
      create(StreamSchema, { pairs: [{ trackedAccountId: 7, segmentId: 3 }, { trackedAccountId: 7, segmentId: 9 }] }),
    ];
    expect(segmentIdsByAccount(streams)).toEqual(new Map([[7, [3, 9]], [8, [3]]]));
  });

  it("renders an account, its status and no pending tier", () => {
    expect(toAccountJson(account, [3])).toEqual({
      id: 7,
      xHandle: "Acme",
      displayName: "Acme Inc",
      profileImageUrl: "https://img.example/acme.png",
      followersCount: 1200,
      tier: "growth",
      pendingTier: null,
      pendingTierEffectiveAt: null,
      status: "active",
      assignedSegmentIds: [3],
      createdAt: "2026-01-01T00:00:00.000Z",
    });
  });

  it("renders a sleeping account with a pending downgrade", () => {
    const sleeping = create(TrackedAccountSchema, { ...account, awake: false, pendingTier: Tier.STARTER, pendingTierEffectiveAt: at("2026-02-01T00:00:00Z") });
    expect(toAccountJson(sleeping, [])).toMatchObject({ status: "sleeping", pendingTier: "starter", pendingTierEffectiveAt: "2026-02-01T00:00:00.000Z" });
  });

  it("renders a tier change", () => {
    const scheduled = create(ChangeTierResponseSchema, { action: TierChangeAction.DOWNGRADE_SCHEDULED, account: { ...account, pendingTier: Tier.STARTER }, effectiveAt: at("2026-02-01T00:00:00Z") });
    expect(toTierChangeJson(scheduled)).toEqual({ success: true, accountId: 7, action: "downgrade_scheduled", tier: "growth", pendingTier: "starter", effectiveAt: "2026-02-01T00:00:00.000Z" });
    const unchanged = create(ChangeTierResponseSchema, { action: TierChangeAction.UNCHANGED, account });
    expect(toTierChangeJson(unchanged)).toMatchObject({ action: "unchanged", pendingTier: null, effectiveAt: null });
  });
});

describe("me mapping", () => {
  it("joins the user with the billing summary", () => {
    const user = create(UserSchema, { id: 1, email: "ada@example.com", displayName: "Ada" });
    const billing = create(GetBillingSummaryResponseSchema, {
      subscriptionStatus: SubscriptionStatus.ACTIVE,
      isFreeTier: false,
      accounts: [{ accountId: 7, handle: "Acme", tier: Tier.PRO, monthlyRetest: { used: 2, budget: 100, remaining: 98, billingPeriodStart: at("2026-01-01T00:00:00Z") }, dailySync: { used: 1, cap: 4, remaining: 3 } }],
      credits: { balance: 5, lowBalanceThreshold: 10, isLow: true, autoTopupEnabled: false },
      monthlyRetestRemaining: 98,
      dailySyncRemaining: 3,
    });
    expect(toMeJson(user, billing)).toEqual({
      name: "Ada",
      email: "ada@example.com",
      subscriptionStatus: "active",
      isFreeTier: false,
      accounts: [{ accountId: 7, xHandle: "Acme", tier: "pro", monthlyRetest: { used: 2, budget: 100, remaining: 98, billingPeriodStart: "2026-01-01T00:00:00.000Z" }, dailySync: { used: 1, cap: 4, remaining: 3 } }],
      credits: { balance: 5, lowBalanceThreshold: 10, isLow: true, autoTopupEnabled: false },
      totals: { monthlyRetestRemaining: 98, dailySyncRemaining: 3 },
    });
  });
});
