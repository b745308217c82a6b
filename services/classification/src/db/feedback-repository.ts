import type { EntityManager } from "typeorm";
import type { FeedbackRepository } from "../app/ports.js";
import type { BadReason } from "../domain/classifier/index.js";

interface FeedbackRowRecord {
  x_user_id: string;
  handle: string;
  bio: string;
  feedback: "good" | "bad";
  bad_reason: BadReason | null;
}

export function feedbackRepository(em: EntityManager): FeedbackRepository {
  return {
    async record(mark) {
      // Events may arrive out of order: an older mark never replaces a newer one.
      await em.query(
        `INSERT INTO "classification".feedback (user_id, segment_id, x_user_id, handle, bio, follower_count, feedback, bad_reason, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (user_id, segment_id, x_user_id) DO UPDATE
           SET handle = EXCLUDED.handle, bio = EXCLUDED.bio, follower_count = EXCLUDED.follower_count,
               feedback = EXCLUDED.feedback, bad_reason = EXCLUDED.bad_reason, updated_at = EXCLUDED.updated_at
         WHERE "classification".feedback.updated_at <= EXCLUDED.updated_at`,
        [mark.userId, mark.segmentId, mark.xUserId, mark.handle, mark.bio, mark.followerCount, mark.feedback, mark.badReason, mark.markedAt],
      );
      await em.query(
        `INSERT INTO "classification".feedback_versions (user_id, version) VALUES ($1, 1)
         ON CONFLICT (user_id) DO UPDATE SET version = "classification".feedback_versions.version + 1`,
        [mark.userId],
      );
    },

    async version(userId) {
      const rows = (await em.query(`SELECT version FROM "classification".feedback_versions WHERE user_id = $1`, [userId])) as { version: string }[];
      return rows.length > 0 ? Number(rows[0].version) : 0;
    },

    async rowsForSegment(userId, segmentId) {
      const rows = (await em.query(
        `SELECT x_user_id, handle, bio, feedback, bad_reason FROM "classification".feedback
          WHERE user_id = $1 AND (segment_id = $2 OR bad_reason = 'bot')
          ORDER BY updated_at, segment_id, x_user_id`,
        [userId, segmentId],
      )) as FeedbackRowRecord[];
      return rows.map((row) => ({
        xUserId: row.x_user_id,
        profile: { handle: row.handle, bio: row.bio },
        feedback: row.feedback,
        ...(row.bad_reason && { badReason: row.bad_reason }),
      }));
    },
  };
}
