import type { DatabasePort, Logger } from "@leadstream/platform";
import type { WebhookFilter } from "../domain/filter.js";
import type { WebhookLead } from "../domain/webhook-lead.js";
import type { Cell } from "../domain/lead-table.js";
import type { NotificationSettings, SummaryFrequency } from "../domain/settings.js";
import type { DigestLead } from "../domain/digest.js";
import type { ScheduledFrequency } from "../domain/schedule.js";

export interface Subscription {
  id: number;
  userId: number;
  targetUrl: string;
  filter: WebhookFilter;
  secret: string;
  active: boolean;
  disabledReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type DeliveryStatus = "pending" | "delivered" | "failed";

export interface Attempt {
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface Delivery {
  id: number;
  webhookId: string;
  userId: number;
  subscriptionId: number | null;
  streamId: number | null;
  runId: number | null;
  targetUrl: string;
  status: DeliveryStatus;
  leadCount: number;
  attempts: Attempt[];
  createdAt: Date;
  nextAttemptAt: Date | null;
}

export interface NewDelivery {
  userId: number;
  subscriptionId: number | null;
  streamId: number | null;
  runId: number | null;
  targetUrl: string;
  leads: WebhookLead[];
  /** W3C trace context of the event that queued it, continued by each POST. */
  trace: Record<string, string>;
  /** At most one delivery per key (feedback: one per lead per subscription). */
  dedupeKey?: string;
}

/** A batch taken for one attempt by one dispatcher (a lease: a crashed sender's batch is taken again later). */
export interface ClaimedDelivery {
  id: number;
  webhookId: string;
  userId: number;
  subscriptionId: number | null;
  streamId: number | null;
  runId: number | null;
  targetUrl: string;
  body: string;
  attemptCount: number;
  /** W3C trace context the batch was queued in. */
  trace: Record<string, string>;
  /** Null when the subscription has been disabled since the batch was queued. */
  secret: string | null;
}

export interface DeliveryQuery {
  subscriptionId: number | null;
  streamId: number | null;
  status: DeliveryStatus | null;
  limit: number;
  beforeId: number | null;
}

export interface SubscriptionRepository {
  /** Inserts, or replaces the filter (and re-enables) of the user's subscription to `targetUrl`; `secret` is kept on update. */
  upsert(userId: number, targetUrl: string, filter: WebhookFilter, secret: string): Promise<{ id: number; created: boolean }>;
  /** Whether the user had that subscription. */
  delete(userId: number, id: number): Promise<boolean>;
  list(userId: number): Promise<Subscription[]>;
  active(userId: number): Promise<Subscription[]>;
  /** Disables an active subscription; what the owner's e-mail needs, or null when it was not active. */
  disable(id: number, reason: string): Promise<{ targetUrl: string; disabledAt: Date } | null>;
}

export interface SecretRepository {
  /** The user's secret; `fresh` is stored first when there is none. */
  ensure(userId: number, fresh: string): Promise<string>;
  replace(userId: number, secret: string): Promise<void>;
}

export interface DeliveryRepository {
  add(deliveries: NewDelivery[]): Promise<number>;
  page(userId: number, query: DeliveryQuery): Promise<Delivery[]>;
  /** A failed delivery of the user's back to pending, due now; null when there is no such failed delivery. */
  requeue(userId: number, id: number): Promise<Delivery | null>;
  findOwned(userId: number, id: number): Promise<Delivery | null>;
  /** Up to `limit` due batches, one per target URL, none to `busyUrls`; skips rows other dispatchers hold. */
  claimDue(limit: number, busyUrls: string[], leaseMs: number): Promise<ClaimedDelivery[]>;
  /** Logs the attempt and moves the batch on: delivered, failed, or pending again at `nextAttemptAt`. */
  recordAttempt(id: number, attempt: Attempt, next: { status: DeliveryStatus; nextAttemptAt: Date | null }): Promise<void>;
  /** Whether the subscription's last `n` finished batches all failed (and there are `n`). */
  lastAllFailed(subscriptionId: number, n: number): Promise<boolean>;
  /** Deletes attempts, and finished batches, older than `before`. */
  purge(before: Date): Promise<number>;
}

export interface Repositories {
  subscriptions: SubscriptionRepository;
  secrets: SecretRepository;
  deliveries: DeliveryRepository;
  /** For the owner's e-mail about a disabled subscription, queued in the transaction that disables it. */
  mailJobs: MailJobRepository;
}

export type Database = DatabasePort<Repositories>;

/** One destination's share of a run's queued batches: a subscription, or (null) the stream's webhookUrl. */
export interface QueuedForDestination {
  subscriptionId: number | null;
  batchCount: number;
  leadCount: number;
}

/** Events, written to the outbox in the transaction of the repositories they come with. */
export interface NotificationEvents {
  /** A run's batches were queued (streams notes it in the run's progressLog). */
  deliveryQueued(run: { userId: number; runId: number; streamId: number }, destinations: QueuedForDestination[]): Promise<void>;
}

/** The repositories of one transaction (a consumed event's) and the events it publishes. */
export interface UnitOfWork extends Repositories {
  events: NotificationEvents;
}

/** The leads service. */
export interface LeadsPort {
  runLeads(userId: number, runId: number): Promise<WebhookLead[]>;
  /** Null for a missing or another user's lead. */
  lead(userId: number, leadId: number): Promise<WebhookLead | null>;
}

/** The streams and accounts services. */
export interface OwnershipPort {
  /** The stream's delivery settings; null for a missing or another user's stream. */
  stream(userId: number, streamId: number): Promise<{ deliveryDestination: string; webhookUrl: string } | null>;
  ownsAccount(userId: number, accountId: number): Promise<boolean>;
}

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** POSTs to a receiver: public addresses only (re-resolved every time), no redirects, a timeout. */
export interface WebhookSender {
  post(url: string, headers: Record<string, string>, body: string): Promise<SendResult>;
}

/** Throws invalid_request naming `param` unless the URL may receive webhooks (https, public address). */
export type UrlCheck = (url: string, param: string) => Promise<void>;

export interface DeliveryPolicy {
  /** Delays before the 2nd, 3rd, ... attempt. */
  retryDelaysMs: number[];
  /** A subscription whose last this-many batches all failed is disabled. */
  disableAfterFailures: number;
}

export interface AppDeps {
  db: Database;
  leads: LeadsPort;
  peers: OwnershipPort;
  sender: WebhookSender;
  checkUrl: UrlCheck;
  policy: DeliveryPolicy;
  logger: Logger;
  now?: () => Date;
  mail: MailDeps;
}

/** An e-mail ready to send, stored with its job so every attempt sends the same message. */
export interface MailMessage {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; contentType: string; contentBase64: string }[];
}

/** One Telegram message (MarkdownV2, at most 4096 characters) to one chat. */
export interface TelegramMessage {
  chatId: string;
  text: string;
}

/** A queued e-mail or Telegram message taken for one attempt (a lease, like webhook batches). */
export type MailJob = { id: number; dedupeKey: string; attemptCount: number; /** W3C trace context the job was queued in. */ trace: Record<string, string> } & ({ channel: "email"; message: MailMessage } | { channel: "telegram"; message: TelegramMessage });

export type DigestChannel = "email" | "telegram";

/** A run's new leads waiting for a daily or weekly digest on one channel. */
export interface DigestItem {
  userId: number;
  channel: DigestChannel;
  frequency: ScheduledFrequency;
  runId: number;
  streamId: number;
  streamName: string;
  leads: DigestLead[];
  createdAt: Date;
}

export interface DigestItemRepository {
  /** Keeps the item unless the run already has one on that channel; whether it was added. */
  add(item: DigestItem): Promise<boolean>;
  /** Users with any pending item. */
  pendingUsers(): Promise<number[]>;
  /** The user's frequencies with pending items, per channel. */
  pendingFor(userId: number): Promise<{ channel: DigestChannel; frequency: ScheduledFrequency }[]>;
  /** The items recorded up to `before`, locked until the transaction ends (another replica waits, then finds them gone), with the trace context each was recorded in. */
  take(userId: number, channel: DigestChannel, frequency: ScheduledFrequency, before: Date): Promise<(DigestItem & { id: number; trace: Record<string, string> })[]>;
  delete(ids: number[]): Promise<void>;
}

export interface SettingsRepository {
  /** Null until the user saves any setting; `forUpdate` locks the user's row (created with the defaults first) until the transaction ends. */
  get(userId: number, opts?: { forUpdate: boolean }): Promise<NotificationSettings | null>;
  save(userId: number, settings: NotificationSettings): Promise<void>;
}

export interface MailJobRepository {
  /** Queues the message unless a job with `dedupeKey` exists (once per run, once per digest period); whether it was queued. */
  add(userId: number, dedupeKey: string, message: MailMessage): Promise<boolean>;
  /** The same for one Telegram message. */
  addTelegram(userId: number, dedupeKey: string, message: TelegramMessage): Promise<boolean>;
  claimDue(limit: number, leaseMs: number): Promise<MailJob[]>;
  /** Sent, failed, or pending again at `nextAttemptAt`. */
  record(id: number, outcome: { status: "sent" | "failed" | "pending"; error: string | null; nextAttemptAt: Date | null }): Promise<void>;
}

export interface MailRepositories {
  settings: SettingsRepository;
  mailJobs: MailJobRepository;
  digestItems: DigestItemRepository;
}

/** What e-mails about a stream need from streams. */
export interface StreamMailSettings {
  name: string;
  csvEmailRecipients: { to: string[]; cc: string[]; format: "csv" | "xlsx" } | null;
  /** Null: the user's summaryFrequency applies. */
  emailDigestOverride: SummaryFrequency | null;
  telegramOverride: boolean;
}

/** The streams and identity services, for e-mails. */
export interface MailPeersPort {
  /** Null for a missing or another user's stream. */
  stream(userId: number, streamId: number): Promise<StreamMailSettings | null>;
  /** Null for an unknown user. */
  user(userId: number): Promise<{ email: string; timezone: string } | null>;
}

/** SMTP (or a local mail folder); throws when the message was not accepted. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Telegram's sendMessage; throws a TelegramError (permanent or not) when the message was not accepted. */
export interface TelegramSender {
  send(message: TelegramMessage): Promise<void>;
}

export interface SpreadsheetWriter {
  xlsx(rows: Cell[][]): Promise<Buffer>;
}

export interface MailDeps {
  db: DatabasePort<MailRepositories>;
  peers: MailPeersPort;
  mailer: Mailer;
  sheets: SpreadsheetWriter;
  /** Delays before the 2nd, 3rd, ... attempt of an e-mail. */
  retryDelaysMs: number[];
  /** The public API's base URL, for links in digests. */
  apiBaseUrl: string;
  /** Null without TELEGRAM_BOT_TOKEN: Telegram digests cannot be switched on. */
  telegram: TelegramSender | null;
}
