import type { AppError } from "@leadstream/platform/errors";
import type { RateLimited, XApi, XProfile } from "../../app/ports.js";
import {
  handleLookupFailed,
  handleNotFound,
  handleProtected,
  trackedAccountGone,
  trackedAccountProtected,
  xUnavailable,
  xUserLookupFailed,
  xUserNotFound,
  xUserProtected,
} from "../../domain/errors.js";
import type { ProfilePage, XFullProfile } from "../../domain/profiles.js";
import { XRateLimitedError, XUnavailableError, type XHttpClient } from "./x-http-client.js";

interface XUser {
  id: string;
  username: string;
  name: string;
  description?: string;
  profile_image_url?: string;
  protected?: boolean;
  verified?: boolean;
  location?: string;
  url?: string;
  created_at?: string;
  public_metrics?: { followers_count?: number; following_count?: number; tweet_count?: number; listed_count?: number };
}

interface XBody<T> {
  data?: T;
  meta?: { next_token?: string };
  errors?: { type?: string }[];
}

const PROBLEMS = "https://api.twitter.com/2/problems";
const LOOKUP_USER_FIELDS = "profile_image_url,protected,public_metrics";
const LIST_USER_FIELDS = "id,name,username,description,public_metrics,profile_image_url,created_at,protected,verified,location,url";
const LIKING_USERS_PAGE_SIZE = 100; // X's maximum
const TWEETS_MIN_RESULTS = 5; // X's minimum max_results for timelines
// Sync calls never wait for a spent window inside an RPC: the run comes back after the reset.
const SYNC_MAX_WAIT_MS = 0;

/** The errors a lookup throws, naming the user as the caller did. */
interface LookupFailures {
  notFound(): AppError;
  protected(): AppError;
  failed(): AppError;
}

const handleFailures = (handle: string): LookupFailures => ({
  notFound: () => handleNotFound(handle),
  protected: () => handleProtected(handle),
  failed: () => handleLookupFailed(handle),
});

const idFailures = (xUserId: string): LookupFailures => ({
  notFound: () => xUserNotFound(xUserId),
  protected: () => xUserProtected(xUserId),
  failed: () => xUserLookupFailed(xUserId),
});

const hasProblem = (body: XBody<unknown>, problem: string) => (body.errors ?? []).some((e) => e.type === `${PROBLEMS}/${problem}`);

const toProfile = (user: XUser): XProfile => ({
  xUserId: user.id,
  handle: user.username,
  displayName: user.name,
  profileImageUrl: user.profile_image_url ?? "",
  followersCount: user.public_metrics?.followers_count ?? 0,
});

const toFullProfile = (user: XUser): XFullProfile => ({
  xUserId: user.id,
  handle: user.username,
  displayName: user.name,
  bio: user.description ?? "",
  followersCount: user.public_metrics?.followers_count ?? 0,
  followingCount: user.public_metrics?.following_count ?? 0,
  tweetCount: user.public_metrics?.tweet_count ?? 0,
  listedCount: user.public_metrics?.listed_count ?? 0,
  createdAt: user.created_at ? new Date(user.created_at) : null,
  profileImageUrl: user.profile_image_url ?? "",
  protected: user.protected ?? false,
  verified: user.verified ?? false,
  location: user.location ?? "",
  url: user.url ?? "",
});

const toPage = (body: XBody<XUser[]>): ProfilePage => ({ profiles: (body.data ?? []).map(toFullProfile), nextToken: body.meta?.next_token ?? null });

/** The production X API v2 adapter (pointed at tools/x-sandbox in development and tests). */
export function xApiAdapter(client: XHttpClient, opts: { lookupMaxWaitMs: number }): XApi {
  /** A sync request's body, or when the family's window is spent, until when. */
  async function syncGet<T>(path: string, query: Record<string, string>, family: string): Promise<XBody<T> | RateLimited> {
    try {
      const res = await client.get(path, query, { family, maxWaitMs: SYNC_MAX_WAIT_MS });
      // X reports a missing user or tweet inside a 200; a 404 (an unknown path) means the same.
      return res.status === 404 ? { errors: [{ type: `${PROBLEMS}/resource-not-found` }] } : ((res.body ?? {}) as XBody<T>);
    } catch (err) {
      if (err instanceof XRateLimitedError) return { rateLimitedUntil: err.resetAt };
      if (err instanceof XUnavailableError) throw xUnavailable();
      throw err;
    }
  }

  /** One user, waiting for a spent rate-limit window up to the lookup limit. */
  async function lookUp(path: string, family: string, fields: string, fail: LookupFailures): Promise<XUser> {
    let res;
    try {
      res = await client.get(path, { "user.fields": fields }, { family, maxWaitMs: opts.lookupMaxWaitMs });
    } catch (err) {
      if (err instanceof XUnavailableError) throw fail.failed();
      throw err;
    }
    const body = (res.body ?? {}) as XBody<XUser>;
    if (res.status === 404 || hasProblem(body, "resource-not-found")) throw fail.notFound();
    // X answers protected accounts with 200: a flag on the user, or an authorization problem.
    if (body.data?.protected || hasProblem(body, "not-authorized-for-resource")) throw fail.protected();
    if (!body.data) throw fail.failed();
    return body.data;
  }

  /** X answers a missing or protected user with 200 and a problem in `errors`. */
  function requireReadableUser(body: XBody<unknown>): void {
    if (hasProblem(body, "resource-not-found")) throw trackedAccountGone();
    if (hasProblem(body, "not-authorized-for-resource")) throw trackedAccountProtected();
  }

  return {
    async lookupUser(handle) {
      return toProfile(await lookUp(`/2/users/by/username/${encodeURIComponent(handle)}`, "users", LOOKUP_USER_FIELDS, handleFailures(handle)));
    },

    async lookupProfile(ref) {
      const user =
        "handle" in ref
          ? await lookUp(`/2/users/by/username/${encodeURIComponent(ref.handle)}`, "users", LIST_USER_FIELDS, handleFailures(ref.handle))
          : await lookUp(`/2/users/${encodeURIComponent(ref.xUserId)}`, "usersById", LIST_USER_FIELDS, idFailures(ref.xUserId));
      return toFullProfile(user);
    },

    async followersPage(xUserId, paginationToken, maxResults) {
      const query: Record<string, string> = { max_results: String(maxResults), "user.fields": LIST_USER_FIELDS };
      if (paginationToken) query.pagination_token = paginationToken;
      const body = await syncGet<XUser[]>(`/2/users/${encodeURIComponent(xUserId)}/followers`, query, "followers");
      if ("rateLimitedUntil" in body) return body;
      requireReadableUser(body);
      return toPage(body);
    },

    async recentTweets(xUserId, count) {
      const query = { max_results: String(Math.max(count, TWEETS_MIN_RESULTS)), exclude: "retweets" };
      const body = await syncGet<{ id: string }[]>(`/2/users/${encodeURIComponent(xUserId)}/tweets`, query, "tweets");
      if ("rateLimitedUntil" in body) return body;
      requireReadableUser(body);
      return (body.data ?? []).slice(0, count).map((tweet) => tweet.id);
    },

    async likingUsers(tweetId, paginationToken) {
      const query: Record<string, string> = { max_results: String(LIKING_USERS_PAGE_SIZE), "user.fields": LIST_USER_FIELDS };
      if (paginationToken) query.pagination_token = paginationToken;
      const body = await syncGet<XUser[]>(`/2/tweets/${encodeURIComponent(tweetId)}/liking_users`, query, "likingUsers");
      if ("rateLimitedUntil" in body) return body;
      // A tweet deleted since we listed it has no likers left to collect.
      if (hasProblem(body, "resource-not-found")) return { profiles: [], nextToken: null };
      requireReadableUser(body);
      return toPage(body);
    },
  };
}
