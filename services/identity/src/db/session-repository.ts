import type { EntityManager } from "typeorm";
import type { SessionRepository } from "../app/ports.js";

export function sessionRepository(em: EntityManager): SessionRepository {
  return {
    async create(userId, tokenHash, ttlDays) {
      await em.query(`INSERT INTO "identity".sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [tokenHash, userId, ttlDays]);
    },

    async findPrincipal(tokenHash) {
      const rows = (await em.query(
        `SELECT s.user_id, u.team_id FROM "identity".sessions s JOIN "identity".users u ON u.id = s.user_id
          WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
        [tokenHash],
      )) as { user_id: number; team_id: number }[];
      return rows.length > 0 ? { userId: rows[0].user_id, teamId: rows[0].team_id, apiKeyId: 0 } : null;
    },

    async revoke(tokenHash) {
      const [rows] = (await em.query(`UPDATE "identity".sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING user_id`, [tokenHash])) as [{ user_id: number }[], number];
      return rows.length > 0 ? rows[0].user_id : null;
    },
  };
}
