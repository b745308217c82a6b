/**
 * Issue 11, item 4: would a small learnt model over the rules' own evidence improve on them?
 * A logistic regression (logistic.ts) over features of each (profile, segment) decision answers
 * three questions, one per rule outcome:
 *   high   - of the pairs the rules call `high`, which are labelled `high`? (demote the rest: P(high))
 *   medium - of the pairs the rules call `medium`, which are a lead at all? (drop the rest)
 *   none   - of the pairs the rules call `none` though some evidence was found, which are a lead? (raise them)
 * It prints, per question and probability threshold, what acting on the model would keep, gain
 * and lose, against the rules alone.
 *
 *   pnpm bench classifier:learn                      # leave one tuning set out, over every tuning part
 *   pnpm bench classifier:learn --test tune35,tune36  # train on every tuning part, measure on these
 *
 * Only tuning parts are trained on. `--test` may name any part, the frozen ones included: it
 * measures, it does not fit.
 */
import { classify, compileSegment, type Classification, type CompiledSegment, type LabelEvidence } from "../../services/classification/src/domain/classifier/index.js";
import type { FixtureProfile } from "../../tests/fixtures/classifier/fixture.js";
import { fitLogistic, predict } from "./logistic.js";
import { loadPart, NOW, PARTS, toXProfile, TUNING_PARTS, type PartName } from "./run.js";

type Question = "high" | "medium" | "none";
type Truth = "high" | "medium" | "none";

interface Pair {
  part: PartName;
  truth: Truth;
  predicted: Classification["outcome"];
  features: number[];
}

export const FEATURES = [
  "match score",
  "wanted role named, strong",
  "wanted role worked out (employer, skill, role)",
  "wanted role weak (interest, partial)",
  "a related role",
  "other roles stated (0-4)",
  "wanted industry named, strong",
  "wanted industry worked out",
  "other industries stated (0-4)",
  "skills (0-4)",
  "evidence against",
  "caps",
  "description words found (share)",
  "an interest cue",
  "demoted evidence (former, aspiring, serving)",
  "bio length (/160)",
  "bot score",
  "roles the segment asks for",
  "industries the segment asks for",
  "the segment names a role the taxonomy lacks",
  "the segment asks for no role",
] as const;

const count = (text: string, pattern: RegExp): number => (text.match(pattern) ?? []).length;

function featuresOf(segment: CompiledSegment, result: Classification, bio: string): number[] {
  const roles = segment.wanted.filter((w) => w.category === "job_role");
  const industries = segment.wanted.filter((w) => w.category === "industry");
  const wantedRole = (e: LabelEvidence) => e.category === "job_role" && roles.some((w) => w.accepted.has(e.label));
  const relatedRole = (e: LabelEvidence) => e.category === "job_role" && roles.some((w) => w.related.has(e.label));
  const wantedIndustry = (e: LabelEvidence) => e.category === "industry" && industries.some((w) => w.accepted.has(e.label));
  const ev = result.evidence;
  const reasons = result.reasons.join(" ; ");
  const share = /description words found: (\d+)%/.exec(reasons);
  const distinct = (list: LabelEvidence[]) => Math.min(4, new Set(list.map((e) => e.label)).size);
  return [
    result.score,
    Number(ev.some((e) => wantedRole(e) && e.strength === "strong" && e.source === undefined)),
    Number(ev.some((e) => wantedRole(e) && e.source !== undefined)),
    Number(ev.some((e) => wantedRole(e) && e.strength !== "strong")),
    Number(ev.some(relatedRole)),
    distinct(ev.filter((e) => e.category === "job_role" && e.strength === "strong" && !wantedRole(e) && !relatedRole(e))),
    Number(ev.some((e) => wantedIndustry(e) && e.strength === "strong" && e.source === undefined)),
    Number(ev.some((e) => wantedIndustry(e) && e.source !== undefined)),
    distinct(ev.filter((e) => e.category === "industry" && e.strength === "strong" && !wantedIndustry(e))),
    Math.min(4, ev.filter((e) => e.category === "skill").length),
    count(reasons, /against:/g),
    count(reasons, /capped at medium/g),
    share ? Number(share[1]) / 100 : 0,
    Number(ev.some((e) => e.cue === "interest")),
    Number(ev.some((e) => e.strength === "demoted")),
    Math.min(1, bio.length / 160),
    result.botScore,
    roles.length,
    industries.length,
    Number(segment.unnamedRole),
    Number(roles.length === 0),
  ];
}

function pairsOf(part: PartName): Pair[] {
  const set = loadPart(part);
  const pairs: Pair[] = [];
  for (const criteria of set.segments) {
    const segment = compileSegment(criteria);
    for (const fixture of set.profiles as FixtureProfile[]) {
      const result = classify(toXProfile(fixture), segment, { now: NOW });
      if (result.isBot) continue;
      pairs.push({ part, truth: fixture.labels[criteria.key] as Truth, predicted: result.outcome, features: featuresOf(segment, result, fixture.bio) });
    }
  }
  return pairs;
}

const asked: Record<Question, (p: Pair) => boolean> = {
  high: (p) => p.predicted === "high",
  medium: (p) => p.predicted === "medium",
  none: (p) => p.predicted === "none" && p.features[0] > 0,
};
const positive: Record<Question, (p: Pair) => boolean> = {
  high: (p) => p.truth === "high",
  medium: (p) => p.truth !== "none",
  none: (p) => p.truth !== "none",
};

function fit(pairs: Pair[], question: Question) {
  const rows = pairs.filter(asked[question]);
  return fitLogistic(rows.map((p) => p.features), rows.map((p) => Number(positive[question](p))));
}

const THRESHOLDS = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8];

function report(question: Question, scored: { p: number; pair: Pair }[]): void {
  const n = scored.length;
  const pos = scored.filter((s) => positive[question](s.pair)).length;
  const verb = question === "none" ? "raise to medium" : question === "high" ? "demote to medium" : "drop to none";
  console.log(`\n${question}: ${n} pairs the rules call ${question}${question === "none" ? " with some evidence" : ""}, ${pos} of them ${question === "high" ? "labelled high" : "labelled a lead"} (${(pos / Math.max(n, 1)).toFixed(3)})`);
  console.log(`  threshold  ${verb.padEnd(18)} right  wrong  | precision of what the model keeps`);
  for (const t of THRESHOLDS) {
    const acted = question === "none" ? scored.filter((s) => s.p >= t) : scored.filter((s) => s.p < t);
    const kept = question === "none" ? acted : scored.filter((s) => s.p >= t);
    const actedPos = acted.filter((s) => positive[question](s.pair)).length;
    const keptPos = kept.filter((s) => positive[question](s.pair)).length;
    // Acting on a positive is wrong for demotions and right for raises.
    const [right, wrong] = question === "none" ? [actedPos, acted.length - actedPos] : [acted.length - actedPos, actedPos];
    console.log(`  ${t.toFixed(1).padEnd(10)} ${String(acted.length).padEnd(18)} ${String(right).padEnd(6)} ${String(wrong).padEnd(6)} | ${kept.length > 0 ? (keptPos / kept.length).toFixed(3) : "-"} (${keptPos}/${kept.length})`);
  }
}

function main(): void {
  const testArg = process.argv.includes("--test") ? process.argv[process.argv.indexOf("--test") + 1] : undefined;
  const tests = testArg?.split(",") as PartName[] | undefined;
  for (const part of tests ?? []) if (!Object.hasOwn(PARTS, part)) throw new Error(`--test: no part ${part}`);
  const training = TUNING_PARTS.filter((part) => !tests?.includes(part));
  console.log(`Classifier: would a learnt model over the rules' evidence do better? ${FEATURES.length} features, logistic regression (L2 1).`);
  console.log(tests ? `Trained on ${training.length} tuning parts, measured on ${tests.join(", ")}.` : `Leave one part out over ${training.length} tuning parts.`);
  const byPart = new Map(training.map((part) => [part, pairsOf(part)]));
  const measured = tests ? tests.flatMap(pairsOf) : [...byPart.values()].flat();
  for (const question of ["high", "medium", "none"] as const) {
    const scored: { p: number; pair: Pair }[] = [];
    if (tests) {
      const model = fit([...byPart.values()].flat(), question);
      for (const pair of measured.filter(asked[question])) scored.push({ p: predict(model, pair.features), pair });
    } else {
      for (const part of training) {
        const model = fit(training.filter((other) => other !== part).flatMap((other) => byPart.get(other)!), question);
        for (const pair of byPart.get(part)!.filter(asked[question])) scored.push({ p: predict(model, pair.features), pair });
      }
    }
    report(question, scored);
  }
}

main();
