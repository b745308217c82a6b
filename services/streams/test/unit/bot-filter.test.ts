import { describe, expect, it } from "vitest";
import { botFilterTally, describeBotFilter, MAX_DROPPED_SAMPLE, MAX_LEAD_SAMPLE, MAX_REASON_LENGTH, MAX_SAMPLE_REASONS, type BotKind, type ClassifiedProfile } from "../../src/domain/bot-filter.js";

let n = 0;
const dropped = (botKind: BotKind, botScore: number, reasons = [`excluded as a bot: bot score ${botScore}`]): ClassifiedProfile => ({
  xUserId: String(++n),
  handle: `${botKind}_${n}`,
  botScore,
  botKind,
  confidence: null,
  reasons,
});
const lead = (botScore: number, confidence: "high" | "medium" = "high"): ClassifiedProfile => ({ xUserId: String(++n), handle: `lead_${n}`, botScore, botKind: null, confidence, reasons: ["matched job_role Founder"] });
const human = (botScore: number): ClassifiedProfile => ({ xUserId: String(++n), handle: `human_${n}`, botScore, botKind: null, confidence: null, reasons: ["no job_role evidence"] });

describe("bot filter tally", () => {
  it("counts dropped profiles by kind, leaves leads and other profiles out of the counts", () => {
    const tally = botFilterTally();
    for (const p of [dropped("scam", 0.9), dropped("follow_farm", 0.8), dropped("scam", 1), lead(0.1), human(0.2), dropped("marked_by_you", 0.05)]) tally.add(p);
    const report = tally.report();
    expect(report.droppedCount).toBe(4);
    expect(report.droppedByKind).toEqual({ scam: 2, follow_farm: 1, marked_by_you: 1 });
    expect(report.sample.map((e) => [e.botKind, e.confidence])).toEqual([
      ["scam", null],
      ["follow_farm", null],
      ["marked_by_you", null],
      ["scam", null],
      [null, "high"],
    ]);
    expect(report.sample.some((e) => e.handle.startsWith("human_"))).toBe(false);
  });

  it("bounds the sample: 20 dropped, spread over the kinds, lowest bot scores first within a kind; 10 leads, most bot-like first", () => {
    const tally = botFilterTally();
    const scores = (count: number, from: number) => Array.from({ length: count }, (_, i) => Math.round((from + i * 0.01) * 100) / 100);
    // 30 scams (scores descending as they arrive), 3 follow farms, 1 high velocity; 25 leads.
    for (const s of scores(30, 0.6).reverse()) tally.add(dropped("scam", s));
    for (const s of [0.95, 0.7, 0.8]) tally.add(dropped("follow_farm", s));
    tally.add(dropped("high_velocity", 0.99));
    for (const s of scores(25, 0.01)) tally.add(lead(s, s > 0.1 ? "medium" : "high"));

    const report = tally.report();
    expect(report.droppedCount).toBe(34);
    expect(report.droppedByKind).toEqual({ scam: 30, follow_farm: 3, high_velocity: 1 });
    const droppedSample = report.sample.filter((e) => e.botKind !== null);
    const leadSample = report.sample.filter((e) => e.confidence !== null);
    expect(droppedSample).toHaveLength(MAX_DROPPED_SAMPLE);
    expect(leadSample).toHaveLength(MAX_LEAD_SAMPLE);
    expect(report.sample).toEqual([...droppedSample, ...leadSample]);
    // Turns: scam, follow_farm, high_velocity; then scam, follow_farm; ... each kind's lowest scores first.
    expect(droppedSample.slice(0, 6).map((e) => `${e.botKind} ${e.botScore}`)).toEqual(["scam 0.6", "follow_farm 0.7", "high_velocity 0.99", "scam 0.61", "follow_farm 0.8", "scam 0.62"]);
    expect(droppedSample.filter((e) => e.botKind === "scam").map((e) => e.botScore)).toEqual(scores(16, 0.6));
    expect(leadSample.map((e) => e.botScore)).toEqual(scores(10, 0.16).reverse());
  });

  it("is deterministic: ties go to the profile classified first", () => {
    const tally = botFilterTally();
    const first = lead(0.3);
    tally.add(first);
    for (let i = 0; i < 15; i++) tally.add(lead(0.3));
    expect(tally.report().sample[0].xUserId).toBe(first.xUserId);
    expect(tally.report().sample.map((e) => Number(e.xUserId))).toEqual(Array.from({ length: 10 }, (_, i) => Number(first.xUserId) + i));
  });

  it("cuts the reasons to a few, each to a bounded length", () => {
    const tally = botFilterTally();
    tally.add(dropped("scam", 0.9, Array.from({ length: 8 }, (_, i) => `${i} ${"x".repeat(1000)}`)));
    const [entry] = tally.report().sample;
    expect(entry.reasons).toHaveLength(MAX_SAMPLE_REASONS);
    expect(entry.reasons.every((r) => r.length === MAX_REASON_LENGTH && r.endsWith("…"))).toBe(true);
  });

  it("reports nothing dropped as an empty report", () => {
    expect(botFilterTally().report()).toEqual({ droppedCount: 0, droppedByKind: {}, sample: [] });
  });
});

describe("bot filter progress line", () => {
  it("names the count and the kinds, most frequent first", () => {
    expect(describeBotFilter({ droppedCount: 12, droppedByKind: { scam: 4, follow_farm: 5, engagement_bait: 3 } })).toBe("Dropped 12 bots (5 follow_farm, 4 scam, 3 engagement_bait)");
    expect(describeBotFilter({ droppedCount: 1, droppedByKind: { scam: 1 } })).toBe("Dropped 1 bot (1 scam)");
    expect(describeBotFilter({ droppedCount: 0, droppedByKind: {} })).toBe("Dropped no bots");
  });
});
