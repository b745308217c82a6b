import type { BAD_REASON } from "@leadstream/contracts/vocabulary";
import { STOP_WORDS, tokenize } from "./text.js";

export type BadReason = (typeof BAD_REASON.names)[number];

/** One of the user's feedback marks, with the profile as it was when marked. */
export interface FeedbackRow {
  xUserId: string;
  profile: { handle: string; bio: string };
  feedback: "good" | "bad";
  badReason?: BadReason;
}

export interface SimilarProfile {
  xUserId: string;
  similarity: number;
}

export interface FeedbackAssessment {
  /** Marked `bot` by this user: never a lead again. */
  blocked: boolean;
  /** Marked `wrong_gender`: the inferred gender is not trusted. */
  genderDoubted: boolean;
  /** The most similar profile marked bad, when at or above `BAD_SIMILARITY`. */
  similarBad?: SimilarProfile;
  /** The most similar profile marked good, when at or above `GOOD_SIMILARITY`. */
  similarGood?: SimilarProfile;
}

export interface FeedbackModel {
  assess(profile: { xUserId: string; handle: string; bio: string }): FeedbackAssessment;
}

/** Jaccard similarity at which a profile counts as "like" one marked bad: it loses a confidence level. */
export const BAD_SIMILARITY = 0.5;
/** Jaccard similarity at which a borderline `medium` like one marked good is raised to `high`. */
export const GOOD_SIMILARITY = 0.7;
/** Only the latest marks of each kind are compared, which bounds the cost per profile. */
const EXEMPLARS_KEPT = 200;
/** A run of this many digits makes the handle's shape a feature ("sarah57329129" -> "a9x8"). */
const HANDLE_DIGIT_RUN = 4;
const HANDLE_LETTERS = /[a-z_]+/g;
const HANDLE_DIGITS = /\d+/g;

interface Exemplar {
  xUserId: string;
  features: ReadonlySet<string>;
}

/**
 * What similarity compares: the bio's content-word stems, plus the handle's shape when it has a
 * long digit run (the auto-generated handles bought accounts share).
 */
export function similarityFeatures(profile: { handle: string; bio: string }): Set<string> {
  const features = new Set<string>();
  for (const token of tokenize(profile.bio).tokens) {
    if (!STOP_WORDS.has(token.text) && token.kind !== "mention") features.add(token.stem);
  }
  const shape = profile.handle.toLowerCase().replace(HANDLE_LETTERS, "a").replace(HANDLE_DIGITS, (run) => (run.length >= HANDLE_DIGIT_RUN ? `9x${run.length}` : "9"));
  if (shape.includes("x")) features.add(`handle:${shape}`);
  return features;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

function mostSimilar(features: ReadonlySet<string>, exemplars: readonly Exemplar[], threshold: number): SimilarProfile | undefined {
  let best: SimilarProfile | undefined;
  for (const exemplar of exemplars) {
    const similarity = jaccard(features, exemplar.features);
    if (similarity >= threshold && (!best || similarity > best.similarity)) best = { xUserId: exemplar.xUserId, similarity: Math.round(similarity * 100) / 100 };
  }
  return best;
}

/** The user's feedback as a pure function of the rows (in the order given: the latest last). */
export function buildFeedbackModel(rows: readonly FeedbackRow[]): FeedbackModel {
  const blocked = new Set(rows.filter((row) => row.feedback === "bad" && row.badReason === "bot").map((row) => row.xUserId));
  const genderDoubted = new Set(rows.filter((row) => row.badReason === "wrong_gender").map((row) => row.xUserId));
  const exemplars = (verdict: FeedbackRow["feedback"]) =>
    rows
      .filter((row) => row.feedback === verdict)
      .slice(-EXEMPLARS_KEPT)
      .map((row) => ({ xUserId: row.xUserId, features: similarityFeatures(row.profile) }));
  const bad = exemplars("bad");
  const good = exemplars("good");
  return {
    assess(profile) {
      const noMarks = bad.length === 0 && good.length === 0;
      const features = noMarks ? new Set<string>() : similarityFeatures(profile);
      const similarBad = mostSimilar(features, bad, BAD_SIMILARITY);
      const similarGood = mostSimilar(features, good, GOOD_SIMILARITY);
      return {
        blocked: blocked.has(profile.xUserId),
        genderDoubted: genderDoubted.has(profile.xUserId),
        ...(similarBad && { similarBad }),
        ...(similarGood && { similarGood }),
      };
    },
  };
}
