import type { EntityManager } from "typeorm";
import type { BudgetUsageRepository, Reservation } from "../app/ports.js";

const TABLE = `"accounts_billing".budget_usage`;

export function budgetUsageRepository(em: EntityManager): BudgetUsageRepository {
  return {
    async countSince(accountIds, kind, since) {
      if (accountIds.length === 0) return new Map();
      const rows = (await em.query(
        `SELECT account_id, count(*)::int AS n FROM ${TABLE}
          WHERE account_id = ANY($1::int[]) AND kind = $2 AND at >= $3 GROUP BY account_id`,
        [accountIds, kind, since],
      )) as { account_id: number; n: number }[];
      return new Map(rows.map((r) => [r.account_id, r.n]));
    },

    async findByRun(runId) {
      const rows = (await em.query(`SELECT account_id, kind FROM ${TABLE} WHERE run_id = $1`, [runId])) as { account_id: number; kind: Reservation["kind"] }[];
      return rows.length > 0 ? { accountId: rows[0].account_id, kind: rows[0].kind } : null;
    },

    async reserve(runId, { accountId, kind }) {
      await em.query(`INSERT INTO ${TABLE} (account_id, kind, run_id) VALUES ($1, $2, $3)`, [accountId, kind, runId]);
    },

    async release(userId, runId) {
      await em.query(
        `DELETE FROM ${TABLE} u USING "accounts_billing".tracked_accounts a WHERE u.run_id = $2 AND a.id = u.account_id AND a.user_id = $1`,
        [userId, runId],
      );
    },
  };
}
