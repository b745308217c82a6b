/**
 * Pure metric maths for the classifier bench (no I/O, no classifier code): Wilson score
 * intervals, per-segment and pooled precision/recall, bot-vs-human figures, and error kinds.
 * Unit-tested in bench/classifier/test/metrics.test.ts.
 */

export type Outcome = "high" | "medium" | "none";

/** A proportion k/n with its 95 % Wilson score interval. `p` is NaN when n is 0 (the interval is then [0, 1]). */
export interface Proportion {
  k: number;
  n: number;
  p: number;
  lo: number;
  hi: number;
}

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for k successes in n trials:
 * (p̂ + z²/2n ± z·sqrt(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n).
 * Unlike the normal approximation it stays inside [0, 1] and is sensible at k = 0 or k = n.
 */
export function wilson(k: number, n: number, z = Z95): Proportion {
  if (!Number.isInteger(k) || !Number.isInteger(n) || k < 0 || n < 0 || k > n) throw new RangeError(`wilson: need integers 0 <= k <= n, got ${k}/${n}`);
  if (n === 0) return { k, n, p: Number.NaN, lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = p + z2 / (2 * n);
  const margin = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At k = 0 the lower bound is 0 and at k = n the upper bound is 1 exactly; do not let rounding say otherwise.
  const lo = k === 0 ? 0 : Math.max(0, (centre - margin) / denominator);
  const hi = k === n ? 1 : Math.min(1, (centre + margin) / denominator);
  return { k, n, p, lo, hi };
}

/** One profile judged for one segment, with the truth from the fixture. */
export interface PairResult {
  profileId: string;
  segmentKey: string;
  truth: Outcome;
  predicted: Outcome;
  /** Labelled a bot in the fixture. */
  truthBot: boolean;
  /** The classifier's bot filter excluded the profile. */
  predictedBot: boolean;
  /** The classifier's reasons, in its order. */
  reasons: readonly string[];
  /** Fixture tags (holdout set: `lang:…`, `bot:…`, hard-case kinds); empty when the set has none. */
  tags: readonly string[];
}

export interface SegmentQuality {
  key: string;
  /** Predicted `high` that are labelled `high`. */
  highPrecision: Proportion;
  /** Labelled `high` or `medium` that came out `high` or `medium`. */
  leadRecall: Proportion;
  /** Predicted `high` or `medium` that are labelled `high` or `medium`. */
  leadPrecision: Proportion;
  /** Labelled `high` that came out `high`. */
  highRecall: Proportion;
}

export interface BotQuality {
  bots: number;
  humans: number;
  /** Bots delivered as a lead for no segment, over all bots. */
  botRecall: Proportion;
  /** Bots delivered as a lead (`high` or `medium`) for at least one segment, over all bots. */
  botsDelivered: Proportion;
  /** Humans the bot filter excluded, over all humans. */
  humansDropped: Proportion;
  /** Humans labelled a lead for some segment whom the bot filter excluded, over those humans. */
  leadsDropped: Proportion;
  /** The bot filter's verdict against the label, per profile: confusion[labelled][predicted]. */
  confusion: { bot: { bot: number; human: number }; human: { bot: number; human: number } };
  /** Bot-filter precision: profiles it excluded that are bots. */
  filterPrecision: Proportion;
  /** Bot-filter recall: bots it excluded. */
  filterRecall: Proportion;
}

export interface Evaluation {
  profiles: number;
  segments: number;
  pairs: number;
  perSegment: SegmentQuality[];
  pooled: Omit<SegmentQuality, "key">;
  bots: BotQuality;
  /** confusion[labelled][predicted] over every pair. */
  outcomes: Record<Outcome, Record<Outcome, number>>;
}

const OUTCOMES: readonly Outcome[] = ["high", "medium", "none"];
const isLead = (o: Outcome) => o !== "none";

class Counter {
  predicted = 0;
  actual = 0;
  both = 0;
  add(predicted: boolean, actual: boolean) {
    if (predicted) this.predicted++;
    if (actual) this.actual++;
    if (predicted && actual) this.both++;
  }
  precision = () => wilson(this.both, this.predicted);
  recall = () => wilson(this.both, this.actual);
}

function quality(pairs: readonly PairResult[]): Omit<SegmentQuality, "key"> {
  const high = new Counter();
  const lead = new Counter();
  for (const pair of pairs) {
    high.add(pair.predicted === "high", pair.truth === "high");
    lead.add(isLead(pair.predicted), isLead(pair.truth));
  }
  return { highPrecision: high.precision(), leadRecall: lead.recall(), leadPrecision: lead.precision(), highRecall: high.recall() };
}

/**
 * Scores pairs against their labels. Pairs of one profile must agree on `truthBot`; a profile
 * counts as excluded by the bot filter when any of its pairs says so.
 */
export function evaluate(pairs: readonly PairResult[], segmentKeys: readonly string[]): Evaluation {
  const bySegment = new Map<string, PairResult[]>(segmentKeys.map((key) => [key, []]));
  const profiles = new Map<string, { truthBot: boolean; predictedBot: boolean; delivered: boolean; labelledLead: boolean }>();
  const outcomes = Object.fromEntries(OUTCOMES.map((t) => [t, Object.fromEntries(OUTCOMES.map((p) => [p, 0]))])) as Evaluation["outcomes"];
  for (const pair of pairs) {
    const list = bySegment.get(pair.segmentKey);
    if (!list) throw new Error(`evaluate: pair for unknown segment ${pair.segmentKey}`);
    list.push(pair);
    outcomes[pair.truth][pair.predicted]++;
    const profile = profiles.get(pair.profileId) ?? { truthBot: pair.truthBot, predictedBot: false, delivered: false, labelledLead: false };
    if (profile.truthBot !== pair.truthBot) throw new Error(`evaluate: profile ${pair.profileId} is both bot and human`);
    profile.predictedBot ||= pair.predictedBot;
    profile.delivered ||= isLead(pair.predicted);
    profile.labelledLead ||= isLead(pair.truth);
    profiles.set(pair.profileId, profile);
  }
  const all = [...profiles.values()];
  const bots = all.filter((p) => p.truthBot);
  const humans = all.filter((p) => !p.truthBot);
  const humanLeads = humans.filter((p) => p.labelledLead);
  const count = (list: typeof all, test: (p: (typeof all)[number]) => boolean) => list.filter(test).length;
  const confusion = {
    bot: { bot: count(bots, (p) => p.predictedBot), human: count(bots, (p) => !p.predictedBot) },
    human: { bot: count(humans, (p) => p.predictedBot), human: count(humans, (p) => !p.predictedBot) },
  };
  return {
    profiles: profiles.size,
    segments: segmentKeys.length,
    pairs: pairs.length,
    perSegment: segmentKeys.map((key) => ({ key, ...quality(bySegment.get(key) ?? []) })),
    pooled: quality(pairs),
    bots: {
      bots: bots.length,
      humans: humans.length,
      botRecall: wilson(count(bots, (p) => !p.delivered), bots.length),
      botsDelivered: wilson(count(bots, (p) => p.delivered), bots.length),
      humansDropped: wilson(confusion.human.bot, humans.length),
      leadsDropped: wilson(count(humanLeads, (p) => p.predictedBot), humanLeads.length),
      confusion,
      filterPrecision: wilson(confusion.bot.bot, confusion.bot.bot + confusion.human.bot),
      filterRecall: wilson(confusion.bot.bot, bots.length),
    },
    outcomes,
  };
}

/** What went wrong with a pair, or null when nothing did. */
export type ErrorType = "bot delivered" | "human dropped as bot" | "false high (labelled medium)" | "false high (labelled none)" | "false medium (labelled none)" | "missed lead" | "high came out medium";

export function errorType(pair: PairResult): ErrorType | null {
  if (pair.truthBot) return isLead(pair.predicted) ? "bot delivered" : null;
  if (pair.predictedBot && !pair.truthBot && isLead(pair.truth)) return "human dropped as bot";
  if (pair.predicted === pair.truth) return null;
  if (pair.predicted === "high") return pair.truth === "medium" ? "false high (labelled medium)" : "false high (labelled none)";
  if (pair.predicted === "medium") return pair.truth === "none" ? "false medium (labelled none)" : "high came out medium";
  return "missed lead";
}

/**
 * A reason with its specifics taken out, so that reasons of the same kind group together:
 * quoted text, numbers, label names after "matched <category>", and the lists after "wants" and
 * "found:" are dropped.
 */
export function normaliseReason(reason: string): string {
  return reason
    .replace(/'[^']*'/g, "…")
    .replace(/\bmatched (\w+) .+? \(/, "matched $1 (")
    .replace(/\bwants .*$/, "wants …")
    .replace(/\bfound: .*$/, "found: …")
    .replace(/\d[\d.,]*[km]?/gi, "N")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The kind of reason that decided a pair: a bot or pre-filter exclusion or a cap when there is
 * one (bot exclusions by their first signal), otherwise the evidence per category
 * ("job_role strong", "no industry", …).
 */
export function decidingReason(reasons: readonly string[]): string {
  const exclusion = reasons.find((r) => r.startsWith("excluded") || r.startsWith("capped"));
  if (exclusion) {
    const bot = /^(excluded as a bot|capped at medium: possible bot)[:(\s]*bot score [\d.]+: (.*)$/.exec(exclusion);
    if (bot) {
      // The first signal the bot score lists (they come strongest first).
      const first = normaliseReason(bot[2]).split(", ")[0];
      const balanced = (first.match(/\(/g) ?? []).length < (first.match(/\)/g) ?? []).length ? first.replace(/\)$/, "") : first;
      return `${bot[1]}: ${balanced}`;
    }
    return normaliseReason(exclusion.replace(/\s*\((?:first name|name|pronouns)[^)]*\)/, "").replace(/\(.*?' in bio\)/, "(in bio)"));
  }
  const evidence = reasons
    .map((r) => /^matched (\w+) .+? \(([^:,)]+)(?:, ([^:)]+))?/.exec(r)?.slice(1).filter(Boolean).join(" ") ?? /^no (\w+) evidence/.exec(r)?.[1].replace(/^/, "no "))
    .filter((s): s is string => Boolean(s));
  return evidence.length ? [...new Set(evidence)].sort().join("; ") : "no label evidence reported";
}

export interface ErrorKind {
  kind: string;
  count: number;
  /** A few pair ids, `profileId/segmentKey`, in input order. */
  examples: string[];
}

/**
 * Counts errors by `errorType · key(pair)`, most common first. `key` is the deciding reason by
 * default; pass one that reads tags to group by profile category instead (a pair with several
 * matching tags counts once per tag).
 */
export function errorKinds(pairs: readonly PairResult[], key: (pair: PairResult) => readonly string[] = (p) => [decidingReason(p.reasons)], maxExamples = 3): ErrorKind[] {
  const kinds = new Map<string, ErrorKind>();
  for (const pair of pairs) {
    const type = errorType(pair);
    if (!type) continue;
    for (const k of key(pair)) {
      const kind = `${type} · ${k}`;
      const entry = kinds.get(kind) ?? { kind, count: 0, examples: [] };
      entry.count++;
      if (entry.examples.length < maxExamples) entry.examples.push(`${pair.profileId}/${pair.segmentKey}`);
      kinds.set(kind, entry);
    }
  }
  return [...kinds.values()].sort((a, b) => b.count - a.count || (a.kind < b.kind ? -1 : 1));
}

/** Groups by the profile's hard-case and bot-kind tags (not languages); `no hard-case tag` when it has none. */
export const byTag = (pair: PairResult): readonly string[] => {
  const tags = pair.tags.filter((t) => !t.startsWith("lang:"));
  return tags.length ? tags : ["no hard-case tag"];
};

/** Groups by language tag. */
export const byLanguage = (pair: PairResult): readonly string[] => {
  const tags = pair.tags.filter((t) => t.startsWith("lang:"));
  return tags.length ? tags : ["lang:?"];
};

/** `0.812 [0.702, 0.889] 52/64`, or `  n/a  (0/0)`. */
export function formatProportion(p: Proportion, digits = 3): string {
  if (p.n === 0) return `  n/a${" ".repeat(2 * digits + 7)} 0/0`;
  return `${p.p.toFixed(digits)} [${p.lo.toFixed(digits)}, ${p.hi.toFixed(digits)}] ${p.k}/${p.n}`;
}

/** Groups by segment. */
export const bySegment = (pair: PairResult): readonly string[] => [pair.segmentKey];
