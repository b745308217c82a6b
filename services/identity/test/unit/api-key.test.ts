import { describe, expect, it } from "vitest";
import { crc32 } from "node:zlib";
import { API_KEY_LENGTH, BASE62 } from "@leadstream/contracts/api-key-format";
import { apiKeyHint, generateApiKey, isWellFormedApiKey, looksLikeLegacyKey } from "../../src/domain/api-key.js";

describe("generateApiKey", () => {
  it("makes svc_ + 35 random + 6 checksum base62 characters, 45 in all", () => {
    const key = generateApiKey();
    expect(key).toHaveLength(45);
    expect(API_KEY_LENGTH).toBe(45);
    expect(key).toMatch(/^svc_[0-9A-Za-z]{41}$/);
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(looksLikeLegacyKey(key)).toBe(false);
  });

  it("ends with the zero-padded base62 CRC32 of everything before it", () => {
    const key = generateApiKey();
    let value = 0;
    for (const c of key.slice(39)) value = value * 62 + BASE62.indexOf(c);
    expect(value).toBe(crc32(key.slice(0, 39)));
  });

  it("uses every alphabet character equally often (no modulo bias)", () => {
    const counts = new Map<string, number>();
    const keys = 4000;
    for (let i = 0; i < keys; i++) {
      for (const c of generateApiKey().slice(4, 39)) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    const expected = (keys * 35) / 62;
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 61 degrees of freedom: p < 1e-6 above ~129. `randomBytes() % 62` scores about 900 here.
    expect(chiSquare).toBeLessThan(130);
  });

  it("does not repeat itself", () => {
    const keys = new Set(Array.from({ length: 1000 }, generateApiKey));
    expect(keys.size).toBe(1000);
  });
});

describe("isWellFormedApiKey", () => {
  it("rejects every single-character change of a valid key", () => {
    const key = generateApiKey();
    const replacements = `${BASE62}_-`;
    let variants = 0;
    for (let i = 0; i < key.length; i++) {
      for (const c of replacements) {
        if (c === key[i]) continue;
        const changed = key.slice(0, i) + c + key.slice(i + 1);
        expect(isWellFormedApiKey(changed), changed).toBe(false);
        variants++;
      }
    }
    expect(variants).toBe(45 * 63);
  });

  it("rejects wrong lengths, prefixes and non-strings", () => {
    const key = generateApiKey();
    expect(isWellFormedApiKey(key.slice(0, 44))).toBe(false);
    expect(isWellFormedApiKey(`${key}a`)).toBe(false);
    expect(isWellFormedApiKey(`SVC_${key.slice(4)}`)).toBe(false);
    expect(isWellFormedApiKey("")).toBe(false);
    expect(isWellFormedApiKey(undefined as unknown as string)).toBe(false);
  });
});

describe("looksLikeLegacyKey", () => {
  it("accepts the v2 prefix with another length, 8 to 200 characters of base62 or _", () => {
    expect(looksLikeLegacyKey("svc_abcd")).toBe(true);
    expect(looksLikeLegacyKey(`svc_${"a_9Z".repeat(49)}`)).toBe(true); // 200
    expect(looksLikeLegacyKey("svc_legacy_Key_0123456789")).toBe(true);
  });

  it("rejects other prefixes, lengths and characters", () => {
    expect(looksLikeLegacyKey("svc_abc")).toBe(false); // 7
    expect(looksLikeLegacyKey(`svc_${"a".repeat(197)}`)).toBe(false); // 201
    expect(looksLikeLegacyKey(`svc_${"a".repeat(41)}`)).toBe(false); // 45: v2 length
    expect(looksLikeLegacyKey("key_abcdefgh")).toBe(false);
    expect(looksLikeLegacyKey("svc_abc-defg")).toBe(false);
    expect(looksLikeLegacyKey("svc_abc defg")).toBe(false);
    expect(looksLikeLegacyKey("")).toBe(false);
  });
});

describe("apiKeyHint", () => {
  it("shows the first 8 and last 4 characters", () => {
    expect(apiKeyHint("svc_AbCdEfGhIjKlMn")).toBe("svc_AbCd…KlMn");
  });
});
