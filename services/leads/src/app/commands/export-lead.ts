import { leadNotFound } from "../../domain/errors.js";
import { requiredId } from "../../domain/ids.js";
import type { Lead } from "../../domain/lead.js";
import type { AppDeps } from "../ports.js";

/** Marks one of the user's leads exported; exporting again keeps the first time. */
export function exportLead({ db }: AppDeps) {
  return async (input: { userId: number; leadId: number }): Promise<Lead> => {
    const lead = await db.repositories.leads.markExported(requiredId("userId", input.userId), requiredId("id", input.leadId));
    if (!lead) throw leadNotFound();
    return lead;
  };
}
