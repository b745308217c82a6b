import { describe, expect, it } from "vitest";
import { buildFeedbackModel, classify, isAmbiguous, type Classification, type ClassifyOptions } from "../../../src/domain/classifier/index.js";
import { makeProfile, makeSegment, NOW } from "./make-profile.js";

const founders = makeSegment({ description: "B2B SaaS founders", appliedSearchFilters: { job_role: ["Founder"] } });
const strong = makeProfile({ bio: "Founder & CEO at Ledgerly, B2B SaaS for accountants" });
const judged = (profile = strong, options: ClassifyOptions = {}, segment = founders) =>
  classify(profile, segment, { now: NOW, judgement: { outcome: "none", reason: "LLM: not a founder" }, ...options });

describe("a judge's verdict on the match", () => {
  it("replaces the measured outcome, with its reason", () => {
    const result = judged();
    expect(result.outcome).toBe("none");
    expect(result.reasons.slice(-2)).toEqual(["LLM: not a founder", "outcome none (match score 1.00)"]);
    const raised = judged(makeProfile({ bio: "Founder @tallyhq. Dad, runner, coffee snob" }), { judgement: { outcome: "high", reason: "LLM: runs tallyhq" } });
    expect(raised.outcome).toBe("high");
  });

  it("leaves the bot filter, the pre-filters and feedback in charge", () => {
    const high = { outcome: "high" as const, reason: "LLM: a founder" };
    const bot = makeProfile({ bio: "", defaultProfileImage: true, followersCount: 3, followingCount: 900, tweetCount: 0, createdAt: "2023-01-01T00:00:00Z" });
    expect(judged(bot, { judgement: high })).toMatchObject({ outcome: "none", isBot: true });
    const women = { ...founders, genderValues: ["female" as const] };
    expect(judged(makeProfile({ bio: strong.bio, displayName: "Carlos Ruiz" }), { judgement: high }, women).outcome).toBe("none");
    expect(judged(makeProfile({ bio: strong.bio, displayName: "Jordan Blake" }), { judgement: high }, women).outcome).toBe("medium");
    const markedBad = buildFeedbackModel([{ xUserId: "9", profile: { handle: "x", bio: strong.bio }, feedback: "bad", badReason: "wrong_job" }]);
    expect(judged(strong, { judgement: high, feedback: markedBad }).outcome).toBe("medium");
  });
});

describe("ambiguity", () => {
  const result = (fields: Partial<Classification>): Classification =>
    ({ outcome: "none", reasons: [], botScore: 0, isBot: false, botKind: null, gender: "unknown", score: 0, evidence: [], ...fields });

  it("is a medium, or a score in the medium band, never a bot", () => {
    expect(isAmbiguous(result({ outcome: "medium", score: 0.9 }))).toBe(true);
    expect(isAmbiguous(result({ outcome: "none", score: 0.5 }))).toBe(true);
    expect(isAmbiguous(result({ outcome: "none", score: 0.74 }))).toBe(true);
    expect(isAmbiguous(result({ outcome: "none", score: 0.49 }))).toBe(false);
    expect(isAmbiguous(result({ outcome: "none", score: 0 }))).toBe(false);
    expect(isAmbiguous(result({ outcome: "high", score: 0.75 }))).toBe(false);
    expect(isAmbiguous(result({ outcome: "medium", score: 0.6, isBot: true }))).toBe(false);
  });
});
