import type { EntityManager } from "typeorm";
import type { AccountRepository } from "../app/ports.js";
import type { TrackedAccount } from "../domain/account.js";
import { zeroPerTier, type Tier } from "../domain/tiers.js";
import { changedRows } from "./rows.js";

export interface AccountRow {
  id: number;
  user_id: number;
  x_user_id: string;
  handle: string;
  display_name: string;
  profile_image_url: string;
  followers_count: number;
  tier: Tier;
  pending_tier: Tier | null;
  pending_tier_effective_at: Date | null;
  awake: boolean;
  created_at: Date;
}

export const ACCOUNT_COLUMNS = `id, user_id, x_user_id, handle, display_name, profile_image_url, followers_count, tier, pending_tier, pending_tier_effective_at, awake, created_at`;

export const toAccount = (row: AccountRow): TrackedAccount => ({
  id: row.id,
  userId: row.user_id,
  xUserId: row.x_user_id,
  handle: row.handle,
  displayName: row.display_name,
  profileImageUrl: row.profile_image_url,
  followersCount: row.followers_count,
  tier: row.tier,
  pendingTier: row.pending_tier,
  pendingTierEffectiveAt: row.pending_tier_effective_at,
  awake: row.awake,
  createdAt: row.created_at,
});

const TABLE = `"accounts_billing".tracked_accounts`;

export function accountRepository(em: EntityManager): AccountRepository {
  const select = async (where: string, params: unknown[]) =>
    ((await em.query(`SELECT ${ACCOUNT_COLUMNS} FROM ${TABLE} WHERE ${where} ORDER BY id`, params)) as AccountRow[]).map(toAccount);
  const update = async (where: string, set: string, params: unknown[]) =>
    (await changedRows<AccountRow>(em, `UPDATE ${TABLE} SET ${set}, updated_at = now() WHERE ${where} RETURNING ${ACCOUNT_COLUMNS}`, params)).map(toAccount);

  return {
    listByUser: (userId) => select(`user_id = $1`, [userId]),

    findByIds: (userId, ids) => select(`user_id = $1 AND id = ANY($2::int[])`, [userId, ids]),

    async find(userId, id) {
      const [account] = await select(`user_id = $1 AND id = $2`, [userId, id]);
      return account ?? null;
    },

    async insert({ userId, profile, tier, operationId }) {
      const [row] = (await em.query(
        `INSERT INTO ${TABLE} (user_id, x_user_id, handle, display_name, profile_image_url, followers_count, tier, created_by_operation)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${ACCOUNT_COLUMNS}`,
        [userId, profile.xUserId, profile.handle, profile.displayName, profile.profileImageUrl, profile.followersCount, tier, operationId],
      )) as AccountRow[];
      return toAccount(row);
    },

    async claim(ids, operationId) {
      await em.query(`UPDATE ${TABLE} SET created_by_operation = NULL WHERE id = ANY($1::int[]) AND created_by_operation <> $2`, [ids, operationId]);
    },

    async setAwake(id, awake) {
      const [account] = await update(`id = $1`, `awake = $2`, [id, awake]);
      return account;
    },

    async setTier(id, fields) {
      const [account] = await update(`id = $1`, `tier = $2, pending_tier = $3, pending_tier_effective_at = $4`, [id, fields.tier, fields.pendingTier, fields.pendingTierEffectiveAt]);
      return account;
    },

    async deleteCreatedBy(userId, operationId) {
      const rows = await changedRows<AccountRow>(em, `DELETE FROM ${TABLE} WHERE user_id = $1 AND created_by_operation = $2 RETURNING ${ACCOUNT_COLUMNS}`, [userId, operationId]);
      return rows.map(toAccount);
    },

    async awakeCountsByTier(userId) {
      const rows = (await em.query(`SELECT tier, count(*)::int AS n FROM ${TABLE} WHERE user_id = $1 AND awake GROUP BY tier`, [userId])) as { tier: Tier; n: number }[];
      const counts = zeroPerTier();
      for (const row of rows) counts[row.tier] = row.n;
      return counts;
    },

    applyDueDowngrades: (userId, asOf) =>
      update(`user_id = $1 AND pending_tier IS NOT NULL AND pending_tier_effective_at <= $2`, `tier = pending_tier, pending_tier = NULL, pending_tier_effective_at = NULL`, [userId, asOf]),

    async hasDueDowngrades(userId, asOf) {
      const [row] = (await em.query(`SELECT EXISTS (SELECT 1 FROM ${TABLE} WHERE user_id = $1 AND pending_tier IS NOT NULL AND pending_tier_effective_at <= $2) AS due`, [userId, asOf])) as { due: boolean }[];
      return row.due;
    },

    async usersWithDueDowngrades(asOf) {
      const rows = (await em.query(`SELECT DISTINCT user_id FROM ${TABLE} WHERE pending_tier IS NOT NULL AND pending_tier_effective_at <= $1`, [asOf])) as { user_id: number }[];
      return rows.map((r) => r.user_id);
    },
  };
}
