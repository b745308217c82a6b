import type { EntityManager } from "typeorm";
import type { StreamLinkRepository } from "../app/ports.js";

interface StreamLinkRow {
  stream_id: number;
  user_id: number;
  segment_ids: number[];
  version: number;
}

export function streamLinkRepository(em: EntityManager): StreamLinkRepository {
  return {
    async findForUpdate(streamId) {
      // A row lock cannot cover a stream seen for the first time; a transaction-scoped advisory
      // lock on the stream id serialises that case too.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('classification.stream_links'), $1::int)`, [streamId]);
      const rows = (await em.query(`SELECT stream_id, user_id, segment_ids, version FROM "classification".stream_links WHERE stream_id = $1`, [streamId])) as StreamLinkRow[];
      return rows.length > 0 ? { streamId: rows[0].stream_id, userId: rows[0].user_id, segmentIds: rows[0].segment_ids, version: rows[0].version } : null;
    },

    async save(link) {
      await em.query(
        `INSERT INTO "classification".stream_links (stream_id, user_id, segment_ids, version) VALUES ($1, $2, $3::int[], $4)
         ON CONFLICT (stream_id) DO UPDATE SET user_id = EXCLUDED.user_id, segment_ids = EXCLUDED.segment_ids, version = EXCLUDED.version`,
        [link.streamId, link.userId, link.segmentIds, link.version],
      );
    },
  };
}
