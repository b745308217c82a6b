import { afterEach, describe, expect, it, vi } from "vitest";
import { PagesAhead, type ListPageAnswer, type ListPageRequest } from "../../src/app/steps/pages-ahead.js";

const followers = (paginationToken: string | null, maxResults = 1000): ListPageRequest => ({ kind: "followers", paginationToken, maxResults });
const likers = (postId: string, paginationToken: string | null): ListPageRequest => ({ kind: "likers", postId, paginationToken });
const page = (nextToken: string | null): ListPageAnswer => ({ profiles: [], nextToken });

describe("PagesAhead: X's answers asked for ahead, per process, bounded", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives an answer to the one call asking the same request of the same account, once", async () => {
    const ahead = new PagesAhead({ maxEntries: 8, ttlMs: 30_000 });
    const ask = vi.fn(async () => page("t3"));
    ahead.askAhead(1, followers("t2"), ask);
    ahead.askAhead(1, followers("t2"), ask); // already asked for: not asked again
    await Promise.resolve();
    expect(ask).toHaveBeenCalledTimes(1);
    // Another account, cursor, page size or list is another request.
    for (const [accountId, request] of [[2, followers("t2")], [1, followers("t9")], [1, followers("t2", 400)], [1, likers("t2", null)]] as const) expect(ahead.take(accountId, request)).toBeNull();
    expect(await ahead.take(1, followers("t2"))).toEqual(page("t3"));
    expect(ahead.take(1, followers("t2"))).toBeNull();
    expect(ahead.size).toBe(0);
  });

  it("keeps a failed or rate-limited request's answer for the taker, never as an unhandled rejection", async () => {
    const ahead = new PagesAhead({ maxEntries: 8, ttlMs: 30_000 });
    const failure = new Error("X is down");
    const until = new Date(Date.now() + 60_000);
    ahead.askAhead(1, likers("p", "a"), async () => {
      throw failure;
    });
    ahead.askAhead(1, likers("p", "b"), async () => ({ rateLimitedUntil: until }));
    await new Promise((resolve) => setTimeout(resolve, 10)); // settled before anyone takes them
    await expect(ahead.take(1, likers("p", "a"))).rejects.toBe(failure);
    expect(await ahead.take(1, likers("p", "b"))).toEqual({ rateLimitedUntil: until });
  });

  it("drops an answer no call took after its time, and the oldest when full", async () => {
    vi.useFakeTimers();
    const ahead = new PagesAhead({ maxEntries: 2, ttlMs: 30_000 });
    ahead.askAhead(1, followers("a"), async () => page(null));
    vi.advanceTimersByTime(10_000);
    ahead.askAhead(2, followers("b"), async () => page(null));
    ahead.askAhead(3, followers("c"), async () => page(null)); // full: account 1's goes
    expect(ahead.size).toBe(2);
    expect(ahead.take(1, followers("a"))).toBeNull();
    vi.advanceTimersByTime(29_999);
    expect(ahead.size).toBe(2);
    vi.advanceTimersByTime(1);
    expect(ahead.size).toBe(0);
    expect(ahead.take(2, followers("b"))).toBeNull();
  });

  it("asks nothing ahead when it may keep nothing", async () => {
    const ahead = new PagesAhead({ maxEntries: 0, ttlMs: 30_000 });
    const ask = vi.fn(async () => page(null));
    ahead.askAhead(1, followers(null), ask);
    await Promise.resolve();
    expect(ask).not.toHaveBeenCalled();
    expect(ahead.take(1, followers(null))).toBeNull();
  });
});
