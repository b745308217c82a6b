import type { EntityManager } from "typeorm";
import type { BillingPeriod } from "../domain/billing-period.js";
import type { Tier } from "../domain/tiers.js";

/** What we keep of a user's Stripe customer and subscription. */
export interface StripeRecord {
  customerId: string;
  subscriptionId: string | null;
  itemIds: Partial<Record<Tier, string>>;
  period: BillingPeriod | null;
}

export interface StripeRecords {
  find(userId: number): Promise<StripeRecord | null>;
  saveCustomer(userId: number, customerId: string): Promise<void>;
  saveSubscription(userId: number, subscriptionId: string, itemIds: Record<Tier, string>, period: BillingPeriod | null): Promise<void>;
  savePeriod(userId: number, period: BillingPeriod): Promise<void>;
  userIdForCustomer(customerId: string): Promise<number | null>;
}

interface Row {
  customer_id: string;
  subscription_id: string | null;
  current_period_start: Date | null;
  current_period_end: Date | null;
  items: { tier: Tier; item_id: string }[];
}

export function stripeRecords(em: EntityManager): StripeRecords {
  return {
    async find(userId) {
      const rows = (await em.query(
        `SELECT s.customer_id, s.subscription_id, s.current_period_start, s.current_period_end,
                COALESCE(json_agg(json_build_object('tier', i.tier, 'item_id', i.item_id)) FILTER (WHERE i.tier IS NOT NULL), '[]') AS items
           FROM "accounts_billing".stripe_subscriptions s
           LEFT JOIN "accounts_billing".stripe_subscription_items i ON i.user_id = s.user_id
          WHERE s.user_id = $1
          GROUP BY s.user_id`,
        [userId],
      )) as Row[];
      if (rows.length === 0) return null;
      const row = rows[0];
      return {
        customerId: row.customer_id,
        subscriptionId: row.subscription_id,
        itemIds: Object.fromEntries(row.items.map((i) => [i.tier, i.item_id])),
        period: row.current_period_start && row.current_period_end ? { start: row.current_period_start, end: row.current_period_end } : null,
      };
    },

    async saveCustomer(userId, customerId) {
      await em.query(`INSERT INTO "accounts_billing".stripe_subscriptions (user_id, customer_id) VALUES ($1, $2)`, [userId, customerId]);
    },

    async saveSubscription(userId, subscriptionId, itemIds, period) {
      await em.query(
        `UPDATE "accounts_billing".stripe_subscriptions SET subscription_id = $2, current_period_start = $3, current_period_end = $4 WHERE user_id = $1`,
        [userId, subscriptionId, period?.start ?? null, period?.end ?? null],
      );
      const tiers = Object.keys(itemIds);
      await em.query(
        `INSERT INTO "accounts_billing".stripe_subscription_items (user_id, tier, item_id)
         SELECT $1, tier, item_id FROM unnest($2::text[], $3::text[]) AS t(tier, item_id)
         ON CONFLICT (user_id, tier) DO UPDATE SET item_id = EXCLUDED.item_id`,
        [userId, tiers, tiers.map((t) => itemIds[t as Tier])],
      );
    },

    async savePeriod(userId, period) {
      await em.query(`UPDATE "accounts_billing".stripe_subscriptions SET current_period_start = $2, current_period_end = $3 WHERE user_id = $1`, [userId, period.start, period.end]);
    },

    async userIdForCustomer(customerId) {
      const rows = (await em.query(`SELECT user_id FROM "accounts_billing".stripe_subscriptions WHERE customer_id = $1`, [customerId])) as { user_id: number }[];
      return rows.length > 0 ? rows[0].user_id : null;
    },
  };
}
