import { setTimeout as sleep } from "node:timers/promises";
import { type FetchFollowersPageResponse, LeadSourceType } from "@leadstream/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { followerCache } from "../../src/db/follower-cache.js";
import { CachedRunFound } from "../../src/app/ports.js";
import { followerSyncRepository } from "../../src/db/follower-sync-repository.js";
import type { XFullProfile } from "../../src/domain/profiles.js";
import { expectAppError, startHarness, uniqueHandle, type Harness } from "./harness.js";

describe("FetchFollowersPage and ListCachedProfiles against the X sandbox", () => {
  let h: Harness;
  let nextRunId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
  const newRunId = () => nextRunId++;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });
  beforeEach(async () => {
    await sandboxControl("/rate-limits", { followers: 1000, tweets: 1000, likingUsers: 1000, windowSeconds: 900 });
  });

  async function sandboxControl(path: string, body: unknown): Promise<any> {
    const res = await fetch(`${h.sandbox.url}/sandbox${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(res.ok, `${path}: ${res.status}`).toBe(true);
    return res.json();
  }

  /** The follower ids X serves now, newest first, down to (not including) `untilId`, read straight from the sandbox. */
  async function xFollowerIds(xUserId: string, opts: { untilId?: string; max?: number } = {}): Promise<string[]> {
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ max_results: "1000", ...(token ? { pagination_token: token } : {}) });
      const body = (await (await fetch(`${h.sandbox.url}/2/users/${xUserId}/followers?${query}`, { headers: { authorization: "Bearer t" } })).json()) as any;
      for (const user of body.data ?? []) {
        if (user.id === opts.untilId || ids.length === opts.max) return ids;
        ids.push(user.id);
      }
      token = body.meta.next_token;
    } while (token);
    return ids;
  }

  /** A sandbox account (any of POST /sandbox/accounts' fields), tracked by a new paid user. */
  async function trackedAccount(fields: Record<string, unknown>) {
    const handle = uniqueHandle();
    await sandboxControl("/accounts", { username: handle, ...fields });
    const { userId } = await h.createUser({ plan: "paid" });
    const { accounts } = await h.accounts.ensureAccounts({ userId, operationId: handle, accounts: [{ handle }] });
    const account = accounts[0].account!;
    return { userId, accountId: account.id, xUserId: account.xUserId, handle };
  }

  type Tracked = Awaited<ReturnType<typeof trackedAccount>>;

  /** Fresh handles for an exact follower list: unlike a generated list (followers_count), it does not grow as sandbox time advances. */
  const handles = (n: number) => Array.from({ length: n }, () => uniqueHandle());

  const fetchPage = (a: Tracked, runId: number) => h.accounts.fetchFollowersPage({ userId: a.userId, accountId: a.accountId, runId });

  async function syncToEnd(a: Tracked, runId: number): Promise<FetchFollowersPageResponse[]> {
    const calls: FetchFollowersPageResponse[] = [];
    while (calls.length < 50) {
      const call = await fetchPage(a, runId);
      calls.push(call);
      if (call.done) return calls;
    }
    throw new Error("the sync did not finish in 50 calls");
  }

  async function cachedProfiles(a: Tracked, runId: number, limit = 1000) {
    const profiles = [];
    let pageToken = "";
    do {
      const page = await h.accounts.listCachedProfiles({ userId: a.userId, accountId: a.accountId, runId, pageToken, limit });
      profiles.push(...page.profiles);
      pageToken = page.nextPageToken;
    } while (pageToken);
    return profiles;
  }

  const cachedIds = async (a: Tracked, runId: number) => (await cachedProfiles(a, runId)).map((p) => p.xUserId);

  it("checks a page's ids against the account's own cache only, one answer per id whatever the repeats", async () => {
    const [account, other] = [await trackedAccount({ followers_count: 3 }), await trackedAccount({ followers_count: 2 })];
    await syncToEnd(account, newRunId());
    await syncToEnd(other, newRunId());
    const [ours, theirs] = [await cachedIds(account, 0), await cachedIds(other, 0)];
    const cache = followerCache(h.svc.deps.ds.manager);
    const asked = [theirs[0], ours[2], "1", ours[0], ours[2], theirs[1]];
    expect([...(await cache.cachedIds(account.accountId, asked))].sort()).toEqual([ours[0], ours[2]].sort());
    expect(await cache.cachedIds(account.accountId, [])).toEqual(new Set());
  });

  it("saves a step in one statement only at the version read: the page's new profiles in its order, after the last id, counted once; a stale or repeated step changes nothing", async () => {
    const account = await trackedAccount({ followers: handles(3) });
    const firstRun = newRunId();
    await syncToEnd(account, firstRun);
    const cache = followerCache(h.svc.deps.ds.manager);
    const before = await cache.list(account.accountId, null, 0, 1000); // with their cache ids
    const syncs = followerSyncRepository(h.svc.deps.ds.manager);
    const { stored } = (await syncs.findWithAccount(account.userId, account.accountId))!;
    expect(stored).toMatchObject({ state: { runId: firstRun, phase: "done", runTotals: { newFollowers: 3, newLikers: 0 } } });
    // The other user's view of the account is nothing.
    const stranger = await h.createUser({ plan: "paid" });
    expect(await syncs.findWithAccount(stranger.userId, account.accountId)).toBeNull();

    const profile = (xUserId: string): XFullProfile => ({ xUserId, handle: `h${xUserId}`, displayName: "D", bio: "", followersCount: 1, followingCount: 2, tweetCount: 3,
      listedCount: 4, createdAt: null, profileImageUrl: "", protected: false, verified: false, location: "", url: "" });
    const runId = newRunId();
    const state = { ...stored!.state, runId, phase: "followers" as const, cursor: "next", runTotals: { newFollowers: 10, newLikers: 1 } };
    // X's order, newest first, with one profile the cache already holds.
    const page = { state, sourceType: "new_follower" as const, profiles: ["9000000000000000003", before[1].xUserId, "9000000000000000001", "9000000000000000002"].map(profile) };

    const [one, other] = await Promise.all([syncs.savePage(account.accountId, stored!.version, page), syncs.savePage(account.accountId, stored!.version, page)]);
    expect([one, other].filter((saved) => saved === null)).toHaveLength(1); // a concurrent step at the same version loses
    const saved = (one ?? other)!;
    expect(saved.lastId).toBe(before.at(-1)!.id);
    expect(saved.added.map((a) => a.xUserId)).toEqual(["9000000000000000003", "9000000000000000001", "9000000000000000002"]);
    expect(saved.added.every((a, i) => a.id > saved.lastId && (i === 0 || a.id > saved.added[i - 1].id))).toBe(true);
    expect(saved.runTotals).toEqual({ newFollowers: 13, newLikers: 1 });
    const after = await syncs.findWithAccount(account.userId, account.accountId);
    expect(after!.stored).toEqual({ state: { ...state, runTotals: { newFollowers: 13, newLikers: 1 } }, version: stored!.version + 1 });
    expect((await cache.list(account.accountId, runId, 0, 1000)).map((p) => [p.id, p.xUserId, p.sourceType])).toEqual(saved.added.map((a) => [a.id, a.xUserId, "new_follower"]));
    expect(await cachedIds(account, firstRun)).toEqual(before.map((p) => p.xUserId)); // the cached one keeps its first run

    // The same step again at the version it read: refused, nothing written.
    expect(await syncs.savePage(account.accountId, stored!.version, { ...page, profiles: [...page.profiles, profile("9000000000000000004")] })).toBeNull();
    // A step repeating the page at the current version caches nothing twice and counts nothing twice.
    const repeated = await syncs.savePage(account.accountId, stored!.version + 1, { ...page, state: after!.stored!.state });
    expect(repeated).toEqual({ lastId: saved.added.at(-1)!.id, added: [], runTotals: { newFollowers: 13, newLikers: 1 } });
    expect((await cache.list(account.accountId, null, 0, 1000)).map((p) => p.id)).toEqual([...before.map((p) => p.id), ...saved.added.map((a) => a.id)]);
    expect((await syncs.findWithAccount(account.userId, account.accountId))!.stored!.version).toBe(stored!.version + 2);
  });

  it("refuses, undoing all of it, a step made as if none of its followers were cached when a run of them as long as asked was", async () => {
    const account = await trackedAccount({ followers: handles(3) });
    await syncToEnd(account, newRunId());
    const cache = followerCache(h.svc.deps.ds.manager);
    const before = (await cache.list(account.accountId, null, 0, 1000)).map((p) => p.xUserId);
    const syncs = followerSyncRepository(h.svc.deps.ds.manager);
    const { stored } = (await syncs.findWithAccount(account.userId, account.accountId))!;
    const profile = (xUserId: string): XFullProfile => ({ xUserId, handle: `h${xUserId}`, displayName: "D", bio: "", followersCount: 1, followingCount: 2, tweetCount: 3,
      listedCount: 4, createdAt: null, profileImageUrl: "", protected: false, verified: false, location: "", url: "" });
    const runId = newRunId();
    const state = { ...stored!.state, runId, phase: "followers" as const, runTotals: { newFollowers: 0, newLikers: 0 } };
    // Two new followers around the three cached ones, a repeated new one among them.
    const profiles = ["9100000000000000001", ...before, "9100000000000000002", "9100000000000000001"].map(profile);
    const page = { state, sourceType: "new_follower" as const, profiles };

    await expect(syncs.savePage(account.accountId, stored!.version, { ...page, refuseCachedRun: 3 })).rejects.toBeInstanceOf(CachedRunFound);
    expect((await syncs.findWithAccount(account.userId, account.accountId))!.stored).toEqual(stored);
    expect((await cache.list(account.accountId, null, 0, 1000)).map((p) => p.xUserId)).toEqual(before);

    const saved = await syncs.savePage(account.accountId, stored!.version, { ...page, refuseCachedRun: 4 });
    expect(saved!.added.map((a) => a.xUserId)).toEqual(["9100000000000000001", "9100000000000000002"]);
    expect(saved!.runTotals).toEqual({ newFollowers: 2, newLikers: 0 });
  });

  it("stops a later sync at 20 followers in a row cached before, not at 19", async () => {
    const likers = handles(39);
    const [first, second, third] = handles(3);
    const account = await trackedAccount({ followers: handles(2), tweets: [{ text: "liked", liking_users: likers }] });
    const firstRun = newRunId();
    expect((await syncToEnd(account, firstRun)).at(-1)).toMatchObject({ runNewFollowers: 2, runNewLikers: 39 });
    // Newest first: a new follower, 19 who liked the post (cached as likers), another new one, the other 20 likers, a third new one.
    await sandboxControl(`/accounts/${account.handle}/followers`, { followers: [first, ...likers.slice(0, 19), second, ...likers.slice(19), third] });

    const laterRun = newRunId();
    const calls = await syncToEnd(account, laterRun);
    expect(calls[0]).toMatchObject({ fetchedCount: 21, newCount: 2, message: "Fetched followers page 1: 21 profiles, 2 new; reached 20 followers cached before" });
    expect(calls.at(-1)).toMatchObject({ done: true, runNewFollowers: 2, runNewLikers: 0 });
    expect((await cachedProfiles(account, laterRun)).map((p) => p.handle)).toEqual([first, second]);
  });

  it("caches any text X serves as it is: quotes, backslashes, braces, commas, NULL, blanks, emoji", async () => {
    const account = await trackedAccount({ followers: handles(1) });
    await syncToEnd(account, newRunId());
    const syncs = followerSyncRepository(h.svc.deps.ds.manager);
    const { stored } = (await syncs.findWithAccount(account.userId, account.accountId))!;
    const texts = ['say "hi"', "back\\slash \\\"", "{a,b}", "a, b", "NULL", "", " lead and trail ", "tab\tnew\nline", "émoji 🚀 日本", "'single'"];
    const profiles: XFullProfile[] = texts.map((text, i) => ({ xUserId: `8000000000000000${i}`, handle: text, displayName: text, bio: text, followersCount: i, followingCount: 2 ** 31 - 1,
      tweetCount: 0, listedCount: i * 3, createdAt: i % 2 ? null : new Date(Date.UTC(2010, i, 3, 4, 5, 6, 7)), profileImageUrl: text, protected: i % 2 === 0, verified: i % 3 === 0, location: text, url: text }));
    const runId = newRunId();
    const state = { ...stored!.state, runId, phase: "followers" as const };
    const saved = await syncs.savePage(account.accountId, stored!.version, { state, sourceType: "liker", profiles });
    expect(saved!.added.map((a) => a.xUserId)).toEqual(profiles.map((p) => p.xUserId));
    const cached = await followerCache(h.svc.deps.ds.manager).list(account.accountId, runId, 0, 100);
    expect(cached.map(({ id: _id, sourceType: _sourceType, ...profile }) => profile)).toEqual(profiles);
    expect(cached.every((p) => p.sourceType === "liker")).toBe(true);
  });

  it("keeps the cache to existing accounts, as a foreign key would: no profile of an unknown or deleted account, the profiles of a deleted account deleted", async () => {
    const { ds } = h.svc.deps;
    const insert = (on: { query: (sql: string, params: unknown[]) => Promise<unknown> }, accountId: number, xUserIds: string[]) =>
      on.query(
        `INSERT INTO accounts_billing.follower_profiles (account_id, first_seen_run_id, source_type, x_user_id, handle, display_name, bio, followers_count, following_count, tweet_count,
                                                       listed_count, profile_image_url, protected, verified, location, url)
         SELECT $1, 1, 'liker', x, x, '', '', 0, 0, 0, 0, '', false, false, '', '' FROM unnest($2::text[]) AS x`,
        [accountId, xUserIds],
      );
    const countOf = async (accountId: number) => Number(((await ds.query(`SELECT count(*) FROM accounts_billing.follower_profiles WHERE account_id = $1`, [accountId])) as { count: string }[])[0].count);
    const deleteAccount = (on: { query: (sql: string, params: unknown[]) => Promise<unknown> }, accountId: number) => on.query(`DELETE FROM accounts_billing.tracked_accounts WHERE id = $1`, [accountId]);
    await expect(insert(ds, 2 ** 31 - 1, ["1", "2"])).rejects.toMatchObject({ code: "23503" });

    // Deleted with its account, the cache goes too.
    const gone = await trackedAccount({ followers: handles(4) });
    await syncToEnd(gone, newRunId());
    expect(await countOf(gone.accountId)).toBe(4);
    await deleteAccount(ds, gone.accountId);
    expect(await countOf(gone.accountId)).toBe(0);
    await expect(insert(ds, gone.accountId, ["1"])).rejects.toMatchObject({ code: "23503" });

    // An account deleted while its profiles are being cached: the delete waits for the insert and takes its profiles too.
    const first = await trackedAccount({ followers: handles(1) });
    const inserting = ds.createQueryRunner();
    await inserting.startTransaction();
    await insert(inserting, first.accountId, ["7001", "7002"]);
    const deleting = deleteAccount(ds, first.accountId);
    await sleep(200);
    await inserting.commitTransaction();
    await inserting.release();
    await deleting;
    expect(await countOf(first.accountId)).toBe(0);

    // The other way round: an insert after an uncommitted delete waits for it, then fails as the key would.
    const second = await trackedAccount({ followers: handles(1) });
    const deletingFirst = ds.createQueryRunner();
    await deletingFirst.startTransaction();
    await deleteAccount(deletingFirst, second.accountId);
    const late = insert(ds, second.accountId, ["7003"]).then(() => null, (err: { code?: string }) => err.code);
    await sleep(200);
    await deletingFirst.commitTransaction();
    await deletingFirst.release();
    expect(await late).toBe("23503");
    expect(await countOf(second.accountId)).toBe(0);
  });

  it("refuses the page of a call that read the sync's state before another call saved it: the sync goes on from the page saved, caching and counting each follower once", async () => {
    const account = await trackedAccount({ followers_count: 300 });
    await syncToEnd(account, newRunId());
    const lastSeen = (await xFollowerIds(account.xUserId, { max: 1 }))[0];
    await sandboxControl("/advance", { hours: 125 });
    const arrived = await xFollowerIds(account.xUserId, { untilId: lastSeen });
    const runId = newRunId();
    // Both calls read the same state and fetch the same page; one saves it, the other is refused.
    const calls = await Promise.allSettled([fetchPage(account, runId), fetchPage(account, runId)]);
    expect(calls.filter((c) => c.status === "fulfilled").map((c) => c.value.newCount)).toContain(1000);
    for (const c of calls) if (c.status === "rejected") expect(String(c.reason)).toMatch(/advanced this follower sync at the same time/);
    // Whatever the interleaving, the sync ends with every new follower cached once, in X's order, and counted once.
    const rest = await syncToEnd(account, runId);
    expect(rest.at(-1)).toMatchObject({ done: true, runNewFollowers: 2500 });
    expect(await cachedIds(account, runId)).toEqual(arrived);
  });

  it("takes the 1000 most recent followers on the first sync, then exactly the new ones down to the last seen follower", async () => {
    const account = await trackedAccount({ followers_count: 1500 });
    const mostRecent = await xFollowerIds(account.xUserId, { max: 1000 });

    const firstRun = newRunId();
    const first = await syncToEnd(account, firstRun);
    expect(first.map((c) => c.message)).toEqual([
      "Fetched followers page 1: 1000 profiles, 1000 new; took the 1000 most recent followers",
      "Found 0 recent posts to collect likers from; Sync complete: 1000 new followers, 0 new likers",
    ]);
    expect(first[0]).toMatchObject({ fetchedCount: 1000, newCount: 1000, done: false, retryAfterSeconds: 0, runNewFollowers: 1000, runNewLikers: 0 });
    expect(await cachedIds(account, firstRun)).toEqual(mostRecent);
    // Done is done: the same run asking again fetches nothing.
    expect(await fetchPage(account, firstRun)).toMatchObject({ fetchedCount: 0, newCount: 0, done: true, runNewFollowers: 1000, message: "Sync complete: 1000 new followers, 0 new likers" });

    await sandboxControl("/advance", { hours: 3 });
    const arrived = await xFollowerIds(account.xUserId, { untilId: mostRecent[0] });
    expect(arrived).toHaveLength(60);
    const laterRun = newRunId();
    const later = await syncToEnd(account, laterRun);
    expect(later[0]).toMatchObject({ fetchedCount: 60, newCount: 60, message: "Fetched followers page 1: 60 profiles, 60 new; reached the newest follower of the last sync" });
    expect(later.at(-1)).toMatchObject({ done: true, runNewFollowers: 60, runNewLikers: 0 });
    expect(await cachedIds(account, laterRun)).toEqual(arrived);
    expect((await cachedProfiles(account, laterRun)).every((p) => p.sourceType === LeadSourceType.NEW_FOLLOWER)).toBe(true);
  });

  it("keeps every profile field X serves", async () => {
    const follower = { username: uniqueHandle(), name: "Ada Lovelace", description: "CTO at Engines", location: "London", url: "https://ada.example", verified: true,
      created_at: "2012-05-06T07:08:09.000Z", profile_image_url: "https://pbs.twimg.com/profile_images/1/ada_normal.jpg", following_count: 56, tweet_count: 789, listed_count: 12 };
    const account = await trackedAccount({ followers: [follower, { username: uniqueHandle(), profile_image_url: "https://abs.twimg.com/sticky/default_profile_images/default_profile_normal.png" }] });
    const runId = newRunId();
    await syncToEnd(account, runId);
    const [ada, plain] = await cachedProfiles(account, runId);
    expect(ada).toMatchObject({ handle: follower.username, displayName: "Ada Lovelace", bio: "CTO at Engines", location: "London", url: "https://ada.example", verified: true,
      followingCount: 56, tweetCount: 789, listedCount: 12, profileImageUrl: follower.profile_image_url, defaultProfileImage: false, sourceType: LeadSourceType.NEW_FOLLOWER });
    expect(ada.createdAt!.seconds).toBe(BigInt(Date.parse(follower.created_at) / 1000));
    const served = (await (await fetch(`${h.sandbox.url}/2/users/${ada.xUserId}?user.fields=public_metrics`, { headers: { authorization: "Bearer t" } })).json()) as any;
    expect(ada.followersCount).toBe(served.data.public_metrics.followers_count);
    expect(plain.defaultProfileImage).toBe(true);
  });

  it("resumes a sync interrupted after its first page from the cursor, in a run that takes it over, missing and repeating no one", async () => {
    const account = await trackedAccount({ followers_count: 300 });
    await syncToEnd(account, newRunId());
    const lastSeen = (await xFollowerIds(account.xUserId, { max: 1 }))[0];
    await sandboxControl("/advance", { hours: 125 });
    const arrived = await xFollowerIds(account.xUserId, { untilId: lastSeen });
    expect(arrived).toHaveLength(2500);

    const crashedRun = newRunId();
    expect(await fetchPage(account, crashedRun)).toMatchObject({ fetchedCount: 1000, newCount: 1000, done: false, message: "Fetched followers page 1: 1000 profiles, 1000 new" });
    // The crashed run never calls again; its replacement goes on from page 2.
    const replacement = newRunId();
    const resumed = await syncToEnd(account, replacement);
    expect(resumed.map((c) => c.message).slice(0, 2)).toEqual([
      `Took over the unfinished sync of run ${crashedRun}; Fetched followers page 2: 1000 profiles, 1000 new`,
      "Fetched followers page 3: 500 profiles, 500 new; reached the newest follower of the last sync",
    ]);
    expect(resumed.at(-1)).toMatchObject({ done: true, runNewFollowers: 2500 });
    // The replacement owns what the crashed run had cached: it has all the new followers, once each.
    expect(await cachedIds(account, replacement)).toEqual(arrived);
    expect(await cachedIds(account, crashedRun)).toEqual([]);
    await expectAppError(fetchPage(account, crashedRun), "conflict"); // the crashed run, back after all, is told it was replaced
    const all = await cachedIds(account, 0);
    expect(new Set(all).size).toBe(all.length);
  });

  it("answers the profiles each page cached where ListCachedProfiles places them, so a caller listing the cache can take them instead", async () => {
    const account = await trackedAccount({ followers_count: 300 });
    await syncToEnd(account, newRunId());
    const list = (pageToken: string) => h.accounts.listCachedProfiles({ userId: account.userId, accountId: account.accountId, runId: 0, pageToken, limit: 1000 });
    let position = (await list("")).resumeToken; // after the first sync's 300
    await sandboxControl("/advance", { hours: 125 });

    const calls = await syncToEnd(account, newRunId());
    const pages = calls.filter((c) => c.profiles.length > 0);
    expect(pages.map((c) => c.profiles.length)).toEqual([1000, 1000, 500]);
    expect(pages.map((c) => c.newCount)).toEqual([1000, 1000, 500]);
    for (const page of pages) {
      expect(page.previousToken).toBe(position);
      const listed = await list(page.previousToken);
      expect(listed.profiles).toEqual(page.profiles);
      expect(listed.resumeToken).toBe(page.resumeToken);
      position = page.resumeToken;
    }
    // Steps that cached nothing stay where they are.
    for (const call of calls.filter((c) => c.profiles.length === 0)) expect(call.resumeToken).toBe(call.previousToken);
  });

  it("answers retry_after_seconds while X rate-limits the followers family, fetching nothing, and goes on after the reset", async () => {
    const first = await trackedAccount({ followers: handles(5) });
    const second = await trackedAccount({ followers: handles(5) });
    await sandboxControl("/rate-limits", { followers: 1, windowSeconds: 2 });
    expect((await fetchPage(first, newRunId())).fetchedCount).toBe(5);

    const runId = newRunId();
    const started = Date.now();
    const limited = await fetchPage(second, runId);
    expect(Date.now() - started).toBeLessThan(1000); // the RPC does not wait for the window
    expect(limited).toMatchObject({ fetchedCount: 0, newCount: 0, done: false });
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(3);
    expect(limited.message).toMatch(/^X rate limit reached; retry at \d\d:\d\d:\d\d UTC$/);
    expect(await cachedIds(second, runId)).toEqual([]);

    // Generous limits again (so later tests are not limited); the service still waits out the window it saw.
    await sandboxControl("/rate-limits", { followers: 1000, windowSeconds: 900 });
    await sleep(limited.retryAfterSeconds * 1000);
    expect(await fetchPage(second, runId)).toMatchObject({ fetchedCount: 5, newCount: 5, retryAfterSeconds: 0 });
  });

  it("collects the likers of the 5 latest posts as liker, once each, never re-labelling a follower", async () => {
    const [f1, f2, l1, l2, l3, oldLiker] = handles(6);
    const tweets = [
      { text: "newest", liking_users: [f1, l1] },
      { text: "second", liking_users: [l1, l2] },
      { text: "third", liking_users: [] },
      { text: "fourth", liking_users: [l3] },
      { text: "fifth", liking_users: [f2] },
      { text: "sixth, too old", liking_users: [oldLiker] },
    ];
    const account = await trackedAccount({ followers: [f1, f2], tweets });
    const runId = newRunId();
    const calls = await syncToEnd(account, runId);
    expect(calls.map((c) => c.message)).toEqual([
      "Fetched followers page 1: 2 profiles, 2 new; no older followers",
      "Found 5 recent posts to collect likers from",
      "Fetched likers of post 1/5 (page 1): 2 profiles, 1 new",
      "Fetched likers of post 2/5 (page 1): 2 profiles, 1 new",
      "Fetched likers of post 3/5 (page 1): 0 profiles, 0 new",
      "Fetched likers of post 4/5 (page 1): 1 profiles, 1 new",
      "Fetched likers of post 5/5 (page 1): 1 profiles, 0 new; Sync complete: 2 new followers, 3 new likers",
    ]);
    expect(calls.at(-1)).toMatchObject({ done: true, runNewFollowers: 2, runNewLikers: 3 });
    const cached = await cachedProfiles(account, runId);
    expect(cached.map((p) => [p.handle, p.sourceType])).toEqual([
      [f1, LeadSourceType.NEW_FOLLOWER],
      [f2, LeadSourceType.NEW_FOLLOWER],
      [l1, LeadSourceType.LIKER],
      [l2, LeadSourceType.LIKER],
      [l3, LeadSourceType.LIKER],
    ]);
  });

  it("pages cached profiles with an opaque token, for one run or (run 0) every profile of the account", async () => {
    const account = await trackedAccount({ followers: handles(25) });
    const firstRun = newRunId();
    await syncToEnd(account, firstRun);
    await sandboxControl(`/accounts/${account.handle}/followers`, { followers: handles(20) });
    const secondRun = newRunId();
    await syncToEnd(account, secondRun);

    const pageSizes: number[] = [];
    let pageToken = "";
    do {
      const page = await h.accounts.listCachedProfiles({ userId: account.userId, accountId: account.accountId, runId: firstRun, pageToken, limit: 10 });
      pageSizes.push(page.profiles.length);
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(pageSizes).toEqual([10, 10, 5]);
    const [firstIds, secondIds, allIds] = await Promise.all([cachedIds(account, firstRun), cachedIds(account, secondRun), cachedIds(account, 0)]);
    expect(secondIds).toHaveLength(20);
    expect(allIds).toEqual([...firstIds, ...secondIds]);
    // The default page is 500.
    expect((await h.accounts.listCachedProfiles({ userId: account.userId, accountId: account.accountId, runId: 0, pageToken: "", limit: 0 })).profiles).toHaveLength(45);

    const list = (fields: { pageToken?: string; limit?: number; runId?: number }) =>
      h.accounts.listCachedProfiles({ userId: account.userId, accountId: account.accountId, runId: 0, pageToken: "", limit: 10, ...fields });
    expect((await expectAppError(list({ pageToken: "not-a-token" }), "invalid_request")).details).toEqual({ param: "pageToken" });
    expect((await expectAppError(list({ limit: 1001 }), "invalid_request")).details).toEqual({ param: "limit" });
    expect((await expectAppError(list({ runId: -1 }), "invalid_request")).details).toEqual({ param: "runId" });
  });

  it("gives a resume token that yields only the profiles cached since (a stream pair's watermark)", async () => {
    const account = await trackedAccount({ followers: handles(7) });
    await syncToEnd(account, newRunId());
    const all = await h.accounts.listCachedProfiles({ userId: account.userId, accountId: account.accountId, runId: 0, pageToken: "", limit: 0 });
    expect(all.profiles).toHaveLength(7);
    expect(all.nextPageToken).toBe("");
    const watermark = all.resumeToken;
    expect((await h.accounts.listCachedProfiles({ userId: account.userId, accountId: account.accountId, runId: 0, pageToken: watermark, limit: 0 })).profiles).toEqual([]);

    const newcomers = handles(3);
    await sandboxControl(`/accounts/${account.handle}/followers`, { followers: newcomers });
    // Another pair's run syncs the account; this pair's watermark still sees exactly the newcomers.
    await syncToEnd(account, newRunId());
    const since = await h.accounts.listCachedProfiles({ userId: account.userId, accountId: account.accountId, runId: 0, pageToken: watermark, limit: 0 });
    expect(since.profiles.map((p) => p.handle).sort()).toEqual([...newcomers].sort());
    const unchanged = await h.accounts.listCachedProfiles({ userId: account.userId, accountId: account.accountId, runId: 0, pageToken: since.resumeToken, limit: 0 });
    expect(unchanged).toMatchObject({ profiles: [], resumeToken: since.resumeToken });
  });

  it("keeps accounts to their users, and does not sync a sleeping account", async () => {
    const account = await trackedAccount({ followers: handles(3) });
    const stranger = await h.createUser({ plan: "paid" });
    await expectAppError(h.accounts.fetchFollowersPage({ userId: stranger.userId, accountId: account.accountId, runId: newRunId() }), "not_found");
    await expectAppError(h.accounts.listCachedProfiles({ userId: stranger.userId, accountId: account.accountId, runId: 0, pageToken: "", limit: 10 }), "not_found");
    await expectAppError(fetchPage(account, 0), "invalid_request");

    await h.accounts.sleepAccount({ userId: account.userId, accountId: account.accountId });
    await expectAppError(fetchPage(account, newRunId()), "account_sleeping");
  });
});
