import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SubscriptionStatus } from "@leadstream/contracts";
import { billingCommands } from "../../../../tools/cli/src/commands/billing.js";
import { startHarness, type Harness } from "./harness.js";

describe("operator CLI: subscriptions:set and credits:grant", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    // The CLI reaches the stack through the usual environment.
    process.env.IDENTITY_URL = h.identitySvc.url;
    process.env.ACCOUNTS_BILLING_URL = h.svc.url;
    process.env.INTERNAL_TOKEN = "test-internal-token";
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("sets a user's subscription status by e-mail", async () => {
    const { userId, email } = await h.createUser({ plan: "free" });
    expect(await billingCommands["subscriptions:set"].run({ email, status: "trialing" })).toEqual({ userId, status: "trialing" });
    expect((await h.accounts.getBillingSummary({ userId })).subscriptionStatus).toBe(SubscriptionStatus.TRIALING);
    await expect(billingCommands["subscriptions:set"].run({ email, status: "free_user" })).rejects.toThrow(/--status must be one of/);
  });

  it("grants credits by e-mail", async () => {
    const { userId, email } = await h.createUser({ plan: "paid" });
    expect(await billingCommands["credits:grant"].run({ email, amount: "40" })).toEqual({ userId, balance: 40 });
    expect(await billingCommands["credits:grant"].run({ email, amount: "2", reason: "sorry" })).toEqual({ userId, balance: 42 });
    await expect(billingCommands["credits:grant"].run({ email, amount: "lots" })).rejects.toThrow(/--amount/);
    await expect(billingCommands["credits:grant"].run({ email, amount: "0" })).rejects.toMatchObject({ code: "invalid_request" });
  });
});
