import type { EntityManager } from "typeorm";
import type { WebhookInbox } from "../app/ports.js";

/** Provider webhook ids go to the platform inbox table under their own consumer name. */
export function webhookInbox(em: EntityManager): WebhookInbox {
  return {
    async firstDelivery(eventId) {
      const inserted = (await em.query(
        `INSERT INTO "accounts_billing".inbox (message_id, consumer) VALUES ($1, 'stripe-webhooks') ON CONFLICT DO NOTHING RETURNING message_id`,
        [eventId],
      )) as unknown[];
      return inserted.length > 0;
    },
  };
}
