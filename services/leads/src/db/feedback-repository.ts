import type { EntityManager } from "typeorm";
import type { FeedbackRepository } from "../app/ports.js";

export function feedbackRepository(em: EntityManager): FeedbackRepository {
  return {
    async upsert(lead, segmentId, verdict) {
      const [badReason, freeform] = verdict.feedback === "bad" ? [verdict.badReason, verdict.badReasonFreeform] : [null, null];
      await em.query(
        `INSERT INTO "leads".lead_feedback (lead_id, segment_id, user_id, feedback, bad_reason, bad_reason_freeform)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (lead_id, segment_id) DO UPDATE
            SET feedback = EXCLUDED.feedback, bad_reason = EXCLUDED.bad_reason,
                bad_reason_freeform = EXCLUDED.bad_reason_freeform, updated_at = now()`,
        [lead.id, segmentId, lead.userId, verdict.feedback, badReason, freeform],
      );
    },
  };
}
