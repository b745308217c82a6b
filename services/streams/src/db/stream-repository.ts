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

/**
 * Streams with their pairs in one statement: each stream row carries its pairs as a JSON array
 * (in pair id order), `where` and `tail` complete the query on `s`.
 */
const SELECT_WITH_PAIRS = `
  SELECT s.*, COALESCE(p.pairs, '[]'::json) AS pairs
    FROM "streams".streams s
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('id', id, 'stream_id', stream_id, 'account_id', account_id, 'segment_id', segment_id,
                                        'segment_name', segment_name, 'segment_description', segment_description) ORDER BY id) AS pairs
        FROM "streams".stream_pairs WHERE stream_id = s.id
    ) p ON true`;

export function streamRepository(em: EntityManager): StreamRepository {
  /** The streams `WHERE <where> <tail>` selects, with their pairs, in the order of the query. */
  async function withPairs(where: string, params: unknown[], tail = ""): Promise<Stream[]> {
    const rows = (await em.query(`${SELECT_WITH_PAIRS} WHERE ${where} ${tail}`, params)) as (StreamRow & { pairs: PairRow[] })[];
    return rows.map((row) => toStream(row, row.pairs.map(toPair)));
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
      const [stream] = await withPairs(`s.id = $1 AND s.user_id = $2`, [streamId, userId]);
      return stream ?? null;
    },

    listOwned: (userId, filter) =>
      withPairs(`s.user_id = $1 AND (s.is_active OR $2) AND (NOT s.is_archived OR $3)`, [userId, filter.includeInactive, filter.includeArchived], `ORDER BY s.created_at DESC, s.id DESC`),

    listScheduled: () => withPairs(`s.is_active AND NOT s.is_archived AND p.pairs IS NOT NULL`, [], `ORDER BY s.id`),

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
