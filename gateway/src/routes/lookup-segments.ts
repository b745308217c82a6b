import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { principalOf } from "../auth/principal.js";
import { errorResponse } from "../http/schemas.js";
import { present } from "../mapping/proto.js";
import { toSegmentJson } from "../mapping/segments.js";
import { Segment, SegmentInput } from "../schemas/segments.js";
import type { RouteDeps } from "./deps.js";

const SegmentFromDescriptionInput = Type.Object(
  {
    description: Type.String({ ...SegmentInput.properties.description, description: "The leads you want, in a sentence: roles, skills, industries, gender, follower counts, what to leave out" }),
    name: SegmentInput.properties.name,
  },
  { additionalProperties: false, examples: [{ description: "women who run fintech startups, 1k to 10k followers" }] },
);

/** Segments from a sentence, for the browser extension (spec 4.6). */
export const lookupSegmentRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { classification }) => {
  app.post(
    "/lookups/segments/from-description",
    {
      config: { auth: "any", idempotent: true },
      // A 2 000-character description and a 100-character name, with room for escapes.
      bodyLimit: 16 * 1024,
      schema: {
        summary: "Create a segment from a sentence: labels from the canonical taxonomy, gender and follower tiers when it asks for them, the sentence kept as the description",
        tags: ["segments"],
        body: SegmentFromDescriptionInput,
        response: { 201: Segment, 400: errorResponse(400, "Invalid request (`param` names the field), `invalid_idempotency_key`") },
      },
    },
    async (request, reply) => {
      const { description, name = "" } = request.body;
      const res = await classification.createSegmentFromDescription({ userId: principalOf(request).userId, description, name });
      return reply.code(201).send(toSegmentJson(present(res.segment, "the segment")));
    },
  );
};
