import { describe, expect, it } from "vitest";
import { reservationRefusal } from "../../src/domain/budgets.js";
import {
  addToRunTotals,
  FOLLOWER_SYNC_CONFIG,
  followersStep,
  likersStep,
  nextRequest,
  rateLimitedMessage,
  recentPostsStep,
  syncForRun,
  type FollowerSyncState,
} from "../../src/domain/follower-sync.js";
import { decodePageToken, encodePageToken } from "../../src/domain/page-token.js";
import type { ProfilePage, XFullProfile } from "../../src/domain/profiles.js";

const profile = (xUserId: string): XFullProfile => ({
  xUserId,
  handle: `u${xUserId}`,
  displayName: "",
  bio: "",
  followersCount: 0,
  followingCount: 0,
  tweetCount: 0,
  listedCount: 0,
  createdAt: null,
  profileImageUrl: "",
  protected: false,
  verified: false,
  location: "",
  url: "",
});

/** Followers with ids from..to-1, newest (highest) first. */
const page = (from: number, to: number, nextToken: string | null = "next"): ProfilePage => ({
  profiles: Array.from({ length: to - from }, (_, i) => profile(String(to - 1 - i))),
  nextToken,
});

const ids = (step: { profiles: XFullProfile[] }) => step.profiles.map((p) => p.xUserId);
const nothingCached = () => false;

const laterSync = (lastSeenFollowerId: string): FollowerSyncState => ({ ...syncForRun(2, null).state, lastSeenFollowerId });

describe("follower sync steps", () => {
  it("starts a first sync taking the most recent followers up to the limit, newest id remembered", () => {
    const { state, takenOverFrom } = syncForRun(7, null);
    expect(takenOverFrom).toBeNull();
    expect(nextRequest(state)).toEqual({ kind: "followers", paginationToken: null, maxResults: FOLLOWER_SYNC_CONFIG.firstSyncFollowers });
    const step = followersStep(state, page(500, 1500), nothingCached);
    expect(step.profiles).toHaveLength(1000);
    expect(step.next).toMatchObject({ phase: "likers", newestIdThisSync: "1499", followersFetched: 1000, cursor: null });
    expect(step.message(990)).toBe("Fetched followers page 1: 1000 profiles, 990 new; took the 1000 most recent followers");
  });

  it("keeps paging a later sync until the page holding the last seen follower, and stops there", () => {
    const first = followersStep(laterSync("10"), page(2000, 3000, "tok2"), nothingCached);
    expect(first.next).toMatchObject({ phase: "followers", cursor: "tok2", pagesFetched: 1, newestIdThisSync: "2999" });
    expect(nextRequest(first.next)).toEqual({ kind: "followers", paginationToken: "tok2", maxResults: 1000 });
    const second = followersStep(first.next, page(5, 1005), nothingCached);
    expect(ids(second)).toEqual(page(11, 1005).profiles.map((p) => p.xUserId));
    expect(second.next).toMatchObject({ phase: "likers", newestIdThisSync: "2999" });
    expect(second.message(994)).toBe("Fetched followers page 2: 994 profiles, 994 new; reached the newest follower of the last sync");
  });

  it("stops a later sync at a run of cached followers when the last seen one has unfollowed", () => {
    const cached = (id: string) => Number(id) < 100;
    const step = followersStep(laterSync("gone"), page(0, 130), cached);
    expect(ids(step)).toEqual(page(100, 130).profiles.map((p) => p.xUserId));
    expect(step.next.phase).toBe("likers");
    // A single cached follower (one who unfollowed and followed again) does not stop it.
    const refollowed = followersStep(laterSync("gone"), page(0, 30), (id) => id === "20");
    expect(refollowed.profiles).toHaveLength(30);
    expect(refollowed.next.phase).toBe("followers");
  });

  it("moves to likers at the end of the followers, collects each post's pages, then completes with the newest follower as last seen", () => {
    const followersDone = followersStep(syncForRun(3, null).state, page(0, 3, null), nothingCached).next;
    expect(nextRequest(followersDone)).toEqual({ kind: "recentPosts", count: FOLLOWER_SYNC_CONFIG.likerPosts });
    const posts = recentPostsStep(followersDone, ["p1", "p2"]);
    expect(posts.message(0)).toBe("Found 2 recent posts to collect likers from");
    const p1page1 = likersStep(posts.next, page(0, 100, "l2"));
    expect(p1page1.sourceType).toBe("liker");
    expect(nextRequest(p1page1.next)).toEqual({ kind: "likers", postId: "p1", paginationToken: "l2" });
    const p1page2 = likersStep(p1page1.next, page(100, 150, null));
    expect(nextRequest(p1page2.next)).toEqual({ kind: "likers", postId: "p2", paginationToken: null });
    const p2 = likersStep(p1page2.next, page(0, 10, null));
    expect(p2.message(4)).toBe("Fetched likers of post 2/2 (page 1): 10 profiles, 4 new");
    expect(p2.next).toMatchObject({ phase: "done", lastSeenFollowerId: "2" });
  });

  it("takes at most the configured pages of likers per post", () => {
    let state = recentPostsStep({ ...syncForRun(1, null).state, phase: "likers" }, ["p1", "p2"]).next;
    for (let i = 0; i < FOLLOWER_SYNC_CONFIG.likerPagesPerPost; i++) state = likersStep(state, page(0, 100, "more")).next;
    expect(nextRequest(state)).toEqual({ kind: "likers", postId: "p2", paginationToken: null });
  });

  it("completes at once when the account has no posts, keeping the last seen follower when no follower was new", () => {
    const state: FollowerSyncState = { ...laterSync("10"), phase: "likers" };
    expect(recentPostsStep(state, []).next).toMatchObject({ phase: "done", lastSeenFollowerId: "10" });
  });

  it("takes over another run's unfinished sync from its cursor, and starts afresh after a completed one", () => {
    const unfinished: FollowerSyncState = { ...laterSync("10"), runId: 4, cursor: "tok3", pagesFetched: 2, runTotals: { newFollowers: 2000, newLikers: 0 } };
    expect(syncForRun(5, unfinished)).toEqual({ state: { ...unfinished, runId: 5 }, takenOverFrom: 4 });
    expect(syncForRun(4, unfinished)).toEqual({ state: unfinished, takenOverFrom: null });
    expect(() => syncForRun(3, unfinished)).toThrow(expect.objectContaining({ code: "conflict" })); // run 3 was replaced long ago
    const done: FollowerSyncState = { ...unfinished, phase: "done", cursor: null, lastSeenFollowerId: "99" };
    const next = syncForRun(5, done);
    expect(next.takenOverFrom).toBeNull();
    expect(next.state).toMatchObject({ runId: 5, phase: "followers", lastSeenFollowerId: "99", cursor: null, pagesFetched: 0, followersFetched: 0, newestIdThisSync: null });
    // The run totals come along with a taken-over sync (its profiles move to the new run) and start at 0 afresh.
    expect(next.state.runTotals).toEqual({ newFollowers: 0, newLikers: 0 });
  });

  it("adds a page's new profiles to the run totals by source", () => {
    const totals = { newFollowers: 2000, newLikers: 5 };
    expect(addToRunTotals(totals, "new_follower", 994)).toEqual({ newFollowers: 2994, newLikers: 5 });
    expect(addToRunTotals(totals, "liker", 3)).toEqual({ newFollowers: 2000, newLikers: 8 });
  });

  it("says when to retry after a rate limit", () => {
    expect(rateLimitedMessage(new Date("2026-05-01T13:04:05.600Z"))).toBe("X rate limit reached; retry at 13:04:05 UTC");
  });
});

describe("budget reservations", () => {
  const base = { awake: true, freeUser: false, tier: "starter" as const, used: 0 };
  it("refuses for each reason, in order", () => {
    expect(reservationRefusal({ ...base, kind: "sync", awake: false })).toBe("account_sleeping");
    expect(reservationRefusal({ ...base, kind: "retest", freeUser: true })).toBe("free_tier");
    expect(reservationRefusal({ ...base, kind: "retest", used: 11 })).toBeNull();
    expect(reservationRefusal({ ...base, kind: "retest", used: 12 })).toBe("budget_exhausted");
    expect(reservationRefusal({ ...base, kind: "sync", used: 1 })).toBe("daily_sync_limit");
    expect(reservationRefusal({ ...base, kind: "sync", tier: "pro", used: 3 })).toBeNull();
    expect(reservationRefusal({ ...base, kind: "sync", tier: "pro", freeUser: true, used: 1 })).toBe("daily_sync_limit");
  });
});

describe("page tokens", () => {
  it("round-trips ids and rejects anything else", () => {
    expect(decodePageToken(encodePageToken(123456))).toBe(123456);
    for (const bad of ["x", "Yzo=", Buffer.from("c:0").toString("base64url"), Buffer.from("c:12abc").toString("base64url"), `${encodePageToken(5)}A`]) {
      expect(() => decodePageToken(bad), bad).toThrow(expect.objectContaining({ code: "invalid_request" }));
    }
  });
});
