/**
 * Quality and speed of the offline lead classifier on the hand-labelled evaluation set in
 * tests/fixtures/classifier (format in its README.md).
 *
 *   npx tsx bench/classifier/run.ts
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { MATCH_OUTCOME } from "@leadstream/contracts/vocabulary";
import {
  classify,
  compileSegment,
  type CompiledSegment,
  type Outcome,
  type SegmentCriteria,
  type XProfile,
} from "../../services/classification/src/domain/classifier/index.js";

const FIXTURES = new URL("../../tests/fixtures/classifier/", import.meta.url);
/** The README dates accounts relative to November 2026; ages are measured from its end. */
const NOW = Date.parse("2026-12-01T00:00:00Z");
const OUTCOMES = MATCH_OUTCOME.names;

interface FixtureSegment extends SegmentCriteria {
  key: string;
}

interface FixtureProfile {
  id: string;
  handle: string;
  displayName: string;
  bio: string;
  followersCount: number;
  followingCount: number;
  tweetCount: number;
  createdAt: string;
  defaultProfileImage: boolean;
  verified: boolean;
  location: string | null;
  url: string | null;
  isBot: boolean;
  gender: "female" | "male" | "unknown";
  labels: Record<string, Outcome>;
}

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
  bot: PrecisionRecall;
  /** Share of inferred genders (not unknown) that agree with the label, and share inferred. */
  gender: { accuracy: number; coverage: number };
  perSegment: SegmentFigures[];
  /** confusion[labelled][predicted] over every (profile, segment) pair. */
  confusion: Record<Outcome, Record<Outcome, number>>;
  /** classify() calls per second on one core (one profile against one compiled segment); 0 when not measured. */
  profilesPerSecond: number;
}

const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, FIXTURES), "utf8")) as T;

const toXProfile = (fixture: FixtureProfile): XProfile => ({
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

class Tally {
  predicted = 0;
  correct = 0;
  actual = 0;

  add(predicted: boolean, actual: boolean): void {
    if (predicted) this.predicted++;
    if (actual) this.actual++;
    if (predicted && actual) this.correct++;
  }

  figures(): PrecisionRecall {
    const ratio = (part: number, whole: number) => (whole === 0 ? Number.NaN : Math.round((part / whole) * 1000) / 1000);
    return { precision: ratio(this.correct, this.predicted), recall: ratio(this.correct, this.actual), predicted: this.predicted, correct: this.correct, actual: this.actual };
  }
}

const isLead = (outcome: Outcome) => outcome !== "none";

function measureThroughput(profiles: readonly XProfile[], segments: readonly CompiledSegment[], durationMs: number): number {
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    for (const segment of segments) for (const profile of profiles) classify(profile, segment, { now: NOW });
    calls += segments.length * profiles.length;
  }
  return Math.round(calls / ((performance.now() - started) / 1000));
}

/** Classifies every fixture profile against every fixture segment and scores the result against the hand labels. */
export function measureClassifier(options: { throughputMs?: number } = {}): ClassifierMeasurement {
  const segments = readJson<FixtureSegment[]>("segments.json");
  const fixtures = readJson<FixtureProfile[]>("profiles.json");
  const profiles = fixtures.map(toXProfile);
  const compiled = segments.map((segment) => compileSegment(segment));
  const orphanLabels: Record<string, string[]> = {};
  compiled.forEach((segment, s) => {
    if (segment.orphanLabels.length > 0) orphanLabels[segments[s].key] = segment.orphanLabels.map((orphan) => `${orphan.category}: ${orphan.label}`);
  });

  const high = new Tally();
  const lead = new Tally();
  const bot = new Tally();
  const perSegment = segments.map(() => ({ high: new Tally(), lead: new Tally() }));
  const confusion = Object.fromEntries(OUTCOMES.map((row) => [row, Object.fromEntries(OUTCOMES.map((column) => [column, 0]))])) as ClassifierMeasurement["confusion"];
  let gendersInferred = 0;
  let gendersRight = 0;

  fixtures.forEach((fixture, p) => {
    compiled.forEach((segment, s) => {
      const result = classify(profiles[p], segment, { now: NOW });
      if (s === 0) {
        // The bot score and the gender do not depend on the segment.
        bot.add(result.isBot, fixture.isBot);
        if (result.gender !== "unknown") {
          gendersInferred++;
          if (result.gender === fixture.gender) gendersRight++;
        }
      }
      const truth = fixture.labels[segments[s].key];
      high.add(result.outcome === "high", truth === "high");
      lead.add(isLead(result.outcome), isLead(truth));
      perSegment[s].high.add(result.outcome === "high", truth === "high");
      perSegment[s].lead.add(isLead(result.outcome), isLead(truth));
      confusion[truth][result.outcome]++;
    });
  });

  return {
    profiles: fixtures.length,
    segments: segments.length,
    orphanLabels,
    high: high.figures(),
    lead: lead.figures(),
    bot: bot.figures(),
    gender: { accuracy: Math.round((gendersRight / gendersInferred) * 1000) / 1000, coverage: Math.round((gendersInferred / fixtures.length) * 1000) / 1000 },
    perSegment: segments.map((segment, s) => ({ key: segment.key, high: perSegment[s].high.figures(), lead: perSegment[s].lead.figures() })),
    confusion,
    profilesPerSecond: options.throughputMs ? measureThroughput(profiles, compiled, options.throughputMs) : 0,
  };
}

function print(m: ClassifierMeasurement): void {
  const pr = (f: PrecisionRecall) => `P ${f.precision.toFixed(3)}  R ${f.recall.toFixed(3)}  (${f.correct}/${f.predicted} predicted, ${f.actual} labelled)`;
  console.log(`${m.profiles} profiles x ${m.segments} segments\n`);
  console.log(Object.keys(m.orphanLabels).length === 0 ? "orphan labels: none" : `orphan labels (ignored): ${JSON.stringify(m.orphanLabels, null, 2)}`);
  console.log(`\nhigh           ${pr(m.high)}`);
  console.log(`high+medium    ${pr(m.lead)}`);
  console.log(`bot            ${pr(m.bot)}`);
  console.log(`gender         accuracy ${m.gender.accuracy.toFixed(3)} where inferred, coverage ${m.gender.coverage.toFixed(3)}`);
  console.log("\nper segment                 high P / R        high+medium P / R");
  for (const s of m.perSegment) {
    console.log(`  ${s.key.padEnd(24)}  ${s.high.precision.toFixed(2).padStart(5)} / ${s.high.recall.toFixed(2).padEnd(5)}     ${s.lead.precision.toFixed(2).padStart(5)} / ${s.lead.recall.toFixed(2)}`);
  }
  console.log("\nconfusion (rows labelled, columns predicted)");
  console.log(`  ${"".padEnd(8)}${OUTCOMES.map((o) => o.padStart(8)).join("")}`);
  for (const row of OUTCOMES) console.log(`  ${row.padEnd(8)}${OUTCOMES.map((column) => String(m.confusion[row][column]).padStart(8)).join("")}`);
  console.log(`\nthroughput     ${m.profilesPerSecond.toLocaleString("en-US")} profiles/s on one core (classify of one profile against one compiled segment)`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) print(measureClassifier({ throughputMs: 3_000 }));
