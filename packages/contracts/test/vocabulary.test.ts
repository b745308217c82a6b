import { describe, expect, expectTypeOf, it } from "vitest";
import {
  file_leadstream_accounts_billing_v1_vocabulary,
  file_leadstream_classification_v1_vocabulary,
  file_leadstream_identity_v1_vocabulary,
  file_leadstream_leads_v1_vocabulary,
  file_leadstream_notifications_v1_vocabulary,
  file_leadstream_streams_v1_vocabulary,
  RunMode,
  Tier,
} from "../src/index.js";
import * as vocabularies from "../src/vocabulary/index.js";
import { FOLLOWER_COUNT_TIER, parseHandle, RUN_MODE, TIER, type Vocabulary } from "../src/vocabulary/index.js";

const all = Object.entries(vocabularies as Record<string, unknown>).filter(
  (entry): entry is [string, Vocabulary<number, string>] => typeof entry[1] === "object" && entry[1] !== null && "names" in entry[1],
);
const vocabularyFiles = [
  file_leadstream_identity_v1_vocabulary,
  file_leadstream_accounts_billing_v1_vocabulary,
  file_leadstream_classification_v1_vocabulary,
  file_leadstream_leads_v1_vocabulary,
  file_leadstream_notifications_v1_vocabulary,
  file_leadstream_streams_v1_vocabulary,
];

describe("vocabularies", () => {
  it("name a proto enum's values by their names without the prefix, lower-cased", () => {
    expect(TIER.names).toEqual(["starter", "growth", "pro"]);
    expect(TIER.name(Tier.GROWTH)).toBe("growth");
    expect(TIER.value("pro")).toBe(Tier.PRO);
    expect(FOLLOWER_COUNT_TIER.names).toEqual(["under_1k", "1k_to_10k", "10k_to_100k", "100k_to_1m", "over_1m"]);
    expect(RUN_MODE.names).toEqual(["sync-then-search", "search-only"]);
    expect(RUN_MODE.name(RunMode.SEARCH_ONLY)).toBe("search-only");
    expectTypeOf(TIER.names).toEqualTypeOf<readonly ("starter" | "growth" | "pro")[]>();
    expectTypeOf(FOLLOWER_COUNT_TIER.name).returns.toEqualTypeOf<"under_1k" | "1k_to_10k" | "10k_to_100k" | "100k_to_1m" | "over_1m">();
    expectTypeOf(RUN_MODE.value).parameter(0).toEqualTypeOf<"sync-then-search" | "search-only" | null>();
  });

  it("cover every enum of the vocabulary protos, with the names of its descriptor's values", () => {
    const snake = (name: string) => name.replace(/(?<=.)[A-Z]/g, (c) => `_${c}`).toUpperCase();
    const lists = all.map(([, vocabulary]) => vocabulary.names.map((name) => name.replaceAll("-", "_")).join());
    for (const desc of vocabularyFiles.flatMap((file) => file.enums)) {
      const prefix = `${snake(desc.name)}_`;
      const expected = desc.values.filter((v) => v.number !== 0).map((v) => v.name.slice(prefix.length).toLowerCase());
      expect(lists, desc.typeName).toContain(expected.join());
    }
  });

  it("map every name to a value and back, and the zero value to null", () => {
    expect(all.length).toBeGreaterThan(20);
    for (const [key, vocabulary] of all) {
      expect(vocabulary.names.length, key).toBeGreaterThan(1);
      for (const name of vocabulary.names) {
        expect(vocabulary.has(name)).toBe(true);
        expect(vocabulary.name(vocabulary.value(name))).toBe(name);
      }
      expect(vocabulary.nameOrNull(0)).toBeNull();
      expect(vocabulary.value(null)).toBe(0);
      expect(vocabulary.has("")).toBe(false);
    }
  });

  it("refuse a missing value, a number the enum lacks and an unknown name", () => {
    expect(() => TIER.name(Tier.UNSPECIFIED)).toThrow("one of starter, growth, pro is required");
    expect(() => TIER.nameOrNull(9 as Tier)).toThrow("9 is none of starter, growth, pro");
    expect(() => TIER.value("platinum" as "pro")).toThrow('"platinum" is none of starter, growth, pro');
    expect(TIER.has("Growth")).toBe(false);
  });
});

describe("handles", () => {
  it("take one optional @ and 1 to 15 letters, digits or underscores", () => {
    expect(parseHandle("@Acme_1")).toBe("Acme_1");
    expect(parseHandle("acme")).toBe("acme");
    expect(parseHandle("a".repeat(15))).toBe("a".repeat(15));
    for (const bad of ["", "@", "@@acme", "has space", " acme", "a".repeat(16), "émile", "a-b"]) expect(parseHandle(bad), bad).toBeNull();
  });
});
