import { describe, expect, it } from "vitest";
import type { Tier } from "../../src/domain/pairs.js";
import { refusalOf, type SkipReason } from "../../src/domain/run-refusal.js";

const skip = (reason: SkipReason, tier: Tier = "starter") => ({ reason, tier });

describe("a run request that queued nothing", () => {
  it("answers the error of the one budget reason all its skips share", () => {
    expect(refusalOf(0, [skip("daily_sync_limit"), skip("daily_sync_limit")])?.code).toBe("daily_sync_limit");
    expect(refusalOf(0, [skip("free_tier")])?.code).toBe("free_retest_limit");
    expect(refusalOf(0, [skip("budget_exhausted", "growth")])?.code).toBe("retest_limit");
    expect(refusalOf(0, [skip("budget_exhausted", "pro")])?.code).toBe("retest_limit_pro");
    expect(refusalOf(0, [skip("budget_exhausted", "pro"), skip("budget_exhausted", "starter")])?.code).toBe("retest_limit");
  });

  it("answers its skips when they differ, are not about budgets, or something was queued", () => {
    expect(refusalOf(0, [skip("daily_sync_limit"), skip("account_sleeping")])).toBeNull();
    expect(refusalOf(0, [skip("account_sleeping")])).toBeNull();
    expect(refusalOf(0, [skip("already_running")])).toBeNull();
    expect(refusalOf(1, [skip("daily_sync_limit")])).toBeNull();
  });

  it("gives 403 for every budget refusal", () => {
    for (const reason of ["daily_sync_limit", "free_tier", "budget_exhausted"] as const) expect(refusalOf(0, [skip(reason)])?.status).toBe(403);
  });
});
