import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ConnectRouter, ServiceImpl } from "@connectrpc/connect";
import { LeadsService, type LeadFilter as ProtoLeadFilter } from "@leadstream/contracts";
import { BAD_REASON, FEEDBACK_STATUS, LEAD_SOURCE_TYPE, LIFECYCLE, MATCH_CONFIDENCE } from "@leadstream/contracts/vocabulary";
import type { LeadsApp } from "../app/leads-app.js";
import type { DmTemplate } from "../domain/dm-template.js";
import { NO_FILTER, type RawLeadFilter } from "../domain/lead-filter.js";
import type { Lead } from "../domain/lead.js";

// Proto <-> app only. Requests are passed as they are where their fields match the use case's
// input; AppErrors thrown by the app reach the caller through the platform's error interceptor.
// An enum's zero value (not set) reaches the app as "", as an unset proto3 string did.

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
  };
}

export const leadsRoutes = (app: LeadsApp) => (router: ConnectRouter) => router.service(LeadsService, leadsRpc(app));
