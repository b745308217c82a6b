import type { DescMessage } from "@bufbuild/protobuf";
import { AccountChangedSchema, SubscriptionChangedSchema } from "../gen/leadstream/events/v1/accounts_billing_pb.js";
import { UsersChangedSchema } from "../gen/leadstream/events/v1/changes_pb.js";
import { ApiKeyRevokedSchema, SessionRevokedSchema, UserSignedUpSchema } from "../gen/leadstream/events/v1/identity_pb.js";
import { LeadFeedbackRecordedSchema, LeadsDiscoveredSchema } from "../gen/leadstream/events/v1/leads_pb.js";
import { DeliveryQueuedSchema } from "../gen/leadstream/events/v1/notifications_pb.js";
import { RunCompletedSchema, RunRequestedSchema, StreamChangedSchema } from "../gen/leadstream/events/v1/streams_pb.js";

// The bus contract (DESIGN rule 2), hand-written: every subject is written here and nowhere
// else (packages/contracts/test/event-catalog.test.ts enforces it).

/** A JetStream stream, named before the bus prefix; the context that owns it creates it on start. */
export interface StreamSpec {
  readonly name: string;
  readonly subjects: readonly string[];
  readonly retention?: "limits" | "workqueue";
}

/** One event type: the subject it is published on, its protobuf payload and the stream that keeps it. */
export interface EventSpec<Desc extends DescMessage = DescMessage> {
  readonly subject: string;
  readonly schema: Desc;
  readonly stream: StreamSpec;
}

/** What a durable consumer follows: one subject, wildcards allowed, on one stream. */
export interface SubjectFilter {
  readonly subject: string;
  readonly stream: StreamSpec;
}

/** One event stream per bounded context, capturing `<context>.>`, and the run work queue. */
export const STREAMS = {
  identity: { name: "IDENTITY", subjects: ["identity.>"] },
  accountsBilling: { name: "ACCOUNTS_BILLING", subjects: ["accounts_billing.>"] },
  streams: { name: "STREAMS", subjects: ["streams.>"] },
  classification: { name: "CLASSIFICATION", subjects: ["classification.>"] },
  leads: { name: "LEADS", subjects: ["leads.>"] },
  notifications: { name: "NOTIFICATIONS", subjects: ["notifications.>"] },
  /** Each RunRequested is taken by one worker. Outside `streams.>`: JetStream refuses overlapping streams. */
  runs: { name: "RUNS", subjects: ["work.streams.>"], retention: "workqueue" },
} as const satisfies Record<string, StreamSpec>;

const event = <Desc extends DescMessage>(subject: string, schema: Desc, stream: StreamSpec): EventSpec<Desc> => ({ subject, schema, stream });

/** Every event, by owning context. */
export const EVENTS = {
  identity: {
    userSignedUp: event("identity.user.signed_up", UserSignedUpSchema, STREAMS.identity),
    /** Every gateway replica drops the key from its cache. */
    apiKeyRevoked: event("identity.api_key.revoked", ApiKeyRevokedSchema, STREAMS.identity),
    /** Every gateway replica drops the session from its cache. */
    sessionRevoked: event("identity.session.revoked", SessionRevokedSchema, STREAMS.identity),
  },
  accountsBilling: {
    accountCreated: event("accounts_billing.account.created", AccountChangedSchema, STREAMS.accountsBilling),
    accountUpdated: event("accounts_billing.account.updated", AccountChangedSchema, STREAMS.accountsBilling),
    /** Removed by a compensation (ReleaseAccounts). */
    accountReleased: event("accounts_billing.account.released", AccountChangedSchema, STREAMS.accountsBilling),
    subscriptionChanged: event("accounts_billing.subscription.changed", SubscriptionChangedSchema, STREAMS.accountsBilling),
  },
  streams: {
    streamCreated: event("streams.stream.created", StreamChangedSchema, STREAMS.streams),
    streamUpdated: event("streams.stream.updated", StreamChangedSchema, STREAMS.streams),
    streamArchived: event("streams.stream.archived", StreamChangedSchema, STREAMS.streams),
    /** A run ended (succeeded, failed or cancelled). */
    runCompleted: event("streams.run.completed", RunCompletedSchema, STREAMS.streams),
    /** A run to execute: work for one worker, not a fact. */
    runRequested: event("work.streams.run", RunRequestedSchema, STREAMS.runs),
  },
  leads: {
    leadsDiscovered: event("leads.lead.discovered", LeadsDiscoveredSchema, STREAMS.leads),
    /** Classification learns from it for the user's future runs. */
    leadFeedbackRecorded: event("leads.feedback.recorded", LeadFeedbackRecordedSchema, STREAMS.leads),
  },
  notifications: {
    /** A succeeded run's webhook batches were queued, per destination (streams notes it in the run's progressLog). */
    deliveryQueued: event("notifications.delivery.queued", DeliveryQueuedSchema, STREAMS.notifications),
  },
} as const;

/**
 * The wildcards consumers follow: every event of one entity, including types added later, which
 * a consumer acks without handling.
 */
export const EVENT_FILTERS = {
  identity: { user: { subject: "identity.user.>", stream: STREAMS.identity } },
  accountsBilling: { account: { subject: "accounts_billing.account.*", stream: STREAMS.accountsBilling } },
  streams: { stream: { subject: "streams.stream.>", stream: STREAMS.streams }, run: { subject: "streams.run.>", stream: STREAMS.streams } },
  leads: { feedback: { subject: "leads.feedback.>", stream: STREAMS.leads } },
  notifications: { delivery: { subject: "notifications.delivery.>", stream: STREAMS.notifications } },
} as const satisfies Record<string, Record<string, SubjectFilter>>;

/**
 * A message on core NATS only: no stream keeps it (its subject is outside every stream's), so
 * whoever listens acts on it at once and nobody else ever sees it. For hints that are useless
 * once late, such as "drop what you cached".
 */
export interface SignalSpec<Desc extends DescMessage = DescMessage> {
  readonly subject: string;
  readonly schema: Desc;
}

const signal = <Desc extends DescMessage>(subject: string, schema: Desc): SignalSpec<Desc> => ({ subject, schema });

/** Every signal, by what it says. */
export const SIGNALS = {
  /**
   * Rows some users' read answers come from changed: published by each context's change
   * listener (PostgreSQL triggers on its tables, forwarded after commit), and by a gateway
   * replica before it answers a user's state-changing request. Every gateway replica drops what
   * it cached for those users.
   */
  usersChanged: {
    identity: signal("changes.identity", UsersChangedSchema),
    accountsBilling: signal("changes.accounts_billing", UsersChangedSchema),
    streams: signal("changes.streams", UsersChangedSchema),
    leads: signal("changes.leads", UsersChangedSchema),
    gateway: signal("changes.gateway", UsersChangedSchema),
  },
} as const;
