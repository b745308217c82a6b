import { describe, expect, it } from "vitest";
import { KeyCache } from "../../src/auth/key-cache.js";
import type { Principal } from "../../src/auth/principal.js";

const principal = (apiKeyId: number): Principal => ({ userId: apiKeyId * 10, teamId: 1, apiKeyId, via: "bearer" });

function cache(opts: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  const keys = new KeyCache({ ttlMs: opts.ttlMs ?? 60_000, maxEntries: opts.maxEntries ?? 100, now: () => now });
  return { keys, advance: (ms: number) => (now += ms) };
}

describe("KeyCache", () => {
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
    keys.forgetKeyId(1);
    expect(keys.get("svc_one")).toBeUndefined();
    expect(keys.get("svc_two")).toEqual(principal(2));
  });

  it("does not re-cache a key revoked while its lookup was in flight", () => {
    const { keys, advance } = cache();
    keys.forgetKeyId(1);
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
});
