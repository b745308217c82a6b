import type { PLAN } from "@leadstream/contracts/vocabulary";
import type { DatabasePort, Logger } from "@leadstream/platform";
import type { TrackedAccount } from "../domain/account.js";
import type { BillingPeriod } from "../domain/billing-period.js";
import type { UsageKind } from "../domain/budgets.js";
import type { CreditAccount, CreditEntryKind, CreditSettings, LedgerEntry } from "../domain/credits.js";
import type { FollowerSyncState, RunTotals } from "../domain/follower-sync.js";
import type { CachedProfile, ProfilePage, SourceType, XFullProfile } from "../domain/profiles.js";
import type { SubscriptionStatus } from "../domain/subscription.js";
import type { Tier } from "../domain/tiers.js";

export type Plan = (typeof PLAN.names)[number];

/** A user as identity announced it (UserSignedUp or GetUser). */
export interface SignedUpUser {
  userId: number;
  teamId: number;
  email: string;
  signupIp: string | null;
  plan: Plan;
}

/** The local read model of a user, with the subscription status this context owns. */
export interface BillingUser extends SignedUpUser {
  subscriptionStatus: SubscriptionStatus;
}

export interface UserRepository {
  find(userId: number): Promise<BillingUser | null>;
  /** Inserts or refreshes the user; a new user starts with the status its plan gives, a known one keeps its status. */
  upsert(user: SignedUpUser): Promise<BillingUser>;
  setStatus(userId: number, status: SubscriptionStatus): Promise<void>;
  /** Whether a free user other than `exceptUserId`, signed up from `ip`, tracks an account. */
  freeUserWithAccountOnIp(ip: string, exceptUserId: number): Promise<boolean>;
}

/** A profile as X serves it. */
export interface XProfile {
  xUserId: string;
  handle: string;
  displayName: string;
  profileImageUrl: string;
  followersCount: number;
}

export interface NewTrackedAccount {
  userId: number;
  profile: XProfile;
  tier: Tier;
  /** The EnsureAccounts operation creating it, so ReleaseAccounts can undo it. */
  operationId: string;
}

export interface TierFields {
  tier: Tier;
  pendingTier: Tier | null;
  pendingTierEffectiveAt: Date | null;
}

export interface AccountRepository {
  listByUser(userId: number): Promise<TrackedAccount[]>;
  findByIds(userId: number, ids: number[]): Promise<TrackedAccount[]>;
  find(userId: number, id: number): Promise<TrackedAccount | null>;
  insert(account: NewTrackedAccount): Promise<TrackedAccount>;
  /** Accounts another operation also uses are no longer the creating operation's to release. */
  claim(ids: number[], operationId: string): Promise<void>;
  setAwake(id: number, awake: boolean): Promise<TrackedAccount>;
  setTier(id: number, fields: TierFields): Promise<TrackedAccount>;
  /** Deletes the accounts `operationId` created and still owns; returns them. */
  deleteCreatedBy(userId: number, operationId: string): Promise<TrackedAccount[]>;
  awakeCountsByTier(userId: number): Promise<Record<Tier, number>>;
  /** Moves accounts whose pending downgrade is due by `asOf` to that tier; returns them. */
  applyDueDowngrades(userId: number, asOf: Date): Promise<TrackedAccount[]>;
  hasDueDowngrades(userId: number, asOf: Date): Promise<boolean>;
  usersWithDueDowngrades(asOf: Date): Promise<number[]>;
}

/** One unit of an account's budget, held by a run. */
export interface Reservation {
  accountId: number;
  kind: UsageKind;
}

export interface BudgetUsageRepository {
  /** Uses of `kind` per account since `since` (accounts without any are left out). */
  countSince(accountIds: number[], kind: UsageKind, since: Date): Promise<Map<number, number>>;
  findByRun(runId: number): Promise<Reservation | null>;
  reserve(runId: number, reservation: Reservation): Promise<void>;
  /** Deletes the run's reservation if it is on one of the user's accounts. */
  release(userId: number, runId: number): Promise<void>;
}

export interface StoredSyncState {
  state: FollowerSyncState;
  /** Bumped by every save. */
  version: number;
}

export interface FollowerSyncRepository {
  /** The user's account with its stored sync state (null when none), in one read; null for an unknown id or another user's account. */
  findWithAccount(userId: number, accountId: number): Promise<{ account: TrackedAccount; stored: StoredSyncState | null } | null>;
  /** Saves `state` if the stored one is still at `version` (0: none stored yet); false when another call saved first. */
  save(accountId: number, state: FollowerSyncState, version: number): Promise<boolean>;
  /**
   * One step of a sync in one statement (a transaction of its own, or a part of the caller's): if
   * the stored state is still at `version` (> 0), caches the page's profiles the account's cache
   * lacks, as first seen by `page.state.runId` and in the page's order, and saves `page.state`
   * with its run totals counting them. Null, changing nothing, when another call saved first.
   */
  savePage(accountId: number, version: number, page: SyncPageWrite): Promise<SavedSyncPage | null>;
}

/** What one step of a sync writes. */
export interface SyncPageWrite {
  /** The state after the step; its run totals do not count the page's profiles yet. */
  state: FollowerSyncState;
  sourceType: SourceType;
  profiles: XFullProfile[];
  /**
   * For a step made as if none of its followers were cached (a later sync's, which stops at a run
   * of this many cached ones): savePage throws CachedRunFound, changing nothing, when `profiles`
   * hold such a run after all, and the step has to be made again knowing which are cached.
   */
  refuseCachedRun?: number;
}

/** savePage refused a step made as if none of its followers were cached: some run of them was. */
export class CachedRunFound extends Error {
  constructor() {
    super("a run of the page's followers was cached already");
  }
}

export interface SavedSyncPage {
  /** The highest cache id of the account's profiles before the page's; 0 when it had none. */
  lastId: number;
  /** The profiles the page added to the cache, with their cache ids. */
  added: { id: number; xUserId: string }[];
  /** The run totals saved, the added profiles counted. */
  runTotals: RunTotals;
}

/** Profiles of an account's followers and likers, each cached once with the run that first saw it. */
export interface FollowerCache {
  /** Those of `xUserIds` the account's cache holds. */
  cachedIds(accountId: number, xUserIds: string[]): Promise<Set<string>>;
  /** Hands the profiles first seen by `fromRunId` over to `toRunId`. */
  moveToRun(accountId: number, fromRunId: number, toRunId: number): Promise<void>;
  /** Up to `limit` profiles with a cache id above `afterId`, in id order: those first seen by `runId`, or all when it is null. */
  list(accountId: number, runId: number | null, afterId: number, limit: number): Promise<CachedProfile[]>;
}

export interface NewLedgerEntry {
  kind: CreditEntryKind;
  /** Signed: negative for a charge. */
  amount: number;
  description: string;
  reservationId?: string;
  leadId?: number | null;
  lookupId?: number | null;
  topupId?: string;
}

/** Team balances and their ledger: every balance change appends the entry that explains it. */
export interface CreditRepository {
  /** The team's balance row; the defaults for a team that never had credits. */
  account(teamId: number): Promise<CreditAccount>;
  /** The team's balance row, created with the defaults when missing, locked until the transaction ends. */
  lockedAccount(teamId: number): Promise<CreditAccount>;
  /** Holds `amount` if the available balance covers it (one conditional update); null, changing nothing, if not. */
  hold(teamId: number, amount: number): Promise<CreditAccount | null>;
  releaseHold(teamId: number, amount: number): Promise<CreditAccount>;
  /** In one statement: moves the balance by the entry's amount, frees `releaseHeld` held credits, appends the entry with the balance after it. */
  post(teamId: number, entry: NewLedgerEntry, releaseHeld?: number): Promise<CreditAccount>;
  /** The charge a settled reservation wrote, if it charged anything. */
  chargeOf(reservationId: string): Promise<LedgerEntry | null>;
  /** Up to `limit` of the team's entries with ids below `beforeId` (from the newest when null), newest first. */
  entries(teamId: number, beforeId: number | null, limit: number): Promise<LedgerEntry[]>;
  /** Applies the settings given to the row lockedAccount locked; `userId` becomes the payer when auto top-up is turned on. */
  updateSettings(teamId: number, settings: CreditSettings, userId: number): Promise<CreditAccount>;
}

export type ReservationState = "held" | "settled" | "released" | "refunded";

/** Credits held for one operation of a user's, until it is settled, refunded or expires. */
export interface CreditReservation {
  id: string;
  teamId: number;
  userId: number;
  amount: number;
  state: ReservationState;
  charged: number;
}

export interface CreditReservationRepository {
  /** Records a new hold expiring in HOLD_TTL_MINUTES; false when the id exists (a concurrent insert of it is waited for). */
  create(reservation: { id: string; teamId: number; userId: number; amount: number }): Promise<boolean>;
  /** The reservation, locked until the transaction ends. */
  find(id: string): Promise<CreditReservation | null>;
  setState(id: string, state: ReservationState, charged?: number): Promise<void>;
  /** Releases every expired hold and frees its credits on the team's balance; returns how many. */
  releaseExpired(): Promise<number>;
}

export interface CreditTopup {
  id: string;
  teamId: number;
  /** The payer. */
  userId: number;
  credits: number;
  state: "pending" | "succeeded" | "failed";
}

export type TopupOutcome = { state: "succeeded"; providerRef: string } | { state: "failed"; error: string };

export interface CreditTopupRepository {
  /** A pending top-up (its id); null when the team already has one pending. */
  create(teamId: number, userId: number, credits: number): Promise<string | null>;
  find(id: string): Promise<CreditTopup | null>;
  /** Pending top-ups last attempted over `staleMs` ago, each marked attempted now so other replicas leave it alone. */
  claimStale(staleMs: number, limit: number): Promise<string[]>;
  /** Ends a pending top-up; false when it was no longer pending. */
  finish(id: string, outcome: TopupOutcome): Promise<boolean>;
}

export interface Locks {
  /** Serialises every change to one user's accounts and subscription until the transaction ends. */
  user(userId: number): Promise<void>;
  /** Serialises free-plan account creation per signup IP until the transaction ends. */
  signupIp(ip: string): Promise<void>;
  /** Serialises budget reservations on one account until the transaction ends. */
  account(accountId: number): Promise<void>;
}

export interface WebhookInbox {
  /** Records the provider's event id; false when it was recorded before. */
  firstDelivery(eventId: string): Promise<boolean>;
}

export interface BillingCustomer {
  userId: number;
  email: string;
}

/** The payment provider's subscription: one per user, one item per tier. */
export interface BillingProvider {
  /** Sets every tier's quantity (0 allowed), creating the customer and subscription when needed; throws billing_provider_error. */
  setQuantities(customer: BillingCustomer, quantities: Record<Tier, number>, opts: { prorate: boolean }): Promise<void>;
  getQuantities(userId: number): Promise<Record<Tier, number>>;
  /** Null until the user has a subscription. */
  currentPeriod(userId: number): Promise<BillingPeriod | null>;
  /**
   * Charges the customer once, now, for a pack of `credits` (the local provider only records it);
   * calls repeated with one `chargeId` make one charge. Returns the provider's reference for it;
   * throws billing_provider_error.
   */
  chargeCreditPack(customer: BillingCustomer, chargeId: string, credits: number): Promise<string>;
}

/** A provider webhook, verified and reduced to what this context acts on. */
export interface ProviderEvent {
  /** The provider's event id: each is handled once. */
  id: string;
  userId: number;
  status?: SubscriptionStatus;
  /** Start of the billing period the event reports: pending downgrades due by then are applied. */
  periodStart?: Date;
}

export interface BillingWebhooks {
  /** Verifies the signature (invalid_request when it fails); null for event types we ignore and customers we do not know. */
  receive(payload: Uint8Array, signature: string): Promise<ProviderEvent | null>;
}

/** Events go to the outbox of the transaction they are written in. */
export interface AccountEvents {
  created(account: TrackedAccount): Promise<void>;
  updated(account: TrackedAccount): Promise<void>;
  released(account: TrackedAccount): Promise<void>;
  subscriptionChanged(userId: number, status: SubscriptionStatus): Promise<void>;
}

/** X's rate-limit window is spent until then: the caller comes back later instead of waiting. */
export interface RateLimited {
  rateLimitedUntil: Date;
}

export type XUserRef = { handle: string } | { xUserId: string };

export interface XApi {
  /** Throws handle_not_found, handle_protected or handle_lookup_failed. */
  lookupUser(handle: string): Promise<XProfile>;
  /** The profile with every field, by handle or id; throws handle_not_found, handle_protected or handle_lookup_failed. */
  lookupProfile(ref: XUserRef): Promise<XFullProfile>;
  // The calls below never wait for a rate-limit window; they throw handle_not_found or
  // handle_protected for a user X no longer has or shows, and upstream_error when X fails.
  /** A page of the user's followers, newest first. */
  followersPage(xUserId: string, paginationToken: string | null, maxResults: number): Promise<ProfilePage | RateLimited>;
  /** Ids of the user's latest `count` tweets (retweets left out), newest first. */
  recentTweets(xUserId: string, count: number): Promise<string[] | RateLimited>;
  /** A page of the tweet's liking users, most recent first; a tweet X no longer has has none. */
  likingUsers(tweetId: string, paginationToken: string | null): Promise<ProfilePage | RateLimited>;
}

export interface IdentityDirectory {
  /** Throws not_found for an unknown user. */
  getUser(userId: number): Promise<SignedUpUser>;
}

/** What GET /me shows of billing, read at once. */
export interface BillingSummaryRows {
  user: BillingUser;
  /** Some account's pending downgrade is due by `asOf`. */
  dueDowngrades: boolean;
  /** When the earliest pending downgrade takes effect; null without one. */
  nextDowngradeAt: Date | null;
  /** Id order, with their uses since the period start (re-tests) and since midnight UTC (syncs). */
  accounts: { id: number; handle: string; tier: Tier; retests: number; syncs: number }[];
  credits: CreditAccount;
}

export interface SummaryReader {
  /** Null when the user is not in the read model yet. */
  read(userId: number, opts: { retestsSince: Date; syncsSince: Date; asOf: Date }): Promise<BillingSummaryRows | null>;
}

export interface Repositories {
  users: UserRepository;
  summaries: SummaryReader;
  accounts: AccountRepository;
  budgetUsage: BudgetUsageRepository;
  followerSync: FollowerSyncRepository;
  followerCache: FollowerCache;
  credits: CreditRepository;
  creditReservations: CreditReservationRepository;
  creditTopups: CreditTopupRepository;
  billing: BillingProvider;
}

export interface UnitOfWork extends Repositories {
  locks: Locks;
  webhookInbox: WebhookInbox;
  events: AccountEvents;
}

export type Database = DatabasePort<Repositories, UnitOfWork>;

/** What the use cases count for the process's metrics. */
export interface UsageMetrics {
  /** Credits a settled hold charged (counted once, after its transaction committed). */
  creditsSpent(credits: number): void;
}

export interface AppDeps {
  db: Database;
  x: XApi;
  identity: IdentityDirectory;
  /** Null when no provider with webhooks (Stripe) is configured. */
  webhooks: BillingWebhooks | null;
  usage: UsageMetrics;
  logger: Logger;
}
