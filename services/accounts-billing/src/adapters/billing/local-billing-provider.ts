import type { EntityManager } from "typeorm";
import type { BillingProvider } from "../../app/ports.js";
import { monthlyPeriodContaining } from "../../domain/billing-period.js";
import { TIERS, zeroPerTier, type Tier } from "../../domain/tiers.js";

/**
 * The billing provider without Stripe (what `pnpm dev` uses): the same subscription state, kept
 * in PostgreSQL inside the caller's transaction. Periods are calendar months from the
 * subscription's start; there are no invoices, so proration has nothing to do. A one-off charge
 * (a credit pack) is recorded, once per charge id, and always succeeds.
 */
export function localBillingProvider(em: EntityManager): BillingProvider {
  return {
    async setQuantities(customer, quantities) {
      await em.query(`INSERT INTO "accounts_billing".local_subscriptions (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [customer.userId]);
      await em.query(
        `INSERT INTO "accounts_billing".local_subscription_items (user_id, tier, quantity)
         SELECT $1, tier, quantity FROM unnest($2::text[], $3::int[]) AS q(tier, quantity)
         ON CONFLICT (user_id, tier) DO UPDATE SET quantity = EXCLUDED.quantity`,
        [customer.userId, TIERS, TIERS.map((t) => quantities[t])],
      );
    },

    async getQuantities(userId) {
      const rows = (await em.query(`SELECT tier, quantity FROM "accounts_billing".local_subscription_items WHERE user_id = $1`, [userId])) as { tier: Tier; quantity: number }[];
      const quantities = zeroPerTier();
      for (const row of rows) quantities[row.tier] = row.quantity;
      return quantities;
    },

    async currentPeriod(userId) {
      const rows = (await em.query(`SELECT started_at FROM "accounts_billing".local_subscriptions WHERE user_id = $1`, [userId])) as { started_at: Date }[];
      return rows.length > 0 ? monthlyPeriodContaining(rows[0].started_at, new Date()) : null;
    },

    async chargeCreditPack(customer, chargeId, credits) {
      await em.query(`INSERT INTO "accounts_billing".local_credit_charges (id, user_id, credits) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [chargeId, customer.userId, credits]);
      return chargeId;
    },
  };
}
