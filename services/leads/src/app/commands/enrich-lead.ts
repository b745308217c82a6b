import { leadNotFoundForEnrichment, merged, missingOutputs, profileMissing, resultOf, validOptions, type EnrichmentResult } from "../../domain/enrichment.js";
import { requiredId } from "../../domain/ids.js";
import type { Lead } from "../../domain/lead.js";
import type { EnrichmentDeps } from "../ports.js";
import { paidEnrichment } from "../steps/paid-enrichment.js";

export interface EnrichedLead {
  lead: Lead;
  /** What the lead now has of what was asked. */
  result: EnrichmentResult;
  charged: number;
  balance: number;
}

/**
 * Enriches one of the user's leads. Only what the lead lacks is asked for and paid for: what it
 * already has comes back free. A result that cannot be stored is refunded.
 */
export function enrichLead(deps: EnrichmentDeps) {
  return async (input: { userId: number; leadId: number; options: { outputs: string[]; emailMode: string } }, signal: AbortSignal): Promise<EnrichedLead> => {
    const userId = requiredId("userId", input.userId);
    const leadId = requiredId("id", input.leadId);
    const options = validOptions(input.options);
    const lead = await deps.db.repositories.leads.findOwned(userId, leadId);
    if (!lead) throw leadNotFoundForEnrichment();
    if (!lead.profile.xUserId || !lead.profile.handle) throw profileMissing();
    const missing = missingOutputs(options, lead.enrichment);
    if (missing.length === 0) {
      return { lead, result: resultOf(options.outputs, options.emailMode, lead.enrichment ?? { linkedin: null, email: null }), charged: 0, balance: await deps.credits.balance(userId) };
    }
    const paid = await paidEnrichment(deps, userId, lead.profile, { ...options, outputs: missing }, { leadId }, signal);
    const at = deps.now();
    const saved = await deps.db.repositories.leads.saveEnrichment(userId, leadId, merged(lead.enrichment, paid.result, at), at).catch(async (err: unknown) => {
      await paid.refund();
      throw err;
    });
    if (!saved) {
      await paid.refund();
      throw leadNotFoundForEnrichment();
    }
    const result = resultOf(options.outputs, options.emailMode, saved.enrichment ?? { linkedin: null, email: null });
    return { lead: saved, result, charged: paid.charged, balance: paid.balance };
  };
}
