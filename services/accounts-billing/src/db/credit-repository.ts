import type { EntityManager } from "typeorm";
import type { CreditRepository } from "../app/ports.js";
import { DEFAULT_LOW_BALANCE_THRESHOLD, emptyCreditAccount, type CreditAccount, type CreditEntryKind, type LedgerEntry } from "../domain/credits.js";
import { changedRows } from "./rows.js";

interface AccountRow {
  team_id: number;
  balance: number;
  reserved: number;
  low_balance_threshold: number;
  auto_topup_enabled: boolean;
  auto_topup_user_id: number | null;
}

interface EntryRow {
  id: string;
  kind: CreditEntryKind;
  amount: number;
  balance_after: number;
  description: string;
  lead_id: number | null;
  lookup_id: number | null;
  created_at: Date;
}

const ACCOUNTS = `"accounts_billing".credit_accounts`;
const LEDGER = `"accounts_billing".credit_ledger`;
const ENTRY_COLUMNS = `id, kind, amount, balance_after, description, lead_id, lookup_id, created_at`;

const toAccount = (row: AccountRow): CreditAccount => ({
  teamId: row.team_id,
  balance: row.balance,
  reserved: row.reserved,
  lowBalanceThreshold: row.low_balance_threshold,
  autoTopupEnabled: row.auto_topup_enabled,
  autoTopupUserId: row.auto_topup_user_id,
});

const toEntry = (row: EntryRow): LedgerEntry => ({
  id: Number(row.id),
  kind: row.kind,
  amount: row.amount,
  balanceAfter: row.balance_after,
  description: row.description,
  leadId: row.lead_id,
  lookupId: row.lookup_id,
  createdAt: row.created_at,
});

export function creditRepository(em: EntityManager): CreditRepository {
  const rows = async <T>(sql: string, params: unknown[]) => (await em.query(sql, params)) as T[];
  const ensureAccount = (teamId: number) =>
    em.query(`INSERT INTO ${ACCOUNTS} (team_id, low_balance_threshold) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [teamId, DEFAULT_LOW_BALANCE_THRESHOLD]);

  return {
    async account(teamId) {
      const [row] = await rows<AccountRow>(`SELECT * FROM ${ACCOUNTS} WHERE team_id = $1`, [teamId]);
      return row ? toAccount(row) : emptyCreditAccount(teamId);
    },

    async lockedAccount(teamId) {
      await ensureAccount(teamId);
      const [row] = await rows<AccountRow>(`SELECT * FROM ${ACCOUNTS} WHERE team_id = $1 FOR UPDATE`, [teamId]);
      return toAccount(row);
    },

    async hold(teamId, amount) {
      const [row] = await changedRows<AccountRow>(
        em,
        `UPDATE ${ACCOUNTS} SET reserved = reserved + $2, updated_at = now() WHERE team_id = $1 AND balance - reserved >= $2 RETURNING *`,
        [teamId, amount],
      );
      return row ? toAccount(row) : null;
    },

    async releaseHold(teamId, amount) {
      const [row] = await changedRows<AccountRow>(em, `UPDATE ${ACCOUNTS} SET reserved = reserved - $2, updated_at = now() WHERE team_id = $1 RETURNING *`, [teamId, amount]);
      return toAccount(row);
    },

    async post(teamId, entry, releaseHeld = 0) {
      await ensureAccount(teamId);
      const [row] = await rows<AccountRow>(
        `WITH account AS (
           UPDATE ${ACCOUNTS} SET balance = balance + $2, reserved = reserved - $3, updated_at = now() WHERE team_id = $1 RETURNING *
         ), entry AS (
           INSERT INTO ${LEDGER} (team_id, kind, amount, balance_after, description, reservation_id, lead_id, lookup_id, topup_id)
           SELECT $1, $4, $2, balance, $5, $6, $7, $8, $9 FROM account
         )
         SELECT * FROM account`,
        [teamId, entry.amount, releaseHeld, entry.kind, entry.description, entry.reservationId ?? null, entry.leadId ?? null, entry.lookupId ?? null, entry.topupId ?? null],
      );
      return toAccount(row);
    },

    async chargeOf(reservationId) {
      const [row] = await rows<EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM ${LEDGER} WHERE reservation_id = $1 AND kind = 'charge'`, [reservationId]);
      return row ? toEntry(row) : null;
    },

    async entries(teamId, beforeId, limit) {
      const found = await rows<EntryRow>(
        `SELECT ${ENTRY_COLUMNS} FROM ${LEDGER} WHERE team_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
        [teamId, beforeId, limit],
      );
      return found.map(toEntry);
    },

    async updateSettings(teamId, { autoTopupEnabled, lowBalanceThreshold }, userId) {
      const [row] = await changedRows<AccountRow>(
        em,
        `UPDATE ${ACCOUNTS}
            SET auto_topup_enabled = COALESCE($2, auto_topup_enabled),
                auto_topup_user_id = CASE WHEN $2 THEN $4 ELSE auto_topup_user_id END,
                low_balance_threshold = COALESCE($3, low_balance_threshold),
                updated_at = now()
          WHERE team_id = $1
          RETURNING *`,
        [teamId, autoTopupEnabled ?? null, lowBalanceThreshold ?? null, userId],
      );
      return toAccount(row);
    },
  };
}
