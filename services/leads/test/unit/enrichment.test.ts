import { describe, expect, it } from "vitest";
import { maxPrice, merged, missingOutputs, priceOf, resultOf, validOptions, type Enrichment } from "../../src/domain/enrichment.js";

const invalid = (fn: () => unknown, param: string) => expect(fn).toThrow(expect.objectContaining({ code: "invalid_request", details: { param } }));

const linkedin = { url: "https://www.linkedin.com/in/ada-lovelace", confidence: 0.9 };
const verified = { address: "ada@example.com", status: "verified" as const, provider: "sandbox" };
const unverified = { ...verified, status: "unverified" as const };
const at = new Date("2026-11-23T10:00:00.000Z");

describe("enrichment options", () => {
  it("needs at least one known output, each once; e-mail mode defaults to any", () => {
    expect(validOptions({ outputs: ["email", "linkedin_url"], emailMode: "" })).toEqual({ outputs: ["email", "linkedin_url"], emailMode: "any" });
    expect(validOptions({ outputs: ["email"], emailMode: "verified" })).toEqual({ outputs: ["email"], emailMode: "verified" });
    invalid(() => validOptions({ outputs: [], emailMode: "" }), "requested_outputs");
    invalid(() => validOptions({ outputs: ["phone"], emailMode: "" }), "requested_outputs");
    invalid(() => validOptions({ outputs: ["email", "email"], emailMode: "" }), "requested_outputs");
    invalid(() => validOptions({ outputs: ["email"], emailMode: "sometimes" }), "email_mode");
  });
});

describe("prices (DECISIONS: LinkedIn URL 1 credit, e-mail 2, only when found)", () => {
  it("holds the most a call can cost and charges only what was found", () => {
    expect(maxPrice(["linkedin_url"])).toBe(1);
    expect(maxPrice(["linkedin_url", "email"])).toBe(3);
    expect(priceOf({ linkedin, email: null })).toBe(1);
    expect(priceOf({ linkedin: null, email: verified })).toBe(2);
    expect(priceOf({ linkedin: null, email: null })).toBe(0);
  });
});

describe("results", () => {
  it("keeps only what was asked and says how much of it was found", () => {
    expect(resultOf(["linkedin_url", "email"], "any", { linkedin, email: verified })).toEqual({ ok: true, kind: "full", linkedin, email: verified });
    expect(resultOf(["linkedin_url", "email"], "any", { linkedin, email: null })).toEqual({ ok: true, kind: "partial", linkedin, email: null });
    expect(resultOf(["linkedin_url"], "any", { linkedin: null, email: verified })).toEqual({ ok: false, kind: "not_found", linkedin: null, email: null });
  });

  it("drops an unverified e-mail in verified mode, so it is neither kept nor charged", () => {
    const result = resultOf(["email"], "verified", { linkedin: null, email: unverified });
    expect(result).toEqual({ ok: false, kind: "not_found", linkedin: null, email: null });
    expect(priceOf(result)).toBe(0);
    expect(resultOf(["email"], "any", { linkedin: null, email: unverified }).email).toEqual(unverified);
  });

  it("asks only for what the lead lacks: a verified e-mail satisfies both modes, an unverified one only `any`", () => {
    const current: Enrichment = { linkedin, email: unverified, enrichedAt: at };
    expect(missingOutputs({ outputs: ["linkedin_url", "email"], emailMode: "any" }, current)).toEqual([]);
    expect(missingOutputs({ outputs: ["linkedin_url", "email"], emailMode: "verified" }, current)).toEqual(["email"]);
    expect(missingOutputs({ outputs: ["email"], emailMode: "any" }, null)).toEqual(["email"]);
  });

  it("merges what was found into the lead's enrichment and leaves it alone when nothing was", () => {
    const current: Enrichment = { linkedin, email: null, enrichedAt: at };
    const later = new Date("2026-11-24T10:00:00.000Z");
    expect(merged(current, resultOf(["email"], "any", { linkedin: null, email: verified }), later)).toEqual({ linkedin, email: verified, enrichedAt: later });
    expect(merged(current, resultOf(["email"], "any", { linkedin: null, email: null }), later)).toBe(current);
    expect(merged(null, resultOf(["email"], "any", { linkedin: null, email: null }), later)).toBeNull();
  });
});
