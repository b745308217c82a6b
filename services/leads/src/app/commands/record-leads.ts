import type { Candidate, Lead } from "../../domain/lead.js";
import { validLeadBatch, type RawLeadBatch } from "../../domain/lead-batch.js";
import type { AppDeps } from "../ports.js";

export interface RecordedLeads {
  /** The new leads, in candidate order. */
  leads: Lead[];
  /** Candidates that were already leads of the (stream, segment), or repeated in the batch. */
  duplicateCount: number;
}

/** Records a run's matches once per (stream, segment, profile), with one LeadsDiscovered event when any is new. */
export function recordLeads({ db }: AppDeps) {
  return async (input: RawLeadBatch): Promise<RecordedLeads> => {
    const batch = validLeadBatch(input);
    const leads = await db.transaction(async (uow) => {
      const added = inCandidateOrder(await uow.leads.addNew(batch), batch.candidates);
      if (added.length > 0) await uow.events.leadsDiscovered(batch, added);
      return added;
    });
    return { leads, duplicateCount: batch.candidates.length - leads.length };
  };
}

function inCandidateOrder(leads: Lead[], candidates: Candidate[]): Lead[] {
  const position = new Map<string, number>();
  candidates.forEach((c, i) => {
    if (!position.has(c.profile.xUserId)) position.set(c.profile.xUserId, i);
  });
  return leads.toSorted((a, b) => position.get(a.profile.xUserId)! - position.get(b.profile.xUserId)!);
}
