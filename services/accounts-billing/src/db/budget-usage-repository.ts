import type { EntityManager } from "typeorm";
import type { BudgetUsageRepository } from "../app/ports.js";

export function budgetUsageRepository(em: EntityManager): BudgetUsageRepository {
  return {
    async countSince(accountIds, kind, since) {
      if (accountIds.length === 0) return new Map();
      const rows = (await em.query(
        `SELECT account_id, count(*)::int AS n FROM "accounts_billing".budget_usage
          WHERE account_id = ANY($1::int[]) AND kind = $2 AND at >= $3 GROUP BY account_id`,
        [accountIds, kind, since],
      )) as { account_id: number; n: number }[];
      return new Map(rows.map((r) => [r.account_id, r.n]));
    },
  };
}
