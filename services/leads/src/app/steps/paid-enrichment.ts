import { createHash, randomUUID } from "node:crypto";
import { inSpan, tracer as tracerOf } from "@leadstream/platform/tracing";
import { AppError } from "@leadstream/platform/errors";
import { maxPrice, priceOf, resultOf, type EnrichmentOptions, type EnrichmentOutput, type EnrichmentResult } from "../../domain/enrichment.js";
import type { EnrichmentDeps, XProfile } from "../ports.js";

export interface PaidEnrichment {
  result: EnrichmentResult;
  charged: number;
  /** The team's balance after the charge. */
  balance: number;
  /** Gives the charge back when the result cannot be kept. */
  refund(): Promise<void>;
}

const tracer = tracerOf("leads");

const WHAT: Record<EnrichmentOutput, string> = { linkedin_url: "LinkedIn URL", email: "e-mail" };

/**
 * One provider call paid in credits: hold the most it can cost (credits_exhausted before any
 * call), ask, then charge only what was found. A failed call frees the hold and charges nothing.
 * A repeat with the same `reservationId` charges nothing more (the hold and charge are idempotent).
 */
export async function paidEnrichment(
  { provider, credits }: EnrichmentDeps,
  userId: number,
  profile: XProfile,
  options: EnrichmentOptions,
  paidFor: { leadId?: number; lookupId?: number },
  signal: AbortSignal,
  reservationId: string = randomUUID(),
): Promise<PaidEnrichment> {
  await credits.reserve(userId, reservationId, maxPrice(options.outputs));
  let findings;
  try {
    const attributes = { "leadstream.enrichment.provider": provider.name, "leadstream.enrichment.outputs": options.outputs, ...(paidFor.leadId && { "leadstream.lead_id": paidFor.leadId }), ...(paidFor.lookupId && { "leadstream.lookup_id": paidFor.lookupId }) };
    findings = await inSpan(tracer, "enrichment find", { attributes }, async (span) => {
      const found = await provider.find({ ...profile, outputs: options.outputs, emailMode: options.emailMode }, signal);
      span.setAttributes({ "leadstream.enrichment.linkedin_found": found.linkedin !== null, "leadstream.enrichment.email_found": found.email !== null });
      return found;
    });
  } catch (err) {
    await credits.settle(userId, reservationId, 0, { ...paidFor, description: "" }).catch(() => undefined);
    throw err instanceof AppError ? err : new AppError("enrichment_provider_error", `The enrichment provider failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  const email = findings.email ? { ...findings.email, provider: provider.name } : null;
  const result = resultOf(options.outputs, options.emailMode, { linkedin: findings.linkedin, email });
  const charged = priceOf(result);
  const found = options.outputs.filter((o) => (o === "linkedin_url" ? result.linkedin : result.email)).map((o) => WHAT[o]);
  const description = `${found.join(" and ") || "Nothing found"} for @${profile.handle}`;
  const balance = await credits.settle(userId, reservationId, charged, { ...paidFor, description });
  return { result, charged, balance, refund: () => credits.refund(userId, reservationId) };
}

/**
 * The one reservation of a lead's auto-enrichment: a run retried after a crash between the charge
 * and saving the result (or run twice at once) enriches the lead again without paying twice.
 */
export function autoEnrichmentReservation(leadId: number): string {
  const hex = createHash("sha256").update(`leadstream:auto-enrichment:${leadId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
