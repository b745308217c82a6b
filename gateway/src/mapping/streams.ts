import type { MessageInitShape } from "@bufbuild/protobuf";
import type {
  AddedAccount as AddedAccountMessage,
  AddedSegment as AddedSegmentMessage,
  CreateStreamResponse,
  PairInputSchema,
  PairsDiff as PairsDiffMessage,
  Stream as StreamMessage,
  StreamSettingsSchema,
} from "@leadstream/contracts";
import { BILLING_DELTA, CSV_FORMAT, DELIVERY_DESTINATION, SUMMARY_FREQUENCY, EMAIL_MODE, TIER } from "@leadstream/contracts/vocabulary";
import { AppError } from "@leadstream/platform";
import type { CreatedStream, PairInput, PairsDiff, Stream, StreamDetail, UpdateStreamBody } from "../schemas/streams.js";
import { toSegmentDefinition } from "./segments.js";
import { isoTime, isoTimeOrNull, nullIfEmpty, optionalEnum, present } from "./proto.js";

type StreamSettingsInput = Omit<UpdateStreamBody, "pairs">;

const asList = (value: string | string[]): string[] => (typeof value === "string" ? [value] : value);

/**
 * JSON settings -> proto StreamSettings. An absent field stays absent (unchanged on update,
 * default on create); null becomes the proto's "none": "" for strings, UNSPECIFIED for enums, a
 * CsvEmailRecipientsValue without recipients for csvEmailRecipients.
 */
export function toStreamSettings(input: StreamSettingsInput): MessageInitShape<typeof StreamSettingsSchema> {
  const { syncTimes, webhookUrl, emailDigestOverride, csvEmailRecipients: csv } = input;
  return {
    name: input.name,
    syncTimes: syncTimes && { times: syncTimes },
    timezone: input.timezone,
    autoEnrichLinkedin: input.autoEnrichLinkedin,
    autoEnrichEmail: input.autoEnrichEmail,
    emailMode: optionalEnum(EMAIL_MODE, input.emailMode),
    emailDigestOverride: optionalEnum(SUMMARY_FREQUENCY, emailDigestOverride),
    telegramOverride: input.telegramOverride,
    deliveryDestination: optionalEnum(DELIVERY_DESTINATION, input.deliveryDestination),
    webhookUrl: webhookUrl === null ? "" : webhookUrl,
    csvEmailRecipients: csv === undefined ? undefined : { recipients: csv === null ? undefined : { to: asList(csv.to), cc: asList(csv.cc ?? []), format: CSV_FORMAT.value(csv.format) } },
    isActive: input.isActive,
    isArchived: input.isArchived,
  };
}

const invalidPair = (param: string, problem: string) => new AppError("invalid_request", `${param} ${problem}`, { param });

/** JSON pairs -> proto PairInputs, checking what the schema cannot: one account and one segment per pair. */
export function toPairInputs(pairs: PairInput[]): MessageInitShape<typeof PairInputSchema>[] {
  return pairs.map((pair, i) => {
    const param = `pairs[${i}]`;
    if ((pair.accountId === undefined) === (pair.accountHandle === undefined)) throw invalidPair(param, "needs exactly one of accountId and accountHandle");
    if (pair.accountTier !== undefined && pair.accountHandle === undefined) throw invalidPair(`${param}.accountTier`, "goes with accountHandle: it is the tier of a new account");
    if ((pair.segmentId === undefined) === (pair.segment === undefined)) throw invalidPair(param, "needs exactly one of segmentId and segment");
    return {
      accountId: pair.accountId ?? 0,
      accountHandle: pair.accountHandle ?? "",
      accountTier: TIER.value(pair.accountTier ?? null),
      segmentId: pair.segmentId ?? 0,
      segment: pair.segment && toSegmentDefinition(pair.segment),
    };
  });
}

/** A PATCH body -> the UpdateStream fields: the settings it names, and the pairs if it sends them. */
export function toStreamUpdate(body: UpdateStreamBody) {
  const { pairs, ...settings } = body;
  if (pairs === undefined && Object.keys(settings).length === 0) {
    throw new AppError("invalid_request", "Send at least one setting, or pairs, to change.", { param: "body" });
  }
  return { settings: toStreamSettings(settings), replacePairs: pairs !== undefined, pairs: toPairInputs(pairs ?? []) };
}

export function toStreamJson(stream: StreamMessage): Stream {
  const csv = stream.csvEmailRecipients;
  return {
    id: stream.id,
    name: stream.name,
    syncTimes: stream.syncTimes,
    timezone: stream.timezone,
    autoEnrichLinkedin: stream.autoEnrichLinkedin,
    autoEnrichEmail: stream.autoEnrichEmail,
    emailMode: EMAIL_MODE.name(stream.emailMode),
    emailDigestOverride: SUMMARY_FREQUENCY.nameOrNull(stream.emailDigestOverride),
    telegramOverride: stream.telegramOverride,
    deliveryDestination: DELIVERY_DESTINATION.name(stream.deliveryDestination),
    webhookUrl: nullIfEmpty(stream.webhookUrl),
    csvEmailRecipients: csv ? { to: csv.to, cc: csv.cc, format: CSV_FORMAT.name(csv.format) } : null,
    isActive: stream.isActive,
    isArchived: stream.isArchived,
    createdAt: isoTime(present(stream.createdAt, "the stream's creation time")),
    updatedAt: isoTime(present(stream.updatedAt, "the stream's update time")),
    pairs: stream.pairs.map((pair) => ({
      streamPairId: pair.streamPairId,
      trackedAccountId: pair.trackedAccountId,
      xHandle: pair.xHandle,
      profileImageUrl: pair.profileImageUrl,
      tier: TIER.name(pair.tier),
      segmentId: pair.segmentId,
      segmentName: nullIfEmpty(pair.segmentName),
      segmentDescription: pair.segmentDescription,
    })),
  };
}

export const toStreamDetailJson = (stream: StreamMessage): StreamDetail => ({
  ...toStreamJson(stream),
  nextSyncAt: isoTimeOrNull(stream.nextSyncAt),
  lastRunAt: isoTimeOrNull(stream.lastRunAt),
});

const toAddedAccountJson = ({ handle, accountId, accountCreated, billingDelta }: AddedAccountMessage) => ({ handle, accountId, accountCreated, billingDelta: BILLING_DELTA.name(billingDelta) });
const toAddedSegmentJson = ({ segmentId, segmentCreated }: AddedSegmentMessage) => ({ segmentId, segmentCreated });

export const toCreatedStreamJson = (res: CreateStreamResponse): CreatedStream => ({
  id: res.id,
  accounts: res.accounts.map(toAddedAccountJson),
  segments: res.segments.map(toAddedSegmentJson),
});

export const toPairsDiffJson = (diff: PairsDiffMessage): PairsDiff => ({
  addedAccounts: diff.addedAccounts.map(toAddedAccountJson),
  addedSegments: diff.addedSegments.map(toAddedSegmentJson),
  removedPairIds: diff.removedPairIds,
});
