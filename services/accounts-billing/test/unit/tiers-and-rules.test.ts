import { describe, expect, it } from "vitest";
import { decideTierChange, streamCap, type TrackedAccount } from "../../src/domain/account.js";
import { accountBudgets } from "../../src/domain/budgets.js";
import { creditsSummary, emptyCreditAccount, topupDue, validCharge, validCreditSettings, validGrant, validHoldAmount, validReservationId, type CreditAccount } from "../../src/domain/credits.js";
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
  const account = (fields: Partial<CreditAccount>): CreditAccount => ({ ...emptyCreditAccount(1), ...fields });

  it("summarises the balance against the team's low threshold and validates grants", () => {
    expect(creditsSummary(account({ balance: 9 }))).toEqual({ balance: 9, lowBalanceThreshold: 10, isLow: true, autoTopupEnabled: false });
    expect(creditsSummary(account({ balance: 10 })).isLow).toBe(false);
    expect(creditsSummary(account({ balance: 10, lowBalanceThreshold: 11, autoTopupEnabled: true, autoTopupUserId: 1 }))).toEqual({ balance: 10, lowBalanceThreshold: 11, isLow: true, autoTopupEnabled: true });
    expect(validGrant(1)).toBe(1);
    for (const bad of [0, 1.5, 1_000_001]) expect(() => validGrant(bad)).toThrow(expect.objectContaining({ code: "invalid_request" }));
  });

  it("buys a top-up when a change crosses into low with auto top-up on, not while it stays there", () => {
    const on = { autoTopupEnabled: true, autoTopupUserId: 1, lowBalanceThreshold: 10 };
    expect(topupDue(account({ ...on, balance: 10 }), account({ ...on, balance: 9 }))).toBe(true);
    expect(topupDue(account({ ...on, balance: 30 }), account({ ...on, balance: 0 }))).toBe(true);
    expect(topupDue(account({ ...on, balance: 9 }), account({ ...on, balance: 8 }))).toBe(false);
    expect(topupDue(account({ ...on, balance: 11 }), account({ ...on, balance: 10 }))).toBe(false);
    expect(topupDue(account({ balance: 10 }), account({ balance: 9 }))).toBe(false);
    // Settings that put a low team into auto top-up are a crossing too.
    expect(topupDue(account({ balance: 3 }), account({ ...on, balance: 3 }))).toBe(true);
    expect(topupDue(account({ ...on, balance: 30 }), account({ ...on, balance: 30, lowBalanceThreshold: 50 }))).toBe(true);
    expect(topupDue(account({ ...on, balance: 3 }), account({ balance: 3 }))).toBe(false);
  });

  it("validates holds, charges, reservation ids and settings", () => {
    expect(validHoldAmount(1000)).toBe(1000);
    for (const bad of [0, 1001, 2.5]) expect(() => validHoldAmount(bad)).toThrow(expect.objectContaining({ code: "invalid_request", details: { param: "amount" } }));
    expect(validCharge(0, 3)).toBe(0);
    expect(validCharge(3, 3)).toBe(3);
    for (const bad of [-1, 4, 0.5]) expect(() => validCharge(bad, 3)).toThrow(expect.objectContaining({ details: { param: "charge" } }));
    expect(validReservationId("0F8FAD5B-D9CB-469F-A165-70867728950E")).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
    for (const bad of ["", "abc", "0f8fad5b-d9cb-469f-a165-70867728950"]) expect(() => validReservationId(bad)).toThrow(expect.objectContaining({ details: { param: "reservationId" } }));
    expect(() => validCreditSettings({})).toThrow(expect.objectContaining({ details: { param: "body" } }));
    for (const bad of [-1, 1_000_001, 1.5]) expect(() => validCreditSettings({ lowBalanceThreshold: bad })).toThrow(expect.objectContaining({ details: { param: "lowBalanceThreshold" } }));
    expect(validCreditSettings({ lowBalanceThreshold: 0 })).toEqual({ lowBalanceThreshold: 0 });
  });
});
