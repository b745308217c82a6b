import Stripe from "stripe";
import type { DataSource } from "typeorm";
import type { BillingWebhooks } from "../../app/ports.js";
import type { StripeSettings } from "../../config.js";
import type { BillingProviderOn } from "../../db/database.js";
import { stripeRecords } from "../../db/stripe-records.js";
import { localBillingProvider } from "./local-billing-provider.js";
import { stripeBillingProvider } from "./stripe-billing-provider.js";
import { stripeWebhooks } from "./stripe-webhooks.js";

const STRIPE_TIMEOUT_MS = 20_000;

/** Stripe when it is configured, else the local provider (which has no webhooks). */
export function billingAdapters(settings: StripeSettings | null, ds: DataSource): { providerOn: BillingProviderOn; webhooks: BillingWebhooks | null } {
  if (!settings) return { providerOn: localBillingProvider, webhooks: null };
  const stripe = new Stripe(settings.secretKey, { ...settings.api, timeout: STRIPE_TIMEOUT_MS });
  return {
    providerOn: (em) => stripeBillingProvider(stripe, settings, stripeRecords(em)),
    webhooks: stripeWebhooks(stripe, settings.webhookSecret, stripeRecords(ds.manager)),
  };
}
