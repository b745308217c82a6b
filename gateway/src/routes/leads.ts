import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { principalOf } from "../auth/principal.js";
import { errorResponse, IdParams } from "../http/schemas.js";
import { toFeedbackRequest, toGroupedLeadsPageJson, toLeadFilter, toLeadsPageJson, toStreamLeadJson, toStreamLeadsPageJson } from "../mapping/leads.js";
import { present } from "../mapping/proto.js";
import { serveCached } from "../read-cache/serve.js";
import { ExportedLead, FeedbackBody, FeedbackRecorded, GroupedLeadsPage, LEADS_PAGE_SIZE, LeadsPage, LeadsQuery, LeadsSummary, StreamLeadsPage, StreamLeadsQuery } from "../schemas/leads.js";
import type { RouteDeps } from "./deps.js";

const tags = ["leads"];
const LEAD_NOT_FOUND = errorResponse(404, "`not_found`: no such lead of yours");

export const leadRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { streams, leads, readCache }) => {
  app.get(
    "/streams/:id/leads",
    {
      config: { auth: "any" },
      schema: {
        summary: "The stream's leads, newest first, by offset page; or with summary=true their counts by fit",
        tags,
        params: IdParams,
        querystring: StreamLeadsQuery,
        response: { 200: Type.Union([StreamLeadsPage, LeadsSummary]), 404: errorResponse(404, "`not_found`: no such stream of yours") },
      },
    },
    (request, reply) => {
      const userId = principalOf(request).userId;
      const streamId = request.params.id;
      const { lifecycle = "new", summary = false, limit = LEADS_PAGE_SIZE, offset = 0, ...query } = request.query;
      // Leads answers with the caller's own leads only. A lead of this stream among them proves the
      // stream is the caller's (a stream never changes hands); only an empty answer needs streams
      // to tell an empty stream of theirs from a stream that is not (404).
      if (summary) {
        return serveCached(
          readCache,
          request,
          reply,
          async () => {
            const { highFitCount, mediumFitCount } = await leads.summarizeStreamLeads({ userId, streamId, filter: toLeadFilter({ ...query, lifecycle }) });
            if (highFitCount + mediumFitCount === 0) await streams.getStream({ userId, streamId });
            return { payload: { highFitCount, mediumFitCount } };
          },
          LeadsSummary,
        );
      }
      return serveCached(
        readCache,
        request,
        reply,
        async () => {
          const page = await leads.listStreamLeads({ userId, streamId, filter: toLeadFilter({ ...query, lifecycle }), limit, offset });
          if (page.total === 0) await streams.getStream({ userId, streamId });
          return { payload: toStreamLeadsPageJson(page) };
        },
        StreamLeadsPage,
      );
    },
  );

  app.get(
    "/leads",
    {
      config: { auth: "bearer" },
      schema: {
        summary: "Your leads across streams, newest first, by cursor page; optionally grouped by stream (API key only)",
        tags,
        querystring: LeadsQuery,
        response: { 200: Type.Union([LeadsPage, GroupedLeadsPage]), 400: errorResponse(400, "Invalid request (`param` names the field; `cursor` when it is not one this API returned)") },
      },
    },
    (request, reply) => {
      const { groupBy, limit = LEADS_PAGE_SIZE, cursor = "", ...query } = request.query;
      const read = () => leads.listLeads({ userId: principalOf(request).userId, filter: toLeadFilter(query), limit, cursor });
      if (groupBy === "stream") return serveCached(readCache, request, reply, async () => ({ payload: toGroupedLeadsPageJson(await read()) }), GroupedLeadsPage);
      return serveCached(readCache, request, reply, async () => ({ payload: toLeadsPageJson(await read()) }), LeadsPage);
    },
  );

  app.post(
    "/leads/:id/export",
    {
      config: { auth: "any", idempotent: true },
      schema: { summary: "Mark a lead exported: it leaves the `new` lifecycle", tags, params: IdParams, response: { 200: ExportedLead, 404: LEAD_NOT_FOUND } },
    },
    async (request) => {
      const res = await leads.exportLead({ userId: principalOf(request).userId, leadId: request.params.id });
      return { lead: toStreamLeadJson(present(res.lead, "the lead")) };
    },
  );

  app.post(
    "/leads/:id/feedback",
    {
      config: { auth: "any", idempotent: true },
      schema: {
        summary: "Good or bad feedback on a lead for a segment; it shapes that segment's future classification",
        tags,
        params: IdParams,
        body: FeedbackBody,
        response: { 200: FeedbackRecorded, 404: errorResponse(404, "`not_found`: no such lead of yours, or `segmentId` is not one of your segments linked to the lead") },
      },
    },
    async (request) => {
      await leads.recordFeedback({ userId: principalOf(request).userId, leadId: request.params.id, ...toFeedbackRequest(request.body) });
      return { ok: true as const };
    },
  );
};
