import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { RUN_STATUS } from "@leadstream/contracts/vocabulary";
import { principalOf } from "../auth/principal.js";
import { absentBodyAsEmpty } from "../http/optional-body.js";
import { errorResponse, IdParams } from "../http/schemas.js";
import { present } from "../mapping/proto.js";
import { serveCached } from "../read-cache/serve.js";
import { toRetestStreamJson, toRunDetailJson, toRunJson, toRunStreamJson } from "../mapping/runs.js";
import { RetestStreamBody, RetestStreamResult, RunDetail, RunList, RunParams, RunsQuery, RUNS_PAGE_SIZE, RunStreamBody, RunStreamResult, StreamRunsQuery } from "../schemas/runs.js";
import type { RouteDeps } from "./deps.js";

const tags = ["runs"];
const STREAM_NOT_FOUND = errorResponse(404, "`not_found`: no such stream of yours");
const START_ERRORS = {
  400: errorResponse(400, "Invalid request (`param` names the field), `stream_archived`, `invalid_idempotency_key`"),
  404: errorResponse(404, "`not_found`: no such stream of yours, or no pair of it matches `accountId`/`segmentId`"),
};

export const runRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { streams, readCache }) => {
  app.post(
    "/streams/:id/run",
    {
      config: { auth: "any", idempotent: true },
      preValidation: absentBodyAsEmpty,
      schema: {
        summary: "Start a sync of the stream's pairs now (all, or one account's), one run per account",
        tags,
        params: IdParams,
        body: RunStreamBody,
        response: {
          200: RunStreamResult,
          ...START_ERRORS,
          403: errorResponse(403, "`daily_sync_limit`: nothing was queued and every account is at its daily sync cap (or a cookie request without a matching Origin)"),
        },
      },
    },
    async (request) => {
      const res = await streams.runStream({ userId: principalOf(request).userId, streamId: request.params.id, accountId: request.body.accountId ?? 0 });
      return toRunStreamJson(res);
    },
  );

  app.post(
    "/streams/:id/re-test",
    {
      config: { auth: "any", idempotent: true },
      preValidation: absentBodyAsEmpty,
      schema: {
        summary: "Re-classify the cached followers of the stream's pairs (no new followers are fetched)",
        tags,
        params: IdParams,
        body: RetestStreamBody,
        response: {
          200: RetestStreamResult,
          ...START_ERRORS,
          403: errorResponse(403, "Nothing was queued and every pair was skipped for one budget: `free_retest_limit` (free user), `retest_limit` (starter/growth budget used up), `retest_limit_pro` (pro budget used up); or a cookie request without a matching Origin"),
        },
      },
    },
    async (request) => {
      const { accountId = 0, segmentId = 0 } = request.body;
      return toRetestStreamJson(await streams.retestStream({ userId: principalOf(request).userId, streamId: request.params.id, accountId, segmentId }));
    },
  );

  app.get(
    "/streams/:id/runs",
    {
      config: { auth: "any" },
      schema: {
        summary: "The stream's run history: runs of its current pairs, newest first",
        tags,
        params: IdParams,
        querystring: StreamRunsQuery,
        response: { 200: RunList, 404: STREAM_NOT_FOUND },
      },
    },
    async (request) => {
      const res = await streams.listStreamRuns({ userId: principalOf(request).userId, streamId: request.params.id, limit: request.query.limit ?? RUNS_PAGE_SIZE });
      return { runs: res.runs.map(toRunJson) };
    },
  );

  app.get(
    "/streams/:id/runs/:runId",
    {
      config: { auth: "any" },
      schema: {
        summary: "One run with its status, counts, progress log and what the bot filter dropped (with an audit sample)",
        tags,
        params: RunParams,
        response: { 200: RunDetail, 404: errorResponse(404, "`not_found`: no such stream of yours, or no such run of it") },
      },
    },
    async (request) => {
      const res = await streams.getRun({ userId: principalOf(request).userId, streamId: request.params.id, runId: request.params.runId });
      return toRunDetailJson(present(res.run, "the run"));
    },
  );

  app.get(
    "/runs",
    { config: { auth: "any" }, schema: { summary: "Your runs across every stream, newest first", tags, querystring: RunsQuery, response: { 200: RunList } } },
    (request, reply) =>
      serveCached(readCache, request, reply, async () => {
        const { limit = RUNS_PAGE_SIZE, streamId = 0, status = null } = request.query;
        const res = await streams.listRuns({ userId: principalOf(request).userId, limit, streamId, status: RUN_STATUS.value(status) });
        return { payload: { runs: res.runs.map(toRunJson) } };
      }),
  );
};
