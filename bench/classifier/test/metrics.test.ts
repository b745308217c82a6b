import { describe, expect, it } from "vitest";
import { decidingReason, errorKinds, errorType, evaluate, formatProportion, normaliseReason, wilson, type PairResult } from "../metrics.js";

const pair = (over: Partial<PairResult>): PairResult => ({ profileId: "p1", segmentKey: "s", truth: "none", predicted: "none", truthBot: false, predictedBot: false, reasons: [], tags: [], ...over });

describe("wilson", () => {
  it("matches published 95 % Wilson intervals", () => {
    // binom::binom.confint(8, 10, method = "wilson"): 0.4901625 0.9433178
    const eight = wilson(8, 10);
    expect(eight.p).toBe(0.8);
    expect(eight.lo).toBeCloseTo(0.4901625, 6);
    expect(eight.hi).toBeCloseTo(0.9433178, 6);
    const half = wilson(5, 10);
    expect(half.lo).toBeCloseTo(0.2365931, 6);
    expect(half.hi).toBeCloseTo(0.7634069, 6);
  });

  it("stays inside [0, 1] at the ends, and is symmetric", () => {
    const none = wilson(0, 10);
    expect(none.lo).toBe(0);
    expect(none.hi).toBeCloseTo(0.2775328, 6);
    const all = wilson(10, 10);
    expect(all.hi).toBe(1);
    expect(all.lo).toBeCloseTo(1 - none.hi, 12);
  });

  it("narrows as n grows", () => {
    const small = wilson(9, 10);
    const large = wilson(900, 1000);
    expect(large.hi - large.lo).toBeLessThan(small.hi - small.lo);
    expect(large.lo).toBeGreaterThan(0.87);
    expect(large.hi).toBeLessThan(0.92);
  });

  it("gives NaN and [0, 1] for n = 0 and refuses impossible counts", () => {
    const empty = wilson(0, 0);
    expect(empty.p).toBeNaN();
    expect([empty.lo, empty.hi]).toEqual([0, 1]);
    expect(() => wilson(3, 2)).toThrow(RangeError);
    expect(() => wilson(-1, 2)).toThrow(RangeError);
    expect(() => wilson(0.5, 2)).toThrow(RangeError);
  });
});

describe("evaluate", () => {
  const pairs: PairResult[] = [
    // human a: high for s, came out high; medium for t, came out none
    pair({ profileId: "a", segmentKey: "s", truth: "high", predicted: "high" }),
    pair({ profileId: "a", segmentKey: "t", truth: "medium", predicted: "none" }),
    // human b: none for s but came out high; high for t, came out medium
    pair({ profileId: "b", segmentKey: "s", truth: "none", predicted: "high" }),
    pair({ profileId: "b", segmentKey: "t", truth: "high", predicted: "medium" }),
    // human c: a lead for s, dropped as a bot
    pair({ profileId: "c", segmentKey: "s", truth: "medium", predicted: "none", predictedBot: true }),
    pair({ profileId: "c", segmentKey: "t", truth: "none", predicted: "none", predictedBot: true }),
    // bot d: caught; bot e: not caught and delivered for t
    pair({ profileId: "d", segmentKey: "s", truthBot: true, predictedBot: true }),
    pair({ profileId: "d", segmentKey: "t", truthBot: true, predictedBot: true }),
    pair({ profileId: "e", segmentKey: "s", truthBot: true }),
    pair({ profileId: "e", segmentKey: "t", truthBot: true, predicted: "medium" }),
  ];
  const e = evaluate(pairs, ["s", "t"]);

  it("computes precision of high and recall of high+medium per segment and pooled", () => {
    const s = e.perSegment.find((q) => q.key === "s")!;
    expect([s.highPrecision.k, s.highPrecision.n]).toEqual([1, 2]);
    expect([s.leadRecall.k, s.leadRecall.n]).toEqual([1, 2]);
    const t = e.perSegment.find((q) => q.key === "t")!;
    expect([t.highPrecision.k, t.highPrecision.n]).toEqual([0, 0]);
    expect([t.leadRecall.k, t.leadRecall.n]).toEqual([1, 2]);
    expect([t.leadPrecision.k, t.leadPrecision.n]).toEqual([1, 2]);
    expect([e.pooled.highPrecision.k, e.pooled.highPrecision.n]).toEqual([1, 2]);
    expect([e.pooled.leadRecall.k, e.pooled.leadRecall.n]).toEqual([2, 4]);
    expect([e.pooled.highRecall.k, e.pooled.highRecall.n]).toEqual([1, 2]);
    expect(e.outcomes.high.medium).toBe(1);
    expect(e.pairs).toBe(10);
    expect(e.profiles).toBe(5);
  });

  it("counts bots delivered for any segment, humans dropped, and the confusion matrix per profile", () => {
    expect([e.bots.bots, e.bots.humans]).toEqual([2, 3]);
    expect([e.bots.botRecall.k, e.bots.botRecall.n]).toEqual([1, 2]);
    expect([e.bots.botsDelivered.k, e.bots.botsDelivered.n]).toEqual([1, 2]);
    expect([e.bots.humansDropped.k, e.bots.humansDropped.n]).toEqual([1, 3]);
    expect([e.bots.leadsDropped.k, e.bots.leadsDropped.n]).toEqual([1, 3]);
    expect(e.bots.confusion).toEqual({ bot: { bot: 1, human: 1 }, human: { bot: 1, human: 2 } });
    expect([e.bots.filterPrecision.k, e.bots.filterPrecision.n]).toEqual([1, 2]);
    expect([e.bots.filterRecall.k, e.bots.filterRecall.n]).toEqual([1, 2]);
  });

  it("refuses a profile labelled both bot and human, and unknown segments", () => {
    expect(() => evaluate([pair({ profileId: "x" }), pair({ profileId: "x", segmentKey: "t", truthBot: true })], ["s", "t"])).toThrow(/both bot and human/);
    expect(() => evaluate([pair({ segmentKey: "u" })], ["s"])).toThrow(/unknown segment/);
  });
});

describe("error kinds", () => {
  it("names what went wrong with a pair", () => {
    expect(errorType(pair({ truthBot: true, predicted: "medium" }))).toBe("bot delivered");
    expect(errorType(pair({ truthBot: true, predictedBot: true }))).toBeNull();
    expect(errorType(pair({ truth: "high", predictedBot: true }))).toBe("human dropped as bot");
    expect(errorType(pair({ truth: "none", predictedBot: true }))).toBeNull();
    expect(errorType(pair({ truth: "none", predicted: "high" }))).toBe("false high (labelled none)");
    expect(errorType(pair({ truth: "medium", predicted: "high" }))).toBe("false high (labelled medium)");
    expect(errorType(pair({ truth: "none", predicted: "medium" }))).toBe("false medium (labelled none)");
    expect(errorType(pair({ truth: "high", predicted: "medium" }))).toBe("high came out medium");
    expect(errorType(pair({ truth: "medium", predicted: "none" }))).toBe("missed lead");
    expect(errorType(pair({ truth: "medium", predicted: "medium" }))).toBeNull();
  });

  it("takes specifics out of reasons", () => {
    expect(normaliseReason("matched job_role Founder (demoted, service-to: 'help B2B SaaS founders')")).toBe("matched job_role (demoted, service-to: …)");
    expect(normaliseReason("excluded by follower tier: 25,000 followers is 10k_to_100k, the segment wants under_1k")).toBe("excluded by follower tier: N followers is N_to_N, the segment wants …");
    expect(normaliseReason("description words found: building, tech")).toBe("description words found: …");
  });

  it("picks the deciding reason: an exclusion or cap first, else the evidence per category", () => {
    expect(decidingReason(["excluded as a bot: bot score 1.00: spam bio ('100x') without an audience"])).toBe("excluded as a bot: spam bio (…) without an audience");
    expect(decidingReason(["excluded by gender: male (first name 'Tom'), the segment wants female"])).toBe("excluded by gender: male, the segment wants …");
    expect(decidingReason(["capped at medium: possible bot (bot score 0.45: default image, following 900 vs 3 followers)", "outcome medium (match score 0.80)"])).toBe("capped at medium: possible bot: default image");
    expect(decidingReason(["matched job_role Site Reliability Engineer (strong: 'SRE @ Mercado')", "no skill evidence (filter wants Go)", "outcome medium (match score 0.60)"])).toBe("job_role strong; no skill");
    expect(decidingReason(["matched job_role Founder (demoted, former: 'ex-founder')"])).toBe("job_role demoted former");
    expect(decidingReason(["outcome none (match score 0.00)"])).toBe("no label evidence reported");
    expect(decidingReason(["no job_role evidence (x)", "no industry evidence (y)"])).toBe(decidingReason(["no industry evidence (y)", "no job_role evidence (x)"]));
  });

  it("counts errors by kind, most common first, with examples", () => {
    const pairs = [
      pair({ profileId: "a", truth: "high", reasons: ["no job_role evidence (description wants Nurse)"], tags: ["lang:ja"] }),
      pair({ profileId: "b", truth: "medium", reasons: ["no job_role evidence (description wants Nurse)"], tags: ["lang:tr", "former"] }),
      pair({ profileId: "c", truth: "none", predicted: "high", reasons: ["matched job_role Nurse (strong: 'nurse')"], tags: ["lang:en", "lookalike"] }),
      pair({ profileId: "d", truth: "high", predicted: "high" }),
    ];
    expect(errorKinds(pairs)).toEqual([
      { kind: "missed lead · no job_role", count: 2, examples: ["a/s", "b/s"] },
      { kind: "false high (labelled none) · job_role strong", count: 1, examples: ["c/s"] },
    ]);
    expect(errorKinds(pairs, (p) => p.tags.filter((t) => !t.startsWith("lang:"))).map((k) => [k.kind, k.count])).toEqual([
      ["false high (labelled none) · lookalike", 1],
      ["missed lead · former", 1],
    ]);
  });

  it("formats a proportion with its interval", () => {
    expect(formatProportion(wilson(8, 10))).toBe("0.800 [0.490, 0.943] 8/10");
    expect(formatProportion(wilson(0, 0)).trim()).toMatch(/^n\/a\s+0\/0$/);
  });
});
