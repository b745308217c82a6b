import { BOT_KIND, MATCH_CONFIDENCE, RETEST_SKIP_REASON, RUN_MODE, RUN_SKIP_REASON, RUN_SOURCE, RUN_STATUS } from "@leadstream/contracts/vocabulary";
import { Type, type Static, type TInteger, type TOptional } from "typebox";
import { Id, Nullable, NullableTimestamp, PageLimit, Timestamp } from "../http/schemas.js";

export const RUNS_PAGE_SIZE = 30;
const MAX_RUNS_PAGE_SIZE = 100;

const Count = Type.Integer({ minimum: 0 });

type BotKindName = (typeof BOT_KIND.names)[number];

/** What the streams service keeps of a run's bot filter sample (see services/streams/src/domain/bot-filter.ts). */
export const MAX_BOT_SAMPLE = 30;
const MAX_SAMPLE_REASONS = 5;

const BOT_KINDS_DOC =
  "`self_declared` (says it is a bot or a feed), `follow_farm` (follows en masse for follow-backs), `scam` (crypto giveaways and signals, fake recruiters, adult spam, ...), " +
  "`engagement_bait` (\"follow back\", F4F), `keyword_stuffing` (buzzwords or hashtags, no sentence), `high_velocity` (posts at a machine's pace), " +
  "`silent_follower` (follows thousands, no followers, no posts), `suspicious_profile` (many weak signs together), `marked_by_you` (you marked the profile as a bot)";

const DroppedByKind = Type.Object(
  Object.fromEntries(BOT_KIND.names.map((kind) => [kind, Type.Optional(Count)])) as Record<BotKindName, TOptional<TInteger>>,
  { additionalProperties: false, description: `Dropped profiles by bot kind; a kind that dropped nothing is left out. Kinds: ${BOT_KINDS_DOC}`, examples: [{ follow_farm: 5, scam: 4, engagement_bait: 3 }] },
);

const botFilterCounts = {
  droppedCount: Type.Integer({ minimum: 0, description: "Profiles the bot filter dropped in this run (never leads)" }),
  droppedByKind: DroppedByKind,
};

const BotAuditEntry = Type.Object(
  {
    xUserId: Type.String({ description: "The profile's X user id" }),
    handle: Type.String({ description: "The profile's X handle, without @" }),
    botScore: Type.Number({ minimum: 0, maximum: 1, description: "How bot-like the profile looks, 0 (a person) to 1 (surely a bot): the classifier's bot score" }),
    botKind: Nullable(Type.Enum(BOT_KIND.names), { description: "Why it was dropped; null for a lead" }),
    confidence: Nullable(Type.Enum(MATCH_CONFIDENCE.names), { description: "The lead's match confidence; null for a dropped profile" }),
    reasons: Type.Array(Type.String(), { maxItems: MAX_SAMPLE_REASONS, description: `The classifier's first reasons (at most ${MAX_SAMPLE_REASONS}, each cut at 300 characters)` }),
  },
  { description: "A profile of the audit sample: dropped (`botKind` set) or a lead (`confidence` set)" },
);

const BOT_FILTER_NULL = "null until the run ends, and for a run that ended before classifying anything (or ran before bot filter reports existed)";

/** The run lists' bot filter: counts only. */
const BotFilterSummary = Type.Object(botFilterCounts, { description: `What the bot filter did in this run (the sample is on GET /streams/{id}/runs/{runId}); ${BOT_FILTER_NULL}` });

const BotFilterReport = Type.Object(
  {
    ...botFilterCounts,
    sample: Type.Array(BotAuditEntry, {
      maxItems: MAX_BOT_SAMPLE,
      description:
        "For audit: up to 20 dropped profiles, spread over the kinds (the most frequent kind first, taking turns; within a kind the lowest bot scores first, nearest the line), " +
        "then up to 10 of the profiles the run classified as leads, the most bot-like first",
    }),
  },
  { description: `What the bot filter did in this run, with a bounded sample to audit it; ${BOT_FILTER_NULL}. A failed run keeps what it classified before failing.` },
);

const runProperties = {
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
};

export const Run = Type.Object(
  { ...runProperties, botFilter: Nullable(BotFilterSummary) },
  { description: "A sync run of one pair (spec 2.6); `completedAt` is null until it ends" },
);
export type Run = Static<typeof Run>;

export const RunDetail = Type.Object(
  { ...runProperties, botFilter: Nullable(BotFilterReport) },
  { description: "A sync run of one pair (spec 2.6) with its bot filter's audit sample; `completedAt` is null until it ends" },
);
export type RunDetail = Static<typeof RunDetail>;

export const RunList = Type.Object({ runs: Type.Array(Run) }, { description: "Runs, newest first; each run's `botFilter` carries counts only" });

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
