import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ConnectRouter, ServiceImpl } from "@connectrpc/connect";
import {
  StreamsService,
  type PairInput as ProtoPairInput,
  type SegmentDefinition as ProtoSegmentDefinition,
  type StreamSettings as ProtoStreamSettings,
} from "@leadstream/contracts";
import type { EnsuredAccount } from "../app/ports.js";
import type { StreamDetail, StreamView } from "../app/steps/describe-streams.js";
import type { StreamsApp } from "../app/streams-app.js";
import type { PairInput, SegmentDefinition } from "../domain/pairs.js";
import type { Run } from "../domain/run.js";
import type { SettingsInput } from "../domain/settings.js";

// Proto <-> app only. Proto3 zero values mean "absent" (ids 0, empty strings); the `optional`
// settings fields are absent when unset. AppErrors reach the caller through the platform's interceptor.

const settingsFromProto = (s: ProtoStreamSettings | undefined): SettingsInput => ({
  name: s?.name,
  syncTimes: s?.syncTimes?.times,
  timezone: s?.timezone,
  autoEnrichLinkedin: s?.autoEnrichLinkedin,
  autoEnrichEmail: s?.autoEnrichEmail,
  emailMode: s?.emailMode,
  // For these two and csvEmailRecipients, "set to nothing" means null.
  emailDigestOverride: s?.emailDigestOverride === undefined ? undefined : s.emailDigestOverride || null,
  telegramOverride: s?.telegramOverride,
  deliveryDestination: s?.deliveryDestination,
  webhookUrl: s?.webhookUrl === undefined ? undefined : s.webhookUrl || null,
  csvEmailRecipients: s?.csvEmailRecipients === undefined ? undefined : (s.csvEmailRecipients.recipients ?? null),
  isActive: s?.isActive,
  isArchived: s?.isArchived,
});

const segmentFromProto = (d: ProtoSegmentDefinition): SegmentDefinition => ({
  description: d.description,
  name: d.name,
  genderValues: d.genderValues,
  appliedSearchFilters: Object.fromEntries(Object.entries(d.appliedSearchFilters).map(([category, list]) => [category, list.labels])),
  followerCountTiers: d.followerCountTiers,
});

const pairFromProto = (p: ProtoPairInput): PairInput => ({
  accountId: p.accountId || undefined,
  accountHandle: p.accountHandle || undefined,
  accountTier: p.accountTier || undefined,
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
  emailMode: s.emailMode,
  emailDigestOverride: s.emailDigestOverride ?? "",
  telegramOverride: s.telegramOverride,
  deliveryDestination: s.deliveryDestination,
  webhookUrl: s.webhookUrl ?? "",
  csvEmailRecipients: s.csvEmailRecipients ?? undefined,
  isActive: s.isActive,
  isArchived: s.isArchived,
  createdAt: timestampFromDate(s.createdAt),
  updatedAt: timestampFromDate(s.updatedAt),
  pairs: s.pairs.map((p) => ({ ...p, segmentName: p.segmentName ?? "" })),
  nextSyncAt: "nextSyncAt" in s && s.nextSyncAt ? timestampFromDate(s.nextSyncAt) : undefined,
  lastRunAt: "lastRunAt" in s && s.lastRunAt ? timestampFromDate(s.lastRunAt) : undefined,
});

const toProtoRun = (r: Run) => ({
  id: r.id,
  streamId: r.streamId,
  streamName: r.streamName,
  trackedXAccountId: r.accountId,
  xHandle: r.xHandle,
  segmentId: r.segmentId,
  segmentName: r.segmentName ?? "",
  source: r.source,
  status: r.status,
  mode: r.mode,
  triggeredAt: timestampFromDate(r.triggeredAt),
  completedAt: r.completedAt ? timestampFromDate(r.completedAt) : undefined,
  newFollowersCount: r.newFollowersCount,
  candidatesPassedCount: r.candidatesPassedCount,
  mediumFitCount: r.mediumFitCount,
  enrichedCount: r.enrichedCount,
  errorMessage: r.errorMessage ?? "",
  progressLog: r.progressLog.map((e) => ({ at: timestampFromDate(e.at), message: e.message })),
  streamPairId: r.streamPairId,
});

const toProtoAddedAccount = ({ account, created, billingDelta }: EnsuredAccount) => ({
  handle: account.handle,
  accountId: account.id,
  accountCreated: created,
  billingDelta,
});

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
      return app.runStream({ userId: req.userId, streamId: req.streamId, accountId: req.accountId || null });
    },
    async retestStream(req) {
      return app.retestStream({ userId: req.userId, streamId: req.streamId, accountId: req.accountId || null, segmentId: req.segmentId || null });
    },
    async listStreamRuns(req) {
      return { runs: (await app.listStreamRuns(req)).map(toProtoRun) };
    },
    async getRun(req) {
      return { run: toProtoRun(await app.getRun(req)) };
    },
    async listRuns(req) {
      return { runs: (await app.listRuns(req)).map(toProtoRun) };
    },
  };
}

export const streamsRoutes = (app: StreamsApp) => (router: ConnectRouter) => router.service(StreamsService, streamsRpc(app));
