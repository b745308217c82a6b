import {
  fixtureAccount,
  handleAccount,
  personaAccount,
  updateFixtureAccount,
  type Account,
  type AccountSettings,
  type FixtureLists,
} from './accounts.js';
import { AppendableList, listLength, type ListSlot } from './appendable-list.js';
import { BoundedMap } from './bounded-map.js';
import {
  SandboxInputError,
  USERNAME_PATTERN,
  optionalId,
  type FixtureProfile,
  type FixtureTweet,
  type FixtureUserRef,
  type XSandboxFixtures,
} from './fixtures.js';
import { decodeHandleId, decodePersonaId, handleId, parseId, personaId, personaNumber, tweetId } from './ids.js';
import { decodeCursor, encodeCursor, pageWindow, type Cursor, type PageWindow } from './pagination.js';
import { Rng } from './prng.js';
import { isoSeconds } from './profile-parts.js';
import { SandboxClock } from './sandbox-clock.js';
import { generatedTweet, timelineShape, type TimelineShape } from './timeline.js';
import type { Tweet, UserProfile, UserTruth } from './types.js';

export interface WorldSettings {
  seed: string;
  /** Sandbox time zero (ms since 1970). Generated accounts and tweets all predate it. */
  epochMs: number;
  /** Let sandbox time also follow the real clock. */
  realtime: boolean;
  newFollowersPerHour: number;
  maxGeneratedFollowers: number;
}

export type Lookup<T> = { status: 'ok'; value: T } | { status: 'not-found' } | { status: 'unavailable' };
export type ListLookup<T> = Lookup<T> | { status: 'not-authorized' } | { status: 'invalid-token' };

export interface ListPage<T> {
  items: T[];
  nextToken?: string;
  previousToken?: string;
}

export interface PageRequest {
  maxResults: number;
  paginationToken?: string;
}

export interface TweetFilter {
  sinceId?: string;
  untilId?: string;
  startTimeMs?: number;
  endTimeMs?: number;
}

export interface UserTruthReport extends UserTruth {
  id: string;
  username: string;
}

export interface ClockState {
  now: string;
  epoch: string;
  elapsed_hours: number;
  realtime: boolean;
  new_followers_per_hour: number;
}

interface TweetRecord {
  tweet: Tweet;
  /** Likes counted before run-time additions. */
  baseLikes: number;
  /** Whether those base likes have generated liking users behind them. */
  likesGenerated: boolean;
}

type Resolved = Account | 'not-found' | 'unavailable';

/** Share of a generated tweet's liking users drawn from its author's followers. */
const LIKERS_FROM_FOLLOWERS = 0.35;
const REGISTRY_CAPACITY = 1_000_000;

function isAccount(resolved: Resolved): resolved is Account {
  return typeof resolved !== 'string';
}

function getOrCreate<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

function toPage<T>(listKey: string, window: PageWindow<unknown>, items: T[]): ListPage<T> {
  const page: ListPage<T> = { items };
  if (window.next) page.nextToken = encodeCursor(listKey, window.next);
  if (window.previous) page.previousToken = encodeCursor(listKey, window.previous);
  return page;
}

/**
 * The sandbox's X: generated people, accounts defined by fixtures or tests, and what was added at
 * run time. Generated people are never stored; they are recomputed from the seed on demand.
 */
export class XWorld {
  readonly clock: SandboxClock;
  private readonly accountSettings: AccountSettings;
  private readonly fixtureAccounts = new Map<string, Account>();
  private readonly fixtureIdsByHandle = new Map<string, string>();
  /** Generated people by handle, so a handle seen in a follower list can be looked up by username. */
  private readonly personasByHandle = new BoundedMap<string, number>(REGISTRY_CAPACITY);
  /** Handles too long to be encoded in an id. */
  private readonly longHandlesById = new Map<string, string>();
  private readonly addedFollowers = new Map<string, AppendableList<string>>();
  private readonly addedTweets = new Map<string, AppendableList<string>>();
  private readonly addedLikes = new Map<string, AppendableList<string>>();
  /** Generated tweets served so far; tweet ids cannot be decoded back to their author. */
  private readonly generatedTweetIndex = new BoundedMap<string, { authorId: string; index: number }>(REGISTRY_CAPACITY);
  private readonly explicitTweets = new Map<string, TweetRecord>();

  constructor(readonly settings: WorldSettings) {
    this.clock = new SandboxClock(settings.epochMs, settings.realtime);
    this.accountSettings = {
      seed: settings.seed,
      epochMs: settings.epochMs,
      maxGeneratedFollowers: settings.maxGeneratedFollowers,
    };
  }

  // --- clock -------------------------------------------------------------------------------

  clockState(): ClockState {
    return {
      now: new Date(this.clock.nowMs()).toISOString(),
      epoch: new Date(this.clock.epochMs).toISOString(),
      elapsed_hours: this.clock.elapsedHours(),
      realtime: this.clock.realtime,
      new_followers_per_hour: this.settings.newFollowersPerHour,
    };
  }

  advance(hours: number): ClockState {
    this.clock.advance(hours);
    return this.clockState();
  }

  // --- X reads -----------------------------------------------------------------------------

  userByUsername(username: string): Lookup<UserProfile> {
    return this.served(this.resolveHandle(username.toLowerCase()));
  }

  userById(id: string): Lookup<UserProfile> {
    return this.served(this.resolveId(id));
  }

  /** Followers, newest first. */
  followers(userId: string, request: PageRequest): ListLookup<ListPage<UserProfile>> {
    const account = this.resolveId(userId);
    if (!isAccount(account)) return { status: account };
    if (account.profile.protected) return { status: 'not-authorized' };
    const id = account.profile.id;
    return this.userPage(`followers:${id}`, this.addedFollowers.get(id), this.generatedFollowerLength(account), request, (index) =>
      this.generatedFollower(id, index),
    );
  }

  /** Tweets, newest first. */
  tweets(userId: string, request: PageRequest, filter: TweetFilter = {}): ListLookup<ListPage<Tweet>> {
    const account = this.resolveId(userId);
    if (!isAccount(account)) return { status: account };
    if (account.profile.protected) return { status: 'not-authorized' };
    const listKey = `tweets:${account.profile.id}`;
    const cursor = this.readCursor(listKey, request.paginationToken);
    if (cursor === 'invalid') return { status: 'invalid-token' };
    const shape = timelineShape(account, this.accountSettings);
    const list = this.addedTweets.get(account.profile.id);
    const recordAt = (position: number): TweetRecord => {
      const slot: ListSlot<string> = list ? list.locate(position, shape.count) : { generated: position };
      return 'appended' in slot
        ? this.explicitTweets.get(slot.appended)!
        : this.generatedTweetRecord(account, shape, shape.count - 1 - slot.generated);
    };
    const window = pageWindow(listLength(list, shape.count), request.maxResults, cursor, recordAt, tweetFilter(filter));
    return { status: 'ok', value: toPage(listKey, window, window.items.map((record) => this.currentTweet(record))) };
  }

  /** Users who liked a tweet, most recent first. */
  likingUsers(tweetId: string, request: PageRequest): ListLookup<ListPage<UserProfile>> {
    const record = this.tweetRecord(tweetId);
    if (!record) return { status: 'not-found' };
    const author = this.resolveId(record.tweet.author_id);
    if (!isAccount(author)) return { status: author };
    if (author.profile.protected) return { status: 'not-authorized' };
    const generatedLength = record.likesGenerated ? Math.min(record.baseLikes, this.settings.maxGeneratedFollowers) : 0;
    return this.userPage(`liking:${tweetId}`, this.addedLikes.get(tweetId), generatedLength, request, (index) =>
      this.generatedLiker(author, tweetId, index),
    );
  }

  /** Ground truth for tests and benchmarks; undefined when the id is not a user. */
  truth(userId: string): UserTruthReport | undefined {
    const account = this.resolveId(userId);
    if (!isAccount(account)) return undefined;
    return { id: account.profile.id, username: account.profile.username, ...account.truth };
  }

  isBot(userId: string): boolean | undefined {
    return this.truth(userId)?.bot;
  }

  // --- run-time additions and fixtures -------------------------------------------------------

  /** Creates or updates a fixture account. */
  upsertAccount(input: FixtureProfile, lists: Partial<FixtureLists> = {}): { user: UserProfile; created: boolean } {
    const { account, created } = this.upsertFixture(input, { followers: lists.followers ?? false, tweets: lists.tweets ?? false });
    return { user: this.currentProfile(account), created };
  }

  /** Adds followers (newest first) on top of an account's list. Returns the followed account. */
  addFollowers(handle: string, refs: readonly FixtureUserRef[]): UserProfile {
    const followerIds = refs.map((ref) => this.resolveRef(ref).profile.id);
    const account = this.requireAccount(handle);
    if (followerIds.includes(account.profile.id)) throw new SandboxInputError(`@${handle} cannot follow itself`);
    getOrCreate(this.addedFollowers, account.profile.id, () => new AppendableList<string>()).append(
      followerIds.reverse(),
      this.generatedFollowerLength(account),
    );
    return this.currentProfile(account);
  }

  /** Adds tweets (newest first) on top of an account's timeline. */
  addTweets(handle: string, tweets: readonly FixtureTweet[]): Tweet[] {
    const account = this.requireAccount(handle);
    const authorId = account.profile.id;
    const generatedCount = timelineShape(account, this.accountSettings).count;
    const list = getOrCreate(this.addedTweets, authorId, () => new AppendableList<string>());
    const nowMs = this.clock.nowMs();
    const oldestFirst = [...tweets].reverse();
    const added = oldestFirst.map((input, offset) => {
      const createdMs = input.created_at ? Date.parse(input.created_at) : nowMs - (oldestFirst.length - 1 - offset) * 1000;
      const id = input.id ?? tweetId(Math.floor(createdMs / 1000) * 1000, authorId, 'added', this.explicitTweets.size);
      if (this.tweetRecord(id)) throw new SandboxInputError(`tweet id ${id} is already used`, 409);
      const explicitLikes = input.liking_users !== undefined;
      const givenLikes = input.public_metrics?.like_count;
      const record: TweetRecord = {
        tweet: {
          id,
          text: input.text,
          created_at: isoSeconds(createdMs),
          author_id: authorId,
          lang: input.lang ?? 'en',
          public_metrics: {
            retweet_count: 0,
            reply_count: 0,
            like_count: 0,
            quote_count: 0,
            bookmark_count: 0,
            impression_count: 0,
            ...input.public_metrics,
          },
        },
        baseLikes: explicitLikes ? 0 : givenLikes ?? 0,
        likesGenerated: !explicitLikes && givenLikes !== undefined,
      };
      this.explicitTweets.set(id, record);
      list.append([id], generatedCount);
      if (input.liking_users) this.addLikes(id, input.liking_users);
      return id;
    });
    return added.reverse().map((id) => this.currentTweet(this.explicitTweets.get(id)!));
  }

  /** Adds liking users (newest first) to a tweet the sandbox knows. */
  addLikes(tweetId: string, refs: readonly FixtureUserRef[]): Tweet {
    const record = this.tweetRecord(tweetId);
    if (!record) {
      throw new SandboxInputError(`tweet ${tweetId} is unknown (generated tweets become known once served by /2/users/:id/tweets)`, 404);
    }
    const likerIds = refs.map((ref) => this.resolveRef(ref).profile.id);
    const generatedLength = record.likesGenerated ? Math.min(record.baseLikes, this.settings.maxGeneratedFollowers) : 0;
    getOrCreate(this.addedLikes, tweetId, () => new AppendableList<string>()).append(likerIds.reverse(), generatedLength);
    return this.currentTweet(record);
  }

  loadFixtures(fixtures: XSandboxFixtures): void {
    const followerHandles = new Set(Object.keys(fixtures.followers ?? {}).map((handle) => handle.toLowerCase()));
    const tweetHandles = new Set(Object.keys(fixtures.tweets ?? {}).map((handle) => handle.toLowerCase()));
    for (const account of fixtures.accounts ?? []) {
      const handle = account.username.toLowerCase();
      this.upsertFixture(account, { followers: followerHandles.has(handle), tweets: tweetHandles.has(handle) });
    }
    for (const [handle, refs] of Object.entries(fixtures.followers ?? {})) {
      this.ensureFixture(handle, { followers: true, tweets: tweetHandles.has(handle.toLowerCase()) });
      this.addFollowers(handle, refs);
    }
    for (const [handle, tweets] of Object.entries(fixtures.tweets ?? {})) {
      this.ensureFixture(handle, { followers: followerHandles.has(handle.toLowerCase()), tweets: true });
      this.addTweets(handle, tweets);
    }
    for (const [tweetId, refs] of Object.entries(fixtures.likes ?? {})) {
      optionalId(tweetId, `likes.${tweetId}`);
      this.addLikes(tweetId, refs);
    }
  }

  // --- resolution ----------------------------------------------------------------------------

  private resolveHandle(handle: string): Resolved {
    const fixtureId = this.fixtureIdsByHandle.get(handle);
    if (fixtureId !== undefined) return this.fixtureAccounts.get(fixtureId)!;
    const persona = this.personasByHandle.get(handle);
    if (persona !== undefined) return this.personaAccount(persona);
    return this.handleAccount(handle);
  }

  private resolveId(id: string): Resolved {
    const fixture = this.fixtureAccounts.get(id);
    if (fixture) return fixture;
    const numeric = parseId(id);
    if (numeric === undefined) return 'not-found';
    const persona = decodePersonaId(numeric);
    if (persona !== undefined) return this.personaAccount(persona);
    const handle = decodeHandleId(numeric) ?? this.longHandlesById.get(id);
    if (handle === undefined || this.fixtureIdsByHandle.has(handle)) return 'not-found';
    return this.handleAccount(handle);
  }

  private handleAccount(handle: string): Resolved {
    if (handle.startsWith('nf_')) return 'not-found';
    if (handle.startsWith('down_')) return 'unavailable';
    const id = handleId(handle);
    // Long handles are hashed into their id; remember them so the id resolves.
    if (decodeHandleId(BigInt(id)) !== handle) this.longHandlesById.set(id, handle);
    return handleAccount(id, handle, this.accountSettings);
  }

  private personaAccount(persona: number): Account {
    const account = personaAccount(personaId(persona), persona, this.accountSettings);
    this.personasByHandle.remember(account.profile.username.toLowerCase(), persona);
    return account;
  }

  private requireAccount(handle: string): Account {
    const account = this.resolveHandle(handle.toLowerCase());
    if (!isAccount(account)) throw new SandboxInputError(`@${handle} ${account === 'not-found' ? 'does not exist' : 'is unavailable'}`, 404);
    return account;
  }

  private resolveRef(ref: FixtureUserRef): Account {
    if (typeof ref !== 'string') return this.upsertFixture(ref, { followers: false, tweets: false }).account;
    const account = this.resolveHandle(ref.toLowerCase());
    if (!isAccount(account)) throw new SandboxInputError(`@${ref} ${account === 'not-found' ? 'does not exist' : 'is unavailable'}`);
    return account;
  }

  private upsertFixture(input: FixtureProfile, lists: FixtureLists): { account: Account; created: boolean } {
    const handle = input.username.toLowerCase();
    const existingId = this.fixtureIdsByHandle.get(handle);
    if (existingId !== undefined) {
      if (input.id !== undefined && input.id !== existingId) {
        throw new SandboxInputError(`@${input.username} already exists with id ${existingId}`, 409);
      }
      const account = updateFixtureAccount(this.fixtureAccounts.get(existingId)!, input, this.accountSettings);
      this.fixtureAccounts.set(existingId, account);
      return { account, created: false };
    }
    const id = input.id ?? handleId(handle);
    if (this.fixtureAccounts.has(id)) throw new SandboxInputError(`id ${id} is already used by another account`, 409);
    const account = fixtureAccount(id, input, lists, this.accountSettings);
    this.fixtureAccounts.set(id, account);
    this.fixtureIdsByHandle.set(handle, id);
    return { account, created: true };
  }

  private ensureFixture(handle: string, lists: FixtureLists): void {
    if (!USERNAME_PATTERN.test(handle)) throw new SandboxInputError(`${handle}: must match ^[A-Za-z0-9_]{1,15}$`);
    if (!this.fixtureIdsByHandle.has(handle.toLowerCase())) this.upsertFixture({ username: handle }, lists);
  }

  // --- lists ---------------------------------------------------------------------------------

  private arrivals(): number {
    return Math.max(0, Math.floor(this.clock.elapsedHours() * this.settings.newFollowersPerHour + 1e-9));
  }

  private generatedFollowerLength(account: Account): number {
    return account.generatedFollowers + (account.followerList === 'growing' ? this.arrivals() : 0);
  }

  private generatedFollower(accountId: string, index: number): Account {
    return this.personaAccount(personaNumber(this.settings.seed, 'follower', accountId, index));
  }

  private generatedLiker(author: Account, tweetId: string, index: number): Account {
    const rng = Rng.from(this.settings.seed, 'liker', tweetId, index);
    const followers = author.generatedFollowers;
    if (followers > 0 && rng.chance(LIKERS_FROM_FOLLOWERS)) {
      return this.generatedFollower(author.profile.id, Math.floor(rng.next() * followers));
    }
    return this.personaAccount(personaNumber(this.settings.seed, 'liker', tweetId, index));
  }

  private userPage(
    listKey: string,
    list: AppendableList<string> | undefined,
    generatedLength: number,
    request: PageRequest,
    generatedAt: (index: number) => Account,
  ): ListLookup<ListPage<UserProfile>> {
    const cursor = this.readCursor(listKey, request.paginationToken);
    if (cursor === 'invalid') return { status: 'invalid-token' };
    const accountAt = (position: number): Resolved => {
      const slot: ListSlot<string> = list ? list.locate(position, generatedLength) : { generated: position };
      return 'appended' in slot ? this.resolveId(slot.appended) : generatedAt(slot.generated);
    };
    const window = pageWindow(listLength(list, generatedLength), request.maxResults, cursor, accountAt);
    const users = window.items.filter(isAccount).map((account) => this.currentProfile(account));
    return { status: 'ok', value: toPage(listKey, window, users) };
  }

  private readCursor(listKey: string, token: string | undefined): Cursor | undefined | 'invalid' {
    if (token === undefined) return undefined;
    return decodeCursor(listKey, token) ?? 'invalid';
  }

  // --- tweets --------------------------------------------------------------------------------

  private generatedTweetRecord(account: Account, shape: TimelineShape, index: number): TweetRecord {
    const authorId = account.profile.id;
    const mention = this.personaAccount(personaNumber(this.settings.seed, 'mention', authorId, index)).profile.username;
    const tweet = generatedTweet(account, shape, index, mention, this.settings.seed);
    this.generatedTweetIndex.remember(tweet.id, { authorId, index });
    return { tweet, baseLikes: tweet.public_metrics.like_count, likesGenerated: true };
  }

  private tweetRecord(tweetId: string): TweetRecord | undefined {
    const explicit = this.explicitTweets.get(tweetId);
    if (explicit) return explicit;
    const generated = this.generatedTweetIndex.get(tweetId);
    if (!generated) return undefined;
    const author = this.resolveId(generated.authorId);
    if (!isAccount(author)) return undefined;
    return this.generatedTweetRecord(author, timelineShape(author, this.accountSettings), generated.index);
  }

  private currentTweet(record: TweetRecord): Tweet {
    const added = this.addedLikes.get(record.tweet.id)?.appendedCount ?? 0;
    return { ...record.tweet, public_metrics: { ...record.tweet.public_metrics, like_count: record.baseLikes + added } };
  }

  // --- serving -------------------------------------------------------------------------------

  private served(resolved: Resolved): Lookup<UserProfile> {
    return isAccount(resolved) ? { status: 'ok', value: this.currentProfile(resolved) } : { status: resolved };
  }

  private baseFollowersCount(account: Account): number {
    switch (account.followerList) {
      case 'explicit':
        return 0;
      case 'generated':
        return account.profile.public_metrics.followers_count;
      case 'growing':
        return account.profile.public_metrics.followers_count + this.arrivals();
    }
  }

  /** The profile with counts that move: arrivals over sandbox time and run-time additions. */
  private currentProfile(account: Account): UserProfile {
    const id = account.profile.id;
    const metrics = account.profile.public_metrics;
    const addedFollowers = this.addedFollowers.get(id)?.appendedCount ?? 0;
    const addedTweets = this.addedTweets.get(id)?.appendedCount ?? 0;
    return {
      ...account.profile,
      public_metrics: {
        ...metrics,
        followers_count: this.baseFollowersCount(account) + addedFollowers,
        tweet_count: (account.generatedTweets ? metrics.tweet_count : 0) + addedTweets,
      },
    };
  }
}

function tweetFilter(filter: TweetFilter): ((record: TweetRecord) => boolean) | undefined {
  const sinceId = filter.sinceId === undefined ? undefined : BigInt(filter.sinceId);
  const untilId = filter.untilId === undefined ? undefined : BigInt(filter.untilId);
  const { startTimeMs, endTimeMs } = filter;
  if (sinceId === undefined && untilId === undefined && startTimeMs === undefined && endTimeMs === undefined) return undefined;
  return ({ tweet }) => {
    const id = BigInt(tweet.id);
    const createdMs = Date.parse(tweet.created_at);
    return (
      (sinceId === undefined || id > sinceId) &&
      (untilId === undefined || id < untilId) &&
      (startTimeMs === undefined || createdMs >= startTimeMs) &&
      (endTimeMs === undefined || createdMs < endTimeMs)
    );
  };
}
