import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ConnectRouter, ServiceImpl } from "@connectrpc/connect";
import {
  StreamsService,
  type CsvEmailRecipients as ProtoCsvEmailRecipients,
  type PairInput as ProtoPairInput,
  type SegmentDefinition as ProtoSegmentDefinition,
  type StreamSettings as ProtoStreamSettings,
} from "@leadstream/contracts";
import {
  BILLING_DELTA,
  BOT_KIND,
  CSV_FORMAT,
  DELIVERY_DESTINATION,
  SUMMARY_FREQUENCY,
  EMAIL_MODE,
  FOLLOWER_COUNT_TIER,
  GENDER,
  MATCH_CONFIDENCE,
  RETEST_SKIP_REASON,
  RUN_MODE,
  RUN_SKIP_REASON,
  RUN_SOURCE,
  RUN_STATUS,
  TIER,
  type Vocabulary,
} from "@leadstream/contracts/vocabulary";
import type { EnsuredAccount } from "../app/ports.js";
import type { StreamDetail, StreamView } from "../app/steps/describe-streams.js";
import type { StreamsApp } from "../app/streams-app.js";
import type { BotFilterReport } from "../domain/bot-filter.js";
import type { PairInput, SegmentDefinition } from "../domain/pairs.js";
import type { Run } from "../domain/run.js";
import type { SettingsInput } from "../domain/settings.js";

// Proto <-> app only. Proto3 zero values mean "absent" (ids 0, empty strings, UNSPECIFIED); the
// `optional` settings fields are absent when unset. AppErrors reach the caller through the
// platform's interceptor.

/** An optional enum field as the app's word: absent stays absent, UNSPECIFIED becomes "" (as an unset proto3 string did). */
const wordOf = <V extends number>(vocabulary: Vocabulary<V, string>, value: V | undefined) => (value === undefined ? undefined : (vocabulary.nameOrNull(value) ?? ""));

/** An absent `recipients` means null. */
const csvRecipientsFromProto = (r: ProtoCsvEmailRecipients | undefined) => (r ? { to: r.to, cc: r.cc, format: CSV_FORMAT.nameOrNull(r.format) ?? "" } : null);

const settingsFromProto = (s: ProtoStreamSettings | undefined): SettingsInput => ({
  name: s?.name,
  syncTimes: s?.syncTimes?.times,
  timezone: s?.timezone,
  autoEnrichLinkedin: s?.autoEnrichLinkedin,
  autoEnrichEmail: s?.autoEnrichEmail,
  emailMode: wordOf(EMAIL_MODE, s?.emailMode),
  // For these two and csvEmailRecipients, "set to nothing" means null.
  emailDigestOverride: s?.emailDigestOverride === undefined ? undefined : SUMMARY_FREQUENCY.nameOrNull(s.emailDigestOverride),
  telegramOverride: s?.telegramOverride,
  deliveryDestination: wordOf(DELIVERY_DESTINATION, s?.deliveryDestination),
  webhookUrl: s?.webhookUrl === undefined ? undefined : s.webhookUrl || null,
  csvEmailRecipients: s?.csvEmailRecipients === undefined ? undefined : csvRecipientsFromProto(s.csvEmailRecipients.recipients),
  isActive: s?.isActive,
  isArchived: s?.isArchived,
});

const segmentFromProto = (d: ProtoSegmentDefinition): SegmentDefinition => ({
  description: d.description,
  name: d.name,
  genderValues: d.genderValues.map(GENDER.name),
  appliedSearchFilters: Object.fromEntries(Object.entries(d.appliedSearchFilters).map(([category, list]) => [category, list.labels])),
  followerCountTiers: d.followerCountTiers.map(FOLLOWER_COUNT_TIER.name),
});

const pairFromProto = (p: ProtoPairInput): PairInput => ({
  accountId: p.accountId || undefined,
  accountHandle: p.accountHandle || undefined,
  accountTier: TIER.nameOrNull(p.accountTier) ?? undefined,
  segmentId: p.segmentId || undefined,
  segment: p.segment && segmentFromProto(p.segment),
});

const toProtoStream = (s: StreamView | StreamDetail) => ({
  id: s.id,
  name: s.name,
  syncTimes: s.syncTimes,
  timezone: s.timezone,
  autoEnrichLinkedin: s.autoEnrichLinkedin,
  autoEnrichEmail: s.autoEnrichEmail,
  emailMode: EMAIL_MODE.value(s.emailMode),
  emailDigestOverride: SUMMARY_FREQUENCY.value(s.emailDigestOverride),
  telegramOverride: s.telegramOverride,
  deliveryDestination: DELIVERY_DESTINATION.value(s.deliveryDestination),
  webhookUrl: s.webhookUrl ?? "",
  csvEmailRecipients: s.csvEmailRecipients ? { ...s.csvEmailRecipients, format: CSV_FORMAT.value(s.csvEmailRecipients.format) } : undefined,
  isActive: s.isActive,
  isArchived: s.isArchived,
  createdAt: timestampFromDate(s.createdAt),
  updatedAt: timestampFromDate(s.updatedAt),
  pairs: s.pairs.map((p) => ({ ...p, tier: TIER.value(p.tier), segmentName: p.segmentName ?? "" })),
  nextSyncAt: "nextSyncAt" in s && s.nextSyncAt ? timestampFromDate(s.nextSyncAt) : undefined,
  lastRunAt: "lastRunAt" in s && s.lastRunAt ? timestampFromDate(s.lastRunAt) : undefined,
});

/** Absent when the run has no report (not ended, or ended before classifying). The lists leave the sample out. */
const toProtoBotFilter = (report: BotFilterReport | null, withSample: boolean) =>
  report && {
    droppedCount: report.droppedCount,
    droppedByKind: report.droppedByKind,
    sample: withSample
      ? report.sample.map((e) => ({
          xUserId: e.xUserId,
          handle: e.handle,
          botScore: e.botScore,
          botKind: BOT_KIND.value(e.botKind),
          confidence: MATCH_CONFIDENCE.value(e.confidence),
          reasons: e.reasons,
        }))
      : [],
  };

/** A run; `withSample` false (the lists) keeps its bot filter report to the counts. */
const toProtoRun = (r: Run, withSample = false) => ({
  id: r.id,
  streamId: r.streamId,
  streamName: r.streamName,
  trackedXAccountId: r.accountId,
  xHandle: r.xHandle,
  segmentId: r.segmentId,
  segmentName: r.segmentName ?? "",
  source: RUN_SOURCE.value(r.source),
  status: RUN_STATUS.value(r.status),
  mode: RUN_MODE.value(r.mode),
  triggeredAt: timestampFromDate(r.triggeredAt),
  completedAt: r.completedAt ? timestampFromDate(r.completedAt) : undefined,
  newFollowersCount: r.newFollowersCount,
  candidatesPassedCount: r.candidatesPassedCount,
  mediumFitCount: r.mediumFitCount,
  enrichedCount: r.enrichedCount,
  errorMessage: r.errorMessage ?? "",
  progressLog: r.progressLog.map((e) => ({ at: timestampFromDate(e.at), message: e.message })),
  streamPairId: r.streamPairId,
  botFilter: toProtoBotFilter(r.botFilter, withSample) ?? undefined,
});

const toProtoAddedAccount = ({ account, created, billingDelta }: EnsuredAccount) => ({
  handle: account.handle,
  accountId: account.id,
  accountCreated: created,
  billingDelta: BILLING_DELTA.value(billingDelta),
});

/** A skip reason in the vocabulary of the answer it goes to (a sync and a re-test are refused for different reasons). */
function skipReason<V extends number>(vocabulary: Vocabulary<V, string>, reason: string): V {
  if (!vocabulary.has(reason)) throw new Error(`${reason} is not a reason to skip here`);
  return vocabulary.value(reason);
}

export function streamsRpc(app: StreamsApp): ServiceImpl<typeof StreamsService> {
  return {
    async createStream(req) {
      const created = await app.createStream({ userId: req.userId, settings: settingsFromProto(req.settings), pairs: req.pairs.map(pairFromProto) });
      return { id: created.id, accounts: created.accounts.map(toProtoAddedAccount), segments: created.segments };
    },
    async listStreams(req) {
      const streams = await app.listStreams({ userId: req.userId, includeInactive: req.includeInactive, includeArchived: req.includeArchived });
      return { streams: streams.map(toProtoStream) };
    },
    async getStream(req) {
      return { stream: toProtoStream(await app.getStream(req)) };
    },
    async updateStream(req) {
      const { stream, pairsDiff } = await app.updateStream({
        userId: req.userId,
        streamId: req.streamId,
        settings: settingsFromProto(req.settings),
        pairs: req.replacePairs ? req.pairs.map(pairFromProto) : undefined,
      });
      return {
        stream: toProtoStream(stream),
        pairsDiff: pairsDiff ? { ...pairsDiff, addedAccounts: pairsDiff.addedAccounts.map(toProtoAddedAccount) } : undefined,
      };
    },
    async archiveStream(req) {
      return { stream: toProtoStream(await app.archiveStream(req)) };
    },
    async runStream(req) {
      const { queued, skipped } = await app.runStream({ userId: req.userId, streamId: req.streamId, accountId: req.accountId || null });
      return { queued, skipped: skipped.map((s) => ({ ...s, reason: skipReason(RUN_SKIP_REASON, s.reason) })) };
    },
    async retestStream(req) {
      const { queued, skipped } = await app.retestStream({ userId: req.userId, streamId: req.streamId, accountId: req.accountId || null, segmentId: req.segmentId || null });
      return { queued, skipped: skipped.map((s) => ({ ...s, reason: skipReason(RETEST_SKIP_REASON, s.reason) })) };
    },
    async listStreamRuns(req) {
      return { runs: (await app.listStreamRuns(req)).map((r) => toProtoRun(r)) };
    },
    async getRun(req) {
      return { run: toProtoRun(await app.getRun(req), true) };
    },
    async listRuns(req) {
      return { runs: (await app.listRuns({ ...req, status: RUN_STATUS.nameOrNull(req.status) ?? "" })).map((r) => toProtoRun(r)) };
    },
  };
}

export const streamsRoutes = (app: StreamsApp) => (router: ConnectRouter) => router.service(StreamsService, streamsRpc(app));
