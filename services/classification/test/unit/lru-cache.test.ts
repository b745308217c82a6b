import { describe, expect, it } from "vitest";
import { LruCache } from "../../src/app/lru-cache.js";

describe("the LRU cache", () => {
  it("evicts the least recently used entry when full", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([1, undefined, 3]);
    cache.set("a", 10);
    cache.set("d", 4);
    expect([cache.get("a"), cache.get("c"), cache.get("d")]).toEqual([10, undefined, 4]);
  });
});
