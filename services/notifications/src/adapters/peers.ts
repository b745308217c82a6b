import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { Client } from "@connectrpc/connect";
import { LeadSchema, StreamSchema, type AccountsBillingService, type Lead, type LeadsService, type StreamsService } from "@leadstream/contracts";
import { EMAIL_STATUS } from "@leadstream/contracts/vocabulary";
import { AppError } from "@leadstream/platform";
import type { LeadsPort, OwnershipPort } from "../app/ports.js";
import type { LeadEnrichment, WebhookLead } from "../domain/webhook-lead.js";
import { wordOf } from "./vocabulary.js";

const iso = (t: Lead["discoveredAt"]) => (t ? timestampDate(t).toISOString() : null);

/** The public enrichment form (the gateway's toEnrichmentJson); null when the lead has none. */
const toEnrichment = (e: Lead["enrichment"]): LeadEnrichment | null =>
  e
    ? {
        linkedin: e.linkedin ? { url: e.linkedin.url, confidence: e.linkedin.confidence } : null,
        email: e.email ? { address: e.email.address, status: EMAIL_STATUS.name(e.email.status), provider: e.email.provider } : null,
        enrichedAt: iso(e.enrichedAt) ?? new Date(0).toISOString(),
      }
    : null;

/** The per-stream form (spec 2.5), as GET /streams/{id}/leads shows it. */
export const toWebhookLead = (lead: Lead): WebhookLead => ({
  id: lead.id,
  streamId: lead.streamId,
  trackedXAccountId: lead.trackedAccountId,
  segmentId: lead.segmentId,
  matchConfidence: wordOf(LeadSchema, lead, "matchConfidence"),
  sourceType: wordOf(LeadSchema, lead, "sourceType"),
  discoveredAt: iso(lead.discoveredAt) ?? new Date(0).toISOString(),
  exportedAt: iso(lead.exportedAt),
  profile: {
    xUserId: lead.profile?.xUserId ?? "",
    handle: lead.profile?.handle ?? "",
    displayName: lead.profile?.displayName ?? "",
    profileImageUrl: lead.profile?.profileImageUrl ?? "",
    followerCount: lead.profile?.followerCount ?? 0,
    bio: lead.profile?.bio ?? "",
  },
  matchReasons: lead.matchReasons,
  enrichment: toEnrichment(lead.enrichment),
});

const notFoundAsNull = <T>(err: unknown): T | null => {
  if (err instanceof AppError && err.code === "not_found") return null;
  throw err;
};

export function leadsPort(leads: Client<typeof LeadsService>): LeadsPort {
  return {
    runLeads: async (userId, runId) => (await leads.listRunLeads({ userId, runId })).leads.map(toWebhookLead),
    lead: (userId, leadId) => leads.getLead({ userId, leadId }).then((res) => (res.lead ? toWebhookLead(res.lead) : null), notFoundAsNull<WebhookLead>),
  };
}

export function ownershipPort(streams: Client<typeof StreamsService>, accounts: Client<typeof AccountsBillingService>): OwnershipPort {
  return {
    stream: (userId, streamId) =>
      streams.getStream({ userId, streamId }).then(
        ({ stream }) => (stream ? { deliveryDestination: wordOf(StreamSchema, stream, "deliveryDestination"), webhookUrl: stream.webhookUrl } : null),
        notFoundAsNull<{ deliveryDestination: string; webhookUrl: string }>,
      ),
    ownsAccount: async (userId, accountId) => (await accounts.getAccounts({ userId, accountIds: [accountId] })).accounts.length > 0,
  };
}
