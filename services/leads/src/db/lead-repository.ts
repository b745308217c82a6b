import type { EntityManager } from "typeorm";
import type { LeadCounts, LeadRepository } from "../app/ports.js";
import type { Enrichment } from "../domain/enrichment.js";
import type { Lead, MatchConfidence, SourceType } from "../domain/lead.js";
import { leadCountsQuery, leadPageQuery, leadPageWithCountsQuery } from "./lead-queries.js";

interface LeadRow {
  id: number;
  user_id: number;
  stream_id: number;
  stream_name: string;
  tracked_account_id: number;
  tracked_account_handle: string;
  segment_id: number;
  run_id: number;
  x_user_id: string;
  handle: string;
  display_name: string;
  profile_image_url: string;
  follower_count: number;
  bio: string;
  url: string;
  location: string;
  match_confidence: MatchConfidence;
  source_type: SourceType;
  match_reasons: string[];
  discovered_at: Date;
  exported_at: Date | null;
  enrichment: StoredEnrichment | null;
}

/** The enrichment column: JSON, so its time is a string. */
type StoredEnrichment = Omit<Enrichment, "enrichedAt"> & { enrichedAt: string };

const fromStored = (stored: StoredEnrichment | null): Enrichment | null => (stored ? { ...stored, enrichedAt: new Date(stored.enrichedAt) } : null);

const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  userId: row.user_id,
  streamId: row.stream_id,
  streamName: row.stream_name,
  runId: row.run_id,
  trackedAccountId: row.tracked_account_id,
  trackedAccountHandle: row.tracked_account_handle,
  segmentId: row.segment_id,
  profile: {
    xUserId: row.x_user_id,
    handle: row.handle,
    displayName: row.display_name,
    profileImageUrl: row.profile_image_url,
    followerCount: row.follower_count,
    bio: row.bio,
    url: row.url,
    location: row.location,
  },
  matchConfidence: row.match_confidence,
  sourceType: row.source_type,
  matchReasons: row.match_reasons,
  discoveredAt: row.discovered_at,
  exportedAt: row.exported_at,
  enrichment: fromStored(row.enrichment),
});

export function leadRepository(em: EntityManager): LeadRepository {
  return {
    async addNew({ source, candidates }) {
      if (candidates.length === 0) return [];
      const rows = candidates.map((c) => ({ ...c.profile, matchConfidence: c.matchConfidence, sourceType: c.sourceType, matchReasons: c.matchReasons }));
      // Inserted in x_user_id order: concurrent batches with overlapping profiles then wait on
      // each other's rows in one order, and cannot deadlock.
      const inserted = (await em.query(
        `INSERT INTO "leads".leads (user_id, stream_id, stream_name, run_id, tracked_account_id, tracked_account_handle, segment_id,
                                    x_user_id, handle, display_name, profile_image_url, follower_count, bio, url, location,
                                    match_confidence, source_type, match_reasons)
         SELECT $1, $2, $3, $4, $5, $6, $7,
                c."xUserId", c.handle, c."displayName", c."profileImageUrl", c."followerCount", c.bio, c.url, c.location,
                c."matchConfidence", c."sourceType", c."matchReasons"
           FROM jsonb_to_recordset($8::jsonb) AS c("xUserId" text, handle text, "displayName" text, "profileImageUrl" text, "followerCount" integer,
                                                   bio text, url text, location text, "matchConfidence" text, "sourceType" text, "matchReasons" jsonb)
          ORDER BY c."xUserId"
         ON CONFLICT (stream_id, segment_id, x_user_id) DO NOTHING
         RETURNING *`,
        [source.userId, source.streamId, source.streamName, source.runId, source.trackedAccountId, source.trackedAccountHandle, source.segmentId, JSON.stringify(rows)],
      )) as LeadRow[];
      return inserted.map(toLead);
    },

    async findOwned(userId, leadId) {
      const rows = (await em.query(`SELECT * FROM "leads".leads WHERE id = $1 AND user_id = $2`, [leadId, userId])) as LeadRow[];
      return rows.length > 0 ? toLead(rows[0]) : null;
    },

    async profileInSegment(lead, segmentId) {
      const [{ found }] = (await em.query(
        `SELECT EXISTS (SELECT 1 FROM "leads".leads WHERE user_id = $1 AND x_user_id = $2 AND segment_id = $3) AS found`,
        [lead.userId, lead.profile.xUserId, segmentId],
      )) as { found: boolean }[];
      return found;
    },

    async markExported(userId, leadId) {
      const [rows] = (await em.query(
        `UPDATE "leads".leads SET exported_at = COALESCE(exported_at, now()) WHERE id = $1 AND user_id = $2 RETURNING *`,
        [leadId, userId],
      )) as [LeadRow[], number];
      return rows.length > 0 ? toLead(rows[0]) : null;
    },

    async page(userId, filter, page) {
      const { text, values } = leadPageQuery(userId, filter, page);
      return ((await em.query(text, values)) as LeadRow[]).map(toLead);
    },

    async pageWithCounts(userId, filter, page) {
      const { text, values } = leadPageWithCountsQuery(userId, filter, page);
      const rows = (await em.query(text, values)) as (LeadRow & LeadCounts)[];
      const { total, high, medium } = rows[0];
      return { leads: rows.filter((row) => row.id !== null).map(toLead), counts: { total, high, medium } };
    },

    async count(userId, filter) {
      const { text, values } = leadCountsQuery(userId, filter);
      const [counts] = (await em.query(text, values)) as LeadCounts[];
      return counts;
    },

    async listRun(userId, runId) {
      const rows = (await em.query(`SELECT * FROM "leads".leads WHERE run_id = $1 AND user_id = $2 ORDER BY id`, [runId, userId])) as LeadRow[];
      return rows.map(toLead);
    },

    async saveEnrichment(userId, leadId, enrichment, at) {
      const [rows] = (await em.query(
        `UPDATE "leads".leads SET enrichment = COALESCE($3::jsonb, enrichment), enrichment_tried_at = $4 WHERE id = $1 AND user_id = $2 RETURNING *`,
        [leadId, userId, enrichment ? JSON.stringify(enrichment) : null, at],
      )) as [LeadRow[], number];
      return rows.length > 0 ? toLead(rows[0]) : null;
    },

    async untriedInRun(userId, runId, limit) {
      const rows = (await em.query(`SELECT * FROM "leads".leads WHERE run_id = $1 AND user_id = $2 AND enrichment_tried_at IS NULL ORDER BY id LIMIT $3`, [
        runId,
        userId,
        limit,
      ])) as LeadRow[];
      return rows.map(toLead);
    },

    async countRunEnrichment(userId, runId) {
      const [counts] = (await em.query(
        `SELECT count(*) FILTER (WHERE enrichment IS NOT NULL)::int AS enriched, count(*) FILTER (WHERE enrichment_tried_at IS NULL)::int AS untried
           FROM "leads".leads WHERE run_id = $1 AND user_id = $2`,
        [runId, userId],
      )) as { enriched: number; untried: number }[];
      return counts;
    },

    async countRun(userId, runId) {
      const [counts] = (await em.query(
        `SELECT count(*) FILTER (WHERE match_confidence = 'high')::int AS high, count(*) FILTER (WHERE match_confidence = 'medium')::int AS medium,
                count(*) FILTER (WHERE enrichment IS NOT NULL)::int AS enriched
           FROM "leads".leads WHERE run_id = $1 AND user_id = $2`,
        [runId, userId],
      )) as { high: number; medium: number; enriched: number }[];
      return counts;
    },
  };
}
