import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { LookupKind } from "@leadstream/contracts";
import { principalOf } from "../auth/principal.js";
import { errorResponse, IdParams } from "../http/schemas.js";
import { toEnrichedLeadJson, toEnrichmentOptions, toLookupJson } from "../mapping/enrichment.js";
import { nullIfEmpty, present } from "../mapping/proto.js";
import { EnrichedLead, EnrichLeadBody, LookupDone, LookupEmailBody, LookupEnrichBody, LookupHistory, LookupHistoryQuery, LOOKUPS_PAGE_SIZE } from "../schemas/enrichment.js";
import type { RouteDeps } from "./deps.js";

const tags = ["enrichment"];

const PAID_ERRORS = {
  429: errorResponse(429, "`credits_exhausted`: the team's balance cannot cover the most this call can cost (or `rate_limited`)"),
  502: errorResponse(502, "`enrichment_provider_error`: the provider failed; nothing was charged or stored"),
};

const LOOKUP_ERRORS = {
  ...PAID_ERRORS,
  404: errorResponse(404, "`handle_not_found`: no such X profile"),
  422: errorResponse(422, "`handle_protected`: the X profile is private"),
  503: errorResponse(503, "`handle_lookup_failed`: X is unreachable"),
};

/** Lead enrichment and lookups of any X profile, paid in team credits (issue 10). */
export const enrichmentRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { leads }) => {
  app.post(
    "/leads/:id/enrich",
    {
      config: { auth: "any", idempotent: true },
      schema: {
        summary: "Find the lead's professional-profile URL and/or e-mail, charged only for what is found",
        tags,
        params: IdParams,
        body: EnrichLeadBody,
        response: { 200: EnrichedLead, 404: errorResponse(404, "`lead_not_found`: no such lead of yours; `profile_missing`: the lead has no X profile"), ...PAID_ERRORS },
      },
    },
    async (request) => {
      const { requested_outputs: outputs, email_mode: emailMode } = request.body;
      const res = await leads.enrichLead({ userId: principalOf(request).userId, leadId: request.params.id, options: toEnrichmentOptions(outputs, emailMode) });
      return toEnrichedLeadJson(res);
    },
  );

  app.post(
    "/lookups/enrich",
    {
      config: { auth: "any", idempotent: true },
      schema: {
        summary: "Find the professional-profile URL and e-mail of any X profile, by handle or id",
        tags,
        body: LookupEnrichBody,
        response: { 200: LookupDone, ...LOOKUP_ERRORS },
      },
    },
    async (request) => {
      const { handle = "", x_profile_id: xUserId = "", requested_outputs: outputs = [], email_mode: emailMode } = request.body;
      const res = await leads.lookup({ userId: principalOf(request).userId, kind: LookupKind.ENRICH, handle, xUserId, options: toEnrichmentOptions(outputs, emailMode) });
      return { lookup: toLookupJson(present(res.lookup, "the lookup")), credits_remaining: res.creditsRemaining };
    },
  );

  app.post(
    "/lookups/enrich-email",
    {
      config: { auth: "any", idempotent: true },
      schema: { summary: "Find the e-mail of any X profile, by handle or id", tags, body: LookupEmailBody, response: { 200: LookupDone, ...LOOKUP_ERRORS } },
    },
    async (request) => {
      const { handle = "", x_profile_id: xUserId = "", email_mode: emailMode } = request.body;
      const res = await leads.lookup({ userId: principalOf(request).userId, kind: LookupKind.ENRICH_EMAIL, handle, xUserId, options: toEnrichmentOptions(["email"], emailMode) });
      return { lookup: toLookupJson(present(res.lookup, "the lookup")), credits_remaining: res.creditsRemaining };
    },
  );

  for (const [path, kind, what] of [
    ["/lookups/enrich/history", LookupKind.ENRICH, "profile-URL"],
    ["/lookups/enrich-email/history", LookupKind.ENRICH_EMAIL, "e-mail"],
  ] as const) {
    app.get(
      path,
      {
        config: { auth: "any" },
        schema: { summary: `Your ${what} lookups, newest first, with their results and credits charged`, tags, querystring: LookupHistoryQuery, response: { 200: LookupHistory } },
      },
      async (request) => {
        const { limit = LOOKUPS_PAGE_SIZE, cursor = "" } = request.query;
        const res = await leads.listLookups({ userId: principalOf(request).userId, kind, limit, cursor });
        return { lookups: res.lookups.map(toLookupJson), hasMore: res.hasMore, nextCursor: nullIfEmpty(res.nextCursor) };
      },
    );
  }
};
