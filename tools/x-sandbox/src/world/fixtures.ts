import { readFile } from 'node:fs/promises';
import type { TweetPublicMetrics, UserPublicMetrics } from './types.js';

/** One account as a fixture or test describes it. Missing fields are generated from the handle. */
export interface FixtureProfile {
  username: string;
  id?: string;
  name?: string;
  description?: string;
  location?: string;
  url?: string;
  profile_image_url?: string;
  created_at?: string;
  protected?: boolean;
  verified?: boolean;
  followers_count?: number;
  following_count?: number;
  tweet_count?: number;
  listed_count?: number;
  public_metrics?: Partial<UserPublicMetrics>;
  /** Not an X field: what `/sandbox/users/:id/truth` reports. */
  bot?: boolean;
}

/** A handle of any existing or generatable account, or a profile to create or update. */
export type FixtureUserRef = string | FixtureProfile;

export interface FixtureTweet {
  text: string;
  id?: string;
  created_at?: string;
  lang?: string;
  public_metrics?: Partial<TweetPublicMetrics>;
  /** Newest first. */
  liking_users?: FixtureUserRef[];
}

export interface XSandboxFixtures {
  accounts?: FixtureProfile[];
  /** Handle → followers, newest first. */
  followers?: Record<string, FixtureUserRef[]>;
  /** Handle → tweets, newest first. */
  tweets?: Record<string, FixtureTweet[]>;
  /** Tweet id → liking users, newest first. */
  likes?: Record<string, FixtureUserRef[]>;
}

/** Bad input to a fixture file or a /sandbox endpoint. */
export class SandboxInputError extends Error {
  constructor(message: string, readonly statusCode = 400) {
    super(message);
    this.name = 'SandboxInputError';
  }
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,15}$/;
export const ID_PATTERN = /^[0-9]{1,19}$/;

const STRING_FIELDS = ['name', 'description', 'location', 'url', 'profile_image_url'] as const;
const METRIC_FIELDS = ['followers_count', 'following_count', 'tweet_count', 'listed_count'] as const;
const USER_METRIC_FIELDS = [...METRIC_FIELDS, 'like_count', 'media_count'] as const;
const TWEET_METRIC_FIELDS = ['retweet_count', 'reply_count', 'like_count', 'quote_count', 'bookmark_count', 'impression_count'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(path: string, problem: string): never {
  throw new SandboxInputError(`${path}: ${problem}`);
}

function optionalString(value: unknown, path: string): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : fail(path, 'must be a string');
}

function optionalBoolean(value: unknown, path: string): boolean | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'boolean' ? value : fail(path, 'must be a boolean');
}

function optionalCount(value: unknown, path: string): number | undefined {
  if (value === undefined) return undefined;
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fail(path, 'must be a non-negative integer');
}

function optionalTimestamp(value: unknown, path: string): string | undefined {
  const text = optionalString(value, path);
  if (text === undefined) return undefined;
  return Number.isNaN(Date.parse(text)) ? fail(path, 'must be an ISO-8601 timestamp') : text;
}

export function optionalId(value: unknown, path: string): string | undefined {
  const id = optionalString(value, path);
  if (id === undefined) return undefined;
  return ID_PATTERN.test(id) && BigInt(id) < 2n ** 63n ? id : fail(path, 'must be a numeric string below 2^63');
}

function metrics<K extends string>(value: unknown, fields: readonly K[], path: string): Partial<Record<K, number>> | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) fail(path, 'must be an object');
  const out: Partial<Record<K, number>> = {};
  for (const field of fields) {
    const count = optionalCount(value[field], `${path}.${field}`);
    if (count !== undefined) out[field] = count;
  }
  return out;
}

export function parseProfile(value: unknown, path: string): FixtureProfile {
  if (!isRecord(value)) fail(path, 'must be an object');
  const username = value.username;
  if (typeof username !== 'string' || !USERNAME_PATTERN.test(username)) fail(`${path}.username`, 'must match ^[A-Za-z0-9_]{1,15}$');
  const profile: FixtureProfile = { username };
  const id = optionalId(value.id, `${path}.id`);
  if (id !== undefined) profile.id = id;
  for (const field of STRING_FIELDS) {
    const text = optionalString(value[field], `${path}.${field}`);
    if (text !== undefined) profile[field] = text;
  }
  const createdAt = optionalTimestamp(value.created_at, `${path}.created_at`);
  if (createdAt !== undefined) profile.created_at = createdAt;
  for (const field of ['protected', 'verified', 'bot'] as const) {
    const flag = optionalBoolean(value[field], `${path}.${field}`);
    if (flag !== undefined) profile[field] = flag;
  }
  for (const field of METRIC_FIELDS) {
    const count = optionalCount(value[field], `${path}.${field}`);
    if (count !== undefined) profile[field] = count;
  }
  const nested = metrics(value.public_metrics, USER_METRIC_FIELDS, `${path}.public_metrics`);
  if (nested !== undefined) profile.public_metrics = nested;
  return profile;
}

export function parseUserRef(value: unknown, path: string): FixtureUserRef {
  if (typeof value === 'string') {
    return USERNAME_PATTERN.test(value) ? value : fail(path, 'must be a handle matching ^[A-Za-z0-9_]{1,15}$ or a profile');
  }
  return parseProfile(value, path);
}

export function parseUserRefs(value: unknown, path: string): FixtureUserRef[] {
  if (!Array.isArray(value)) fail(path, 'must be an array of handles or profiles');
  return value.map((entry, index) => parseUserRef(entry, `${path}[${index}]`));
}

export function parseTweet(value: unknown, path: string): FixtureTweet {
  if (!isRecord(value)) fail(path, 'must be an object');
  if (typeof value.text !== 'string' || value.text.length === 0) fail(`${path}.text`, 'must be a non-empty string');
  const tweet: FixtureTweet = { text: value.text };
  const id = optionalId(value.id, `${path}.id`);
  if (id !== undefined) tweet.id = id;
  const createdAt = optionalTimestamp(value.created_at, `${path}.created_at`);
  if (createdAt !== undefined) tweet.created_at = createdAt;
  const lang = optionalString(value.lang, `${path}.lang`);
  if (lang !== undefined) tweet.lang = lang;
  const publicMetrics = metrics(value.public_metrics, TWEET_METRIC_FIELDS, `${path}.public_metrics`);
  if (publicMetrics !== undefined) tweet.public_metrics = publicMetrics;
  if (value.liking_users !== undefined) tweet.liking_users = parseUserRefs(value.liking_users, `${path}.liking_users`);
  return tweet;
}

export function parseTweets(value: unknown, path: string): FixtureTweet[] {
  if (!Array.isArray(value)) fail(path, 'must be an array of tweets');
  return value.map((entry, index) => parseTweet(entry, `${path}[${index}]`));
}

function parseKeyed<T>(value: unknown, path: string, parse: (entry: unknown, path: string) => T): Record<string, T> | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) fail(path, 'must be an object');
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, parse(entry, `${path}.${key}`)]));
}

export function parseFixtures(value: unknown): XSandboxFixtures {
  if (!isRecord(value)) fail('fixtures', 'must be an object');
  const fixtures: XSandboxFixtures = {};
  if (value.accounts !== undefined) {
    if (!Array.isArray(value.accounts)) fail('accounts', 'must be an array');
    fixtures.accounts = value.accounts.map((entry, index) => parseProfile(entry, `accounts[${index}]`));
  }
  const followers = parseKeyed(value.followers, 'followers', parseUserRefs);
  if (followers) fixtures.followers = followers;
  const tweets = parseKeyed(value.tweets, 'tweets', parseTweets);
  if (tweets) fixtures.tweets = tweets;
  const likes = parseKeyed(value.likes, 'likes', parseUserRefs);
  if (likes) fixtures.likes = likes;
  return fixtures;
}

export async function loadFixturesFile(path: string): Promise<XSandboxFixtures> {
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read X sandbox fixtures file ${path}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new Error(`X sandbox fixtures file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  return parseFixtures(parsed);
}
