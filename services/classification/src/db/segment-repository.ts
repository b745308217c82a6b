import type { EntityManager } from "typeorm";
import type { SegmentRepository } from "../app/ports.js";
import type { AppliedSearchFilters, FollowerCountTier, GenderValue, Segment } from "../domain/segment.js";

interface SegmentRow {
  id: number;
  user_id: number;
  name: string | null;
  description: string;
  gender_values: GenderValue[];
  applied_search_filters: AppliedSearchFilters;
  follower_count_tiers: FollowerCountTier[];
  linked_stream_count: number;
  archived: boolean;
  created_at: Date;
  updated_at: Date;
}

const SEGMENT_COLUMNS = `id, user_id, name, description, gender_values, applied_search_filters, follower_count_tiers, linked_stream_count, archived, created_at, updated_at`;

const toSegment = (row: SegmentRow): Segment => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  description: row.description,
  genderValues: row.gender_values,
  appliedSearchFilters: row.applied_search_filters,
  followerCountTiers: row.follower_count_tiers,
  linkedStreamCount: row.linked_stream_count,
  archived: row.archived,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function segmentRepository(em: EntityManager): SegmentRepository {
  return {
    async create(segment) {
      const [row] = (await em.query(
        `INSERT INTO "classification".segments (user_id, name, description, gender_values, applied_search_filters, follower_count_tiers, created_by_operation)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING ${SEGMENT_COLUMNS}`,
        [segment.userId, segment.name, segment.description, segment.genderValues, JSON.stringify(segment.appliedSearchFilters), segment.followerCountTiers, segment.createdByOperation],
      )) as SegmentRow[];
      return toSegment(row);
    },

    async listByUser(userId, { excludeArchived }) {
      const rows = (await em.query(
        `SELECT ${SEGMENT_COLUMNS} FROM "classification".segments WHERE user_id = $1 AND NOT (archived AND $2) ORDER BY id DESC`,
        [userId, excludeArchived],
      )) as SegmentRow[];
      return rows.map(toSegment);
    },

    async findOwned(userId, ids) {
      const rows = (await em.query(
        `SELECT ${SEGMENT_COLUMNS} FROM "classification".segments WHERE user_id = $1 AND id = ANY($2::int[]) ORDER BY array_position($2::int[], id)`,
        [userId, ids],
      )) as SegmentRow[];
      return rows.map(toSegment);
    },

    async deleteUnlinkedCreatedBy(userId, operationId) {
      const rows = (await em.query(
        `DELETE FROM "classification".segments WHERE user_id = $1 AND created_by_operation = $2 AND linked_stream_count = 0 RETURNING id`,
        [userId, operationId],
      )) as [{ id: number }[], number];
      return rows[0].map((r) => r.id).sort((a, b) => a - b);
    },

    async recountLinks(segmentIds) {
      // Locking the rows first makes the count below a new statement that sees every link
      // committed by concurrent transactions, so two streams linking at once both count.
      await em.query(`SELECT id FROM "classification".segments WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [segmentIds]);
      // Only the owner's streams count: a stream never legitimately uses another user's segment.
      await em.query(
        `UPDATE "classification".segments s
            SET linked_stream_count = (SELECT count(*) FROM "classification".stream_links l WHERE l.segment_ids @> ARRAY[s.id] AND l.user_id = s.user_id)
          WHERE s.id = ANY($1::int[])`,
        [segmentIds],
      );
    },
  };
}
