import { SUBSCRIPTION_STATUS, TIER } from "@leadstream/contracts/vocabulary";
import { AppError } from "@leadstream/platform";
import { FakeStripe, seededRandom } from "@leadstream/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIERS, zeroPerTier, type Tier } from "../../src/domain/tiers.js";
import { localQuantities, startHarness, uniqueHandle, type Harness } from "./harness.js";

// The invariant DECISIONS sets for billing: after any sequence of changes, every tier's
// subscription quantity equals the user's awake accounts on that tier.

const SEED = Number(process.env.PROPERTY_SEED ?? 20261122);
const STEPS = 200;
/** Refusals the rules allow; anything else fails the test. */
const EXPECTED_REFUSALS = new Set(["account_sleeping", "subscription_required", "not_found"]);


async function awakeInDatabase(h: Harness, userId: number): Promise<Record<Tier, number>> {
  const rows = (await h.svc.deps.ds.query(`SELECT tier, count(*)::int AS n FROM accounts_billing.tracked_accounts WHERE user_id = $1 AND awake GROUP BY tier`, [userId])) as { tier: Tier; n: number }[];
  const counts = zeroPerTier();
  for (const r of rows) counts[r.tier] = r.n;
  return counts;
}

interface UserState {
  userId: number;
  accountIds: number[];
  handles: string[];
  operations: string[];
}

/** ~STEPS random ensure/sleep/wake/change-tier/release/status/rollover steps over two paid users, checking the invariant after each. */
async function runRandomSteps(h: Harness, providerQuantities: (userId: number) => Promise<Record<Tier, number>>): Promise<void> {
  const random = seededRandom(SEED);
  const pick = <T>(items: T[]): T | undefined => (items.length === 0 ? undefined : items[Math.floor(random() * items.length)]);
  const users: UserState[] = [];
  for (let i = 0; i < 2; i++) users.push({ userId: (await h.createUser({ plan: "paid" })).userId, accountIds: [], handles: [], operations: [] });

  const steps: Record<string, (u: UserState) => Promise<string>> = {
    async ensure(u) {
      const operationId = `prop-${u.operations.length}-${u.userId}`;
      u.operations.push(operationId);
      const refs = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const r = random();
        if (r < 0.2 && u.accountIds.length > 0) return { accountId: pick(u.accountIds)! };
        if (r < 0.4 && u.handles.length > 0) return { handle: pick(u.handles)!.toUpperCase() };
        return { handle: uniqueHandle(), tier: TIER.value(pick([...TIERS])!) };
      });
      const { accounts } = await h.accounts.ensureAccounts({ userId: u.userId, operationId, accounts: refs });
      for (const { account } of accounts.filter((a) => a.accountCreated)) {
        u.accountIds.push(account!.id);
        u.handles.push(account!.handle);
      }
      return `ensure ${JSON.stringify(refs)}`;
    },
    async sleep(u) {
      const accountId = pick(u.accountIds) ?? 0;
      await h.accounts.sleepAccount({ userId: u.userId, accountId });
      return `sleep ${accountId}`;
    },
    async wake(u) {
      const accountId = pick(u.accountIds) ?? 0;
      await h.accounts.wakeAccount({ userId: u.userId, accountId });
      return `wake ${accountId}`;
    },
    async changeTier(u) {
      const accountId = pick(u.accountIds) ?? 0;
      const tier = pick([...TIERS])!;
      await h.accounts.changeTier({ userId: u.userId, accountId, tier: TIER.value(tier) });
      return `change-tier ${accountId} ${tier}`;
    },
    async release(u) {
      const operationId = pick(u.operations) ?? "none";
      await h.accounts.releaseAccounts({ userId: u.userId, operationId });
      return `release ${operationId}`;
    },
    async status(u) {
      const status = pick(["active", "trialing", "past_due", "canceled"] as const)!;
      await h.accounts.setSubscriptionStatus({ userId: u.userId, status: SUBSCRIPTION_STATUS.value(status) });
      return `status ${status}`;
    },
    async rollover(u) {
      await h.svc.deps.ds.query(`UPDATE accounts_billing.tracked_accounts SET pending_tier_effective_at = now() WHERE user_id = $1 AND pending_tier IS NOT NULL`, [u.userId]);
      await h.svc.app.applyAllDueDowngrades();
      return "rollover";
    },
  };
  const weighted: string[] = ["ensure", "ensure", "ensure", "sleep", "sleep", "wake", "wake", "changeTier", "changeTier", "changeTier", "release", "status", "rollover"];

  for (let step = 0; step < STEPS; step++) {
    const user = pick(users)!;
    const name = pick(weighted)!;
    let description = name;
    try {
      description = await steps[name](user);
    } catch (err) {
      if (!(err instanceof AppError && EXPECTED_REFUSALS.has(err.code))) throw new Error(`seed ${SEED} step ${step} (${name}): ${String(err)}`);
    }
    for (const u of users) {
      expect(await providerQuantities(u.userId), `seed ${SEED} step ${step}: ${description} (user ${u.userId})`).toEqual(await awakeInDatabase(h, u.userId));
    }
  }
  // The run exercised what it should have.
  expect(users.some((u) => u.accountIds.length > 3)).toBe(true);
}

describe("subscription quantity == awake accounts per tier, after random steps", () => {
  describe("local provider", () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(async () => {
      await h?.stop();
    });

    it(`holds over ${STEPS} seeded random steps`, async () => {
      await runRandomSteps(h, (userId) => localQuantities(h, userId));
    }, 120_000);
  });

  describe("Stripe (the real SDK against a local server)", () => {
    let h: Harness;
    const stripe = new FakeStripe();
    beforeAll(async () => {
      h = await startHarness({ env: stripe.env(await stripe.start()) });
    });
    afterAll(async () => {
      await h?.stop();
      await stripe.stop();
    });

    it(`holds over ${STEPS} seeded random steps`, async () => {
      await runRandomSteps(h, async (userId) => stripe.quantities(userId));
    }, 120_000);
  });
});
