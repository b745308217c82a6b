import type { EntityManager } from "typeorm";
import type { StreamRepository } from "../app/ports.js";
import type { CsvEmailRecipients, DeliveryDestination, DigestOverride, EmailMode, StreamSettings } from "../domain/settings.js";
import type { Stream, StreamPair } from "../domain/stream.js";

interface StreamRow {
  id: number;
  user_id: number;
  name: string;
  sync_times: string[];
  timezone: string;
  auto_enrich_linkedin: boolean;
  auto_enrich_email: boolean;
  email_mode: EmailMode;
  email_digest_override: DigestOverride | null;
  telegram_override: boolean;
  delivery_destination: DeliveryDestination;
  webhook_url: string | null;
  csv_email_recipients: CsvEmailRecipients | null;
  is_active: boolean;
  is_archived: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
}

interface PairRow {
  id: number;
  stream_id: number;
  account_id: number;
  segment_id: number;
  segment_name: string | null;
  segment_description: string;
}

const SETTINGS_COLUMNS = `name, sync_times, timezone, auto_enrich_linkedin, auto_enrich_email, email_mode, email_digest_override,
  telegram_override, delivery_destination, webhook_url, csv_email_recipients, is_active, is_archived`;

const settingsParams = (s: StreamSettings): unknown[] => [
  s.name,
  s.syncTimes,
  s.timezone,
  s.autoEnrichLinkedin,
  s.autoEnrichEmail,
  s.emailMode,
  s.emailDigestOverride,
  s.telegramOverride,
  s.deliveryDestination,
  s.webhookUrl,
  s.csvEmailRecipients === null ? null : JSON.stringify(s.csvEmailRecipients),
  s.isActive,
  s.isArchived,
];

const toPair = (row: PairRow): StreamPair => ({
  id: row.id,
  accountId: row.account_id,
  segmentId: row.segment_id,
  segmentName: row.segment_name,
  segmentDescription: row.segment_description,
});

const toStream = (row: StreamRow, pairs: StreamPair[]): Stream => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  syncTimes: row.sync_times,
  timezone: row.timezone,
  autoEnrichLinkedin: row.auto_enrich_linkedin,
  autoEnrichEmail: row.auto_enrich_email,
  emailMode: row.email_mode,
  emailDigestOverride: row.email_digest_override,
  telegramOverride: row.telegram_override,
  deliveryDestination: row.delivery_destination,
  webhookUrl: row.webhook_url,
  csvEmailRecipients: row.csv_email_recipients,
  isActive: row.is_active,
  isArchived: row.is_archived,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  pairs,
});

export function streamRepository(em: EntityManager): StreamRepository {
  /** The streams of `rows` with their pairs, in the order of `rows`. */
  async function withPairs(rows: StreamRow[]): Promise<Stream[]> {
    if (rows.length === 0) return [];
    const pairRows = (await em.query(`SELECT * FROM "streams".stream_pairs WHERE stream_id = ANY($1) ORDER BY id`, [rows.map((r) => r.id)])) as PairRow[];
    return rows.map((row) => toStream(row, pairRows.filter((p) => p.stream_id === row.id).map(toPair)));
  }

  return {
    async reserveId() {
      const [row] = (await em.query(`SELECT nextval(pg_get_serial_sequence('"streams".streams', 'id'))::int AS id`)) as { id: number }[];
      return row.id;
    },

    async insert(stream) {
      await em.query(
        `INSERT INTO "streams".streams (id, user_id, ${SETTINGS_COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [stream.id, stream.userId, ...settingsParams(stream)],
      );
    },

    async update(streamId, settings) {
      await em.query(
        `UPDATE "streams".streams SET (${SETTINGS_COLUMNS}) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14),
           version = version + 1, updated_at = now()
         WHERE id = $1`,
        [streamId, ...settingsParams(settings)],
      );
    },

    async addPairs(streamId, pairs) {
      if (pairs.length === 0) return;
      await em.query(
        `INSERT INTO "streams".stream_pairs (stream_id, account_id, segment_id, segment_name, segment_description)
         SELECT $1, * FROM unnest($2::int[], $3::int[], $4::text[], $5::text[])`,
        [streamId, pairs.map((p) => p.accountId), pairs.map((p) => p.segmentId), pairs.map((p) => p.segmentName), pairs.map((p) => p.segmentDescription)],
      );
    },

    async pairWatermark(pairId) {
      const rows = (await em.query(`SELECT profiles_watermark FROM "streams".stream_pairs WHERE id = $1`, [pairId])) as { profiles_watermark: string }[];
      return rows[0]?.profiles_watermark ?? "";
    },

    async setPairWatermark(pairId, watermark) {
      await em.query(`UPDATE "streams".stream_pairs SET profiles_watermark = $2 WHERE id = $1`, [pairId, watermark]);
    },

    async removePairs(streamId, pairIds) {
      if (pairIds.length === 0) return;
      await em.query(`DELETE FROM "streams".stream_pairs WHERE stream_id = $1 AND id = ANY($2)`, [streamId, pairIds]);
    },

    async findOwned(userId, streamId) {
      const rows = (await em.query(`SELECT * FROM "streams".streams WHERE id = $1 AND user_id = $2`, [streamId, userId])) as StreamRow[];
      const [stream] = await withPairs(rows);
      return stream ?? null;
    },

    async listOwned(userId, filter) {
      const rows = (await em.query(
        `SELECT * FROM "streams".streams
          WHERE user_id = $1 AND (is_active OR $2) AND (NOT is_archived OR $3)
          ORDER BY created_at DESC, id DESC`,
        [userId, filter.includeInactive, filter.includeArchived],
      )) as StreamRow[];
      return withPairs(rows);
    },

    async listScheduled() {
      const rows = (await em.query(
        `SELECT * FROM "streams".streams s
          WHERE is_active AND NOT is_archived AND EXISTS (SELECT 1 FROM "streams".stream_pairs p WHERE p.stream_id = s.id)
          ORDER BY id`,
      )) as StreamRow[];
      return withPairs(rows);
    },

    async countStreamsUsing(userId, accountIds, exceptStreamId) {
      const rows = (await em.query(
        `SELECT p.account_id, count(DISTINCT s.id)::int AS streams
           FROM "streams".stream_pairs p JOIN "streams".streams s ON s.id = p.stream_id
          WHERE s.user_id = $1 AND NOT s.is_archived AND p.account_id = ANY($2) AND s.id IS DISTINCT FROM $3
          GROUP BY p.account_id`,
        [userId, accountIds, exceptStreamId],
      )) as { account_id: number; streams: number }[];
      return new Map(rows.map((r) => [r.account_id, r.streams]));
    },

    async lockUser(userId) {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('streams.user'), $1)`, [userId]);
    },
  };
}
