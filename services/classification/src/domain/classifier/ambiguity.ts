import { HIGH_SCORE, MEDIUM_SCORE, type Classification } from "./classify.js";

/**
 * A result worth a second opinion: a `medium`, or any outcome whose match score lies in the medium
 * band (a `none` for a missing role or an organisation, say). Bots and profiles a pre-filter or
 * `bot` feedback excluded (score 0) never are.
 */
export const isAmbiguous = (result: Classification): boolean =>
  !result.isBot && (result.outcome === "medium" || (result.score >= MEDIUM_SCORE && result.score < HIGH_SCORE));
