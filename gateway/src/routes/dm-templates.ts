import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { principalOf } from "../auth/principal.js";
import { errorResponse, IdParams, Success } from "../http/schemas.js";
import { toDmTemplateEnvelopeJson, toDmTemplateJson } from "../mapping/dm-templates.js";
import { DmTemplateBody, DmTemplateEnvelope, DmTemplateList } from "../schemas/dm-templates.js";
import type { RouteDeps } from "./deps.js";

const tags = ["dm-templates"];
const NOT_FOUND = errorResponse(404, "`not_found`: no such DM template of yours");
const NAME_TAKEN = "`conflict` (`param`: `name`): you already have a template with this name (ignoring case)";
const INVALID = errorResponse(400, "Invalid request (`param` names the field: `name` or `messageBody` empty or too long, in characters)");
/** 2 000 characters sent as JSON `\uXXXX` escapes (12 bytes an emoji), as some JSON encoders do by default. */
const bodyLimit = 32 * 1024;

export const dmTemplateRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { leads }) => {
  app.get(
    "/dm-templates",
    { config: { auth: "any" }, schema: { summary: "Your DM templates, newest first", tags, response: { 200: DmTemplateList } } },
    async (request) => {
      const res = await leads.listDmTemplates({ userId: principalOf(request).userId });
      return { templates: res.templates.map(toDmTemplateJson) };
    },
  );

  app.post(
    "/dm-templates",
    {
      config: { auth: "any", idempotent: true },
      bodyLimit,
      schema: {
        summary: "Create a DM template",
        tags,
        body: DmTemplateBody,
        response: { 201: DmTemplateEnvelope("The new template"), 400: INVALID, 409: errorResponse(409, `${NAME_TAKEN}; \`idempotency_conflict\`: a request with this Idempotency-Key is still running`) },
      },
    },
    async (request, reply) => {
      const res = await leads.createDmTemplate({ userId: principalOf(request).userId, ...request.body });
      return reply.code(201).send(toDmTemplateEnvelopeJson(res));
    },
  );

  app.get(
    "/dm-templates/:id",
    { config: { auth: "any" }, schema: { summary: "One DM template", tags, params: IdParams, response: { 200: DmTemplateEnvelope("The template"), 404: NOT_FOUND } } },
    async (request) => toDmTemplateEnvelopeJson(await leads.getDmTemplate({ userId: principalOf(request).userId, templateId: request.params.id })),
  );

  app.put(
    "/dm-templates/:id",
    {
      config: { auth: "any" },
      bodyLimit,
      schema: {
        summary: "Replace a DM template's name and body",
        tags,
        params: IdParams,
        body: DmTemplateBody,
        response: { 200: DmTemplateEnvelope("The template as replaced"), 400: INVALID, 404: NOT_FOUND, 409: errorResponse(409, NAME_TAKEN) },
      },
    },
    async (request) => toDmTemplateEnvelopeJson(await leads.updateDmTemplate({ userId: principalOf(request).userId, templateId: request.params.id, ...request.body })),
  );

  app.delete(
    "/dm-templates/:id",
    { config: { auth: "any" }, schema: { summary: "Delete a DM template", tags, params: IdParams, response: { 200: Success, 404: NOT_FOUND } } },
    async (request) => {
      await leads.deleteDmTemplate({ userId: principalOf(request).userId, templateId: request.params.id });
      return { success: true as const };
    },
  );
};
