import { describe, expect, it } from "vitest";
import { buildFeedbackModel, classify, type FeedbackRow } from "../../../src/domain/classifier/index.js";
import { jaccard, similarityFeatures } from "../../../src/domain/classifier/feedback.js";
import { makeProfile, makeSegment, NOW } from "./make-profile.js";

const founders = makeSegment({ description: "B2B SaaS founders", appliedSearchFilters: { job_role: ["Founder"] } });
const strongFounder = makeProfile({ xUserId: "7", handle: "ana_builds", bio: "Founder & CEO at Ledgerly, B2B SaaS for accountants" });
const row = (xUserId: string, bio: string, feedback: FeedbackRow["feedback"], badReason?: FeedbackRow["badReason"], handle = `user${xUserId}`): FeedbackRow =>
  ({ xUserId, profile: { handle, bio }, feedback, ...(badReason && { badReason }) });
const withFeedback = (profile: ReturnType<typeof makeProfile>, rows: FeedbackRow[], segment = founders) =>
  classify(profile, segment, { now: NOW, feedback: buildFeedbackModel(rows) });

describe("similarity", () => {
  it("compares bio stems and long-digit handle shapes", () => {
    const a = similarityFeatures({ handle: "sarah57329129", bio: "Founders helping founders" });
    expect(a).toEqual(new Set(["found", "help", "handle:a9x8"]));
    expect(jaccard(a, similarityFeatures({ handle: "mike10293847", bio: "Helping founders" }))).toBe(1);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });
});

describe("feedback", () => {
  it("a profile marked bot is never a lead again; others are untouched", () => {
    const model = buildFeedbackModel([row("7", "anything", "bad", "bot")]);
    const marked = classify(strongFounder, founders, { now: NOW, feedback: model });
    expect(marked.outcome).toBe("none");
    expect(marked.reasons).toEqual(["excluded: you marked this profile as a bot"]);
    expect(classify({ ...strongFounder, xUserId: "8" }, founders, { now: NOW, feedback: model }).outcome).toBe("high");
  });

  it("a profile like one marked bad loses a level", () => {
    const result = withFeedback(strongFounder, [row("9", "Founder and CEO at Ledgerly — B2B SaaS for accountants", "bad", "wrong_job")]);
    expect(result.outcome).toBe("medium");
    expect(result.reasons.some((reason) => /^lowered one level: \d+% similar to profile 9, marked bad$/.test(reason))).toBe(true);
  });

  it("an unlike bad mark changes nothing", () => {
    expect(withFeedback(strongFounder, [row("9", "Crypto trader, gm frens", "bad", "other")]).outcome).toBe("high");
  });

  it("a borderline medium like one marked good is raised to high", () => {
    const borderline = makeProfile({ xUserId: "11", bio: "Founder @tallyhq. Dad, runner, coffee snob" });
    expect(classify(borderline, founders, { now: NOW }).outcome).toBe("medium");
    const result = withFeedback(borderline, [row("12", "Founder @tallyhq. Dad, runner, coffee snob!", "good")]);
    expect(result.outcome).toBe("high");
    expect(result.reasons.some((reason) => reason.startsWith("raised to high: 100% similar to profile 12"))).toBe(true);
  });

  it("a good mark does not lift past a cap", () => {
    const women = { ...founders, genderValues: ["female" as const] };
    const unknown = makeProfile({ xUserId: "11", displayName: "Sam Reyes", bio: "Founder @tallyhq. Runner, coffee snob" });
    expect(withFeedback(unknown, [row("12", "Founder @tallyhq. Runner, coffee snob", "good")], women).outcome).toBe("medium");
  });

  it("a gender marked wrong is no longer trusted", () => {
    const women = { ...founders, genderValues: ["female" as const] };
    const result = withFeedback(strongFounder, [row("7", strongFounder.bio, "bad", "wrong_gender")], women);
    expect(result.gender).toBe("unknown");
    expect(result.reasons).toContain("capped at medium: gender unknown (you marked its gender as wrong)");
  });

  it("is a pure function of the rows", () => {
    const rows = [row("9", "Founder and CEO at Ledgerly, B2B SaaS", "bad", "other"), row("3", "x", "bad", "bot")];
    expect(withFeedback(strongFounder, rows)).toEqual(withFeedback(strongFounder, [...rows]));
  });
});
