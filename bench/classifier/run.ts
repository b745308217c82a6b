/**
 * Quality and speed of the offline lead classifier on the hand-labelled sets in
 * tests/fixtures/classifier (formats in its README.md, tuning-2/README.md, tuning-3/README.md,
 * tuning-4/README.md ... tuning-8/README.md and holdout/README.md).
 *
 *   pnpm bench classifier                        # every part, throughput, top 5 error kinds
 *   pnpm bench classifier --part tune --top 15 --examples
 *   pnpm bench classifier --part holdout --seconds 0 --json
 *
 * Options:
 *   --part tune|tune2|...|tune78|test|holdout|all   which evaluation part(s) to print (default all)
 *   --top N                        error kinds to list per grouping (default 5)
 *   --examples                     print example pair ids next to error kinds; only for the
 *                                  tuning parts: the test parts are for measuring, not for reading
 *   --seconds S                    duration of each throughput loop (default 5; 0 skips it)
 *   --json                         print the measurement as JSON instead of tables
 *
 * Parts: the main set's tuning part (`split: "tune"`), the tuning-2 set, the tuning-3 bot set, the
 * tuning-4 to tuning-8 sets (all tuning), the main set's frozen test part (`split:
 * "test"`), and the holdout set (all test). Tune on the first eight only.
 */
import { cpus, loadavg } from "node:os";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { MATCH_OUTCOME } from "@leadstream/contracts/vocabulary";
import {
  classify,
  compileSegment,
  type Outcome,
  type SegmentCriteria,
  type XProfile,
} from "../../services/classification/src/domain/classifier/index.js";
import type { FixtureProfile } from "../../tests/fixtures/classifier/fixture.js";
import { byLanguage, bySegment, byTag, errorKinds, evaluate, formatProportion, wilson, type ErrorKind, type Evaluation, type PairResult, type Proportion } from "./metrics.js";

const FIXTURES = new URL("../../tests/fixtures/classifier/", import.meta.url);
/** The READMEs date accounts relative to November 2026; ages are measured from its end. */
export const NOW = Date.parse("2026-12-01T00:00:00Z");
const OUTCOMES = MATCH_OUTCOME.names;

/** Issue 11's targets, on the frozen test parts. */
export const TARGETS = { highPrecision: 0.9, leadRecall: 0.8, botsDelivered: 0.03, humansDropped: 0.02, pairsPerSecond: 30_000 } as const;

export interface FixtureSegment extends SegmentCriteria {
  key: string;
}


export type PartName = "tune" | "tune2" | "tune3" | "tune4" | "tune5" | "tune6" | "tune7" | "tune8" | "tune9" | "tune10" | "tune11" | "tune12" | "tune13" | "tune14" | "tune15" | "tune16" | "tune17" | "tune18" | "tune19" | "tune20" | "tune21" | "tune22" | "tune23" | "tune24" | "tune25" | "tune26" | "tune27" | "tune28" | "tune29" | "tune30" | "tune31" | "tune32" | "tune33" | "tune34" | "tune35" | "tune36" | "tune37" | "tune38" | "tune39" | "tune40" | "tune41" | "tune42" | "tune43" | "tune44" | "tune45" | "tune46" | "tune47" | "tune48" | "tune49" | "tune50" | "tune51" | "tune52" | "tune53" | "tune54" | "tune55" | "tune56" | "tune57" | "tune58" | "tune59" | "tune60" | "tune61" | "tune62" | "tune63" | "tune64" | "tune65" | "tune66" | "tune67" | "tune68" | "tune69" | "tune70" | "tune71" | "tune72" | "tune73" | "tune74" | "tune75" | "tune76" | "tune77" | "tune78" | "test" | "holdout";
export const PARTS: Record<PartName, string> = {
  tune: "main set, tuning part",
  tune2: "tuning-2 set (tuning only)",
  tune3: "tuning-3 bot set (tuning)",
  tune4: "tuning-4 set (tuning)",
  tune5: "tuning-5 set (tuning)",
  tune6: "tuning-6 set (tuning)",
  tune7: "tuning-7 set (tuning)",
  tune8: "tuning-8 set (tuning)",
  tune9: "tuning-9 set (tuning)",
  tune10: "tuning-10 set (tuning)",
  tune11: "tuning-11 set (tuning)",
  tune12: "tuning-12 set (tuning)",
  tune13: "tuning-13 set (tuning)",
  tune14: "tuning-14 set (tuning)",
  tune15: "tuning-15 set (tuning)",
  tune16: "tuning-16 set (tuning)",
  tune17: "tuning-17 set (tuning)",
  tune18: "tuning-18 set (tuning)",
  tune19: "tuning-19 set (tuning)",
  tune20: "tuning-20 set (tuning)",
  tune21: "tuning-21 set (tuning)",
  tune22: "tuning-22 set (tuning)",
  tune23: "tuning-23 set (tuning)",
  tune24: "tuning-24 set (tuning)",
  tune25: "tuning-25 set (tuning)",
  tune26: "tuning-26 set (tuning)",
  tune27: "tuning-27 set (tuning)",
  tune28: "tuning-28 set (tuning)",
  tune29: "tuning-29 set (tuning)",
  tune30: "tuning-30 set (tuning)",
  tune31: "tuning-31 set (tuning)",
  tune32: "tuning-32 set (tuning)",
  tune33: "tuning-33 set (tuning)",
  tune34: "tuning-34 set (tuning)",
  tune35: "tuning-35 set (tuning)",
  tune36: "tuning-36 set (tuning)",
  tune37: "tuning-37 set (tuning)",
  tune38: "tuning-38 set (tuning)",
  tune39: "tuning-39 set (tuning)",
  tune40: "tuning-40 set (tuning)",
  tune41: "tuning-41 set (tuning)",
  tune42: "tuning-42 set (tuning)",
  tune43: "tuning-43 set (tuning)",
  tune44: "tuning-44 set (tuning)",
  tune45: "tuning-45 set (tuning)",
  tune46: "tuning-46 set (tuning)",
  tune47: "tuning-47 set (tuning)",
  tune48: "tuning-48 set (tuning)",
  tune49: "tuning-49 set (tuning)",
  tune50: "tuning-50 set (tuning)",
  tune51: "tuning-51 set (tuning)",
  tune52: "tuning-52 set (tuning)",
  tune53: "tuning-53 set (tuning)",
  tune54: "tuning-54 set (tuning)",
  tune55: "tuning-55 set (tuning)",
  tune56: "tuning-56 set (tuning)",
  tune57: "tuning-57 set (tuning)",
  tune58: "tuning-58 set (tuning)",
  tune59: "tuning-59 set (tuning)",
  tune60: "tuning-60 set (tuning)",
  tune61: "tuning-61 set (tuning)",
  tune62: "tuning-62 set (tuning)",
  tune63: "tuning-63 set (tuning)",
  tune64: "tuning-64 set (tuning)",
  tune65: "tuning-65 set (tuning)",
  tune66: "tuning-66 set (tuning)",
  tune67: "tuning-67 set (tuning)",
  tune68: "tuning-68 set (tuning)",
  tune69: "tuning-69 set (tuning)",
  tune70: "tuning-70 set (tuning)",
  tune71: "tuning-71 set (tuning)",
  tune72: "tuning-72 set (tuning)",
  tune73: "tuning-73 set (tuning)",
  tune74: "tuning-74 set (tuning)",
  tune75: "tuning-75 set (tuning)",
  tune76: "tuning-76 set (tuning)",
  tune77: "tuning-77 set (tuning)",
  tune78: "tuning-78 set (tuning)",
  test: "main set, frozen test part",
  holdout: "holdout set (test only)",
};
/** The parts that are whole sets of their own, by folder. */
const SET_FOLDERS: Partial<Record<PartName, string>> = { tune2: "tuning-2", tune3: "tuning-3", tune4: "tuning-4", tune5: "tuning-5", tune6: "tuning-6", tune7: "tuning-7", tune8: "tuning-8", tune9: "tuning-9", tune10: "tuning-10", tune11: "tuning-11", tune12: "tuning-12", tune13: "tuning-13", tune14: "tuning-14", tune15: "tuning-15", tune16: "tuning-16", tune17: "tuning-17", tune18: "tuning-18", tune19: "tuning-19", tune20: "tuning-20", tune21: "tuning-21", tune22: "tuning-22", tune23: "tuning-23", tune24: "tuning-24", tune25: "tuning-25", tune26: "tuning-26", tune27: "tuning-27", tune28: "tuning-28", tune29: "tuning-29", tune30: "tuning-30", tune31: "tuning-31", tune32: "tuning-32", tune33: "tuning-33", tune34: "tuning-34", tune35: "tuning-35", tune36: "tuning-36", tune37: "tuning-37", tune38: "tuning-38", tune39: "tuning-39", tune40: "tuning-40", tune41: "tuning-41", tune42: "tuning-42", tune43: "tuning-43", tune44: "tuning-44", tune45: "tuning-45", tune46: "tuning-46", tune47: "tuning-47", tune48: "tuning-48", tune49: "tuning-49", tune50: "tuning-50", tune51: "tuning-51", tune52: "tuning-52", tune53: "tuning-53", tune54: "tuning-54", tune55: "tuning-55", tune56: "tuning-56", tune57: "tuning-57", tune58: "tuning-58", tune59: "tuning-59", tune60: "tuning-60", tune61: "tuning-61", tune62: "tuning-62", tune63: "tuning-63", tune64: "tuning-64", tune65: "tuning-65", tune66: "tuning-66", tune67: "tuning-67", tune68: "tuning-68", tune69: "tuning-69", tune70: "tuning-70", tune71: "tuning-71", tune72: "tuning-72", tune73: "tuning-73", tune74: "tuning-74", tune75: "tuning-75", tune76: "tuning-76", tune77: "tuning-77", tune78: "tuning-78", holdout: "holdout" };
export const TUNING_PARTS: readonly PartName[] = ["tune", "tune2", "tune3", "tune4", "tune5", "tune6", "tune7", "tune8", "tune9", "tune10", "tune11", "tune12", "tune13", "tune14", "tune15", "tune16", "tune17", "tune18", "tune19", "tune20", "tune21", "tune22", "tune23", "tune24", "tune25", "tune26", "tune27", "tune28", "tune29", "tune30", "tune31", "tune32", "tune33", "tune34", "tune35", "tune36", "tune37", "tune38", "tune39", "tune40", "tune41", "tune42", "tune43", "tune44", "tune45", "tune46", "tune47", "tune48", "tune49", "tune50", "tune51", "tune52", "tune53", "tune54", "tune55", "tune56", "tune57", "tune58", "tune59", "tune60", "tune61", "tune62", "tune63", "tune64", "tune65", "tune66", "tune67", "tune68", "tune69", "tune70", "tune71", "tune72", "tune73", "tune74", "tune75", "tune76", "tune77", "tune78"];

export interface FixtureSet {
  segments: FixtureSegment[];
  profiles: FixtureProfile[];
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, FIXTURES), "utf8")) as T;

export function loadPart(part: PartName | "all"): FixtureSet {
  const dir = part === "all" ? undefined : SET_FOLDERS[part];
  if (dir) return { segments: readJson(`${dir}/segments.json`), profiles: readJson(`${dir}/profiles.json`) };
  const profiles = readJson<FixtureProfile[]>("profiles.json");
  return { segments: readJson("segments.json"), profiles: part === "all" ? profiles : profiles.filter((p) => p.split === part) };
}

export const toXProfile = (fixture: FixtureProfile): XProfile => ({
  xUserId: fixture.id,
  handle: fixture.handle,
  displayName: fixture.displayName,
  bio: fixture.bio,
  followersCount: fixture.followersCount,
  followingCount: fixture.followingCount,
  tweetCount: fixture.tweetCount,
  createdAt: fixture.createdAt,
  defaultProfileImage: fixture.defaultProfileImage,
  verified: fixture.verified,
  ...(fixture.location !== null && { location: fixture.location }),
  ...(fixture.url !== null && { url: fixture.url }),
});

interface Classified {
  pairs: PairResult[];
  orphanLabels: Record<string, string[]>;
  /** Inferred genders (not unknown) and how many of them agree with the label. */
  gender: { inferred: number; right: number; profiles: number };
}

/** Classifies every profile of a set against every segment of it. */
function classifySet(set: FixtureSet): Classified {
  const compiled = set.segments.map((segment) => compileSegment(segment));
  const orphanLabels: Record<string, string[]> = {};
  compiled.forEach((segment, s) => {
    if (segment.orphanLabels.length > 0) orphanLabels[set.segments[s].key] = segment.orphanLabels.map((o) => `${o.category}: ${o.label}`);
  });
  const pairs: PairResult[] = [];
  const gender = { inferred: 0, right: 0, profiles: set.profiles.length };
  for (const fixture of set.profiles) {
    const profile = toXProfile(fixture);
    compiled.forEach((segment, s) => {
      const result = classify(profile, segment, { now: NOW });
      if (s === 0 && result.gender !== "unknown") {
        // Gender does not depend on the segment.
        gender.inferred++;
        if (result.gender === fixture.gender) gender.right++;
      }
      pairs.push({
        profileId: fixture.id,
        segmentKey: set.segments[s].key,
        truth: fixture.labels[set.segments[s].key],
        predicted: result.outcome,
        truthBot: fixture.isBot,
        predictedBot: result.isBot,
        reasons: result.reasons,
        tags: fixture.tags ?? [],
      });
    });
  }
  return { pairs, orphanLabels, gender };
}

export interface PartMeasurement {
  part: PartName;
  title: string;
  evaluation: Evaluation;
  orphanLabels: Record<string, string[]>;
  gender: { accuracy: Proportion; coverage: Proportion };
  /** Error kinds, most common first: by the classifier's deciding reason, by segment, and (holdout) by profile tag and by language. */
  errors: { byReason: ErrorKind[]; bySegment: ErrorKind[]; byTag: ErrorKind[]; byLanguage: ErrorKind[] };
  /** Holdout only: per bot kind, bots delivered as a lead for some segment over bots of that kind. */
  botKinds: { kind: string; delivered: number; bots: number }[];
}

/** Scores one evaluation part. */
export function measurePart(part: PartName): PartMeasurement {
  const set = loadPart(part);
  const { pairs, orphanLabels, gender } = classifySet(set);
  const evaluation = evaluate(pairs, set.segments.map((s) => s.key));
  const tagged = set.profiles.some((p) => (p.tags ?? []).length > 0);
  const delivered = new Set(pairs.filter((p) => p.truthBot && p.predicted !== "none").map((p) => p.profileId));
  const kinds = new Map<string, { delivered: number; bots: number }>();
  for (const p of set.profiles.filter((p) => p.isBot)) {
    for (const kind of (p.tags ?? []).filter((t) => t.startsWith("bot:"))) {
      const entry = kinds.get(kind) ?? { delivered: 0, bots: 0 };
      entry.bots++;
      if (delivered.has(p.id)) entry.delivered++;
      kinds.set(kind, entry);
    }
  }
  return {
    part,
    title: PARTS[part],
    evaluation,
    orphanLabels,
    gender: { accuracy: wilson(gender.right, gender.inferred), coverage: wilson(gender.inferred, gender.profiles) },
    errors: {
      byReason: errorKinds(pairs),
      bySegment: errorKinds(pairs, bySegment),
      byTag: tagged ? errorKinds(pairs, byTag) : [],
      byLanguage: tagged ? errorKinds(pairs, byLanguage) : [],
    },
    botKinds: [...kinds].map(([kind, v]) => ({ kind, ...v })).sort((a, b) => b.delivered - a.delivered || (a.kind < b.kind ? -1 : 1)),
  };
}

export interface Rate {
  /** Median over one-second slices, per wall-clock second. */
  median: number;
  min: number;
  max: number;
  /** Over the whole loop, per second of this process's CPU time (user + system). */
  perCpuSecond: number;
}

export interface Throughput {
  /** classify() calls: one profile judged for one segment (bot score, gender, match). */
  pairs: Rate;
  /** Profiles judged for every segment of their set (16 main, 9 holdout): pairs ÷ segments per profile. */
  profilesAllSegments: Rate;
  /** classify() calls when every call sees a bio word it has never seen (caches cold for that word). */
  unseenPairs: Rate;
  segmentsPerProfile: number;
  seconds: number;
  cpu: string;
  node: string;
  loadAverage: number;
}

/**
 * Warm loop on this thread (one core): every profile of both sets against every segment of its
 * set, over and over, after a one-second warm-up; then the same with a fresh nonsense word
 * appended to each bio, so no cache can have seen it. Each loop runs `seconds` one-second slices;
 * the median slice and the rate per CPU-second are reported, because a shared machine makes
 * single slices noisy.
 */
export function measureThroughput(seconds: number): Throughput {
  const work = (["all", "holdout"] as const).map((part) => {
    const set = loadPart(part);
    return { profiles: set.profiles.map(toXProfile), segments: set.segments.map((s) => compileSegment(s)) };
  });
  const pairsPerRound = work.reduce((n, w) => n + w.profiles.length * w.segments.length, 0);
  const profilesPerRound = work.reduce((n, w) => n + w.profiles.length, 0);
  let fresh = 0;
  const warm = (): number => {
    for (const w of work) for (const profile of w.profiles) for (const segment of w.segments) classify(profile, segment, { now: NOW });
    return pairsPerRound;
  };
  const cold = (): number => {
    for (const w of work) {
      for (const profile of w.profiles) {
        for (const segment of w.segments) classify({ ...profile, bio: `${profile.bio} zq${(fresh++).toString(36)}` }, segment, { now: NOW });
      }
    }
    return pairsPerRound;
  };
  /** Runs `round` (which does a fixed amount of work) in slices of about a second each. */
  const sliced = (round: () => number, slices: number): Rate => {
    const rates: number[] = [];
    let done = 0;
    const cpuStart = process.cpuUsage();
    for (let i = 0; i < slices; i++) {
      let sliceDone = 0;
      const started = performance.now();
      while (performance.now() - started < 1000) sliceDone += round();
      rates.push(sliceDone / ((performance.now() - started) / 1000));
      done += sliceDone;
    }
    const cpu = process.cpuUsage(cpuStart);
    rates.sort((a, b) => a - b);
    const median = rates.length % 2 ? rates[(rates.length - 1) / 2] : (rates[rates.length / 2 - 1] + rates[rates.length / 2]) / 2;
    return { median: Math.round(median), min: Math.round(rates[0]), max: Math.round(rates[rates.length - 1]), perCpuSecond: Math.round(done / ((cpu.user + cpu.system) / 1e6)) };
  };
  const slices = Math.max(1, Math.round(seconds));
  sliced(warm, 1);
  const pairs = sliced(warm, slices);
  const unseenPairs = sliced(cold, slices);
  const perProfile = (r: Rate): Rate => {
    const scale = (x: number) => Math.round((x * profilesPerRound) / pairsPerRound);
    return { median: scale(r.median), min: scale(r.min), max: scale(r.max), perCpuSecond: scale(r.perCpuSecond) };
  };
  return {
    pairs,
    profilesAllSegments: perProfile(pairs),
    unseenPairs,
    segmentsPerProfile: Math.round((pairsPerRound / profilesPerRound) * 100) / 100,
    seconds: slices,
    cpu: cpus()[0]?.model ?? "unknown",
    node: process.version,
    loadAverage: Math.round(loadavg()[0] * 100) / 100,
  };
}

// ---------------------------------------------------------------------------------------------
// The whole-set summary the classification service's quality-floor test reads
// (services/classification/test/unit/classifier/quality-floor.test.ts). Same shape and meaning as
// before the split: every profile of the main set, tuning and test parts together.

export interface PrecisionRecall {
  precision: number;
  recall: number;
  /** Predicted positives, true positives, actual positives. */
  predicted: number;
  correct: number;
  actual: number;
}

export interface SegmentFigures {
  key: string;
  high: PrecisionRecall;
  lead: PrecisionRecall;
}

export interface ClassifierMeasurement {
  profiles: number;
  segments: number;
  /** Filter labels of the fixture segments with no canonical label, by segment key. */
  orphanLabels: Record<string, string[]>;
  /** Predicted `high` against labelled `high`. */
  high: PrecisionRecall;
  /** Predicted `high` or `medium` against labelled `high` or `medium`. */
  lead: PrecisionRecall;
  /** The bot filter's verdict against the bot label, per profile. */
  bot: PrecisionRecall;
  /** Share of inferred genders (not unknown) that agree with the label, and share inferred. */
  gender: { accuracy: number; coverage: number };
  perSegment: SegmentFigures[];
  /** confusion[labelled][predicted] over every (profile, segment) pair. */
  confusion: Record<Outcome, Record<Outcome, number>>;
  /** classify() calls per second on one core; 0 when not measured. */
  profilesPerSecond: number;
}

const round3 = (x: number) => (Number.isNaN(x) ? Number.NaN : Math.round(x * 1000) / 1000);
const pr = (precision: Proportion, recall: Proportion): PrecisionRecall => ({
  precision: round3(precision.p),
  recall: round3(recall.p),
  predicted: precision.n,
  correct: precision.k,
  actual: recall.n,
});

/** Classifies every profile of the main set (both parts) against every segment and scores it. */
export function measureClassifier(options: { throughputMs?: number } = {}): ClassifierMeasurement {
  const set = loadPart("all");
  const { pairs, orphanLabels, gender } = classifySet(set);
  const e = evaluate(pairs, set.segments.map((s) => s.key));
  return {
    profiles: set.profiles.length,
    segments: set.segments.length,
    orphanLabels,
    high: pr(e.pooled.highPrecision, e.pooled.highRecall),
    lead: pr(e.pooled.leadPrecision, e.pooled.leadRecall),
    bot: pr(e.bots.filterPrecision, e.bots.filterRecall),
    gender: { accuracy: round3(gender.right / gender.inferred), coverage: round3(gender.inferred / gender.profiles) },
    perSegment: e.perSegment.map((s) => ({ key: s.key, high: pr(s.highPrecision, s.highRecall), lead: pr(s.leadPrecision, s.leadRecall) })),
    confusion: e.outcomes,
    profilesPerSecond: options.throughputMs ? measureThroughput(options.throughputMs / 1000).pairs.median : 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Printing

const fp = (p: Proportion) => formatProportion(p);
const pad = (s: string, n: number) => s.padEnd(n);

function printPart(m: PartMeasurement, top: number, examples: boolean): void {
  const e = m.evaluation;
  console.log(`\n== ${m.title}: ${e.profiles} profiles x ${e.segments} segments = ${e.pairs} pairs; ${e.bots.bots} bots, ${e.bots.humans} humans ==`);
  console.log(Object.keys(m.orphanLabels).length === 0 ? "orphan labels: none" : `orphan labels (ignored by the classifier): ${Object.entries(m.orphanLabels).map(([k, v]) => `${k}: ${v.join(", ")}`).join("; ")}`);
  console.log(`\n  ${pad("segment", 24)}${pad("P(high)  [95% Wilson]      k/n", 36)}R(high+medium) [95% Wilson]  k/n`);
  for (const s of e.perSegment) console.log(`  ${pad(s.key, 24)}${pad(fp(s.highPrecision), 36)}${fp(s.leadRecall)}`);
  console.log(`  ${pad("POOLED", 24)}${pad(fp(e.pooled.highPrecision), 36)}${fp(e.pooled.leadRecall)}`);
  console.log(`  ${pad("  (pooled, also)", 24)}${pad(`P(h+m) ${fp(e.pooled.leadPrecision)}`, 36)}R(high) ${fp(e.pooled.highRecall)}`);

  const b = e.bots;
  console.log("\n  bots and humans (per profile)");
  console.log(`    bot recall (bots delivered for no segment)      ${fp(b.botRecall)}`);
  console.log(`    bots delivered as leads (any segment)           ${fp(b.botsDelivered)}`);
  console.log(`    humans wrongly dropped as bots                  ${fp(b.humansDropped)}`);
  console.log(`    labelled leads dropped as bots                  ${fp(b.leadsDropped)}`);
  console.log(`    bot filter: precision ${fp(b.filterPrecision)}, recall ${fp(b.filterRecall)}`);
  console.log("    bot filter confusion (rows labelled, columns the filter's verdict)");
  console.log(`      ${pad("", 8)}${"bot".padStart(7)}${"human".padStart(7)}`);
  for (const row of ["bot", "human"] as const) console.log(`      ${pad(row, 8)}${String(b.confusion[row].bot).padStart(7)}${String(b.confusion[row].human).padStart(7)}`);
  if (m.botKinds.length > 0) console.log(`    bots delivered by kind: ${m.botKinds.map((k) => `${k.kind.slice(4)} ${k.delivered}/${k.bots}`).join(", ")}`);

  console.log("\n  outcomes (pairs; rows labelled, columns predicted)");
  console.log(`      ${pad("", 8)}${OUTCOMES.map((o) => o.padStart(8)).join("")}`);
  for (const row of OUTCOMES) console.log(`      ${pad(row, 8)}${OUTCOMES.map((c) => String(e.outcomes[row][c]).padStart(8)).join("")}`);
  console.log(`  gender: accuracy where inferred ${fp(m.gender.accuracy)}, coverage ${fp(m.gender.coverage)}`);

  const show = examples && TUNING_PARTS.includes(m.part);
  const list = (title: string, kinds: ErrorKind[]) => {
    if (kinds.length === 0) return;
    const total = kinds.reduce((n, k) => n + k.count, 0);
    console.log(`\n  top ${Math.min(top, kinds.length)} error kinds ${title} (of ${kinds.length} kinds, ${total} counted)`);
    for (const k of kinds.slice(0, top)) console.log(`    ${String(k.count).padStart(5)}  ${k.kind}${show ? `   e.g. ${k.examples.join(" ")}` : ""}`);
  };
  list("by the classifier's deciding reason", m.errors.byReason);
  list("by segment", m.errors.bySegment);
  list("by profile tag", m.errors.byTag);
  list("by language", m.errors.byLanguage);
}

function printSummary(parts: PartMeasurement[], t: Throughput | null): void {
  console.log("\n== summary against issue 11's targets (they apply to the test parts) ==");
  console.log(`  ${pad("part", 28)}${pad(`P(high) >= ${TARGETS.highPrecision}`, 30)}${pad(`R(h+m) >= ${TARGETS.leadRecall}`, 30)}${pad(`bots delivered <= ${TARGETS.botsDelivered}`, 30)}humans dropped <= ${TARGETS.humansDropped}`);
  const short = (p: Proportion) => (p.n === 0 ? "n/a" : `${p.p.toFixed(3)} [${p.lo.toFixed(3)}, ${p.hi.toFixed(3)}]`);
  for (const m of parts) {
    const e = m.evaluation;
    console.log(`  ${pad(m.title, 28)}${pad(short(e.pooled.highPrecision), 30)}${pad(short(e.pooled.leadRecall), 30)}${pad(short(e.bots.botsDelivered), 30)}${short(e.bots.humansDropped)}`);
  }
  if (!t) return;
  const rate = (r: Rate) => `${r.median.toLocaleString("en-US")}/s median of ${t.seconds} one-second slices (${r.min.toLocaleString("en-US")}-${r.max.toLocaleString("en-US")}), ${r.perCpuSecond.toLocaleString("en-US")} per CPU-second`;
  console.log(`\n  throughput on one core: a single JS thread, ${t.cpu}, Node ${t.node}, load average ${t.loadAverage} when done`);
  console.log(`    profile-segment pairs       ${rate(t.pairs)}`);
  console.log(`    profiles, all segments      ${rate(t.profilesAllSegments)} (${t.segmentsPerProfile} segments per profile)`);
  console.log(`    pairs, unseen bio words     ${rate(t.unseenPairs)}`);
  console.log(`    "profiles/s" in issue 11 is read as profile-segment pairs/s: one classify() call judges one profile for one segment`);
  console.log(`    (bot score, gender, match), which is what a one-segment stream pays per follower; target >= ${TARGETS.pairsPerSecond.toLocaleString("en-US")}.`);
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function main(): void {
  const partArg = option("part") ?? "all";
  if (partArg !== "all" && !Object.hasOwn(PARTS, partArg)) throw new Error(`--part must be one of ${Object.keys(PARTS).join(", ")} or all, not ${partArg}`);
  const parts = (partArg === "all" ? (Object.keys(PARTS) as PartName[]) : [partArg as PartName]).map(measurePart);
  const top = Number(option("top") ?? 5);
  const seconds = Number(option("seconds") ?? 5);
  const throughput = seconds > 0 ? measureThroughput(seconds) : null;
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ parts: parts.map((m) => ({ ...m, errors: Object.fromEntries(Object.entries(m.errors).map(([k, v]) => [k, v.slice(0, top)])) })), throughput, targets: TARGETS }, null, 2));
    return;
  }
  console.log("Classifier quality on the hand-labelled sets (tests/fixtures/classifier). Tune on the tuning part only.");
  console.log("P(high) = predicted high that are labelled high. R(high+medium) = labelled high or medium that came out high or medium.");
  console.log("Intervals are 95 % Wilson score intervals; k/n are the counts behind each figure.");
  for (const m of parts) printPart(m, top, process.argv.includes("--examples"));
  printSummary(parts, throughput);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
