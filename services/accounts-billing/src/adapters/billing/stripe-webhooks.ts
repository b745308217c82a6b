import { AppError } from "@leadstream/platform";
import type Stripe from "stripe";
import type { BillingWebhooks } from "../../app/ports.js";
import type { BillingPeriod } from "../../domain/billing-period.js";
import type { SubscriptionStatus } from "../../domain/subscription.js";
import type { StripeRecords } from "../../db/stripe-records.js";
import { periodOf } from "./stripe-billing-provider.js";

// Stripe's statuses onto ours: an expired first payment ends the subscription; a paused one is not being paid.
const STATUS_FROM_STRIPE: Record<string, SubscriptionStatus> = {
  active: "active",
  trialing: "trialing",
  past_due: "past_due",
  canceled: "canceled",
  unpaid: "unpaid",
  incomplete: "incomplete",
  incomplete_expired: "canceled",
  paused: "unpaid",
};

interface Decoded {
  customerId: string | null;
  status?: SubscriptionStatus;
  period?: BillingPeriod;
  periodStart?: Date;
}

const idOf = (ref: string | { id: string } | null): string | null => (typeof ref === "string" ? ref : (ref?.id ?? null));

function decode(event: Stripe.Event): Decoded | null {
  switch (event.type) {
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const period = periodOf(subscription) ?? undefined;
      const status = event.type === "customer.subscription.deleted" ? "canceled" : STATUS_FROM_STRIPE[subscription.status];
      return { customerId: idOf(subscription.customer), status, period, periodStart: period?.start };
    }
    case "invoice.payment_failed":
      return { customerId: idOf(event.data.object.customer), status: "past_due" };
    case "invoice.paid": {
      // A renewal invoice bills the new period in advance: its lines carry that period.
      const starts = event.data.object.lines.data.map((line) => line.period.start);
      return { customerId: idOf(event.data.object.customer), periodStart: starts.length > 0 ? new Date(Math.max(...starts) * 1000) : undefined };
    }
    default:
      return null;
  }
}

/** Verifies Stripe's signature over the raw body and reduces the event to what this context acts on. */
export function stripeWebhooks(stripe: Stripe, secret: string, records: StripeRecords): BillingWebhooks {
  return {
    async receive(payload, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(Buffer.from(payload), signature, secret);
      } catch {
        throw new AppError("invalid_request", "The Stripe-Signature header does not verify this payload.", { param: "signature" });
      }
      const decoded = decode(event);
      const userId = decoded?.customerId ? await records.userIdForCustomer(decoded.customerId) : null;
      if (!decoded || userId === null) return null;
      if (decoded.period) await records.savePeriod(userId, decoded.period);
      return { id: event.id, userId, status: decoded.status, periodStart: decoded.periodStart };
    },
  };
}
