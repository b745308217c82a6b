import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ConnectRouter, ServiceImpl } from "@connectrpc/connect";
import { LeadsService, type LeadFilter as ProtoLeadFilter } from "@leadstream/contracts";
import { AppError } from "@leadstream/platform/errors";
import type { EnrichmentOptions as ProtoEnrichmentOptions } from "@leadstream/contracts";
import {
  BAD_REASON,
  EMAIL_MODE,
  EMAIL_STATUS,
  ENRICHMENT_KIND,
  ENRICHMENT_OUTPUT,
  FEEDBACK_STATUS,
  LEAD_SOURCE_TYPE,
  LIFECYCLE,
  LOOKUP_KIND,
  MATCH_CONFIDENCE,
} from "@leadstream/contracts/vocabulary";
import type { LeadsApp } from "../app/leads-app.js";
import type { LookupRecord } from "../app/ports.js";
import type { DmTemplate } from "../domain/dm-template.js";
import type { EmailResult, Enrichment, EnrichmentResult } from "../domain/enrichment.js";
import { NO_FILTER, type RawLeadFilter } from "../domain/lead-filter.js";
import type { Lead } from "../domain/lead.js";

// Proto <-> app only. Requests are passed as they are where their fields match the use case's
// input; AppErrors thrown by the app reach the caller through the platform's error interceptor.
// An enum's zero value (not set) reaches the app as "", as an unset proto3 string did.

const toProtoEmail = (email: EmailResult | null) => (email ? { ...email, status: EMAIL_STATUS.value(email.status) } : undefined);

const toProtoEnrichment = (e: Enrichment | null) => (e ? { linkedin: e.linkedin ?? undefined, email: toProtoEmail(e.email), enrichedAt: timestampFromDate(e.enrichedAt) } : undefined);

const toProtoResult = (r: EnrichmentResult) => ({ ok: r.ok, kind: ENRICHMENT_KIND.value(r.kind), linkedin: r.linkedin ?? undefined, email: toProtoEmail(r.email) });

const toProtoLookup = (l: LookupRecord) => ({
  id: l.id,
  kind: LOOKUP_KIND.value(l.kind),
  xUserId: l.xUserId,
  handle: l.handle,
  result: toProtoResult(l.result),
  creditsCharged: l.creditsCharged,
  createdAt: timestampFromDate(l.createdAt),
});

const optionsFromProto = (options: ProtoEnrichmentOptions | undefined) => ({
  outputs: (options?.outputs ?? []).map((o) => ENRICHMENT_OUTPUT.nameOrNull(o) ?? ""),
  emailMode: EMAIL_MODE.nameOrNull(options?.emailMode ?? 0) ?? "",
});

const toProtoLead = (lead: Lead) => ({
  id: lead.id,
  streamId: lead.streamId,
  streamName: lead.streamName,
  trackedAccountId: lead.trackedAccountId,
  trackedAccountHandle: lead.trackedAccountHandle,
  segmentId: lead.segmentId,
  matchConfidence: MATCH_CONFIDENCE.value(lead.matchConfidence),
  sourceType: LEAD_SOURCE_TYPE.value(lead.sourceType),
  discoveredAt: timestampFromDate(lead.discoveredAt),
  exportedAt: lead.exportedAt ? timestampFromDate(lead.exportedAt) : undefined,
  profile: lead.profile,
  matchReasons: lead.matchReasons,
  runId: lead.runId,
  enrichment: toProtoEnrichment(lead.enrichment),
});

const toProtoDmTemplate = (template: DmTemplate) => ({
  id: template.id,
  name: template.name,
  messageBody: template.messageBody,
  createdAt: timestampFromDate(template.createdAt),
  updatedAt: timestampFromDate(template.updatedAt),
});

const filterFromProto = (filter: ProtoLeadFilter | undefined): RawLeadFilter =>
  filter
    ? {
        ...filter,
        lifecycle: LIFECYCLE.nameOrNull(filter.lifecycle) ?? "",
        matchConfidence: MATCH_CONFIDENCE.nameOrNull(filter.matchConfidence) ?? "",
        since: filter.since ? timestampDate(filter.since) : null,
      }
    : NO_FILTER;

export function leadsRpc(app: LeadsApp): ServiceImpl<typeof LeadsService> {
  return {
    async recordLeads(req) {
      const candidates = req.candidates.map((c) => ({
        ...c,
        matchConfidence: MATCH_CONFIDENCE.nameOrNull(c.matchConfidence) ?? "",
        sourceType: LEAD_SOURCE_TYPE.nameOrNull(c.sourceType) ?? "",
      }));
      const { leads, duplicateCount } = await app.recordLeads({ ...req, candidates });
      return { leads: leads.map(toProtoLead), duplicateCount };
    },
    async listStreamLeads(req) {
      const { leads, total, hasMore } = await app.listStreamLeads({ ...req, filter: filterFromProto(req.filter) });
      return { leads: leads.map(toProtoLead), total, hasMore };
    },
    async summarizeStreamLeads(req) {
      return app.summarizeStreamLeads({ ...req, filter: filterFromProto(req.filter) });
    },
    async listLeads(req) {
      const { leads, hasMore, nextCursor } = await app.listLeads({ ...req, filter: filterFromProto(req.filter) });
      return { leads: leads.map(toProtoLead), hasMore, nextCursor };
    },
    async countRunLeads(req) {
      return app.countRunLeads(req);
    },
    async listRunLeads(req) {
      return { leads: (await app.listRunLeads(req)).map(toProtoLead) };
    },
    async getLead(req) {
      return { lead: toProtoLead(await app.getLead(req)) };
    },
    async exportLead(req) {
      return { lead: toProtoLead(await app.exportLead(req)) };
    },
    async recordFeedback(req) {
      await app.recordFeedback({ ...req, feedback: FEEDBACK_STATUS.nameOrNull(req.feedback) ?? "", badReason: BAD_REASON.nameOrNull(req.badReason) ?? "" });
      return {};
    },
    async createDmTemplate(req) {
      return { template: toProtoDmTemplate(await app.createDmTemplate(req)) };
    },
    async listDmTemplates(req) {
      return { templates: (await app.listDmTemplates(req)).map(toProtoDmTemplate) };
    },
    async getDmTemplate(req) {
      return { template: toProtoDmTemplate(await app.getDmTemplate(req)) };
    },
    async updateDmTemplate(req) {
      return { template: toProtoDmTemplate(await app.updateDmTemplate(req)) };
    },
    async deleteDmTemplate(req) {
      await app.deleteDmTemplate(req);
      return {};
    },
    async enrichLead(req, ctx) {
      const { lead, result, charged, balance } = await app.enrichLead({ ...req, options: optionsFromProto(req.options) }, ctx.signal);
      return { lead: toProtoLead(lead), result: toProtoResult(result), creditsCharged: charged, creditsRemaining: balance };
    },
    async enrichRunLeads(req) {
      return app.enrichRunLeads({ ...req, options: optionsFromProto(req.options) });
    },
    async lookup(req, ctx) {
      const { lookup, balance } = await app.lookup({ ...req, kind: LOOKUP_KIND.nameOrNull(req.kind) ?? "", options: optionsFromProto(req.options) }, ctx.signal);
      return { lookup: toProtoLookup(lookup), creditsRemaining: balance };
    },
    async listLookups(req) {
      const kind = LOOKUP_KIND.nameOrNull(req.kind);
      if (!kind) throw new AppError("invalid_request", "kind is required.", { param: "kind" });
      const { lookups, hasMore, nextCursor } = await app.listLookups({ ...req, kind });
      return { lookups: lookups.map(toProtoLookup), hasMore, nextCursor };
    },
  };
}

export const leadsRoutes = (app: LeadsApp) => (router: ConnectRouter) => router.service(LeadsService, leadsRpc(app));
