import { AppError } from "@leadstream/platform/errors";
import { merged, validOptions } from "../../domain/enrichment.js";
import { requiredId } from "../../domain/ids.js";
import type { Lead } from "../../domain/lead.js";
import type { EnrichmentDeps } from "../ports.js";
import { autoEnrichmentReservation, paidEnrichment } from "../steps/paid-enrichment.js";

const MAX_BATCH = 500;

export interface RunEnrichment {
  enrichedCount: number;
  attemptedCount: number;
  failedCount: number;
  creditsCharged: number;
  creditsExhausted: boolean;
  remainingCount: number;
  runEnrichedCount: number;
}

/**
 * Auto-enrichment of the run's leads not tried yet, oldest first, `concurrency` provider calls at
 * a time. Each lead is tried once: a provider failure leaves it unenriched, and running out of
 * credits stops the batch, neither an error for the run. A redelivered run repeats nothing.
 */
export function enrichRunLeads(deps: EnrichmentDeps) {
  return async (input: { userId: number; runId: number; options: { outputs: string[]; emailMode: string }; limit: number }): Promise<RunEnrichment> => {
    const userId = requiredId("userId", input.userId);
    const runId = requiredId("runId", input.runId);
    const options = validOptions(input.options);
    const { leads } = deps.db.repositories;
    const batch = await leads.untriedInRun(userId, runId, Math.min(Math.max(input.limit, 1), MAX_BATCH));
    const tally = { enrichedCount: 0, attemptedCount: 0, failedCount: 0, creditsCharged: 0, creditsExhausted: false };

    const enrichOne = async (lead: Lead): Promise<void> => {
      let paid;
      try {
        paid = await paidEnrichment(deps, userId, lead.profile, options, { leadId: lead.id }, AbortSignal.timeout(60_000), autoEnrichmentReservation(lead.id));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.code === "credits_exhausted") {
          tally.creditsExhausted = true;
          return;
        }
        if (err.code !== "enrichment_provider_error") throw err;
        tally.attemptedCount++;
        tally.failedCount++;
        await leads.saveEnrichment(userId, lead.id, null, deps.now());
        return;
      }
      tally.attemptedCount++;
      const at = deps.now();
      await leads.saveEnrichment(userId, lead.id, merged(lead.enrichment, paid.result, at), at).catch(async (err: unknown) => {
        await paid.refund();
        throw err;
      });
      tally.creditsCharged += paid.charged;
      if (paid.result.ok) tally.enrichedCount++;
    };

    let next = 0;
    const worker = async () => {
      while (next < batch.length && !tally.creditsExhausted) await enrichOne(batch[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(deps.concurrency, batch.length) }, worker));

    const counts = await leads.countRunEnrichment(userId, runId);
    return { ...tally, remainingCount: counts.untried, runEnrichedCount: counts.enriched };
  };
}
