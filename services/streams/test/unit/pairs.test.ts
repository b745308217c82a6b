import { describe, expect, it } from "vitest";
import { validatePairs, type PairInput, type SegmentDefinition } from "../../src/domain/pairs.js";
import { expectCode, expectInvalid } from "./expect-invalid.js";

const inline = (description = "Founders of B2B SaaS"): SegmentDefinition => ({ description, name: "", genderValues: [], appliedSearchFilters: {}, followerCountTiers: [] });

describe("pairs", () => {
  it("become the distinct accounts, in order, with their one segment", () => {
    expect(
      validatePairs([
        { accountHandle: "@Ada_L", accountTier: "growth", segmentId: 7 },
        { accountId: 12, segmentId: 7 },
        { accountHandle: "grace", segmentId: 7 },
      ]),
    ).toEqual({
      accounts: [{ handle: "Ada_L", tier: "growth" }, { accountId: 12 }, { handle: "grace", tier: null }],
      segment: { segmentId: 7 },
    });
    const segment = inline();
    expect(validatePairs([{ accountId: 3, segment }])).toEqual({ accounts: [{ accountId: 3 }], segment: { definition: segment } });
  });

  it("number 1 to 50", () => {
    const pairs = (n: number): PairInput[] => Array.from({ length: n }, (_, i) => ({ accountId: i + 1, segmentId: 1 }));
    expect(validatePairs(pairs(50)).accounts).toHaveLength(50);
    expectInvalid(() => validatePairs(pairs(0)), "pairs");
    expectInvalid(() => validatePairs(pairs(51)), "pairs");
  });

  it.each([
    ["pairs[0]", { segmentId: 1 }],
    ["pairs[0]", { accountId: 1, accountHandle: "ada", segmentId: 1 }],
    ["pairs[0]", { accountId: 1 }],
    ["pairs[0]", { accountId: 1, segmentId: 1, segment: inline() }],
    ["pairs[0].accountId", { accountId: -4, segmentId: 1 }],
    ["pairs[0].accountId", { accountId: 1.5, segmentId: 1 }],
    ["pairs[0].accountTier", { accountId: 1, accountTier: "pro", segmentId: 1 }],
    ["pairs[0].accountTier", { accountHandle: "ada", accountTier: "enterprise", segmentId: 1 }],
    ["pairs[0].accountHandle", { accountHandle: "@", segmentId: 1 }],
    ["pairs[0].accountHandle", { accountHandle: "has space", segmentId: 1 }],
    ["pairs[0].accountHandle", { accountHandle: "a".repeat(16), segmentId: 1 }],
    ["pairs[0].segmentId", { accountId: 1, segmentId: -1 }],
  ] as [string, PairInput][])("reject a bad pair: %s", (param, pair) => {
    expectInvalid(() => validatePairs([pair]), param);
  });

  it("reject a repeated pair, whatever the spelling of the handle", () => {
    expectInvalid(() => validatePairs([{ accountId: 5, segmentId: 1 }, { accountId: 5, segmentId: 1 }]), "pairs[1]");
    expectInvalid(() => validatePairs([{ accountHandle: "Ada", segmentId: 1 }, { accountHandle: "@ada", segmentId: 1 }]), "pairs[1]");
  });

  it("must all use one segment", () => {
    expectCode(() => validatePairs([{ accountId: 1, segmentId: 1 }, { accountId: 2, segmentId: 2 }]), "stream_multi_segment");
    expectCode(() => validatePairs([{ accountId: 1, segmentId: 1 }, { accountId: 1, segmentId: 2 }]), "stream_multi_segment");
    // Inline segments are new segments each, even with equal definitions.
    expectCode(() => validatePairs([{ accountId: 1, segment: inline() }, { accountId: 2, segment: inline() }]), "stream_multi_segment");
    expectCode(() => validatePairs([{ accountId: 1, segment: inline() }, { accountId: 2, segmentId: 9 }]), "stream_multi_segment");
  });
});
