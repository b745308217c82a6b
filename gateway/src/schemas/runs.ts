import { RETEST_SKIP_REASON, RUN_MODE, RUN_SKIP_REASON, RUN_SOURCE, RUN_STATUS } from "@leadstream/contracts/vocabulary";
import { Type, type Static } from "typebox";
import { Id, Nullable, NullableTimestamp, PageLimit, Timestamp } from "../http/schemas.js";

export const RUNS_PAGE_SIZE = 30;
const MAX_RUNS_PAGE_SIZE = 100;

const Count = Type.Integer({ minimum: 0 });

export const Run = Type.Object(
  {
    id: Type.Integer(),
    streamId: Type.Integer(),
    streamName: Type.String(),
    trackedXAccountId: Type.Integer({ description: "The pair's account" }),
    xHandle: Type.String(),
    segmentId: Type.Integer({ description: "The pair's segment" }),
    segmentName: Type.String(),
    source: Type.Enum(RUN_SOURCE.names, { description: "`cron`: a scheduled sync; `manual`: run or re-test by hand" }),
    status: Type.Enum(RUN_STATUS.names, { description: "`queued` -> `running` -> `succeeded` | `failed`; `queued` -> `cancelled` (pair removed or account slept first)" }),
    mode: Type.Enum(RUN_MODE.names, { description: "`sync-then-search`: a run; `search-only`: a re-test" }),
    triggeredAt: Timestamp,
    completedAt: NullableTimestamp,
    newFollowersCount: Count,
    candidatesPassedCount: Count,
    mediumFitCount: Count,
    enrichedCount: Count,
    errorMessage: Nullable(Type.String(), { description: "Why the run failed or was cancelled" }),
    progressLog: Type.Array(Type.Object({ at: Timestamp, message: Type.String() }), { description: "What the run did, oldest first" }),
  },
  { description: "A sync run of one pair (spec 2.6); `completedAt` is null until it ends" },
);
export type Run = Static<typeof Run>;

export const RunList = Type.Object({ runs: Type.Array(Run) }, { description: "Runs, newest first" });

const OPTIONAL_BODY = "The body may be left out, which is the same as `{}`.";

export const RunStreamBody = Type.Object(
  { accountId: Type.Optional(Id("Run only this account's pairs; default every pair")) },
  { additionalProperties: false, description: OPTIONAL_BODY },
);

export const RetestStreamBody = Type.Object(
  {
    accountId: Type.Optional(Id("Re-test the pairs on this account")),
    segmentId: Type.Optional(Id("Re-test the pairs using this segment")),
  },
  { additionalProperties: false, description: `Both: one pair; neither: every pair. ${OPTIONAL_BODY}` },
);

export const RunStreamResult = Type.Object(
  {
    queued: Type.Array(Type.Object({ accountId: Type.Integer(), syncRunId: Type.Integer({ description: "Poll it with GET /streams/{id}/runs/{runId}" }) })),
    skipped: Type.Array(Type.Object({ accountId: Type.Integer(), reason: Type.Enum(RUN_SKIP_REASON.names) })),
  },
  { description: "One run per account queued, and the accounts skipped with why" },
);
export type RunStreamResult = Static<typeof RunStreamResult>;

export const RetestStreamResult = Type.Object(
  {
    queued: Type.Array(Type.Object({ pairId: Type.Integer(), trackedAccountId: Type.Integer(), segmentId: Type.Integer(), runId: Type.Integer({ description: "Poll it with GET /streams/{id}/runs/{runId}" }) })),
    skipped: Type.Array(Type.Object({ pairId: Type.Integer(), trackedAccountId: Type.Integer(), reason: Type.Enum(RETEST_SKIP_REASON.names) })),
  },
  { description: "One re-test per pair queued (each uses one of the account's monthly re-tests), and the pairs skipped with why" },
);
export type RetestStreamResult = Static<typeof RetestStreamResult>;

const Limit = Type.Optional(PageLimit(RUNS_PAGE_SIZE, MAX_RUNS_PAGE_SIZE));

export const StreamRunsQuery = Type.Object({ limit: Limit });

export const RunsQuery = Type.Object({
  limit: Limit,
  streamId: Type.Optional(Id("Only this stream's runs")),
  status: Type.Optional(Type.Enum(RUN_STATUS.names, { description: "Only runs in this status" })),
});

export const RunParams = Type.Object({ id: Id("The stream's id"), runId: Id("The run's id") });
