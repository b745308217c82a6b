import type { BOT_KIND, MATCH_CONFIDENCE } from "@leadstream/contracts/vocabulary";

/** Why the bot filter dropped a profile (classification's BotKind public word). */
export type BotKind = (typeof BOT_KIND.names)[number];
export type LeadConfidence = (typeof MATCH_CONFIDENCE.names)[number];

/** One profile of a run's audit sample: a dropped one (with its kind) or a lead (with its confidence). */
export interface BotAuditEntry {
  xUserId: string;
  handle: string;
  /** 0..1, the classifier's. */
  botScore: number;
  /** Set when the bot filter dropped the profile. */
  botKind: BotKind | null;
  /** Set when the profile is a lead of the run. */
  confidence: LeadConfidence | null;
  /** The classifier's first reasons, each cut to a bounded length. */
  reasons: string[];
}

/** What the bot filter did in one run (one pass over the profiles it classified). */
export interface BotFilterReport {
  droppedCount: number;
  /** Only the kinds that dropped something. */
  droppedByKind: Partial<Record<BotKind, number>>;
  /** The dropped profiles first, then the leads; see BotFilterTally. */
  sample: BotAuditEntry[];
}

export const MAX_DROPPED_SAMPLE = 20;
export const MAX_LEAD_SAMPLE = 10;
export const MAX_SAMPLE_REASONS = 5;
export const MAX_REASON_LENGTH = 300;

/** A profile as the run classified it. */
export interface ClassifiedProfile {
  xUserId: string;
  handle: string;
  botScore: number;
  botKind: BotKind | null;
  /** Set when it became (or already was) a lead. */
  confidence: LeadConfidence | null;
  reasons: readonly string[];
}

interface Ranked {
  entry: BotAuditEntry;
  /** The order the run met it in: the tie-break, so the sample is deterministic. */
  seq: number;
}

const trimReasons = (reasons: readonly string[]): string[] =>
  reasons.slice(0, MAX_SAMPLE_REASONS).map((r) => (r.length > MAX_REASON_LENGTH ? `${r.slice(0, MAX_REASON_LENGTH - 1)}…` : r));

/**
 * Keeps the `limit` best of what it is offered under `before` (a strict order); memory stays
 * bounded however many profiles a run classifies.
 */
function boundedBest(limit: number, before: (a: Ranked, b: Ranked) => number) {
  const kept: Ranked[] = [];
  return {
    /** False when it did not make the cut (what it keeps may still be pushed out later). */
    offer(item: Ranked): boolean {
      if (kept.length === limit && before(item, kept[limit - 1]) >= 0) return false;
      let i = kept.length;
      while (i > 0 && before(item, kept[i - 1]) < 0) i--;
      kept.splice(i, 0, item);
      if (kept.length > limit) kept.pop();
      return true;
    },
    kept: (): readonly Ranked[] => kept,
  };
}

/** Closest to the bot threshold first: the drops most worth a second look. */
const leastBotLike = (a: Ranked, b: Ranked) => a.entry.botScore - b.entry.botScore || a.seq - b.seq;
/** Most bot-like first: the leads most worth a second look. */
const mostBotLike = (a: Ranked, b: Ranked) => b.entry.botScore - a.entry.botScore || a.seq - b.seq;

/**
 * A run's bot filter tally, fed every classified profile of one pass in order. The sample keeps
 * at most MAX_DROPPED_SAMPLE dropped profiles, spread over the kinds (the kinds take turns, the
 * most frequent first; within a kind, the lowest bot scores first, as they sit nearest the line),
 * then at most MAX_LEAD_SAMPLE leads, the most bot-like first. Ties go to the profile met first.
 */
export function botFilterTally() {
  const byKind = new Map<BotKind, { count: number; best: ReturnType<typeof boundedBest> }>();
  const leads = boundedBest(MAX_LEAD_SAMPLE, mostBotLike);
  let dropped = 0;
  let seq = 0;

  return {
    add(profile: ClassifiedProfile): void {
      const entry: BotAuditEntry = {
        xUserId: profile.xUserId,
        handle: profile.handle,
        botScore: profile.botScore,
        botKind: profile.botKind,
        confidence: profile.botKind === null ? profile.confidence : null,
        reasons: [],
      };
      const ranked = { entry, seq: seq++ };
      let kept = false;
      if (profile.botKind !== null) {
        dropped++;
        let kind = byKind.get(profile.botKind);
        if (!kind) byKind.set(profile.botKind, (kind = { count: 0, best: boundedBest(MAX_DROPPED_SAMPLE, leastBotLike) }));
        kind.count++;
        kept = kind.best.offer(ranked);
      } else if (profile.confidence !== null) {
        kept = leads.offer(ranked);
      }
      // Only what makes the cut pays for copying its reasons.
      if (kept) entry.reasons = trimReasons(profile.reasons);
    },

    report(): BotFilterReport {
      const kinds = [...byKind.entries()].sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b));
      const droppedSample: BotAuditEntry[] = [];
      for (let turn = 0; droppedSample.length < MAX_DROPPED_SAMPLE; turn++) {
        const taken = kinds.filter(([, k]) => turn < k.best.kept().length);
        if (taken.length === 0) break;
        for (const [, k] of taken) if (droppedSample.length < MAX_DROPPED_SAMPLE) droppedSample.push(k.best.kept()[turn].entry);
      }
      return {
        droppedCount: dropped,
        droppedByKind: Object.fromEntries(kinds.map(([kind, k]) => [kind, k.count])),
        sample: [...droppedSample, ...leads.kept().map((r) => r.entry)],
      };
    },
  };
}

export type BotFilterTally = ReturnType<typeof botFilterTally>;

/** The progress-log line: "Dropped 12 bots (5 follow_farm, 4 scam, 3 engagement_bait)". */
export function describeBotFilter(report: Pick<BotFilterReport, "droppedCount" | "droppedByKind">): string {
  if (report.droppedCount === 0) return "Dropped no bots";
  const kinds = Object.entries(report.droppedByKind)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([kind, n]) => `${n} ${kind}`);
  return `Dropped ${report.droppedCount} ${report.droppedCount === 1 ? "bot" : "bots"} (${kinds.join(", ")})`;
}
