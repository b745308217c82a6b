import { CSV_FORMAT, DELIVERY_DESTINATION, SUMMARY_FREQUENCY, EMAIL_MODE, HANDLE_PATTERN, TIER } from "@leadstream/contracts/vocabulary";
import { Type, type Static } from "typebox";
import { Id, Nullable, NullableTimestamp, Timestamp } from "../http/schemas.js";
import { SegmentInput } from "./segments.js";

export const Tier = (description?: string) => Type.Enum(TIER.names, { description });
const EmailMode = Type.Enum(EMAIL_MODE.names);
const SummaryFrequency = Type.Enum(SUMMARY_FREQUENCY.names);
const DeliveryDestination = Type.Enum(DELIVERY_DESTINATION.names);
const CsvFormat = Type.Enum(CSV_FORMAT.names, { description: "`csv` (RFC 4180, UTF-8) or `xlsx`" });
const Email = Type.String({ format: "email", maxLength: 254 });
const Emails = (minItems: number) => Type.Union([Email, Type.Array(Email, { minItems, maxItems: 20 })], { description: "One address or a list" });

const SyncTime = Type.String({ pattern: "^([01][0-9]|2[0-3]):(00|15|30|45)$", description: "`HH:MM` on a 15-minute boundary", examples: ["09:00"] });

/** The settings a stream is created or updated with (spec 2.1 inputs). */
const settings = {
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "Default: derived from the pairs (segment plus handle, or plus account count)" })),
  syncTimes: Type.Optional(Type.Array(SyncTime, { minItems: 1, maxItems: 4, uniqueItems: true, description: "1 to 4 distinct slots. Default: one slot chosen from the stream id" })),
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "IANA zone of `syncTimes`. Default: yours, else UTC", examples: ["Europe/Berlin"] })),
  autoEnrichLinkedin: Type.Optional(Type.Boolean()),
  autoEnrichEmail: Type.Optional(Type.Boolean()),
  emailMode: Type.Optional(EmailMode),
  emailDigestOverride: Type.Optional(Nullable(SummaryFrequency)),
  telegramOverride: Type.Optional(Type.Boolean()),
  deliveryDestination: Type.Optional(DeliveryDestination),
  webhookUrl: Type.Optional(Nullable(Type.String({ format: "uri", maxLength: 2048, description: "https and a public address; used with `leads_plus_webhook`" }))),
  csvEmailRecipients: Type.Optional(
    Nullable(Type.Object({ to: Emails(1), cc: Type.Optional(Emails(0)), format: CsvFormat }, { additionalProperties: false, description: "A CSV of the new leads is e-mailed after every run; null stops it" })),
  ),
};

export const PairInput = Type.Object(
  {
    accountId: Type.Optional(Id("One of your tracked accounts")),
    accountHandle: Type.Optional(Type.String({ pattern: HANDLE_PATTERN, description: "An X handle, with or without @; tracked from now on if it is new" })),
    accountTier: Type.Optional(Tier("With accountHandle: the tier of a new account (default starter)")),
    segmentId: Type.Optional(Id("One of your segments")),
    segment: Type.Optional(SegmentInput),
  },
  { additionalProperties: false, description: "An account (`accountId` or `accountHandle`) and a segment (`segmentId` or an inline `segment`)" },
);
export type PairInput = Static<typeof PairInput>;

const Pairs = (description: string) => Type.Array(PairInput, { minItems: 1, maxItems: 50, description });

export const CreateStreamBody = Type.Object(
  { ...settings, pairs: Pairs("1 to 50 pairs, all with one segment") },
  { additionalProperties: false },
);
export type CreateStreamBody = Static<typeof CreateStreamBody>;

export const UpdateStreamBody = Type.Object(
  {
    ...settings,
    isActive: Type.Optional(Type.Boolean({ description: "false pauses the schedule" })),
    isArchived: Type.Optional(Type.Boolean({ description: "false un-archives" })),
    pairs: Type.Optional(Pairs("Replaces every pair: new ones are added, absent ones removed")),
  },
  { additionalProperties: false, description: "Any settings, at least one" },
);
export type UpdateStreamBody = Static<typeof UpdateStreamBody>;

export const ListStreamsQuery = Type.Object({
  includeInactive: Type.Optional(Type.Boolean({ default: false, description: "Include paused streams" })),
  includeArchived: Type.Optional(Type.Boolean({ default: false })),
});

const Pair = Type.Object({
  streamPairId: Type.Integer(),
  trackedAccountId: Type.Integer(),
  xHandle: Type.String(),
  profileImageUrl: Type.String(),
  tier: Tier(),
  segmentId: Type.Integer(),
  segmentName: Nullable(Type.String()),
  segmentDescription: Type.String(),
});

const streamFields = {
  id: Type.Integer(),
  name: Type.String(),
  syncTimes: Type.Array(Type.String(), { description: "Sorted `HH:MM` slots" }),
  timezone: Type.String(),
  autoEnrichLinkedin: Type.Boolean(),
  autoEnrichEmail: Type.Boolean(),
  emailMode: EmailMode,
  emailDigestOverride: Nullable(SummaryFrequency),
  telegramOverride: Type.Boolean(),
  deliveryDestination: DeliveryDestination,
  webhookUrl: Nullable(Type.String()),
  csvEmailRecipients: Nullable(Type.Object({ to: Type.Array(Type.String()), cc: Type.Array(Type.String()), format: CsvFormat })),
  isActive: Type.Boolean(),
  isArchived: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  pairs: Type.Array(Pair),
};

export const Stream = Type.Object(streamFields, { description: "A stream (spec 2.1) with its pairs (2.2)" });
export type Stream = Static<typeof Stream>;

const detailFields = {
  ...streamFields,
  nextSyncAt: Nullable(Timestamp, { description: "Null while paused or archived, or without pairs" }),
  lastRunAt: NullableTimestamp,
};

export const StreamDetail = Type.Object(detailFields, { description: "The stream with its schedule" });
export type StreamDetail = Static<typeof StreamDetail>;

const AddedAccount = Type.Object({
  handle: Type.String(),
  accountId: Type.Integer(),
  accountCreated: Type.Boolean(),
  billingDelta: Type.String({ description: "`stripe_quantity_incremented` (a new account raised the subscription quantity) or `none`" }),
});
const AddedSegment = Type.Object({ segmentId: Type.Integer(), segmentCreated: Type.Boolean() });

export const CreatedStream = Type.Object(
  { id: Type.Integer(), accounts: Type.Array(AddedAccount), segments: Type.Array(AddedSegment) },
  { description: "Created: the accounts and segment it uses, and which of them are new" },
);
export type CreatedStream = Static<typeof CreatedStream>;

const PairsDiff = Type.Object({ addedAccounts: Type.Array(AddedAccount), addedSegments: Type.Array(AddedSegment), removedPairIds: Type.Array(Type.Integer()) });
export type PairsDiff = Static<typeof PairsDiff>;

export const UpdatedStream = Type.Object(
  { ...detailFields, pairsDiff: Type.Optional(PairsDiff) },
  { description: "The updated stream; `pairsDiff` when `pairs` was sent" },
);
