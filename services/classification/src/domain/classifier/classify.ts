import type { MATCH_OUTCOME } from "@leadstream/contracts/vocabulary";
import { assessBot } from "./bot-score.js";
import { compileSegment, type CompiledSegment, type WantedCategory } from "./compile-segment.js";
import { extractLabelEvidence, STRENGTH_SCORE, type LabelEvidence, type ProfileTexts } from "./evidence.js";
import type { FeedbackModel } from "./feedback.js";
import { inferGender, type Gender, type GenderInference } from "./gender.js";
import { followerTier, type SegmentCriteria, type XProfile } from "./profile.js";
import { tokenize } from "./text.js";

export type Outcome = (typeof MATCH_OUTCOME.names)[number];

export interface ClassifyOptions {
  /** The segment owner's feedback. */
  feedback?: FeedbackModel;
  /** The clock account ages are measured against, in ms; defaults to now. Pass it for reproducible results. */
  now?: number;
  /**
   * Another judge's verdict on the match (the LLM's), taken instead of the measured outcome. The
   * pre-filters, the bot filter, description exclusions, caps and feedback still apply to it.
   */
  judgement?: { outcome: Outcome; reason: string };
}

export interface Classification {
  outcome: Outcome;
  /** Why, in order: pre-filters, bot filter, each category's evidence, caps, the verdict. */
  reasons: string[];
  botScore: number;
  isBot: boolean;
  gender: Gender;
  /** Match score 0..1; 0 when a pre-filter or the bot filter decided. */
  score: number;
  /** The labels the profile shows, best evidence per label; empty when a filter decided first. */
  evidence: LabelEvidence[];
}

/** Match score for `high` (which also needs strong evidence in every explicit category and the role). */
export const HIGH_SCORE = 0.75;
export const MEDIUM_SCORE = 0.5;
/** A `medium` at or above this, like a profile marked good, becomes `high`. */
export const BORDERLINE_SCORE = 0.6;
/** Explicit filters weigh more than what the description implies; the role is who the segment is about. */
const EXPLICIT_WEIGHT = 2;
const JOB_ROLE_WEIGHT = 1.5;
/** Description words outside label phrases can only lift the label score, by at most this share of what is missing. */
const KEYWORD_BONUS = 0.15;

const ORGANISATION_BIO = /^\s*(?:we|we're|we are|our|official)\b|\bofficial (?:account|page)\b/i;
const ORGANISATION_NAME = /\b(?:inc|llc|ltd|gmbh|hq|official)\b/i;

const LEVELS: readonly Outcome[] = ["none", "medium", "high"];
const lower = (outcome: Outcome): Outcome => LEVELS[Math.max(0, LEVELS.indexOf(outcome) - 1)];

export function classify(profile: XProfile, segment: SegmentCriteria | CompiledSegment, options: ClassifyOptions = {}): Classification {
  const compiled = "compiled" in segment ? segment : compileSegment(segment);
  const bot = assessBot(profile, options.now ?? Date.now());
  const feedback = options.feedback?.assess(profile);
  const organisation = ORGANISATION_BIO.test(profile.bio) || ORGANISATION_NAME.test(profile.displayName);
  const gender = genderOf(profile, organisation, feedback?.genderDoubted ?? false);
  const result = (outcome: Outcome, reasons: string[], score = 0, evidence: LabelEvidence[] = []): Classification => ({
    outcome, reasons, botScore: bot.score, isBot: bot.isBot, gender: gender.gender, score, evidence,
  });

  const tier = followerTier(profile.followersCount);
  if (compiled.tiers.size > 0 && !compiled.tiers.has(tier)) {
    return result("none", [`excluded by follower tier: ${profile.followersCount.toLocaleString("en-US")} followers is ${tier}, the segment wants ${[...compiled.tiers].join(", ")}`]);
  }
  const caps: string[] = [];
  if (compiled.genders.size > 0) {
    if (gender.gender === "unknown") caps.push(`gender unknown (${gender.evidence})`);
    else if (!compiled.genders.has(gender.gender)) {
      return result("none", [`excluded by gender: ${gender.gender} (${gender.evidence}), the segment wants ${[...compiled.genders].join(", ")}`]);
    }
  }
  if (feedback?.blocked) return result("none", ["excluded: you marked this profile as a bot"]);
  if (bot.isBot) return result("none", [`excluded as a bot: ${bot.summary}`]);
  if (bot.band === "suspect") caps.push(`possible bot (${bot.summary})`);

  const texts = { title: tokenize(profile.displayName), bio: tokenize(profile.bio) };
  const evidence = extractLabelEvidence(texts);
  const match = measureMatch(compiled, evidence, () => profileStems(texts, profile.location));
  const reasons = [...match.reasons];
  let outcome = match.outcome;
  if (options.judgement) {
    outcome = options.judgement.outcome;
    reasons.push(options.judgement.reason);
  }

  const excluded = compiled.excluded.find((rule) => evidence.some((e) => e.category === rule.category && rule.accepted.has(e.label) && e.strength !== "demoted"));
  if (excluded && outcome !== "none") {
    outcome = "none";
    reasons.push(`excluded by the description: '${excluded.quote}' (${excluded.category} ${excluded.label})`);
  }
  if (compiled.personality) {
    const found = bestEvidence(compiled.personality, evidence);
    if (found && found.strength !== "demoted") reasons.push(describeEvidence(found));
    else caps.push(`no ${compiled.personality.labels.join(" or ")} personality evidence`);
  }
  if (organisation && outcome !== "none") {
    outcome = lower(outcome);
    reasons.push("lowered one level: looks like an organisation, not a person");
  }
  if (caps.length > 0 && outcome === "high") outcome = "medium";
  for (const cap of caps) reasons.push(`capped at medium: ${cap}`);
  if (feedback?.similarBad && outcome !== "none") {
    outcome = lower(outcome);
    reasons.push(`lowered one level: ${Math.round(feedback.similarBad.similarity * 100)}% similar to profile ${feedback.similarBad.xUserId}, marked bad`);
  } else if (feedback?.similarGood && outcome === "medium" && caps.length === 0 && !organisation && match.score >= BORDERLINE_SCORE) {
    outcome = "high";
    reasons.push(`raised to high: ${Math.round(feedback.similarGood.similarity * 100)}% similar to profile ${feedback.similarGood.xUserId}, marked good`);
  }
  reasons.push(`outcome ${outcome} (match score ${match.score.toFixed(2)})`);
  return result(outcome, reasons, match.score, evidence);
}

function genderOf(profile: XProfile, organisation: boolean, doubted: boolean): GenderInference {
  if (doubted) return { gender: "unknown", source: "none", evidence: "you marked its gender as wrong" };
  if (organisation) return { gender: "unknown", source: "none", evidence: "an organisation" };
  return inferGender(profile.displayName, profile.bio);
}

/** Stems of everything a description keyword may be found in: bio, display name and location. */
function profileStems(texts: ProfileTexts, location = ""): Set<string> {
  const stems = new Set<string>();
  for (const { tokens } of [texts.bio, texts.title, tokenize(location)]) {
    for (const token of tokens) stems.add(token.stem);
  }
  return stems;
}

function bestEvidence(wanted: WantedCategory, evidence: readonly LabelEvidence[]): LabelEvidence | undefined {
  let best: LabelEvidence | undefined;
  for (const e of evidence) {
    if (e.category === wanted.category && wanted.accepted.has(e.label) && (!best || e.score > best.score)) best = e;
  }
  return best;
}

const describeEvidence = (e: LabelEvidence): string =>
  `matched ${e.category} ${e.label} (${e.strength}${e.cue ? `, ${e.cue}` : ""}: '${e.quote}')`;

interface Match {
  outcome: Outcome;
  score: number;
  reasons: string[];
}

/**
 * Weighted share of the wanted categories the profile shows (strong 1, weak 0.6, demoted 0.3),
 * lifted a little by the description's other words. `high` needs strong evidence for every
 * explicit category and for the role, at least weak evidence for the rest, and no personality-only
 * segment; `medium` needs the score and, when the role is an explicit filter, some sign of it.
 */
function measureMatch(compiled: CompiledSegment, evidence: readonly LabelEvidence[], stems: () => ReadonlySet<string>): Match {
  const reasons: string[] = [];
  let weighted = 0;
  let totalWeight = 0;
  let highEligible = compiled.wanted.length > 0 && compiled.wanted[0].category !== "personality";
  let explicitRoleMissing = false;
  for (const wanted of compiled.wanted) {
    const best = bestEvidence(wanted, evidence);
    const score = best?.score ?? 0;
    const weight = (wanted.explicit ? EXPLICIT_WEIGHT : 1) * (wanted.category === "job_role" ? JOB_ROLE_WEIGHT : 1);
    weighted += weight * score;
    totalWeight += weight;
    const mustBeStrong = wanted.explicit || wanted.category === "job_role";
    if (score < (mustBeStrong ? STRENGTH_SCORE.strong : STRENGTH_SCORE.weak)) highEligible = false;
    if (wanted.explicit && wanted.category === "job_role" && score < STRENGTH_SCORE.weak) explicitRoleMissing = true;
    const source = wanted.explicit ? "filter" : "description";
    reasons.push(best ? describeEvidence(best) : `no ${wanted.category} evidence (${source} wants ${wanted.labels.join(" or ")})`);
  }
  const keywordShare = keywordOverlap(compiled, stems, reasons);
  let score: number;
  if (totalWeight > 0) {
    const labelScore = weighted / totalWeight;
    score = labelScore + KEYWORD_BONUS * (keywordShare ?? 0) * (1 - labelScore);
  } else if (keywordShare !== undefined) {
    score = keywordShare;
  } else {
    reasons.push("the segment names nothing to match a bio against");
    return { outcome: "medium", score: MEDIUM_SCORE, reasons };
  }
  score = Math.round(score * 100) / 100;
  const outcome: Outcome = highEligible && score >= HIGH_SCORE ? "high" : score >= MEDIUM_SCORE && !explicitRoleMissing ? "medium" : "none";
  return { outcome, score, reasons };
}

/** Weighted share of the description's content words found in the profile; undefined when it has none. */
function keywordOverlap(compiled: CompiledSegment, stems: () => ReadonlySet<string>, reasons: string[]): number | undefined {
  if (compiled.keywords.length === 0) return undefined;
  const present = stems();
  let found = 0;
  let total = 0;
  const words: string[] = [];
  for (const keyword of compiled.keywords) {
    total += keyword.weight;
    if (present.has(keyword.stem)) {
      found += keyword.weight;
      words.push(keyword.word);
    }
  }
  if (words.length > 0) reasons.push(`description words found: ${words.join(", ")}`);
  return found / total;
}
