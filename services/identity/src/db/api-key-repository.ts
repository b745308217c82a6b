import type { EntityManager } from "typeorm";
import type { ApiKeyRepository } from "../app/ports.js";
import type { ApiKey } from "../domain/api-key.js";
import { apiKeyTaken } from "../domain/errors.js";
import { isUniqueViolation } from "./unique-violation.js";

interface ApiKeyRow {
  id: number;
  user_id: number;
  hint: string;
  legacy: boolean;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const KEY_COLUMNS = `id, user_id, hint, legacy, created_at, revoked_at, last_used_at`;

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  userId: row.user_id,
  hint: row.hint,
  legacy: row.legacy,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
  lastUsedAt: row.last_used_at,
});

export function apiKeyRepository(em: EntityManager): ApiKeyRepository {
  const revoke = async (keyId: number) => {
    await em.query(`UPDATE "identity".api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [keyId]);
  };

  return {
    async add(key, replacing) {
      // The old key is revoked before the insert (one active key per user), then pointed at its successor.
      if (replacing !== null) await revoke(replacing);
      let row: ApiKeyRow;
      try {
        [row] = (await em.query(
          `INSERT INTO "identity".api_keys (user_id, key_hash, hint, legacy) VALUES ($1, $2, $3, $4) RETURNING ${KEY_COLUMNS}`,
          [key.userId, key.keyHash, key.hint, key.legacy],
        )) as ApiKeyRow[];
      } catch (err) {
        if (isUniqueViolation(err, "api_keys_key_hash_key")) throw apiKeyTaken();
        throw err;
      }
      if (replacing !== null) await em.query(`UPDATE "identity".api_keys SET replaced_by = $2 WHERE id = $1`, [replacing, row.id]);
      return toApiKey(row);
    },

    async findActive(userId) {
      const rows = (await em.query(`SELECT ${KEY_COLUMNS} FROM "identity".api_keys WHERE user_id = $1 AND revoked_at IS NULL`, [userId])) as ApiKeyRow[];
      return rows.length > 0 ? toApiKey(rows[0]) : null;
    },

    async findOwned(userId, keyId) {
      const rows = (await em.query(`SELECT ${KEY_COLUMNS} FROM "identity".api_keys WHERE id = $1 AND user_id = $2`, [keyId, userId])) as ApiKeyRow[];
      return rows.length > 0 ? toApiKey(rows[0]) : null;
    },

    revoke,

    async listByUser(userId) {
      const rows = (await em.query(`SELECT ${KEY_COLUMNS} FROM "identity".api_keys WHERE user_id = $1 ORDER BY id DESC`, [userId])) as ApiKeyRow[];
      return rows.map(toApiKey);
    },

    async findPrincipal(keyHash, legacy) {
      const rows = (await em.query(
        `SELECT k.id, k.user_id, u.team_id FROM "identity".api_keys k JOIN "identity".users u ON u.id = k.user_id
          WHERE k.key_hash = $1 AND k.legacy = $2 AND k.revoked_at IS NULL`,
        [keyHash, legacy],
      )) as { id: number; user_id: number; team_id: number }[];
      return rows.length > 0 ? { userId: rows[0].user_id, teamId: rows[0].team_id, apiKeyId: rows[0].id } : null;
    },

    async touchLastUsed(keyId) {
      await em.query(
        `UPDATE "identity".api_keys SET last_used_at = now()
          WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
        [keyId],
      );
    },
  };
}
