import type { EntityManager } from "typeorm";
import type { LookupKind, LookupRecord, LookupRepository } from "../app/ports.js";
import type { EnrichmentResult } from "../domain/enrichment.js";

interface LookupRow {
  id: number;
  user_id: number;
  kind: LookupKind;
  x_user_id: string;
  handle: string;
  result: EnrichmentResult;
  credits_charged: number;
  created_at: Date;
}

const toRecord = (row: LookupRow): LookupRecord => ({
  id: row.id,
  userId: row.user_id,
  kind: row.kind,
  xUserId: row.x_user_id,
  handle: row.handle,
  result: row.result,
  creditsCharged: row.credits_charged,
  createdAt: row.created_at,
});

export function lookupRepository(em: EntityManager): LookupRepository {
  return {
    async reserveId() {
      const [{ id }] = (await em.query(`SELECT nextval(pg_get_serial_sequence('"leads".lookups', 'id'))::int AS id`)) as { id: number }[];
      return id;
    },

    async add(record) {
      const [row] = (await em.query(
        `INSERT INTO "leads".lookups (id, user_id, kind, x_user_id, handle, result, credits_charged, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [record.id, record.userId, record.kind, record.xUserId, record.handle, JSON.stringify(record.result), record.creditsCharged, record.createdAt],
      )) as LookupRow[];
      return toRecord(row);
    },

    async page(userId, kind, limit, after) {
      const values: unknown[] = [userId, kind, limit];
      const before = after ? `AND (created_at, id) < ($${values.push(after.at)}, $${values.push(after.id)})` : "";
      const rows = (await em.query(
        `SELECT * FROM "leads".lookups WHERE user_id = $1 AND kind = $2 ${before} ORDER BY created_at DESC, id DESC LIMIT $3`,
        values,
      )) as LookupRow[];
      return rows.map(toRecord);
    },
  };
}
