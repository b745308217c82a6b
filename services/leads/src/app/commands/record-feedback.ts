import { leadNotFound, segmentNotLinked } from "../../domain/errors.js";
import { validVerdict, type RawVerdict } from "../../domain/feedback.js";
import { optionalId, requiredId } from "../../domain/ids.js";
import type { Lead } from "../../domain/lead.js";
import type { AppDeps, LeadRepository } from "../ports.js";

export interface FeedbackInput extends RawVerdict {
  userId: number;
  leadId: number;
  /** 0 means the lead's own segment. */
  segmentId: number;
}

/** Good or bad feedback on a lead for a segment (upserted), published for classification to learn from. */
export function recordFeedback({ db }: AppDeps) {
  return async (input: FeedbackInput): Promise<void> => {
    const userId = requiredId("userId", input.userId);
    const leadId = requiredId("id", input.leadId);
    const segmentId = optionalId("segmentId", input.segmentId);
    const verdict = validVerdict(input);
    await db.transaction(async (uow) => {
      const lead = await uow.leads.findOwned(userId, leadId);
      if (!lead) throw leadNotFound();
      const segment = await linkedSegment(uow.leads, lead, segmentId);
      await uow.feedback.upsert(lead, segment, verdict);
      await uow.events.feedbackRecorded(lead, segment, verdict);
    });
  };
}

/**
 * The segment a verdict is for: the lead's own, or another segment in which the same user has a
 * lead for the same profile (docs/decisions.md, Leads). Any other is not_found, yours or not.
 */
async function linkedSegment(leads: LeadRepository, lead: Lead, segmentId: number | null): Promise<number> {
  if (segmentId === null || segmentId === lead.segmentId) return lead.segmentId;
  if (!(await leads.profileInSegment(lead, segmentId))) throw segmentNotLinked(segmentId);
  return segmentId;
}
