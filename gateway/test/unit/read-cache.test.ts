import { describe, expect, it } from "vitest";
import { ReadCache } from "../../src/read-cache/read-cache.js";

const body = (text: string) => Buffer.from(text);

function cache(opts: { maxBytes?: number; ttlMs?: number; random?: () => number } = {}) {
  let now = 1_000_000;
  const c = new ReadCache({ maxBytes: opts.maxBytes ?? 1_000_000, ttlMs: opts.ttlMs ?? 60_000, now: () => now, random: opts.random ?? (() => 0) });
  const put = (userId: number, key: string, text: string, validUntil?: number) => {
    const ticket = c.begin(userId);
    c.store(ticket, key, body(text), validUntil);
    c.end(ticket);
  };
  return { c, put, advance: (ms: number) => (now += ms), now: () => now };
}

describe("the read cache", () => {
  it("answers a user's key with what was stored for that user only", () => {
    const { c, put } = cache();
    put(1, "/api/v2/me", "one");
    expect(c.get(1, "/api/v2/me")?.toString()).toBe("one");
    expect(c.get(2, "/api/v2/me")).toBeUndefined();
    expect(c.get(1, "/api/v2/me?x=1")).toBeUndefined();
  });

  it("drops a signalled user's answers, and no other user's", () => {
    const { c, put } = cache();
    put(1, "/a", "1a");
    put(1, "/b", "1b");
    put(2, "/a", "2a");
    c.dropUsers([1]);
    expect(c.get(1, "/a")).toBeUndefined();
    expect(c.get(1, "/b")).toBeUndefined();
    expect(c.get(2, "/a")?.toString()).toBe("2a");
    expect(c.size().entries).toBe(1);
  });

  it("does not store what a read found if its user was signalled while it read", () => {
    const { c } = cache();
    const stale = c.begin(1);
    const other = c.begin(2);
    c.dropUsers([1]);
    c.store(stale, "/a", body("old"));
    c.store(other, "/a", body("fine"));
    c.end(stale);
    c.end(other);
    expect(c.get(1, "/a")).toBeUndefined();
    expect(c.get(2, "/a")?.toString()).toBe("fine");
    // A read that begins after the signal stores again.
    const fresh = c.begin(1);
    c.store(fresh, "/a", body("new"));
    c.end(fresh);
    expect(c.get(1, "/a")?.toString()).toBe("new");
  });

  it("clears everything, reads in flight included, when any user may have changed", () => {
    const { c, put } = cache();
    put(1, "/a", "1a");
    const inFlight = c.begin(2);
    c.clear();
    c.store(inFlight, "/a", body("2a"));
    expect(c.get(1, "/a")).toBeUndefined();
    expect(c.get(2, "/a")).toBeUndefined();
  });

  it("serves nothing and stores nothing while unavailable (the bus is away)", () => {
    const { c, put } = cache();
    put(1, "/a", "1a");
    c.setAvailable(false);
    expect(c.get(1, "/a")).toBeUndefined();
    put(1, "/a", "again");
    expect(c.size().entries).toBe(0);
    c.setAvailable(true);
    expect(c.get(1, "/a")).toBeUndefined();
    put(1, "/a", "back");
    expect(c.get(1, "/a")?.toString()).toBe("back");
  });

  it("keeps an answer until the TTL, or until its own time if sooner", () => {
    const { c, put, advance, now } = cache({ ttlMs: 60_000 });
    put(1, "/ttl", "t");
    put(1, "/until", "u", now() + 10_000);
    advance(9_999);
    expect(c.get(1, "/until")?.toString()).toBe("u");
    advance(1);
    expect(c.get(1, "/until")).toBeUndefined();
    expect(c.get(1, "/ttl")?.toString()).toBe("t");
    advance(50_000);
    expect(c.get(1, "/ttl")).toBeUndefined();
    expect(c.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it("evicts the least recently used answers past its size", () => {
    const entry = 1_000;
    const { c, put } = cache({ maxBytes: 3 * entry + 3 * 200 });
    for (const key of ["/a", "/b", "/c"]) put(1, key, "x".repeat(entry));
    c.get(1, "/a"); // used: /b is now the oldest
    put(1, "/d", "x".repeat(entry));
    expect(c.get(1, "/b")).toBeUndefined();
    for (const key of ["/a", "/c", "/d"]) expect(c.get(1, key)).toBeDefined();
    expect(c.size().bytes).toBeLessThanOrEqual(3 * entry + 3 * 200);
  });

  it("spreads the TTL over its last quarter, so answers stored together do not all expire together", () => {
    const { c, put, advance } = cache({ ttlMs: 60_000, random: () => 1 });
    put(1, "/soonest", "s");
    advance(44_999);
    expect(c.get(1, "/soonest")?.toString()).toBe("s");
    advance(1);
    expect(c.get(1, "/soonest")).toBeUndefined();
    let clock = 0;
    const spread = new ReadCache({ maxBytes: 1_000_000, ttlMs: 60_000, now: () => clock });
    for (let user = 0; user < 50; user++) spread.store(spread.begin(user), "/x", Buffer.from("x"));
    const expiredBy = (ms: number) => {
      clock = ms;
      return Array.from({ length: 50 }, (_, user) => user).filter((user) => !spread.get(user, "/x")).length;
    };
    expect(expiredBy(44_999)).toBe(0);
    expect(expiredBy(52_500)).toBeGreaterThan(5);
    expect(expiredBy(52_500)).toBeLessThan(45);
    expect(expiredBy(60_000)).toBe(50);
  });

  it("tells the result of every lookup: hit, absent, expired, or bypassed while it is off", () => {
    const results: string[] = [];
    let now = 0;
    const c = new ReadCache({ maxBytes: 1_000_000, ttlMs: 60_000, now: () => now, random: () => 0, onLookup: (r) => results.push(r) });
    c.get(1, "/a");
    c.store(c.begin(1), "/a", Buffer.from("a"));
    c.get(1, "/a");
    now = 60_000;
    c.get(1, "/a");
    c.setAvailable(false);
    c.get(1, "/a");
    expect(results).toEqual(["absent", "hit", "expired", "bypassed"]);
  });

  it("is off with a TTL of 0", () => {
    const { c, put } = cache({ ttlMs: 0 });
    put(1, "/a", "1a");
    expect(c.get(1, "/a")).toBeUndefined();
    expect(c.enabled).toBe(false);
  });
});
