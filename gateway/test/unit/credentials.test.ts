import { describe, expect, it } from "vitest";
import { isAllowedOrigin, isStateChanging, parseBearer } from "../../src/auth/credentials.js";

describe("parseBearer", () => {
  it("reads the key from a Bearer header, whatever the scheme's case", () => {
    expect(parseBearer("Bearer svc_abc")).toEqual({ kind: "key", key: "svc_abc" });
    expect(parseBearer("bearer   svc_abc ")).toEqual({ kind: "key", key: "svc_abc" });
  });

  it("treats an absent or empty header as missing", () => {
    for (const header of [undefined, "", "  ", "Bearer", "Bearer  "]) expect(parseBearer(header)).toEqual({ kind: "missing" });
  });

  it("treats another scheme or extra words as malformed", () => {
    for (const header of ["Basic dXNlcjpwYXNz", "svc_abc", "Bearer svc_abc extra", "Bearersvc_abc"]) expect(parseBearer(header)).toEqual({ kind: "malformed" });
  });
});

describe("the CSRF origin check", () => {
  const allowed = ["http://127.0.0.1:8080", "https://app.leadstream.example"];

  it("accepts only an exact listed origin", () => {
    expect(isAllowedOrigin("https://app.leadstream.example", allowed)).toBe(true);
    expect(isAllowedOrigin(undefined, allowed)).toBe(false);
    expect(isAllowedOrigin("null", allowed)).toBe(false);
    expect(isAllowedOrigin("https://app.leadstream.example.evil.test", allowed)).toBe(false);
    expect(isAllowedOrigin("http://127.0.0.1:8081", allowed)).toBe(false);
  });

  it("applies to the methods that change state", () => {
    expect(["POST", "PUT", "PATCH", "DELETE", "delete"].map(isStateChanging)).toEqual([true, true, true, true, true]);
    expect(["GET", "HEAD", "OPTIONS"].map(isStateChanging)).toEqual([false, false, false]);
  });
});
