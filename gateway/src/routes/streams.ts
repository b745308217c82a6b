import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { principalOf } from "../auth/principal.js";
import { errorResponse, IdParams } from "../http/schemas.js";
import { present } from "../mapping/proto.js";
import { serveCached } from "../read-cache/serve.js";
import { toCreatedStreamJson, toPairInputs, toPairsDiffJson, toStreamDetailJson, toStreamJson, toStreamSettings, toStreamUpdate } from "../mapping/streams.js";
import { CreatedStream, CreateStreamBody, ListStreamsQuery, Stream, StreamDetail, UpdatedStream, UpdateStreamBody } from "../schemas/streams.js";
import type { RouteDeps } from "./deps.js";

const tags = ["streams"];
const NOT_FOUND = errorResponse(404, "`not_found`: no such stream of yours");
/** What a pairs write can fail with, by status (spec 7). */
const PAIR_ERRORS = {
  400: errorResponse(400, "Invalid request (`param` names the field), `stream_multi_segment`, `stream_cap_exceeded`, `orphan_label` (with `orphans`); on POST also `invalid_idempotency_key`"),
  403: errorResponse(403, "`free_account_limit`, `subscription_required`, or a cookie request without a matching Origin"),
  404: errorResponse(404, "`handle_not_found`, or an `accountId`/`segmentId`/stream that is not yours (`not_found`)"),
  409: errorResponse(409, "`free_account_ip_duplicate`; on POST also `idempotency_conflict` (a request with this Idempotency-Key is still running)"),
  422: errorResponse(422, "`handle_protected`; on POST also `idempotency_key_reused` (this Idempotency-Key was used for a different request)"),
  502: errorResponse(502),
  503: errorResponse(503, "`handle_lookup_failed` (X is down), or a service is unavailable"),
};

export const streamRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { streams, config, readCache }) => {
  // Up to 50 pairs, each of which may carry an inline segment.
  const bodyLimit = config.BODY_LIMIT_BYTES;
  app.get(
    "/streams",
    {
      config: { auth: "any" },
      schema: { summary: "Your streams, with their pairs", tags, querystring: ListStreamsQuery, response: { 200: Type.Object({ streams: Type.Array(Stream) }, { description: "Active streams, plus paused and archived ones if asked" }) } },
    },
    (request, reply) =>
      serveCached(readCache, request, reply, async () => {
        const { includeInactive = false, includeArchived = false } = request.query;
        const res = await streams.listStreams({ userId: principalOf(request).userId, includeInactive, includeArchived });
        return { payload: { streams: res.streams.map(toStreamJson) } };
      }),
  );

  app.post(
    "/streams",
    {
      config: { auth: "any", idempotent: true },
      bodyLimit,
      schema: {
        summary: "Create a stream: resolves new handles (raising the subscription quantity), creates inline segments",
        tags,
        body: CreateStreamBody,
        response: { 201: CreatedStream, ...PAIR_ERRORS },
      },
    },
    async (request, reply) => {
      const { pairs, ...settings } = request.body;
      const res = await streams.createStream({ userId: principalOf(request).userId, settings: toStreamSettings(settings), pairs: toPairInputs(pairs) });
      return reply.code(201).send(toCreatedStreamJson(res));
    },
  );

  app.get(
    "/streams/:id",
    { config: { auth: "any" }, schema: { summary: "One stream with its pairs and schedule", tags, params: IdParams, response: { 200: StreamDetail, 404: NOT_FOUND } } },
    async (request) => {
      const res = await streams.getStream({ userId: principalOf(request).userId, streamId: request.params.id });
      return toStreamDetailJson(present(res.stream, "the stream"));
    },
  );

  app.patch(
    "/streams/:id",
    {
      config: { auth: "any" },
      bodyLimit,
      schema: {
        summary: "Update settings, pause, archive or un-archive, and/or replace the pairs",
        tags,
        params: IdParams,
        body: UpdateStreamBody,
        response: { 200: UpdatedStream, ...PAIR_ERRORS },
      },
    },
    async (request) => {
      const res = await streams.updateStream({ userId: principalOf(request).userId, streamId: request.params.id, ...toStreamUpdate(request.body) });
      const stream = toStreamDetailJson(present(res.stream, "the stream"));
      return res.pairsDiff ? { ...stream, pairsDiff: toPairsDiffJson(res.pairsDiff) } : stream;
    },
  );

  app.delete(
    "/streams/:id",
    { config: { auth: "any" }, schema: { summary: "Archive a stream (it is kept; PATCH isArchived false restores it)", tags, params: IdParams, response: { 200: StreamDetail, 404: NOT_FOUND } } },
    async (request) => {
      const res = await streams.archiveStream({ userId: principalOf(request).userId, streamId: request.params.id });
      return toStreamDetailJson(present(res.stream, "the stream"));
    },
  );
};
