import type { AccountRef, SegmentRef } from "../domain/pairs.js";
import type { StreamSettings } from "../domain/settings.js";
import type { Stream } from "../domain/stream.js";

// ---- Peers (RPC adapters in src/adapters; in-memory fakes in unit tests)

export interface TrackedAccount {
  id: number;
  handle: string;
  profileImageUrl: string;
  tier: string;
  /** How many non-archived streams may use the account on its tier. */
  streamCap: number;
}

export interface EnsuredAccount {
  account: TrackedAccount;
  created: boolean;
  billingDelta: string;
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
  /** The stream with its pairs, when `userId` owns it. */
  findOwned(userId: number, streamId: number): Promise<Stream | null>;
  /** Newest first, with pairs. */
  listOwned(userId: number, filter: StreamFilter): Promise<Stream[]>;
  /** Per account: how many of the user's non-archived streams, other than `exceptStreamId`, use it. */
  countStreamsUsing(userId: number, accountIds: number[], exceptStreamId: number | null): Promise<Map<number, number>>;
  /** Serialises the user's stream writes until the transaction ends. */
  lockUser(userId: number): Promise<void>;
}

/** The local copy of accounts-billing's accounts, kept from AccountChanged events. */
export interface AccountSnapshot {
  id: number;
  userId: number;
  handle: string;
  profileImageUrl: string;
  tier: string;
}

export interface AccountReadModel {
  /** Keeps the snapshot unless a newer one (by `changedAt`) is already stored. */
  upsert(account: AccountSnapshot, changedAt: Date): Promise<void>;
  remove(accountId: number): Promise<void>;
  findByIds(ids: number[]): Promise<AccountSnapshot[]>;
}

export type StreamChange = "created" | "updated" | "archived";

/** Events go to the outbox of the transaction they are written in. */
export interface StreamEvents {
  streamChanged(change: StreamChange, stream: Stream): Promise<void>;
}

export interface Repositories {
  streams: StreamRepository;
  accounts: AccountReadModel;
}

export interface UnitOfWork extends Repositories {
  events: StreamEvents;
}

export interface Database {
  /** For reads and single-statement writes. */
  repositories: Repositories;
  /** Runs `work` in one transaction: every change and event it writes commits together or not at all. */
  transaction<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T>;
}

export interface Log {
  error(details: object, message: string): void;
}

export interface AppDeps {
  db: Database;
  accounts: AccountsPort;
  segments: SegmentsPort;
  users: UsersPort;
  /** Publishes committed events now (best effort: the relay retries), so they are on the bus before the answer. */
  publishEvents(): Promise<void>;
  /** http and private addresses allowed for webhook URLs (dev and tests). */
  webhooksAllowPrivate: boolean;
  now(): Date;
  log: Log;
}
