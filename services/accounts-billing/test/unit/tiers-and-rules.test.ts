import { describe, expect, it } from "vitest";
import { decideTierChange, streamCap, type TrackedAccount } from "../../src/domain/account.js";
import { accountBudgets } from "../../src/domain/budgets.js";
import { creditsSummary, validGrant } from "../../src/domain/credits.js";
import { checkNewAccountsAllowed } from "../../src/domain/new-account-rules.js";
import { isActivePaid, isLapsed } from "../../src/domain/subscription.js";
import type { Tier } from "../../src/domain/tiers.js";

const periodEnd = new Date("2026-03-01T00:00:00Z");
const account = (tier: Tier, extra: Partial<TrackedAccount> = {}): TrackedAccount => ({
  id: 1,
  userId: 1,
  xUserId: "42",
  handle: "acme",
  displayName: "Acme",
  profileImageUrl: "",
  followersCount: 0,
  tier,
  pendingTier: null,
  pendingTierEffectiveAt: null,
  awake: true,
  createdAt: new Date(),
  ...extra,
});

const codeOf = (p: Promise<unknown>) => p.then(() => "allowed", (e: { code: string }) => e.code);

describe("tiers", () => {
  it("gives each tier its budgets and stream cap; free users get no re-tests and one sync", () => {
    expect([streamCap(account("starter")), streamCap(account("growth")), streamCap(account("pro"))]).toEqual([1, 3, 10]);
    expect(accountBudgets("growth", false, { retests: 31, syncs: 1 })).toEqual({ monthlyRetest: { used: 31, limit: 30, remaining: 0 }, dailySync: { used: 1, limit: 2, remaining: 1 } });
    expect(accountBudgets("pro", true, { retests: 0, syncs: 0 })).toEqual({ monthlyRetest: { used: 0, limit: 0, remaining: 0 }, dailySync: { used: 0, limit: 1, remaining: 1 } });
  });

  it("decides tier changes", () => {
    expect(decideTierChange(account("starter"), "growth", periodEnd)).toEqual({ action: "upgraded", tier: "growth", pendingTier: null, pendingTierEffectiveAt: null });
    expect(decideTierChange(account("pro"), "starter", periodEnd)).toEqual({ action: "downgrade_scheduled", tier: "pro", pendingTier: "starter", pendingTierEffectiveAt: periodEnd });
    const pending = account("pro", { pendingTier: "starter", pendingTierEffectiveAt: periodEnd });
    expect(decideTierChange(pending, "pro", periodEnd).action).toBe("pending_cancelled");
    expect(decideTierChange(pending, "growth", periodEnd)).toMatchObject({ action: "downgrade_scheduled", pendingTier: "growth" });
    expect(decideTierChange(account("growth", { pendingTier: "starter", pendingTierEffectiveAt: periodEnd }), "pro", periodEnd)).toMatchObject({ action: "upgraded", pendingTier: null });
    expect(decideTierChange(account("growth"), "growth", periodEnd).action).toBe("unchanged");
    expect(() => decideTierChange(account("growth", { awake: false }), "pro", periodEnd)).toThrow(expect.objectContaining({ code: "account_sleeping" }));
  });
});

describe("new accounts", () => {
  const taken = () => Promise.resolve(true);
  const free = () => Promise.resolve(false);

  it("applies the free plan, IP and lapsed-subscription rules", async () => {
    expect(await codeOf(checkNewAccountsAllowed({ status: "free_user", existingAccounts: 0, newAccounts: 1, signupIpTaken: free }))).toBe("allowed");
    expect(await codeOf(checkNewAccountsAllowed({ status: "free_user", existingAccounts: 1, newAccounts: 1, signupIpTaken: free }))).toBe("free_account_limit");
    expect(await codeOf(checkNewAccountsAllowed({ status: "free_user", existingAccounts: 0, newAccounts: 2, signupIpTaken: free }))).toBe("free_account_limit");
    expect(await codeOf(checkNewAccountsAllowed({ status: "free_user", existingAccounts: 0, newAccounts: 1, signupIpTaken: taken }))).toBe("free_account_ip_duplicate");
    for (const status of ["past_due", "canceled", "unpaid", "incomplete"] as const) {
      expect(await codeOf(checkNewAccountsAllowed({ status, existingAccounts: 0, newAccounts: 1, signupIpTaken: free }))).toBe("subscription_required");
      expect(await codeOf(checkNewAccountsAllowed({ status, existingAccounts: 3, newAccounts: 0, signupIpTaken: free }))).toBe("allowed");
    }
    expect(await codeOf(checkNewAccountsAllowed({ status: "active", existingAccounts: 40, newAccounts: 10, signupIpTaken: taken }))).toBe("allowed");
  });

  it("classifies statuses", () => {
    expect(["active", "trialing"].every((s) => isActivePaid(s as "active"))).toBe(true);
    expect(isLapsed("free_user")).toBe(false);
    expect(isLapsed("trialing")).toBe(false);
    expect(isLapsed("unpaid")).toBe(true);
  });
});

describe("credits", () => {
  it("summarises the balance against the low threshold and validates grants", () => {
    expect(creditsSummary(9)).toEqual({ balance: 9, lowBalanceThreshold: 10, isLow: true, autoTopupEnabled: false });
    expect(creditsSummary(10).isLow).toBe(false);
    expect(validGrant(1)).toBe(1);
    for (const bad of [0, 1.5, 1_000_001]) expect(() => validGrant(bad)).toThrow(expect.objectContaining({ code: "invalid_request" }));
  });
});
