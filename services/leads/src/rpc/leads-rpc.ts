import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ConnectRouter, ServiceImpl } from "@connectrpc/connect";
import { LeadsService, type LeadFilter as ProtoLeadFilter } from "@leadstream/contracts";
import type { LeadsApp } from "../app/leads-app.js";
import type { DmTemplate } from "../domain/dm-template.js";
import { NO_FILTER, type RawLeadFilter } from "../domain/lead-filter.js";
import type { Lead } from "../domain/lead.js";

// Proto <-> app only. Requests are passed as they are where their fields match the use case's
// input; AppErrors thrown by the app reach the caller through the platform's error interceptor.

const toProtoLead = (lead: Lead) => ({
  id: lead.id,
  streamId: lead.streamId,
  streamName: lead.streamName,
  trackedAccountId: lead.trackedAccountId,
  trackedAccountHandle: lead.trackedAccountHandle,
  segmentId: lead.segmentId,
  matchConfidence: lead.matchConfidence,
  sourceType: lead.sourceType,
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
  filter ? { ...filter, since: filter.since ? timestampDate(filter.since) : null } : NO_FILTER;

export function leadsRpc(app: LeadsApp): ServiceImpl<typeof LeadsService> {
  return {
    async recordLeads(req) {
      const { leads, duplicateCount } = await app.recordLeads(req);
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
      await app.recordFeedback(req);
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
