import type { EmailResult, EnrichLeadResponse, EnrichmentResult, Enrichment as EnrichmentMessage, LinkedinResult, LookupRecord } from "@leadstream/contracts";
import { EMAIL_MODE, EMAIL_STATUS, ENRICHMENT_KIND, ENRICHMENT_OUTPUT } from "@leadstream/contracts/vocabulary";
import type { EnrichedLead, Enrichment, Lookup } from "../schemas/enrichment.js";
import { isoTime, present } from "./proto.js";

const toLinkedinJson = (l: LinkedinResult | undefined) => (l ? { url: l.url, confidence: l.confidence } : null);
const toEmailJson = (e: EmailResult | undefined) => (e ? { address: e.address, status: EMAIL_STATUS.name(e.status), provider: e.provider } : null);

export const toEnrichmentJson = (e: EnrichmentMessage | undefined): Enrichment =>
  e ? { linkedin: toLinkedinJson(e.linkedin), email: toEmailJson(e.email), enrichedAt: isoTime(present(e.enrichedAt, "the enrichment time")) } : null;

const toResultJson = (r: EnrichmentResult | undefined) => {
  const result = present(r, "the enrichment result");
  return { ok: result.ok, kind: ENRICHMENT_KIND.name(result.kind), linkedin: toLinkedinJson(result.linkedin), email: toEmailJson(result.email) };
};

/** Every way to reach the person that we know of, the X profile first. */
function contactRoutes(handle: string, found: { linkedin: { url: string } | null; email: { address: string } | null } | null) {
  const routes: EnrichedLead["contact_routes"] = [{ kind: "x", value: `https://x.com/${handle}` }];
  if (found?.linkedin) routes.push({ kind: "linkedin", value: found.linkedin.url });
  if (found?.email) routes.push({ kind: "email", value: found.email.address });
  return routes;
}

export function toEnrichedLeadJson(res: EnrichLeadResponse): EnrichedLead {
  const lead = present(res.lead, "the lead");
  const profile = present(lead.profile, "the lead's profile");
  return {
    leadId: lead.id,
    x_profile_id: profile.xUserId,
    result: toResultJson(res.result),
    credits_charged: res.creditsCharged,
    credits_remaining: res.creditsRemaining,
    contact_routes: contactRoutes(profile.handle, toEnrichmentJson(lead.enrichment)),
  };
}

export function toLookupJson(l: LookupRecord): Lookup {
  const result = toResultJson(l.result);
  return {
    id: l.id,
    x_profile_id: l.xUserId,
    handle: l.handle,
    result,
    credits_charged: l.creditsCharged,
    contact_routes: contactRoutes(l.handle, result),
    createdAt: isoTime(present(l.createdAt, "the lookup time")),
  };
}

/** Body options -> proto EnrichmentOptions (UNSPECIFIED e-mail mode means any). */
export const toEnrichmentOptions = (outputs: readonly (typeof ENRICHMENT_OUTPUT.names)[number][], emailMode: (typeof EMAIL_MODE.names)[number] | undefined) => ({
  outputs: outputs.map((o) => ENRICHMENT_OUTPUT.value(o)),
  emailMode: EMAIL_MODE.value(emailMode ?? null),
});
