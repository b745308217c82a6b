import type { MessageInitShape } from "@bufbuild/protobuf";
import type { Delivery, DeliveryAttempt, FilterSchema, Subscription } from "@leadstream/contracts";
import { DELIVERY_STATUS, FEEDBACK_STATUS, MATCH_CONFIDENCE, WEBHOOK_SOURCE_TYPE, type Vocabulary } from "@leadstream/contracts/vocabulary";
import { AppError } from "@leadstream/platform";
import { DELIVERIES_PAGE_SIZE, type DeliveriesQuery, type DeliveryJson, type WebhookSubscription } from "../schemas/webhooks.js";
import { isoTime, isoTimeOrNull, nullIfEmpty, present } from "./proto.js";

const invalidFilter = (key: string, why: string) => new AppError("invalid_filter", `filterConfig${key ? `.${key}` : ""} ${why}`, { param: key ? `filterConfig.${key}` : "filterConfig" });

const word = <V extends number, N extends string>(vocabulary: Vocabulary<V, N>, key: string, value: unknown): V => {
  if (typeof value !== "string" || !vocabulary.has(value)) throw invalidFilter(key, `must be one of ${vocabulary.names.join(", ")}`);
  return vocabulary.value(value);
};
const id = (key: string, value: unknown): number => {
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 2 ** 31 - 1) throw invalidFilter(key, "must be a positive integer id");
  return value as number;
};

/** filterConfig (spec 4.7) to the service's filter: the five keys, each optional; anything else is invalid_filter naming it. */
export function toFilter(config: unknown): MessageInitShape<typeof FilterSchema> {
  if (config === undefined || config === null) return {};
  if (typeof config !== "object" || Array.isArray(config)) throw invalidFilter("", "must be an object");
  const filter: MessageInitShape<typeof FilterSchema> = {};
  for (const [key, value] of Object.entries(config)) {
    switch (key) {
      case "streamId":
        filter.streamId = id(key, value);
        break;
      case "accountId":
        filter.accountId = id(key, value);
        break;
      case "sourceType":
        filter.sourceType = word(WEBHOOK_SOURCE_TYPE, key, value);
        break;
      case "feedbackStatus":
        filter.feedbackStatus = word(FEEDBACK_STATUS, key, value);
        break;
      case "matchConfidence":
        filter.matchConfidence = word(MATCH_CONFIDENCE, key, value);
        break;
      default:
        throw invalidFilter(key, "is not a filter key (streamId, accountId, sourceType, feedbackStatus, matchConfidence)");
    }
  }
  return filter;
}

export function toSubscriptionJson(s: Subscription): WebhookSubscription {
  const f = present(s.filter, "the subscription's filter");
  return {
    id: s.id,
    targetUrl: s.targetUrl,
    filterConfig: {
      ...(f.streamId && { streamId: f.streamId }),
      ...(f.accountId && { accountId: f.accountId }),
      ...(f.sourceType && { sourceType: WEBHOOK_SOURCE_TYPE.name(f.sourceType) }),
      ...(f.feedbackStatus && { feedbackStatus: FEEDBACK_STATUS.name(f.feedbackStatus) }),
      ...(f.matchConfidence && { matchConfidence: MATCH_CONFIDENCE.name(f.matchConfidence) }),
      ...(f.legacySegment && { segmentId: null }),
    },
    active: s.active,
    disabledReason: nullIfEmpty(s.disabledReason),
    createdAt: isoTime(present(s.createdAt, "the subscription's creation time")),
    updatedAt: isoTime(present(s.updatedAt, "the subscription's update time")),
  };
}

export const toAttemptJson = (a: DeliveryAttempt) => ({
  attemptedAt: isoTime(present(a.attemptedAt, "the attempt's time")),
  statusCode: a.statusCode === 0 ? null : a.statusCode,
  durationMs: a.durationMs,
  error: nullIfEmpty(a.error),
});

export const toDeliveryJson = (d: Delivery): DeliveryJson => ({
  id: d.id,
  webhookId: d.webhookId,
  subscriptionId: d.subscriptionId || null,
  streamId: d.streamId || null,
  runId: d.runId || null,
  targetUrl: d.targetUrl,
  status: DELIVERY_STATUS.name(d.status),
  leadCount: d.leadCount,
  attempts: d.attempts.map(toAttemptJson),
  createdAt: isoTime(present(d.createdAt, "the delivery's creation time")),
  nextAttemptAt: isoTimeOrNull(d.nextAttemptAt),
});

export const toDeliveriesRequest = (userId: number, q: DeliveriesQuery) => ({
  userId,
  subscriptionId: q.subscriptionId ?? 0,
  streamId: q.streamId ?? 0,
  status: DELIVERY_STATUS.value(q.status ?? null),
  limit: q.limit ?? DELIVERIES_PAGE_SIZE,
  cursor: q.cursor ?? "",
});
