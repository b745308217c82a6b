import type { EntityManager } from "typeorm";
import type { CreditReservationRepository, ReservationState } from "../app/ports.js";
import { HOLD_TTL_MINUTES } from "../domain/credits.js";
import { changedRows } from "./rows.js";

interface ReservationRow {
  id: string;
  team_id: number;
  user_id: number;
  amount: number;
  state: ReservationState;
  charged: number;
}

const RESERVATIONS = `"accounts_billing".credit_reservations`;
// Expired holds released per round; the rest wait for the next one.
const RELEASE_BATCH = 1000;

export function creditReservationRepository(em: EntityManager): CreditReservationRepository {
  return {
    async create({ id, teamId, userId, amount }) {
      const inserted = (await em.query(
        `INSERT INTO ${RESERVATIONS} (id, team_id, user_id, amount, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [id, teamId, userId, amount, HOLD_TTL_MINUTES],
      )) as unknown[];
      return inserted.length > 0;
    },

    async find(id) {
      const [row] = (await em.query(`SELECT id, team_id, user_id, amount, state, charged FROM ${RESERVATIONS} WHERE id = $1 FOR UPDATE`, [id])) as ReservationRow[];
      return row ? { id: row.id, teamId: row.team_id, userId: row.user_id, amount: row.amount, state: row.state, charged: row.charged } : null;
    },

    async setState(id, state, charged) {
      await em.query(`UPDATE ${RESERVATIONS} SET state = $2, charged = COALESCE($3, charged), updated_at = now() WHERE id = $1`, [id, state, charged ?? null]);
    },

    async releaseExpired() {
      // Holds a settle is working on right now are skipped, not waited for: the settle decides them.
      const released = await changedRows<{ holds: string }>(
        em,
        `WITH expired AS (
           UPDATE ${RESERVATIONS} SET state = 'released', updated_at = now()
            WHERE id IN (SELECT id FROM ${RESERVATIONS} WHERE state = 'held' AND expires_at <= now() ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)
           RETURNING team_id, amount
         )
         UPDATE "accounts_billing".credit_accounts a SET reserved = a.reserved - e.total, updated_at = now()
           FROM (SELECT team_id, sum(amount) AS total, count(*) AS holds FROM expired GROUP BY team_id) e
          WHERE a.team_id = e.team_id
         RETURNING e.holds`,
        [RELEASE_BATCH],
      );
      return released.reduce((sum, row) => sum + Number(row.holds), 0);
    },
  };
}
