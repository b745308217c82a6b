import { describe, expect, it } from "vitest";
import { credentialHash, keyCache, sessionCache } from "../../src/auth/credential-cache.js";
import type { Principal } from "../../src/auth/principal.js";

const principal = (apiKeyId: number): Principal => ({ userId: apiKeyId * 10, teamId: 1, apiKeyId, via: "bearer" });

/** Lets a renewal's answer reach the cache. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function cache(opts: { ttlMs?: number; maxEntries?: number; renew?: (credential: string) => Promise<Principal | undefined> } = {}) {
  let now = 1_000;
  const options = { ttlMs: opts.ttlMs ?? 60_000, maxEntries: opts.maxEntries ?? 100, now: () => now, renew: opts.renew };
  return { keys: keyCache(options), sessions: sessionCache(options), advance: (ms: number) => (now += ms) };
}

describe("credential caches", () => {
  it("returns a cached principal until its TTL runs out", () => {
    const { keys, advance } = cache();
    keys.set("svc_one", principal(1));
    expect(keys.get("svc_one")).toEqual(principal(1));
    expect(keys.get("svc_two")).toBeUndefined();
    advance(59_999);
    expect(keys.get("svc_one")).toEqual(principal(1));
    advance(1);
    expect(keys.get("svc_one")).toBeUndefined();
  });

  it("evicts the oldest entry when full", () => {
    const { keys } = cache({ maxEntries: 2 });
    keys.set("svc_one", principal(1));
    keys.set("svc_two", principal(2));
    keys.set("svc_three", principal(3));
    expect(keys.get("svc_one")).toBeUndefined();
    expect(keys.get("svc_two")).toEqual(principal(2));
    expect(keys.get("svc_three")).toEqual(principal(3));
  });

  it("forgets a revoked key id at once", () => {
    const { keys } = cache();
    keys.set("svc_one", principal(1));
    keys.set("svc_two", principal(2));
    keys.forget(1);
    expect(keys.get("svc_one")).toBeUndefined();
    expect(keys.get("svc_two")).toEqual(principal(2));
  });

  it("does not re-cache a key revoked while its lookup was in flight", () => {
    const { keys, advance } = cache();
    keys.forget(1);
    keys.set("svc_one", principal(1));
    expect(keys.get("svc_one")).toBeUndefined();
    advance(60_000);
    keys.set("svc_one", principal(1));
    expect(keys.get("svc_one")).toEqual(principal(1));
  });

  it("forgets everything when cleared", () => {
    const { keys } = cache();
    keys.set("svc_one", principal(1));
    keys.clear();
    expect(keys.get("svc_one")).toBeUndefined();
  });

  it("caches nothing with a TTL of 0", () => {
    const { keys } = cache({ ttlMs: 0 });
    keys.set("svc_one", principal(1));
    expect(keys.get("svc_one")).toBeUndefined();
  });

  it("forgets a signed-out session by its token hash, and only that one", () => {
    const { sessions } = cache();
    const session = (userId: number): Principal => ({ userId, teamId: 1, apiKeyId: 0, via: "session" });
    sessions.set("token-a", session(1));
    sessions.set("token-b", session(1));
    sessions.forget(credentialHash("token-a"));
    expect(sessions.get("token-a")).toBeUndefined();
    expect(sessions.get("token-b")).toEqual(session(1));
    sessions.set("token-a", session(1)); // a lookup that was in flight
    expect(sessions.get("token-a")).toBeUndefined();
  });

  describe("renewal before the TTL runs out", () => {
    /** A renewal whose answer the test gives. */
    function renewal() {
      const asked: string[] = [];
      let answer: (principal: Principal | undefined) => void = () => undefined;
      let fail: (err: Error) => void = () => undefined;
      const renew = (credential: string) => {
        asked.push(credential);
        return new Promise<Principal | undefined>((resolve, reject) => {
          answer = resolve;
          fail = reject;
        });
      };
      return { asked, renew, answer: (p: Principal | undefined) => answer(p), fail: (err: Error) => fail(err) };
    }

    it("is not asked for in the first half of the TTL", () => {
      const r = renewal();
      const { keys, advance } = cache({ renew: r.renew });
      keys.set("svc_one", principal(1));
      advance(29_999);
      expect(keys.get("svc_one")).toEqual(principal(1));
      expect(r.asked).toEqual([]);
    });

    it("serves the cached principal while one lookup renews it, and the renewed entry lives a TTL from then", async () => {
      const r = renewal();
      const { keys, advance } = cache({ renew: r.renew });
      keys.set("svc_one", principal(1));
      advance(45_000);
      expect(keys.get("svc_one")).toEqual(principal(1));
      expect(keys.get("svc_one")).toEqual(principal(1));
      expect(r.asked).toEqual(["svc_one"]);
      r.answer(principal(1));
      await settled();
      advance(15_000); // the first entry's TTL is over; the renewed one has 45 s left
      expect(keys.get("svc_one")).toEqual(principal(1));
      expect(r.asked).toEqual(["svc_one"]);
    });

    it("drops the entry when identity no longer accepts the credential", async () => {
      const r = renewal();
      const { keys, advance } = cache({ renew: r.renew });
      keys.set("svc_one", principal(1));
      advance(45_000);
      keys.get("svc_one");
      r.answer(undefined);
      await settled();
      expect(keys.get("svc_one")).toBeUndefined();
    });

    it("keeps the entry until its TTL when identity does not answer", async () => {
      const r = renewal();
      const { keys, advance } = cache({ renew: r.renew });
      keys.set("svc_one", principal(1));
      advance(45_000);
      keys.get("svc_one");
      r.fail(new Error("identity unavailable"));
      await settled();
      expect(keys.get("svc_one")).toEqual(principal(1));
      expect(r.asked).toEqual(["svc_one"]);
      advance(15_000);
      expect(keys.get("svc_one")).toBeUndefined();
    });

    it("does not put back a key revoked while its renewal was in flight", async () => {
      const r = renewal();
      const { keys, advance } = cache({ renew: r.renew });
      keys.set("svc_one", principal(1));
      advance(45_000);
      keys.get("svc_one");
      keys.forget(1);
      r.answer(principal(1));
      await settled();
      expect(keys.get("svc_one")).toBeUndefined();
    });
  });
});
