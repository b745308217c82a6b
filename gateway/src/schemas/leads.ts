import { BAD_REASON, FEEDBACK_STATUS, LEAD_SOURCE_TYPE, LIFECYCLE, MATCH_CONFIDENCE } from "@leadstream/contracts/vocabulary";
import { Type, type Static } from "typebox";
import { Enrichment } from "./enrichment.js";
import { Id, MAX_ID, Nullable, NullableTimestamp, PageLimit, Timestamp } from "../http/schemas.js";

export const LEADS_PAGE_SIZE = 100;
const MAX_LEADS_PAGE_SIZE = 500;

const MatchConfidence = Type.Enum(MATCH_CONFIDENCE.names);
const SourceType = Type.Enum(LEAD_SOURCE_TYPE.names, { description: "`new_follower`: followed the tracked account; `liker`: liked one of its latest posts" });

const Profile = Type.Object(
  {
    xUserId: Type.String(),
    handle: Type.String(),
    displayName: Type.String(),
    profileImageUrl: Type.String(),
    followerCount: Type.Integer({ minimum: 0 }),
    bio: Type.String(),
  },
  { description: "The lead's X profile when it was discovered" },
);

export const StreamLead = Type.Object(
  {
    id: Type.Integer(),
    streamId: Type.Integer(),
    trackedXAccountId: Type.Integer({ description: "The tracked account it was found through" }),
    segmentId: Type.Integer(),
    matchConfidence: MatchConfidence,
    sourceType: SourceType,
    discoveredAt: Timestamp,
    exportedAt: NullableTimestamp,
    profile: Profile,
    matchReasons: Type.Array(Type.String(), { description: "Why the classifier matched it (additive)" }),
    enrichment: Enrichment,
  },
  { description: "A lead, per-stream form (spec 2.5); `exportedAt` null means new" },
);
export type StreamLead = Static<typeof StreamLead>;

export const CrossStreamLead = Type.Object(
  {
    id: Type.Integer(),
    trackedAccount: Type.Object({ id: Type.Integer(), xHandle: Type.String() }),
    profile: Profile,
    matchConfidence: MatchConfidence,
    sourceType: SourceType,
    discoveredAt: Timestamp,
    streamId: Type.Integer(),
    exportedAt: NullableTimestamp,
    enrichment: Enrichment,
  },
  { description: "A lead, cross-stream form (spec 2.5)" },
);
export type CrossStreamLead = Static<typeof CrossStreamLead>;

const Lifecycle = (description: string) => Type.Optional(Type.Enum(LIFECYCLE.names, { description }));

/** The filters both lead lists take. */
const filters = {
  matchConfidence: Type.Optional(MatchConfidence),
  accountId: Type.Optional(Id("Only leads found through this tracked account")),
  segmentId: Type.Optional(Id("Only leads of this segment")),
  since: Type.Optional(Type.String({ format: "date-time", description: "Only leads discovered after this time (RFC 3339)", examples: ["2026-01-31T00:00:00Z"] })),
  limit: Type.Optional(PageLimit(LEADS_PAGE_SIZE, MAX_LEADS_PAGE_SIZE)),
};

export const StreamLeadsQuery = Type.Object({
  ...filters,
  lifecycle: Lifecycle("`new` (not exported; the default) or `exported`"),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID, default: 0, description: "Leads to skip" })),
  summary: Type.Optional(Type.Boolean({ default: false, description: "true: only the high- and medium-fit counts of the filtered leads" })),
});
export type StreamLeadsQuery = Static<typeof StreamLeadsQuery>;

export const LeadsQuery = Type.Object({
  ...filters,
  lifecycle: Lifecycle("`new` (not exported) or `exported`; default both"),
  streamId: Type.Optional(Id("Only this stream's leads")),
  groupBy: Type.Optional(Type.Enum(["stream"], { description: "`stream`: the page's leads grouped by stream" })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "`nextCursor` of the previous page; absent for the first" })),
});
export type LeadsQuery = Static<typeof LeadsQuery>;

export const StreamLeadsPage = Type.Object(
  { leads: Type.Array(StreamLead), total: Type.Integer({ minimum: 0, description: "Leads matching the filters, on every page" }), hasMore: Type.Boolean() },
  { description: "A page of the stream's leads, newest first" },
);
export type StreamLeadsPage = Static<typeof StreamLeadsPage>;

export const LeadsSummary = Type.Object(
  { highFitCount: Type.Integer({ minimum: 0 }), mediumFitCount: Type.Integer({ minimum: 0 }) },
  { description: "With `summary=true`: counts of the filtered leads" },
);

const pageEnd = {
  hasMore: Type.Boolean(),
  nextCursor: Nullable(Type.String(), { description: "Pass as `cursor` for the next page; null on the last" }),
};

export const LeadsPage = Type.Object({ data: Type.Array(CrossStreamLead), ...pageEnd }, { description: "A page of your leads, newest first (`discoveredAt` desc, `id` desc)" });
export type LeadsPage = Static<typeof LeadsPage>;

export const GroupedLeadsPage = Type.Object(
  { groups: Type.Array(Type.Object({ streamId: Type.Integer(), streamName: Type.String(), leads: Type.Array(CrossStreamLead) })), ...pageEnd },
  { description: "With `groupBy=stream`: the page's leads by stream, streams in order of their first lead on the page" },
);
export type GroupedLeadsPage = Static<typeof GroupedLeadsPage>;

export const ExportedLead = Type.Object({ lead: StreamLead }, { description: "The lead, `exportedAt` set (exporting again keeps the first time)" });

export const FeedbackBody = Type.Object(
  {
    feedback: Type.Enum(FEEDBACK_STATUS.names),
    segmentId: Type.Optional(Id("The segment the verdict is for; default the lead's own")),
    badReason: Type.Optional(Type.Enum(BAD_REASON.names, { description: "With `bad` only" })),
    badReasonFreeform: Type.Optional(Type.String({ maxLength: 500, description: "With `bad` only" })),
  },
  { additionalProperties: false },
);
export type FeedbackBody = Static<typeof FeedbackBody>;

export const FeedbackRecorded = Type.Object({ ok: Type.Literal(true) }, { description: "Recorded (it replaces an earlier verdict on the lead for that segment)" });
