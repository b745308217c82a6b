import { describe, expect, it } from "vitest";
import { Type } from "typebox";
import { boundsViolation } from "../../src/http/bounds.js";
import { MAX_JSON_DEPTH, nestingDepth } from "../../src/http/json-body.js";
import { validatorCompiler } from "../../src/http/validation.js";
import { SegmentInput } from "../../src/schemas/segments.js";
import { CreateStreamBody } from "../../src/schemas/streams.js";

const validate = (schema: object, value: unknown) => (validatorCompiler({ schema, httpPart: "body", method: "POST", url: "/" } as never) as (v: unknown) => { error?: { instancePath: string; message?: string }[] })(value);

describe("checks before schema validation", () => {
  it("refuses an array over maxItems at once, whatever its items", () => {
    expect(boundsViolation(SegmentInput, { description: "d", genderValues: Array(100_000).fill(1) })).toEqual({ instancePath: "/genderValues", message: "must have at most 2 items" });
    expect(boundsViolation(CreateStreamBody, { pairs: [{ segment: { description: "d", followerCountTiers: Array(6).fill("over_1m") } }] })).toEqual({
      instancePath: "/pairs/0/segment/followerCountTiers",
      message: "must have at most 5 items",
    });
    // A union of one address or a list: the list's bound holds.
    expect(boundsViolation(CreateStreamBody, { csvEmailRecipients: { to: Array(21).fill("a@example.com") } })?.instancePath).toBe("/csvEmailRecipients/to");
  });

  it("refuses NUL in any string or field name, naming where", () => {
    expect(boundsViolation(SegmentInput, { description: "a\u0000b" })).toEqual({ instancePath: "/description", message: "must not contain NUL (\\u0000) characters" });
    expect(boundsViolation(CreateStreamBody, { pairs: [{ segment: { appliedSearchFilters: { skill: ["ok", "\u0000"] } } }] })?.instancePath).toBe("/pairs/0/segment/appliedSearchFilters/skill/1");
    expect(boundsViolation(Type.Object({}), { "a\u0000": 1 })?.instancePath).toBe("");
    expect(boundsViolation(SegmentInput, { description: "control characters other than NUL are storable: \u0001\u001f" })).toBeUndefined();
  });

  it("keeps validating a hostile body linear: 100 000 identical items take milliseconds, not seconds", () => {
    for (const body of [
      { description: "d", genderValues: Array(100_000).fill(1) },
      { description: "d", genderValues: Array(100_000).fill("male") },
      { pairs: [{ accountHandle: "a", segmentId: 1 }], syncTimes: Array(100_000).fill("09:00") },
    ]) {
      const started = performance.now();
      const result = validate("syncTimes" in body ? CreateStreamBody : SegmentInput, body);
      expect(performance.now() - started).toBeLessThan(100);
      expect(result.error).toHaveLength(1);
    }
  });

  it("does not walk a raw body kept as bytes (the Stripe webhook's), however large", () => {
    const started = performance.now();
    expect(boundsViolation(Type.Unknown(), Buffer.alloc(1_000_000))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(20);
  });

  it("reports only the first schema error", () => {
    const result = validate(SegmentInput, { description: 5, name: 6, genderValues: ["x", "y"] });
    expect(result.error).toHaveLength(1);
  });
});

describe("JSON nesting depth", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(nestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(nestingDepth('{"a":"[[[[{{{{\\"[["}')).toBe(1);
    expect(nestingDepth("5")).toBe(0);
    expect(nestingDepth("[".repeat(10_000) + "]".repeat(10_000))).toBe(10_000);
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(8);
  });
});
