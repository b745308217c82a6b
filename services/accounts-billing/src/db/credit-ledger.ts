import type { EntityManager } from "typeorm";
import type { CreditLedger } from "../app/ports.js";

/** Every grant and spend is a row; the balance is their sum. */
export function creditLedger(em: EntityManager): CreditLedger {
  return {
    async add(teamId, amount, reason) {
      await em.query(`INSERT INTO "accounts_billing".credit_ledger (team_id, amount, reason) VALUES ($1, $2, $3)`, [teamId, amount, reason]);
    },
    async balance(teamId) {
      const [row] = (await em.query(`SELECT COALESCE(sum(amount), 0) AS balance FROM "accounts_billing".credit_ledger WHERE team_id = $1`, [teamId])) as { balance: string }[];
      return Number(row.balance);
    },
  };
}
