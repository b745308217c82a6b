import type { EntityManager } from "typeorm";
import type { CreditTopup, CreditTopupRepository } from "../app/ports.js";
import { changedRows } from "./rows.js";

interface TopupRow {
  id: string;
  team_id: number;
  user_id: number;
  credits: number;
  state: CreditTopup["state"];
}

const TOPUPS = `"accounts_billing".credit_topups`;

export function creditTopupRepository(em: EntityManager): CreditTopupRepository {
  return {
    async create(teamId, userId, credits) {
      const [row] = (await em.query(
        `INSERT INTO ${TOPUPS} (team_id, user_id, credits) VALUES ($1, $2, $3) ON CONFLICT (team_id) WHERE state = 'pending' DO NOTHING RETURNING id`,
        [teamId, userId, credits],
      )) as { id: string }[];
      return row?.id ?? null;
    },

    async find(id) {
      const [row] = (await em.query(`SELECT id, team_id, user_id, credits, state FROM ${TOPUPS} WHERE id = $1`, [id])) as TopupRow[];
      return row ? { id: row.id, teamId: row.team_id, userId: row.user_id, credits: row.credits, state: row.state } : null;
    },

    async claimStale(staleMs, limit) {
      const rows = await changedRows<{ id: string }>(
        em,
        `UPDATE ${TOPUPS} SET attempted_at = now()
          WHERE id IN (SELECT id FROM ${TOPUPS} WHERE state = 'pending' AND attempted_at < now() - make_interval(secs => $1) ORDER BY attempted_at LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING id`,
        [staleMs / 1000, limit],
      );
      return rows.map((r) => r.id);
    },

    async finish(id, outcome) {
      const rows = await changedRows<{ id: string }>(
        em,
        `UPDATE ${TOPUPS} SET state = $2, provider_ref = $3, error = $4, finished_at = now() WHERE id = $1 AND state = 'pending' RETURNING id`,
        [id, outcome.state, outcome.state === "succeeded" ? outcome.providerRef : null, outcome.state === "failed" ? outcome.error : null],
      );
      return rows.length > 0;
    },
  };
}
