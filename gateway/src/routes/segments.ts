import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { principalOf } from "../auth/principal.js";
import { errorResponse } from "../http/schemas.js";
import { present } from "../mapping/proto.js";
import { toLabelCatalogJson, toSegmentDefinition, toSegmentJson } from "../mapping/segments.js";
import { LabelCatalog, Segment, SegmentInput } from "../schemas/segments.js";
import type { RouteDeps } from "./deps.js";

const tags = ["segments"];

export const segmentRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { classification }) => {
  app.get(
    "/segments",
    {
      config: { auth: "any" },
      schema: {
        summary: "The segments you authored",
        tags,
        querystring: Type.Object({ excludeArchived: Type.Optional(Type.Boolean({ default: true, description: "false: include archived segments" })) }),
        response: { 200: Type.Object({ segments: Type.Array(Segment) }, { description: "Your segments" }) },
      },
    },
    async (request) => {
      const res = await classification.listSegments({ userId: principalOf(request).userId, excludeArchived: request.query.excludeArchived ?? true });
      return { segments: res.segments.map(toSegmentJson) };
    },
  );

  app.post(
    "/segments",
    {
      config: { auth: "any", idempotent: true },
      // A 2 000-character description and 200 labels of 100 characters, with room for escapes.
      bodyLimit: 64 * 1024,
      schema: {
        summary: "Create a reusable segment (segments are not edited in place: create a new one and repoint the streams' pairs)",
        tags,
        body: SegmentInput,
        response: { 201: Segment, 400: errorResponse(400, "Invalid request (`param` names the field), `orphan_label` (with `orphans`: the labels without a canonical match), `invalid_idempotency_key`") },
      },
    },
    async (request, reply) => {
      const res = await classification.createSegment({ userId: principalOf(request).userId, definition: toSegmentDefinition(request.body) });
      return reply.code(201).send(toSegmentJson(present(res.segment, "the segment")));
    },
  );

  app.get(
    "/segments/labels",
    { config: { auth: "any" }, schema: { summary: "The canonical labels of each appliedSearchFilters category", tags, response: { 200: LabelCatalog } } },
    async () => toLabelCatalogJson(await classification.listLabels({})),
  );
};
