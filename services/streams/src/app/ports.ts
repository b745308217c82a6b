import type { BILLING_DELTA, BUDGET_REFUSAL, ENRICHMENT_OUTPUT, LEAD_SOURCE_TYPE, MATCH_CONFIDENCE, MATCH_OUTCOME } from "@leadstream/contracts/vocabulary";
import type { DatabasePort } from "@leadstream/platform";
import type { BotFilterReport, BotKind } from "../domain/bot-filter.js";
import type { AccountRef, SegmentRef, Tier } from "../domain/pairs.js";
import type { BudgetKind, ProgressEntry, Run, RunCounts, RunsFilter } from "../domain/run.js";
import type { StreamSettings } from "../domain/settings.js";
import type { Stream } from "../domain/stream.js";

// ---- Peers (RPC adapters in src/adapters; in-memory fakes in unit tests)

export interface TrackedAccount {
  id: number;
  handle: string;
  profileImageUrl: string;
  tier: Tier;
  /** How many non-archived streams may use the account on its tier. */
  streamCap: number;
}

export interface EnsuredAccount {
  account: TrackedAccount;
  created: boolean;
  billingDelta: (typeof BILLING_DELTA.names)[number];
}

export interface Segment {
  id: number;
  name: string | null;
  description: string;
}

export interface EnsuredSegment {
  segment: Segment;
  created: boolean;
}

/** accounts-billing. `operationId` ties an ensure to the release that undoes it. */
export interface AccountsPort {
  /** In request order, all or nothing (handle_not_found, subscription_required, ... as AppErrors). */
  ensureAccounts(userId: number, operationId: string, refs: AccountRef[]): Promise<EnsuredAccount[]>;
  /** Idempotent: removes what that operation created, if nothing uses it yet. */
  releaseAccounts(userId: number, operationId: string): Promise<void>;
  /** The user's own accounts among `ids`; unknown ids are left out. */
  getAccounts(userId: number, ids: number[]): Promise<TrackedAccount[]>;
}

/** classification. */
export interface SegmentsPort {
  ensureSegment(userId: number, operationId: string, ref: SegmentRef): Promise<EnsuredSegment>;
  /** Idempotent: deletes the segment that operation created, if no stream uses it. */
  discardSegment(userId: number, operationId: string): Promise<void>;
}

/** accounts-billing: the daily sync cap and monthly re-test budget of an account. */
export interface BudgetPort {
  /** Idempotent per run. Not reserved: `skipReason` says why, `tier` is the account's. */
  reserve(userId: number, accountId: number, kind: BudgetKind, runId: number): Promise<{ reserved: true } | { reserved: false; skipReason: (typeof BUDGET_REFUSAL.names)[number]; tier: Tier }>;
  /** Gives back the reservation of a run that never started. Idempotent. */
  release(userId: number, runId: number): Promise<void>;
}

/** A profile in accounts-billing's follower cache. */
export interface CachedProfile {
  xUserId: string;
  handle: string;
  displayName: string;
  bio: string;
  followersCount: number;
  followingCount: number;
  tweetCount: number;
  listedCount: number;
  createdAt: Date | null;
  profileImageUrl: string;
  defaultProfileImage: boolean;
  verified: boolean;
  location: string;
  url: string;
  sourceType: (typeof LEAD_SOURCE_TYPE.names)[number];
}

export interface FollowersPage {
  message: string;
  /** The sync of this run is complete. */
  done: boolean;
  /** X is rate-limiting: call again after this long (nothing was fetched). */
  retryAfterSeconds: number;
  /** Totals of this run so far. */
  runNewFollowers: number;
  runNewLikers: number;
  /** The profiles this call cached, as a page of listCachedProfiles (run 0) that starts at `previousToken`. */
  cached: { profiles: CachedProfile[]; previousToken: string; resumeToken: string };
}

/** accounts-billing: the follower sync, resumable from its saved cursor, and the cache it fills. */
export interface FollowerCachePort {
  fetchFollowersPage(userId: number, accountId: number, runId: number): Promise<FollowersPage>;
  /**
   * `runId` 0: the account's cached profiles after `pageToken` ("" = all). An empty next token
   * ends the list; `resumeToken` points after the last profile returned, even on the last page.
   */
  listCachedProfiles(input: { userId: number; accountId: number; runId: number; pageToken: string; limit: number }): Promise<{ profiles: CachedProfile[]; nextPageToken: string; resumeToken: string }>;
}

export interface Classification {
  xUserId: string;
  outcome: (typeof MATCH_OUTCOME.names)[number];
  reasons: string[];
  /** 0..1, for every profile. */
  botScore: number;
  /** Why the bot filter (or the user's bot feedback) dropped it; null when it did not. */
  botKind: BotKind | null;
}

/** classification. */
export interface ClassifierPort {
  /** In profile order; at most 1000 profiles. */
  classify(userId: number, segmentId: number, profiles: CachedProfile[]): Promise<Classification[]>;
}

export interface LeadCandidate {
  profile: CachedProfile;
  matchConfidence: (typeof MATCH_CONFIDENCE.names)[number];
  matchReasons: string[];
}

/** leads. */
export interface LeadsPort {
  /** Idempotent per (stream, segment, profile): a profile already a lead is not recorded again. */
  recordLeads(run: Run, candidates: LeadCandidate[]): Promise<void>;
  /** The leads the run recorded, by confidence, and how many of them are enriched. */
  countRunLeads(userId: number, runId: number): Promise<{ high: number; medium: number; enriched: number }>;
  /** Enriches up to `limit` of the run's leads not tried yet, paid in credits; stops when they run out. */
  enrichRunLeads(userId: number, runId: number, options: AutoEnrichment, limit: number): Promise<RunEnrichment>;
}

export interface AutoEnrichment {
  outputs: (typeof ENRICHMENT_OUTPUT.names)[number][];
  emailMode: StreamSettings["emailMode"];
}

export interface RunEnrichment {
  attemptedCount: number;
  failedCount: number;
  creditsCharged: number;
  creditsExhausted: boolean;
  remainingCount: number;
  runEnrichedCount: number;
}

/** identity. */
export interface UsersPort {
  /** The user's default IANA zone; empty when they have none. */
  defaultTimezone(userId: number): Promise<string>;
}

// ---- Own database

export interface NewStream extends StreamSettings {
  id: number;
  userId: number;
}

export interface NewPair {
  accountId: number;
  segmentId: number;
  segmentName: string | null;
  segmentDescription: string;
}

export interface StreamFilter {
  includeInactive: boolean;
  includeArchived: boolean;
}

export interface StreamRepository {
  /** Takes the next stream id before the insert (the default schedule is a hash of it). */
  reserveId(): Promise<number>;
  insert(stream: NewStream): Promise<void>;
  /** Writes the settings, bumps version and updated_at. */
  update(streamId: number, settings: StreamSettings): Promise<void>;
  addPairs(streamId: number, pairs: NewPair[]): Promise<void>;
  removePairs(streamId: number, pairIds: number[]): Promise<void>;
  /** Where the pair's classification of its account's follower cache stopped ("" before its first run). */
  pairWatermark(pairId: number): Promise<string>;
  setPairWatermark(pairId: number, watermark: string): Promise<void>;
  /** The stream with its pairs, when `userId` owns it. */
  findOwned(userId: number, streamId: number): Promise<Stream | null>;
  /** Newest first, with pairs. */
  listOwned(userId: number, filter: StreamFilter): Promise<Stream[]>;
  /** Every user's active, non-archived streams that have pairs, with pairs. */
  listScheduled(): Promise<Stream[]>;
  /** Per account: how many of the user's non-archived streams, other than `exceptStreamId`, use it. */
  countStreamsUsing(userId: number, accountIds: number[], exceptStreamId: number | null): Promise<Map<number, number>>;
  /** Serialises the user's stream writes until the transaction ends. */
  lockUser(userId: number): Promise<void>;
}

/** What a run is created with; the rest (id, status, counts, log) the repository fills in. */
export type NewRun = Pick<Run, "userId" | "streamId" | "streamName" | "streamPairId" | "accountId" | "xHandle" | "segmentId" | "segmentName" | "source" | "mode" | "slotAt" | "triggeredAt">;

/** The queued runs of an account, or of these pairs. */
export type QueuedRunsOf = { accountId: number } | { pairIds: number[] };

/**
 * Status changes are guarded: each applies only from the statuses it names, so a late worker
 * cannot revive a failed or cancelled run. Those returning a run return null when nothing changed.
 */
export interface RunRepository {
  /** As queued. Null when the pair has a sync queued or running already, or (cron) the slot is already recorded. */
  insertQueued(run: NewRun): Promise<number | null>;
  /** A cron slot that got no run, recorded as cancelled with "Skipped: <reason>"; nothing when the slot is already recorded. */
  insertSkipped(run: NewRun, reason: string): Promise<void>;
  /** Removes a run that was never enqueued (a refused manual request). */
  delete(runId: number): Promise<void>;
  find(runId: number): Promise<Run | null>;
  /** queued or running -> running; the start time is kept from the first start. */
  start(runId: number, at: Date): Promise<Run | null>;
  /** While running: appends the entry and bumps the last progress time. False when the run is no longer running. */
  appendProgress(runId: number, entry: ProgressEntry): Promise<boolean>;
  /** While running: bumps the last progress time only. */
  touch(runId: number, at: Date): Promise<boolean>;
  /** running -> succeeded, with its counts and its bot filter report (which replaces any stored one). */
  succeed(runId: number, counts: RunCounts, botFilter: BotFilterReport | null, at: Date): Promise<Run | null>;
  /** running -> failed, with the bot filter report of what it classified when there is one. */
  fail(runId: number, errorMessage: string, at: Date, botFilter?: BotFilterReport | null): Promise<Run | null>;
  /** queued -> cancelled. */
  cancelQueued(of: QueuedRunsOf, errorMessage: string, at: Date): Promise<Run[]>;
  /** running with no progress since `cutoff` -> failed. */
  failStalled(cutoff: Date, errorMessage: string, at: Date): Promise<Run[]>;
  /** queued since before `cutoff` -> failed. */
  failNeverStarted(cutoff: Date, errorMessage: string, at: Date): Promise<Run[]>;
  /** The user's run of that stream. */
  findOwned(userId: number, streamId: number, runId: number): Promise<Run | null>;
  /** Newest first: the stream's runs whose (account, segment) is one of its current pairs. */
  listForCurrentPairs(streamId: number, limit: number): Promise<Run[]>;
  /** Newest first. */
  listOwned(userId: number, filter: RunsFilter): Promise<Run[]>;
  /** When the stream's latest successful run completed. */
  lastSucceededAt(streamId: number): Promise<Date | null>;
}

/** The local copy of accounts-billing's accounts, kept from AccountChanged events. */
export interface AccountSnapshot {
  id: number;
  userId: number;
  handle: string;
  profileImageUrl: string;
  tier: Tier;
}

export interface AccountReadModel {
  /** Keeps the snapshot unless a newer one (by `changedAt`) is already stored; false when one was. */
  upsert(account: AccountSnapshot, changedAt: Date): Promise<boolean>;
  remove(accountId: number): Promise<void>;
  findByIds(ids: number[]): Promise<AccountSnapshot[]>;
}

export type StreamChange = "created" | "updated" | "archived";

/** Events go to the outbox of the transaction they are written in. */
export interface StreamEvents {
  streamChanged(change: StreamChange, stream: Stream): Promise<void>;
  /** Enqueues the run on the work queue. */
  runRequested(run: { id: number; userId: number }): Promise<void>;
  /** The run ended: succeeded, failed or cancelled. */
  runCompleted(run: Run): Promise<void>;
}

export interface Repositories {
  streams: StreamRepository;
  accounts: AccountReadModel;
  runs: RunRepository;
}

export interface UnitOfWork extends Repositories {
  events: StreamEvents;
}

export type Database = DatabasePort<Repositories, UnitOfWork>;

export interface Log {
  error(details: object, message: string): void;
}

export interface AppDeps {
  db: Database;
  accounts: AccountsPort;
  segments: SegmentsPort;
  users: UsersPort;
  /** Publishes committed events now, best effort (publishAfterCommit in @leadstream/platform). */
  publishEvents(): Promise<void>;
  /** http and private addresses allowed for webhook URLs (dev and tests). */
  webhooksAllowPrivate: boolean;
  now(): Date;
  log: Log;
}

/** What running streams needs on top of AppDeps. */
export interface RunPeers {
  budget: BudgetPort;
  followers: FollowerCachePort;
  classifier: ClassifierPort;
  leads: LeadsPort;
}

export type RunDeps = AppDeps & RunPeers;
