import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ConnectRouter, ServiceImpl } from "@connectrpc/connect";
import { DeliveryStatus, FeedbackStatus, MatchConfidence, NotificationsService, SourceType, SummaryFrequency, type Filter } from "@leadstream/contracts";
import { AppError } from "@leadstream/platform";
import type { NotificationsApp } from "../app/notifications-app.js";
import type { Attempt, Delivery, DeliveryStatus as Status, Subscription } from "../app/ports.js";
import type { Confidence, SourceTypeFilter, Verdict, WebhookFilter } from "../domain/filter.js";
import type { NotificationSettings, SummaryFrequency as Frequency } from "../domain/settings.js";

// Proto <-> app only: enums to the domain's words and back.

const SOURCE: Record<SourceType, SourceTypeFilter | null> = { [SourceType.UNSPECIFIED]: null, [SourceType.FOLLOWER]: "follower", [SourceType.LIKER]: "liker" };
const VERDICT: Record<FeedbackStatus, Verdict | null> = { [FeedbackStatus.UNSPECIFIED]: null, [FeedbackStatus.GOOD]: "good", [FeedbackStatus.BAD]: "bad" };
const CONFIDENCE: Record<MatchConfidence, Confidence | null> = { [MatchConfidence.UNSPECIFIED]: null, [MatchConfidence.HIGH]: "high", [MatchConfidence.MEDIUM]: "medium" };
const STATUS: Record<DeliveryStatus, Status | null> = { [DeliveryStatus.UNSPECIFIED]: null, [DeliveryStatus.PENDING]: "pending", [DeliveryStatus.DELIVERED]: "delivered", [DeliveryStatus.FAILED]: "failed" };
const FREQUENCY: Record<SummaryFrequency, Frequency | null> = {
  [SummaryFrequency.UNSPECIFIED]: null,
  [SummaryFrequency.AFTER_EVERY_SYNC]: "after_every_sync",
  [SummaryFrequency.DAILY]: "daily",
  [SummaryFrequency.WEEKLY]: "weekly",
  [SummaryFrequency.OFF]: "off",
};
const reverse = <E extends number, V>(table: Record<E, V | null>, value: V | null): E => Number(Object.entries(table).find(([, v]) => v === value)?.[0] ?? 0) as E;

const enumValue = <V>(table: Record<number, V | null>, value: number, param: string): V | null => {
  if (!(value in table)) throw new AppError("invalid_filter", `${param} is not a known value`, { param });
  return table[value];
};

const filterFromProto = (f: Filter | undefined): WebhookFilter => ({
  streamId: f?.streamId || null,
  accountId: f?.accountId || null,
  sourceType: enumValue(SOURCE, f?.sourceType ?? 0, "filterConfig.sourceType"),
  feedbackStatus: enumValue(VERDICT, f?.feedbackStatus ?? 0, "filterConfig.feedbackStatus"),
  matchConfidence: enumValue(CONFIDENCE, f?.matchConfidence ?? 0, "filterConfig.matchConfidence"),
  legacySegment: false,
});

const toProtoSubscription = (s: Subscription) => ({
  id: s.id,
  targetUrl: s.targetUrl,
  filter: {
    streamId: s.filter.streamId ?? 0,
    accountId: s.filter.accountId ?? 0,
    sourceType: reverse(SOURCE, s.filter.sourceType),
    feedbackStatus: reverse(VERDICT, s.filter.feedbackStatus),
    matchConfidence: reverse(CONFIDENCE, s.filter.matchConfidence),
    legacySegment: s.filter.legacySegment,
  },
  active: s.active,
  disabledReason: s.disabledReason ?? "",
  createdAt: timestampFromDate(s.createdAt),
  updatedAt: timestampFromDate(s.updatedAt),
});

const toProtoAttempt = (a: Attempt) => ({ attemptedAt: timestampFromDate(a.attemptedAt), statusCode: a.statusCode ?? 0, durationMs: a.durationMs, error: a.error ?? "" });

const toProtoDelivery = (d: Delivery) => ({
  id: d.id,
  webhookId: d.webhookId,
  subscriptionId: d.subscriptionId ?? 0,
  streamId: d.streamId ?? 0,
  runId: d.runId ?? 0,
  targetUrl: d.targetUrl,
  status: reverse(STATUS, d.status),
  leadCount: d.leadCount,
  attempts: d.attempts.map(toProtoAttempt),
  createdAt: timestampFromDate(d.createdAt),
  nextAttemptAt: d.nextAttemptAt ? timestampFromDate(d.nextAttemptAt) : undefined,
});

const cursorOf = (beforeId: number | null) => (beforeId === null ? "" : Buffer.from(String(beforeId)).toString("base64url"));
function beforeIdOf(cursor: string): number | null {
  if (cursor === "") return null;
  const id = Number(Buffer.from(cursor, "base64url").toString());
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw new AppError("invalid_request", "cursor is not one this API returned", { param: "cursor" });
  return id;
}

const toProtoSettings = (s: NotificationSettings) => ({
  summaryFrequency: reverse(FREQUENCY, s.summaryFrequency),
  emailSummariesEnabled: s.emailSummariesEnabled,
  telegramSummariesEnabled: s.telegramSummariesEnabled,
  telegramChatId: s.telegramChatId ?? "",
});

export function notificationsRpc(app: NotificationsApp): ServiceImpl<typeof NotificationsService> {
  return {
    async subscribe(req) {
      const { id, secret } = await app.subscribe({ userId: req.userId, targetUrl: req.targetUrl, filter: filterFromProto(req.filter) });
      return { id, secret: secret ?? "" };
    },
    async unsubscribe(req) {
      await app.unsubscribe(req);
      return {};
    },
    async listSubscriptions(req) {
      return { subscriptions: (await app.listSubscriptions(req)).map(toProtoSubscription) };
    },
    async rotateSecret(req) {
      return { secret: await app.rotateSecret(req) };
    },
    async listDeliveries(req) {
      const query = {
        subscriptionId: req.subscriptionId || null,
        streamId: req.streamId || null,
        status: STATUS[req.status] ?? null,
        limit: Math.min(Math.max(req.limit || 20, 1), 100),
        beforeId: beforeIdOf(req.cursor),
      };
      const { deliveries, nextBeforeId } = await app.listDeliveries({ userId: req.userId, query });
      return { deliveries: deliveries.map(toProtoDelivery), nextCursor: cursorOf(nextBeforeId) };
    },
    async retryDelivery(req) {
      return { delivery: toProtoDelivery(await app.retryDelivery(req)) };
    },
    async sendTestDelivery(req) {
      const { webhookId, attemptedAt, result } = await app.sendTestDelivery(req);
      return { webhookId, attempt: toProtoAttempt({ attemptedAt, ...result }) };
    },
    async getNotificationSettings(req) {
      return { settings: toProtoSettings(await app.getSettings(req)) };
    },
    async updateNotificationSettings(req) {
      if (!(req.summaryFrequency in FREQUENCY)) throw new AppError("invalid_request", "summaryFrequency is not a known value", { param: "summaryFrequency" });
      const change = {
        summaryFrequency: FREQUENCY[req.summaryFrequency] ?? undefined,
        emailSummariesEnabled: req.emailSummariesEnabled,
        telegramSummariesEnabled: req.telegramSummariesEnabled,
        telegramChatId: req.telegramChatId === undefined ? undefined : req.telegramChatId || null,
      };
      return { settings: toProtoSettings(await app.updateSettings({ userId: req.userId, change })) };
    },
  };
}

export const notificationsRoutes = (app: NotificationsApp) => (router: ConnectRouter) => router.service(NotificationsService, notificationsRpc(app));
