import { describe, expect, it } from "vitest";
import { parseIdempotencyKey, recordKey, requestFingerprint } from "../../src/idempotency/key.js";

describe("parseIdempotencyKey", () => {
  it("takes a bare key and the quoted Structured Field form as the same key", () => {
    expect(parseIdempotencyKey("8e03978e-40d5-43e8-bc93-6894a57f9324")).toBe("8e03978e-40d5-43e8-bc93-6894a57f9324");
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe("8e03978e-40d5-43e8-bc93-6894a57f9324");
    expect(parseIdempotencyKey('"say \\"hi\\" \\\\ bye"')).toBe('say "hi" \\ bye');
    expect(parseIdempotencyKey("k".repeat(255))).toHaveLength(255);
  });

  it("refuses empty, too long, non-ASCII and malformed quoted keys", () => {
    for (const header of ["", "   ", '""', "k".repeat(256), `"${"k".repeat(256)}"`, "clé", "tab\there", '"unterminated', '"bad \\escape"', '"inner " quote"', ["a", "b"]]) {
      expect(() => parseIdempotencyKey(header), JSON.stringify(header)).toThrow(expect.objectContaining({ code: "invalid_idempotency_key" }));
    }
  });
});

describe("idempotency records", () => {
  it("scopes a key to its user and never stores the key itself", () => {
    expect(recordKey(1, "abc")).toMatch(/^1\.[0-9a-f]{64}$/);
    expect(recordKey(1, "abc")).not.toBe(recordKey(2, "abc"));
    expect(recordKey(1, "abc")).not.toContain("abc");
  });

  it("fingerprints the method, target and body bytes", () => {
    const body = Buffer.from('{"name":"a"}');
    const fingerprint = requestFingerprint("POST", "/api/v2/streams", body);
    expect(requestFingerprint("POST", "/api/v2/streams", Buffer.from('{"name":"a"}'))).toBe(fingerprint);
    expect(requestFingerprint("POST", "/api/v2/streams", Buffer.from('{"name": "a"}'))).not.toBe(fingerprint);
    expect(requestFingerprint("POST", "/api/v2/segments", body)).not.toBe(fingerprint);
    expect(requestFingerprint("POST", "/api/v2/accounts/1/sleep")).toBe(requestFingerprint("POST", "/api/v2/accounts/1/sleep", Buffer.alloc(0)));
  });
});
