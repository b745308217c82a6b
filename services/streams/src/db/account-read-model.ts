import type { EntityManager } from "typeorm";
import type { AccountReadModel, AccountSnapshot } from "../app/ports.js";
import type { Tier } from "../domain/pairs.js";

interface AccountRow {
  id: number;
  user_id: number;
  handle: string;
  profile_image_url: string;
  tier: Tier;
}

const toSnapshot = (row: AccountRow): AccountSnapshot => ({
  id: row.id,
  userId: row.user_id,
  handle: row.handle,
  profileImageUrl: row.profile_image_url,
  tier: row.tier,
});

export function accountReadModel(em: EntityManager): AccountReadModel {
  return {
    async upsert(account, changedAt) {
      // Events can arrive out of order after a redelivery: an older snapshot never replaces a newer one.
      const rows = (await em.query(
        `INSERT INTO "streams".tracked_accounts (id, user_id, handle, profile_image_url, tier, changed_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET user_id = EXCLUDED.user_id, handle = EXCLUDED.handle,
           profile_image_url = EXCLUDED.profile_image_url, tier = EXCLUDED.tier, changed_at = EXCLUDED.changed_at
         WHERE tracked_accounts.changed_at <= EXCLUDED.changed_at
         RETURNING id`,
        [account.id, account.userId, account.handle, account.profileImageUrl, account.tier, changedAt],
      )) as unknown[];
      return rows.length > 0;
    },

    async remove(accountId) {
      await em.query(`DELETE FROM "streams".tracked_accounts WHERE id = $1`, [accountId]);
    },

    async findByIds(ids) {
      if (ids.length === 0) return [];
      const rows = (await em.query(`SELECT * FROM "streams".tracked_accounts WHERE id = ANY($1)`, [ids])) as AccountRow[];
      return rows.map(toSnapshot);
    },
  };
}
