import { DELIVERY_STATUS, FEEDBACK_STATUS, MATCH_CONFIDENCE, WEBHOOK_SOURCE_TYPE } from "@leadstream/contracts/vocabulary";
import { Type, type Static } from "typebox";
import { Id, Literals, Nullable, NullableTimestamp, PageLimit, Timestamp } from "../http/schemas.js";

const TargetUrl = Type.String({ minLength: 1, maxLength: 2048, description: "https URL resolving to a public address (http and private addresses only where WEBHOOKS_ALLOW_PRIVATE=true)" });

/**
 * filterConfig is checked by the mapping, not the schema, so an unknown key or a bad value is 400
 * `invalid_filter` naming `filterConfig.<key>` (spec 4.7, DECISIONS) rather than the schema's `invalid_request`.
 */
const FilterConfig = Type.Unsafe<unknown>({
  description:
    "Narrows which leads are sent; every key optional: `streamId` (integer, one of your streams), `accountId` (integer, one of your tracked accounts), " +
    "`sourceType` (`follower` or `liker`), `matchConfidence` (`high` or `medium`), `feedbackStatus` (`good` or `bad`: the subscription then fires when you record that feedback on a lead, instead of on runs). " +
    "An object; any other key, or a bad value, is 400 `invalid_filter` naming it in `param`.",
});

export const SubscribeBody = Type.Object({ targetUrl: TargetUrl, filterConfig: Type.Optional(FilterConfig) }, { additionalProperties: false });
export type SubscribeBody = Static<typeof SubscribeBody>;

export const Subscribed = Type.Object(
  {
    id: Type.Integer(),
    secret: Type.Optional(Type.String({ description: "`whsec_<base64>`: the signing secret, only in the answer of the call that created the subscription" })),
  },
  { description: "The subscription's id (the same when the URL was already subscribed)" },
);

export const UnsubscribeBody = Type.Object({ id: Id("The subscription's id") }, { additionalProperties: false });

export const FilterJson = Type.Object({
  streamId: Type.Optional(Type.Integer()),
  accountId: Type.Optional(Type.Integer()),
  sourceType: Type.Optional(Literals(WEBHOOK_SOURCE_TYPE.names)),
  feedbackStatus: Type.Optional(Literals(FEEDBACK_STATUS.names)),
  matchConfidence: Type.Optional(Literals(MATCH_CONFIDENCE.names)),
  segmentId: Type.Optional(Type.Null({ description: "Present on a filter stored by v1 with the removed segmentId key: it matches nothing" })),
});

export const WebhookSubscription = Type.Object({
  id: Type.Integer(),
  targetUrl: Type.String(),
  filterConfig: FilterJson,
  active: Type.Boolean({ description: "false after the receiver answered 410 or its last 20 batches all failed; subscribing the URL again re-enables it" }),
  disabledReason: Nullable(Type.String()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type WebhookSubscription = Static<typeof WebhookSubscription>;

export const SubscriptionList = Type.Object({ subscriptions: Type.Array(WebhookSubscription) }, { description: "Your subscriptions, oldest first (never their secrets)" });

export const Secret = Type.Object({ secret: Type.String({ description: "`whsec_<base64>`; shown only here" }) }, { description: "Your signing secret for stream webhookUrl deliveries" });

export const DELIVERIES_PAGE_SIZE = 20;

const DeliveryStatusJson = Literals(DELIVERY_STATUS.names);

export const DeliveriesQuery = Type.Object(
  {
    subscriptionId: Type.Optional(Id("Only this subscription's batches")),
    streamId: Type.Optional(Id("Only batches of this stream's runs")),
    status: Type.Optional(DeliveryStatusJson),
    limit: Type.Optional(PageLimit(DELIVERIES_PAGE_SIZE, 100)),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "`nextCursor` of the previous page" })),
  },
  { additionalProperties: false },
);
export type DeliveriesQuery = Static<typeof DeliveriesQuery>;

export const DeliveryAttemptJson = Type.Object({
  attemptedAt: Timestamp,
  statusCode: Nullable(Type.Integer(), { description: "null when no answer arrived" }),
  durationMs: Type.Integer(),
  error: Nullable(Type.String()),
});

export const DeliveryJson = Type.Object({
  id: Type.Integer(),
  webhookId: Type.String({ description: "The webhook-id header, the same on every attempt" }),
  subscriptionId: Nullable(Type.Integer(), { description: "null for a stream webhookUrl delivery" }),
  streamId: Nullable(Type.Integer()),
  runId: Nullable(Type.Integer()),
  targetUrl: Type.String(),
  status: DeliveryStatusJson,
  leadCount: Type.Integer(),
  attempts: Type.Array(DeliveryAttemptJson, { description: "Kept 7 days" }),
  createdAt: Timestamp,
  nextAttemptAt: NullableTimestamp,
});
export type DeliveryJson = Static<typeof DeliveryJson>;

export const DeliveriesPage = Type.Object({ deliveries: Type.Array(DeliveryJson), nextCursor: Nullable(Type.String()) }, { description: "Batches, newest first" });

export const TestBody = Type.Object({ targetUrl: TargetUrl }, { additionalProperties: false });

export const TestResult = Type.Object(
  { webhookId: Type.String(), attempt: DeliveryAttemptJson },
  { description: "What the receiver answered to one signed sample batch (signed with that URL's subscription secret, else your own secret)" },
);
