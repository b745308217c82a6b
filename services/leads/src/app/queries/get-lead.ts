import { leadNotFound } from "../../domain/errors.js";
import { requiredId } from "../../domain/ids.js";
import type { Lead } from "../../domain/lead.js";
import type { AppDeps } from "../ports.js";

/** One of the user's leads. */
export function getLead({ db }: AppDeps) {
  return async (input: { userId: number; leadId: number }): Promise<Lead> => {
    const lead = await db.repositories.leads.findOwned(requiredId("userId", input.userId), requiredId("leadId", input.leadId));
    if (!lead) throw leadNotFound();
    return lead;
  };
}
