import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FollowerCountTier, MatchOutcome } from "@leadstream/contracts";
import { MATCH_OUTCOME } from "@leadstream/contracts/vocabulary";
import { BIOS, expectAppError, fakeFollower, foundersSegment, newUserId, profileToClassify, startClassification, type Harness } from "./harness.js";

describe("Classify", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startClassification();
  });
  afterAll(async () => {
    await h?.svc.stop();
  });

  const newSegment = async (userId: number, fields: Parameters<typeof foundersSegment>[0] = {}) =>
    (await h.client.createSegment({ userId, definition: foundersSegment(fields) })).segment!.id;

  it("answers every profile in order with its outcome, reasons and bot flag", async () => {
    const userId = newUserId();
    const segmentId = await newSegment(userId);
    const { results } = await h.client.classify({
      userId,
      segmentId,
      profiles: [
        profileToClassify({ xUserId: "1", bio: BIOS.high }),
        profileToClassify({ xUserId: "2", bio: BIOS.medium }),
        profileToClassify({ xUserId: "3", bio: BIOS.none }),
        fakeFollower({ xUserId: "4" }),
      ],
    });

    expect(results.map(({ xUserId, outcome, isBot }) => ({ xUserId, outcome: MATCH_OUTCOME.name(outcome), isBot }))).toEqual([
      { xUserId: "1", outcome: "high", isBot: false },
      { xUserId: "2", outcome: "medium", isBot: false },
      { xUserId: "3", outcome: "none", isBot: false },
      { xUserId: "4", outcome: "none", isBot: true },
    ]);
    expect(results.map((result) => result.reasons)).toEqual([
      ["matched job_role Founder (strong: 'Founder & CEO at')", "matched industry SaaS (strong: 'B2B SaaS for accountants')", "outcome high (match score 1.00)"],
      ["matched job_role Founder (strong: 'Founder @tallyhq')", "no industry evidence (filter wants SaaS)", "outcome medium (match score 0.60)"],
      ["no job_role evidence (filter wants Founder)", "no industry evidence (filter wants SaaS)", "outcome none (match score 0.00)"],
      ["excluded as a bot: bot score 1.00: 0 tweets, following 900, 3 followers"],
    ]);
  });

  it("applies the segment's pre-filters", async () => {
    const userId = newUserId();
    const segmentId = await newSegment(userId, { followerCountTiers: [FollowerCountTier.FOLLOWER_COUNT_TIER_100K_TO_1M] });
    const { results } = await h.client.classify({ userId, segmentId, profiles: [profileToClassify({ bio: BIOS.high })] });
    expect(results[0].outcome).toBe(MatchOutcome.NONE);
    expect(results[0].reasons).toEqual(["excluded by follower tier: 2,400 followers is 1k_to_10k, the segment wants 100k_to_1m"]);
  });

  it("classifies against the user's own segment only", async () => {
    const owner = newUserId();
    const segmentId = await newSegment(owner);
    const profiles = [profileToClassify({ bio: BIOS.high })];
    // Twice: the second call finds the compiled segment cached and must still check its owner.
    for (let i = 0; i < 2; i++) {
      expect((await h.client.classify({ userId: owner, segmentId, profiles })).results[0].outcome).toBe(MatchOutcome.HIGH);
      await expectAppError(h.client.classify({ userId: newUserId(), segmentId, profiles }), "not_found");
    }
    await expectAppError(h.client.classify({ userId: owner, segmentId: segmentId + 1_000_000, profiles }), "not_found");
    await expectAppError(h.client.classify({ userId: owner, segmentId: 0, profiles }), "not_found");
  });

  it("refuses more than 1000 profiles, a profile without its x_user_id and a missing user", async () => {
    const userId = newUserId();
    const segmentId = await newSegment(userId);
    const many = Array.from({ length: 1001 }, (_, i) => profileToClassify({ xUserId: String(i + 1) }));
    await expectAppError(h.client.classify({ userId, segmentId, profiles: many }), "invalid_request", { param: "profiles" });
    expect((await h.client.classify({ userId, segmentId, profiles: many.slice(0, 1000) })).results).toHaveLength(1000);
    await expectAppError(
      h.client.classify({ userId, segmentId, profiles: [profileToClassify({ xUserId: "1" }), profileToClassify({ xUserId: "" })] }),
      "invalid_request",
      { param: "profiles[1].xUserId" },
    );
    await expectAppError(h.client.classify({ userId: 0, segmentId, profiles: [] }), "invalid_request", { param: "userId" });
    expect((await h.client.classify({ userId, segmentId, profiles: [] })).results).toEqual([]);
  });
});
