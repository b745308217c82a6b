import { leadNotFound } from "../../domain/errors.js";
import { validVerdict, type RawVerdict } from "../../domain/feedback.js";
import { optionalId, requiredId } from "../../domain/ids.js";
import type { AppDeps } from "../ports.js";

export interface FeedbackInput extends RawVerdict {
  userId: number;
  leadId: number;
  /** 0 means the lead's own segment. */
  segmentId: number;
}

/** Good or bad feedback on a lead for a segment (upserted), published for classification to learn from. */
export function recordFeedback({ db }: AppDeps) {
  return async (input: FeedbackInput): Promise<void> => {
    const userId = requiredId("user_id", input.userId);
    const leadId = requiredId("lead_id", input.leadId);
    const segmentId = optionalId("segment_id", input.segmentId);
    const verdict = validVerdict(input);
    await db.transaction(async (uow) => {
      const lead = await uow.leads.findOwned(userId, leadId);
      if (!lead) throw leadNotFound();
      await uow.feedback.upsert(lead, segmentId ?? lead.segmentId, verdict);
      await uow.events.feedbackRecorded(lead, segmentId ?? lead.segmentId, verdict);
    });
  };
}
