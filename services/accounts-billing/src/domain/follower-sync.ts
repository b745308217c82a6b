import { syncSuperseded } from "./errors.js";
import type { ProfilePage, SourceType, XFullProfile } from "./profiles.js";

// DECISIONS "Streams and runs" (*config*): every follower sync number lives in this one table.
export const FOLLOWER_SYNC_CONFIG = {
  /** The first sync of an account takes this many of its most recent followers. */
  firstSyncFollowers: 1000,
  /** Followers per X request (X allows up to 1000). */
  pageSize: 1000,
  /** Likers are collected from this many of the account's latest posts. */
  likerPosts: 5,
  /** Pages of likers (X serves 100 a page, most recent first) taken per post. */
  likerPagesPerPost: 5,
  /** A later sync whose last seen follower has since unfollowed stops at this many consecutive followers already cached. */
  knownFollowersToStop: 20,
};

export type SyncPhase = "followers" | "likers" | "done";

/** Where an account's follower sync stands; saved after every page, so an interrupted or rate-limited sync resumes. */
export interface FollowerSyncState {
  /** The run whose sync this is; once `phase` is done, the run of the last completed sync. */
  runId: number;
  phase: SyncPhase;
  /** The newest follower when the last sync completed; null before any sync has seen a follower. */
  lastSeenFollowerId: string | null;
  /** Pagination token of the next page of the current list: the followers, or the current post's likers. */
  cursor: string | null;
  newestIdThisSync: string | null;
  /** Pages fetched of the current list. */
  pagesFetched: number;
  followersFetched: number;
  /** The latest posts whose likers this sync collects; null until fetched. */
  likerPostIds: string[] | null;
  likerPostIndex: number;
  /** Profiles this sync cached first (a taken-over sync's included): the run's totals so far. */
  runTotals: RunTotals;
}

export interface SyncStart {
  state: FollowerSyncState;
  /** The unfinished run whose sync this run takes over, with the profiles it had cached. */
  takenOverFrom: number | null;
}

/**
 * The sync a call of `runId` works on: its own; another run's unfinished one, taken over from its
 * cursor (that run crashed or was abandoned, and this one replaces it); or, after a completed
 * sync, a new one that pages down to the newest follower that sync saw. Run ids grow, so a call
 * from a run older than the stored one comes from a run already replaced: it is refused.
 */
export function syncForRun(runId: number, stored: FollowerSyncState | null): SyncStart {
  if (stored && runId < stored.runId) throw syncSuperseded(runId, stored.runId);
  if (stored?.runId === runId) return { state: stored, takenOverFrom: null };
  if (stored && stored.phase !== "done") return { state: { ...stored, runId }, takenOverFrom: stored.runId };
  const state: FollowerSyncState = {
    runId,
    phase: "followers",
    lastSeenFollowerId: stored?.lastSeenFollowerId ?? null,
    cursor: null,
    newestIdThisSync: null,
    pagesFetched: 0,
    followersFetched: 0,
    likerPostIds: null,
    likerPostIndex: 0,
    runTotals: { newFollowers: 0, newLikers: 0 },
  };
  return { state, takenOverFrom: null };
}

/** The one X request the next step of an unfinished sync makes. */
export type XRequest =
  | { kind: "followers"; paginationToken: string | null; maxResults: number }
  | { kind: "recentPosts"; count: number }
  | { kind: "likers"; postId: string; paginationToken: string | null };

const isFirstSync = (state: FollowerSyncState) => state.lastSeenFollowerId === null;

export function nextRequest(state: FollowerSyncState): XRequest {
  const { firstSyncFollowers, pageSize, likerPosts } = FOLLOWER_SYNC_CONFIG;
  if (state.phase === "followers") {
    const maxResults = isFirstSync(state) ? Math.min(pageSize, firstSyncFollowers - state.followersFetched) : pageSize;
    return { kind: "followers", paginationToken: state.cursor, maxResults };
  }
  if (state.likerPostIds === null) return { kind: "recentPosts", count: likerPosts };
  return { kind: "likers", postId: state.likerPostIds[state.likerPostIndex], paginationToken: state.cursor };
}

/** What one X answer does to the sync: the profiles to cache, the state after it, and the line for the run's progress log. */
export interface SyncStep {
  profiles: XFullProfile[];
  sourceType: SourceType;
  next: FollowerSyncState;
  /** Given how many of `profiles` the cache had never seen. */
  message(newCount: number): string;
}

const fetchedLine = (what: string, fetched: number, newCount: number, ending: string | null) =>
  `Fetched ${what}: ${fetched} profiles, ${newCount} new${ending ? `; ${ending}` : ""}`;

const completed = (state: FollowerSyncState): FollowerSyncState => ({
  ...state,
  phase: "done",
  lastSeenFollowerId: state.newestIdThisSync ?? state.lastSeenFollowerId,
  cursor: null,
  pagesFetched: 0,
});

/**
 * Where a later sync's new followers end in a page: at the newest follower the last sync saw or,
 * should that one have unfollowed since, at the start of a run of followers already cached.
 */
function endOfNewFollowers(lastSeenId: string, profiles: XFullProfile[], isCached: (xUserId: string) => boolean): { index: number; reason: string } | null {
  const { knownFollowersToStop } = FOLLOWER_SYNC_CONFIG;
  let cachedInARow = 0;
  for (const [index, profile] of profiles.entries()) {
    if (profile.xUserId === lastSeenId) return { index, reason: "reached the newest follower of the last sync" };
    cachedInARow = isCached(profile.xUserId) ? cachedInARow + 1 : 0;
    if (cachedInARow === knownFollowersToStop) return { index: index + 1 - cachedInARow, reason: `reached ${knownFollowersToStop} followers cached before` };
  }
  return null;
}

/** A page of followers: the first sync takes the most recent ones up to its limit, a later one those newer than the last sync's newest. */
export function followersStep(state: FollowerSyncState, page: ProfilePage, isCached: (xUserId: string) => boolean): SyncStep {
  const { firstSyncFollowers } = FOLLOWER_SYNC_CONFIG;
  const end = state.lastSeenFollowerId === null ? null : endOfNewFollowers(state.lastSeenFollowerId, page.profiles, isCached);
  const profiles = end ? page.profiles.slice(0, end.index) : page.profiles;
  const followersFetched = state.followersFetched + profiles.length;
  const ending =
    end?.reason ??
    (isFirstSync(state) && followersFetched >= firstSyncFollowers ? `took the ${firstSyncFollowers} most recent followers` : null) ??
    (page.nextToken === null ? "no older followers" : null);
  const pageNumber = state.pagesFetched + 1;
  const progressed = { ...state, followersFetched, newestIdThisSync: state.newestIdThisSync ?? page.profiles[0]?.xUserId ?? null };
  const next: FollowerSyncState = ending
    ? { ...progressed, phase: "likers", cursor: null, pagesFetched: 0 }
    : { ...progressed, cursor: page.nextToken, pagesFetched: pageNumber };
  return { profiles, sourceType: "new_follower", next, message: (newCount) => fetchedLine(`followers page ${pageNumber}`, profiles.length, newCount, ending) };
}

/** The account's latest posts, whose likers the following steps collect. */
export function recentPostsStep(state: FollowerSyncState, postIds: string[]): SyncStep {
  const withPosts: FollowerSyncState = { ...state, likerPostIds: postIds, likerPostIndex: 0, cursor: null, pagesFetched: 0 };
  return {
    profiles: [],
    sourceType: "liker",
    next: postIds.length > 0 ? withPosts : completed(withPosts),
    message: () => `Found ${postIds.length} recent posts to collect likers from`,
  };
}

/** A page of one post's likers; after the post's last page (or the per-post limit) the next post, after the last post the sync is done. */
export function likersStep(state: FollowerSyncState, page: ProfilePage): SyncStep {
  const postCount = state.likerPostIds?.length ?? 0;
  const pageNumber = state.pagesFetched + 1;
  const postFinished = page.nextToken === null || pageNumber >= FOLLOWER_SYNC_CONFIG.likerPagesPerPost;
  const nextPost = state.likerPostIndex + 1;
  const next: FollowerSyncState = !postFinished
    ? { ...state, cursor: page.nextToken, pagesFetched: pageNumber }
    : nextPost < postCount
      ? { ...state, likerPostIndex: nextPost, cursor: null, pagesFetched: 0 }
      : completed(state);
  const what = `likers of post ${state.likerPostIndex + 1}/${postCount} (page ${pageNumber})`;
  return { profiles: page.profiles, sourceType: "liker", next, message: (newCount) => fetchedLine(what, page.profiles.length, newCount, null) };
}

/** New profiles first seen by a run. */
export interface RunTotals {
  newFollowers: number;
  newLikers: number;
}

/** The run's totals after a page of `sourceType` profiles cached `newCount` new ones. */
export const addToRunTotals = (totals: RunTotals, sourceType: SourceType, newCount: number): RunTotals =>
  sourceType === "liker" ? { ...totals, newLikers: totals.newLikers + newCount } : { ...totals, newFollowers: totals.newFollowers + newCount };

export const syncCompleteMessage = (totals: RunTotals): string => `Sync complete: ${totals.newFollowers} new followers, ${totals.newLikers} new likers`;

export const rateLimitedMessage = (until: Date): string => `X rate limit reached; retry at ${until.toISOString().slice(11, 19)} UTC`;
