import { randomUUID } from "node:crypto";
import { fromBinary } from "@bufbuild/protobuf";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { SubscriptionChangedSchema, Tier, TierChangeAction } from "@leadstream/contracts";
import { SUBSCRIPTION_STATUS } from "@leadstream/contracts/vocabulary";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { stripeBillingProvider } from "../../src/adapters/billing/stripe-billing-provider.js";
import { stripeRecords } from "../../src/db/stripe-records.js";
import { eventually, FakeStripe, STRIPE_CREDIT_PACK_PRICE, STRIPE_PRICES, STRIPE_WEBHOOK_SECRET, stripeSubscriptionJson } from "@leadstream/testing";
import { expectAppError, startHarness, uniqueHandle, type Harness } from "./harness.js";

describe("the Stripe billing provider (the real SDK against a local recording server)", () => {
  let h: Harness;
  let port: number;
  const fake = new FakeStripe();
  const sdk = () => new Stripe("sk_test_fake", { host: "127.0.0.1", port, protocol: "http" });

  beforeAll(async () => {
    port = await fake.start();
    h = await startHarness({ env: fake.env(port) });
  });
  afterAll(async () => {
    await h?.stop();
    await fake.stop();
  });
  beforeEach(() => {
    fake.failing = "no";
  });

  const ensure = (userId: number, accounts: { handle: string; tier?: Tier }[], operationId = "op") => h.accounts.ensureAccounts({ userId, operationId, accounts });
  const callsSince = (n: number) => fake.calls.slice(n).map((c) => ({ method: c.method, path: c.path, params: c.params }));

  async function paidUserWithSubscription() {
    const user = await h.createUser({ plan: "paid" });
    const { accounts } = await ensure(user.userId, [{ handle: uniqueHandle() }]);
    return { ...user, accountId: accounts[0].account!.id, sub: fake.subscriptionOf(user.userId)! };
  }

  it("creates the customer and a subscription with one item per tier price on the first account", async () => {
    const { userId, email } = await h.createUser({ plan: "paid" });
    const before = fake.calls.length;
    await ensure(userId, [{ handle: uniqueHandle(), tier: Tier.GROWTH }]);
    const calls = fake.calls.slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /v1/customers", "POST /v1/subscriptions"]);
    expect(calls[0].params).toEqual({ email, "metadata[user_id]": String(userId) });
    expect(calls[0].idempotencyKey).toBe(`leadstream-customer-${userId}`);
    expect(calls[1].params).toMatchObject({
      customer: fake.subscriptionOf(userId)!.customer,
      "items[0][price]": STRIPE_PRICES.starter,
      "items[0][quantity]": "0",
      "items[1][price]": STRIPE_PRICES.growth,
      "items[1][quantity]": "1",
      "items[2][price]": STRIPE_PRICES.pro,
      "items[2][quantity]": "0",
      "metadata[user_id]": String(userId),
    });
    expect(fake.quantities(userId)).toEqual({ starter: 0, growth: 1, pro: 0 });
    const ids = await h.svc.deps.ds.query(`SELECT customer_id, subscription_id FROM accounts_billing.stripe_subscriptions WHERE user_id = $1`, [userId]);
    expect(ids).toEqual([{ customer_id: fake.subscriptionOf(userId)!.customer, subscription_id: fake.subscriptionOf(userId)!.id }]);
  });

  it("updates all item quantities in one call, prorating increases and upgrades only", async () => {
    const { userId } = await h.createUser({ plan: "paid" });
    const { accounts } = await ensure(userId, [{ handle: uniqueHandle() }]);
    const accountId = accounts[0].account!.id;
    const sub = fake.subscriptionOf(userId)!;
    const update = (n: number) => {
      const calls = callsSince(n);
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST /v1/subscriptions/${sub.id}`]);
      const p = calls[0].params;
      return [p["items[0][quantity]"], p["items[1][quantity]"], p["items[2][quantity]"], p.proration_behavior];
    };

    let n = fake.calls.length;
    await ensure(userId, [{ handle: uniqueHandle(), tier: Tier.PRO }], "op-pro");
    expect(update(n)).toEqual(["1", "0", "1", "create_prorations"]);
    expect(fake.calls.at(-1)!.params["items[0][id]"]).toMatch(/^si_/);

    n = fake.calls.length;
    await h.accounts.sleepAccount({ userId, accountId });
    expect(update(n)).toEqual(["0", "0", "1", "none"]);

    n = fake.calls.length;
    await h.accounts.wakeAccount({ userId, accountId });
    expect(update(n)).toEqual(["1", "0", "1", "create_prorations"]);

    n = fake.calls.length;
    await h.accounts.changeTier({ userId, accountId, tier: Tier.GROWTH });
    expect(update(n)).toEqual(["0", "1", "1", "create_prorations"]);

    // A downgrade waits for the end of the period Stripe reported; nothing is sent now.
    n = fake.calls.length;
    const down = await h.accounts.changeTier({ userId, accountId, tier: Tier.STARTER });
    expect(down.action).toBe(TierChangeAction.DOWNGRADE_SCHEDULED);
    expect(timestampDate(down.effectiveAt!).getTime()).toBe(sub.periodEnd * 1000);
    expect(callsSince(n)).toEqual([]);

    n = fake.calls.length;
    await h.accounts.releaseAccounts({ userId, operationId: "op-pro" });
    expect(update(n)).toEqual(["0", "1", "0", "none"]);

    // The adapter reads the quantities back from Stripe.
    const provider = stripeBillingProvider(sdk(), { prices: STRIPE_PRICES, creditPackPrice: STRIPE_CREDIT_PACK_PRICE }, stripeRecords(h.svc.deps.ds.manager));
    expect(await provider.getQuantities(userId)).toEqual({ starter: 0, growth: 1, pro: 0 });
    expect(fake.quantities(userId)).toEqual({ starter: 0, growth: 1, pro: 0 });
  });

  it("answers billing_provider_error when Stripe fails mid-EnsureAccounts, leaving no account and no quantity change", async () => {
    const { userId, accountId } = await paidUserWithSubscription();
    fake.failing = "always";
    await expectAppError(ensure(userId, [{ handle: uniqueHandle() }], "op-2"), "billing_provider_error");
    fake.failing = "no";
    expect((await h.accounts.listAccounts({ userId })).accounts.map((a) => a.id)).toEqual([accountId]);
    expect(fake.quantities(userId)).toEqual({ starter: 1, growth: 0, pro: 0 });

    // A brand-new user: no account and no subscription either.
    const fresh = await h.createUser({ plan: "paid" });
    fake.failing = "always";
    await expectAppError(ensure(fresh.userId, [{ handle: uniqueHandle() }]), "billing_provider_error");
    fake.failing = "no";
    expect((await h.accounts.listAccounts({ userId: fresh.userId })).accounts).toEqual([]);
    expect(await h.svc.deps.ds.query(`SELECT 1 FROM accounts_billing.stripe_subscriptions WHERE user_id = $1`, [fresh.userId])).toEqual([]);
    expect((await ensure(fresh.userId, [{ handle: uniqueHandle() }])).accounts[0].accountCreated).toBe(true);
  });

  it("puts the quantities back when Stripe applied a change but answered with an error", async () => {
    const { userId, accountId } = await paidUserWithSubscription();
    fake.failing = "once-after-applying";
    await expectAppError(ensure(userId, [{ handle: uniqueHandle(), tier: Tier.PRO }], "op-2"), "billing_provider_error");
    expect(fake.quantities(userId)).toEqual({ starter: 1, growth: 0, pro: 0 });
    expect(fake.calls.at(-1)!.params.proration_behavior).toBe("none");
    expect((await h.accounts.listAccounts({ userId })).accounts.map((a) => a.id)).toEqual([accountId]);
  });

  describe("auto top-up: a one-off invoice for the credit pack", () => {
    const topupsOf = (teamId: number) =>
      h.svc.deps.ds.query(`SELECT id, state, provider_ref, error FROM accounts_billing.credit_topups WHERE team_id = $1 ORDER BY created_at`, [teamId]) as Promise<
        { id: string; state: string; provider_ref: string | null; error: string | null }[]
      >;
    const balanceOf = async (userId: number) => (await h.accounts.getBillingSummary({ userId })).credits!.balance;
    const spend = async (userId: number, charge: number) => {
      const reservationId = randomUUID();
      await h.accounts.reserveCredits({ userId, reservationId, amount: charge });
      await h.accounts.settleCredits({ userId, reservationId, charge });
    };

    it("buys one pack when concurrent charges cross the threshold: an invoice of the pack price, finalized and paid, every step keyed by the top-up", async () => {
      const { userId, teamId, sub } = await paidUserWithSubscription();
      await h.accounts.grantCredits({ userId, amount: 25, reason: "" });
      await h.accounts.updateCreditSettings({ userId, autoTopupEnabled: true, lowBalanceThreshold: 10 });
      const n = fake.calls.length;
      await Promise.all(Array.from({ length: 20 }, () => spend(userId, 1)));
      await eventually(async () => (await topupsOf(teamId))[0]?.state === "succeeded", { what: "the top-up" });

      const [topup] = await topupsOf(teamId);
      const paid = fake.paidInvoices(sub.customer);
      expect(paid).toEqual([{ id: topup.provider_ref, customer: sub.customer, prices: [STRIPE_CREDIT_PACK_PRICE], metadata: { user_id: String(userId), charge_id: topup.id } }]);
      const calls = fake.calls.slice(n);
      expect(calls.map((c) => `${c.method} ${c.path} ${c.idempotencyKey}`)).toEqual([
        `POST /v1/invoices leadstream-credit-pack-${topup.id}-invoice`,
        `POST /v1/invoiceitems leadstream-credit-pack-${topup.id}-item`,
        `POST /v1/invoices/${paid[0].id}/finalize leadstream-credit-pack-${topup.id}-finalize`,
        `POST /v1/invoices/${paid[0].id}/pay leadstream-credit-pack-${topup.id}-pay`,
      ]);
      expect(calls[0].params).toMatchObject({ customer: sub.customer, collection_method: "charge_automatically", auto_advance: "false", pending_invoice_items_behavior: "exclude" });
      expect(calls[1].params).toMatchObject({ customer: sub.customer, invoice: paid[0].id, "pricing[price]": STRIPE_CREDIT_PACK_PRICE });
      expect(await balanceOf(userId)).toBe(505);
    });

    it("marks a top-up Stripe refuses failed, credits nothing, and buys again at the next crossing", async () => {
      const { userId, teamId, sub } = await paidUserWithSubscription();
      await h.accounts.grantCredits({ userId, amount: 11, reason: "" });
      await h.accounts.updateCreditSettings({ userId, autoTopupEnabled: true });
      fake.failing = "always";
      await spend(userId, 2);
      await eventually(async () => (await topupsOf(teamId))[0]?.state === "failed", { what: "the failed top-up" });
      fake.failing = "no";
      expect((await topupsOf(teamId))[0].error).toMatch(/payment provider failed/);
      await spend(userId, 1);
      expect(await balanceOf(userId)).toBe(8);
      expect(fake.paidInvoices(sub.customer)).toEqual([]);

      await h.accounts.grantCredits({ userId, amount: 2, reason: "" });
      await spend(userId, 1);
      await eventually(async () => (await topupsOf(teamId))[1]?.state === "succeeded", { what: "the next top-up" });
      expect(fake.paidInvoices(sub.customer)).toHaveLength(1);
      expect(await balanceOf(userId)).toBe(509);
    });

    it("finishes a purchase a crash interrupted without charging twice, creating the customer when there is none", async () => {
      const { userId, teamId, email } = await h.createUser({ plan: "paid" });
      await h.accounts.getBillingSummary({ userId }); // the payer is known here
      const [{ id }] = (await h.svc.deps.ds.query(
        `INSERT INTO accounts_billing.credit_topups (team_id, user_id, credits, attempted_at) VALUES ($1, $2, 500, now() - interval '11 minutes') RETURNING id`,
        [teamId, userId],
      )) as { id: string }[];
      // The crashed attempt got as far as paying.
      const provider = stripeBillingProvider(sdk(), { prices: STRIPE_PRICES, creditPackPrice: STRIPE_CREDIT_PACK_PRICE }, stripeRecords(h.svc.deps.ds.manager));
      const invoiceId = await provider.chargeCreditPack({ userId, email }, id, 500);
      await h.svc.app.retryCreditTopups();
      await eventually(async () => (await topupsOf(teamId))[0]?.state === "succeeded", { what: "the retried top-up" });
      expect((await topupsOf(teamId))[0].provider_ref).toBe(invoiceId);
      expect(fake.paidInvoices().filter((i) => i.metadata.charge_id === id)).toHaveLength(1);
      expect(await balanceOf(userId)).toBe(500);
    });
  });

  describe("webhooks", () => {
    const send = (event: Record<string, unknown>, secret = STRIPE_WEBHOOK_SECRET) => {
      const payload = JSON.stringify({ object: "event", api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), livemode: false, ...event });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return h.accounts.handleStripeWebhook({ payload: Buffer.from(payload), signature });
    };
    const eventId = () => `evt_${Math.random().toString(36).slice(2)}`;
    const statusEvents = async (userId: number) =>
      ((await h.svc.deps.ds.query(`SELECT payload FROM accounts_billing.outbox WHERE subject = 'accounts_billing.subscription.changed' ORDER BY created_at`)) as { payload: Buffer }[])
        .map((r) => fromBinary(SubscriptionChangedSchema, r.payload))
        .filter((e) => e.userId === userId)
        .map((e) => SUBSCRIPTION_STATUS.name(e.status));
    const statusOf = async (userId: number) => SUBSCRIPTION_STATUS.name((await h.accounts.getBillingSummary({ userId })).subscriptionStatus);

    it("refuses a payload whose signature does not verify", async () => {
      const { sub } = await paidUserWithSubscription();
      const event = { id: eventId(), type: "invoice.payment_failed", data: { object: { object: "invoice", customer: sub.customer } } };
      await expectAppError(send(event, "whsec_someone_else"), "invalid_request");
      await expectAppError(h.accounts.handleStripeWebhook({ payload: Buffer.from("{}"), signature: "t=1,v1=00" }), "invalid_request");
    });

    it("records the status once per event id and publishes accounts_billing.subscription.changed", async () => {
      const { userId, sub } = await paidUserWithSubscription();
      const failed = { id: eventId(), type: "invoice.payment_failed", data: { object: { object: "invoice", customer: sub.customer, lines: { object: "list", data: [] } } } };
      expect((await send(failed)).handled).toBe(true);
      expect(await statusOf(userId)).toBe("past_due");
      expect((await send(failed)).handled).toBe(false);

      const stored = { id: sub.id, customer: sub.customer, userId: String(userId), items: [], periodStart: sub.periodStart, periodEnd: sub.periodEnd };
      expect((await send({ id: eventId(), type: "customer.subscription.updated", data: { object: stripeSubscriptionJson(stored, "active") } })).handled).toBe(true);
      expect(await statusOf(userId)).toBe("active");
      expect((await send({ id: eventId(), type: "customer.subscription.deleted", data: { object: stripeSubscriptionJson(stored, "canceled") } })).handled).toBe(true);
      expect(await statusOf(userId)).toBe("canceled");
      expect(await statusEvents(userId)).toEqual(["past_due", "active", "canceled"]);

      // Types we do not act on, and customers we do not know, are not handled.
      expect((await send({ id: eventId(), type: "charge.succeeded", data: { object: { object: "charge", customer: sub.customer } } })).handled).toBe(false);
      expect((await send({ id: eventId(), type: "invoice.payment_failed", data: { object: { object: "invoice", customer: "cus_unknown" } } })).handled).toBe(false);
    });

    it("applies pending downgrades at the period rollover (invoice.paid) and takes the new period from subscription updates", async () => {
      const { userId, accountId, sub } = await paidUserWithSubscription();
      await h.accounts.changeTier({ userId, accountId, tier: Tier.PRO });
      const down = await h.accounts.changeTier({ userId, accountId, tier: Tier.GROWTH });
      expect(timestampDate(down.effectiveAt!).getTime()).toBe(sub.periodEnd * 1000);

      // An invoice for the current period changes nothing.
      const invoice = (periodStart: number) => ({ object: "invoice", customer: sub.customer, lines: { object: "list", data: [{ object: "line_item", period: { start: periodStart, end: periodStart + 30 * 86400 } }] } });
      await send({ id: eventId(), type: "invoice.paid", data: { object: invoice(sub.periodStart) } });
      expect(fake.quantities(userId)).toEqual({ starter: 0, growth: 0, pro: 1 });

      // The renewal invoice starts the next period: the downgrade applies, without proration.
      const n = fake.calls.length;
      expect((await send({ id: eventId(), type: "invoice.paid", data: { object: invoice(sub.periodEnd) } })).handled).toBe(true);
      expect(fake.quantities(userId)).toEqual({ starter: 0, growth: 1, pro: 0 });
      expect(fake.calls.slice(n).map((c) => c.params.proration_behavior)).toEqual(["none"]);
      const account = (await h.accounts.getAccounts({ userId, accountIds: [accountId] })).accounts[0];
      expect(account).toMatchObject({ tier: Tier.GROWTH, pendingTier: Tier.UNSPECIFIED });

      // Stripe reports the new period; the next downgrade waits for its end.
      const next = { id: sub.id, customer: sub.customer, userId: String(userId), items: [{ id: "si_x", price: STRIPE_PRICES.growth, quantity: 1 }], periodStart: sub.periodEnd, periodEnd: sub.periodEnd + 31 * 86400 };
      await send({ id: eventId(), type: "customer.subscription.updated", data: { object: stripeSubscriptionJson(next) } });
      const again = await h.accounts.changeTier({ userId, accountId, tier: Tier.STARTER });
      expect(timestampDate(again.effectiveAt!).getTime()).toBe(next.periodEnd * 1000);
    });
  });
});
