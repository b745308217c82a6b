import Stripe from "stripe";
import type { BillingCustomer, BillingProvider } from "../../app/ports.js";
import type { BillingPeriod } from "../../domain/billing-period.js";
import { billingProviderError } from "../../domain/errors.js";
import { TIERS, zeroPerTier, type Tier } from "../../domain/tiers.js";
import type { StripeSettings } from "../../config.js";
import type { StripeRecords } from "../../db/stripe-records.js";

/** Stripe failures (API errors and network ones alike) become billing_provider_error. */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) throw billingProviderError(err.message);
    throw err;
  }
}

const seconds = (s: number) => new Date(s * 1000);

/** The period Stripe reports on the subscription's items (all items share it). */
export function periodOf(subscription: Stripe.Subscription): BillingPeriod | null {
  const item = subscription.items.data[0];
  return item ? { start: seconds(item.current_period_start), end: seconds(item.current_period_end) } : null;
}

/**
 * One Stripe customer and one subscription per user, with one item per tier price; quantities are
 * set absolutely, prorated on increases and upgrades only. Ids are kept in our schema (`records`,
 * in the caller's transaction). A credit pack is a one-off invoice of the pack's price, paid at
 * once with the customer's default payment method.
 */
export function stripeBillingProvider(stripe: Stripe, { prices, creditPackPrice }: Pick<StripeSettings, "prices" | "creditPackPrice">, records: StripeRecords): BillingProvider {
  const tierOfPrice = new Map(TIERS.map((t) => [prices[t], t]));

  async function ensureCustomer(customer: BillingCustomer, known: string | undefined): Promise<string> {
    if (known) return known;
    // The key makes a retry after a rolled-back transaction find the same customer (within Stripe's 24 h).
    const created = await callStripe(() =>
      stripe.customers.create({ email: customer.email, metadata: { user_id: String(customer.userId) } }, { idempotencyKey: `leadstream-customer-${customer.userId}` }),
    );
    await records.saveCustomer(customer.userId, created.id);
    return created.id;
  }

  return {
    async setQuantities(customer, quantities, { prorate }) {
      const record = await records.find(customer.userId);
      if (record?.subscriptionId) {
        const { subscriptionId, itemIds } = record;
        await callStripe(() =>
          stripe.subscriptions.update(subscriptionId, {
            items: TIERS.map((t) => ({ id: itemIds[t], quantity: quantities[t] })),
            proration_behavior: prorate ? "create_prorations" : "none",
          }),
        );
        return;
      }
      if (TIERS.every((t) => quantities[t] === 0)) return;
      const customerId = await ensureCustomer(customer, record?.customerId);
      const subscription = await callStripe(() =>
        stripe.subscriptions.create({
          customer: customerId,
          items: TIERS.map((t) => ({ price: prices[t], quantity: quantities[t] })),
          metadata: { user_id: String(customer.userId) },
        }),
      );
      await records.saveSubscription(customer.userId, subscription.id, itemIdsByTier(subscription, tierOfPrice), periodOf(subscription));
    },

    async getQuantities(userId) {
      const record = await records.find(userId);
      const quantities = zeroPerTier();
      if (!record?.subscriptionId) return quantities;
      const { subscriptionId } = record;
      const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
      for (const item of subscription.items.data) {
        const tier = tierOfPrice.get(item.price.id);
        if (tier) quantities[tier] = item.quantity ?? 0;
      }
      return quantities;
    },

    async currentPeriod(userId) {
      return (await records.find(userId))?.period ?? null;
    },

    async chargeCreditPack(customer, chargeId, credits) {
      if (!creditPackPrice) throw billingProviderError("no credit pack price is configured (STRIPE_CREDIT_PACK_PRICE)");
      const customerId = await ensureCustomer(customer, (await records.find(customer.userId))?.customerId);
      // Every step keyed by the charge id, so an attempt repeated after a crash charges once.
      const once = (step: string) => ({ idempotencyKey: `leadstream-credit-pack-${chargeId}-${step}` });
      const metadata = { user_id: String(customer.userId), charge_id: chargeId };
      // An invoice of its own: the customer's pending subscription items stay for their renewal invoice.
      const invoice = await callStripe(() =>
        stripe.invoices.create(
          { customer: customerId, collection_method: "charge_automatically", auto_advance: false, pending_invoice_items_behavior: "exclude", description: `${credits} credits`, metadata },
          once("invoice"),
        ),
      );
      await callStripe(() => stripe.invoiceItems.create({ customer: customerId, invoice: invoice.id, pricing: { price: creditPackPrice }, metadata }, once("item")));
      await callStripe(() => stripe.invoices.finalizeInvoice(invoice.id, { auto_advance: false }, once("finalize")));
      const paid = await callStripe(() => stripe.invoices.pay(invoice.id, {}, once("pay")));
      if (paid.status !== "paid") throw billingProviderError(`the credit pack invoice ${invoice.id} is ${paid.status ?? "unknown"}, not paid`);
      return invoice.id;
    },
  };
}

function itemIdsByTier(subscription: Stripe.Subscription, tierOfPrice: Map<string, Tier>): Record<Tier, string> {
  const ids = {} as Record<Tier, string>;
  for (const item of subscription.items.data) {
    const tier = tierOfPrice.get(item.price.id);
    if (tier) ids[tier] = item.id;
  }
  for (const tier of TIERS) if (!ids[tier]) throw billingProviderError(`the new subscription has no item for the ${tier} price`);
  return ids;
}
