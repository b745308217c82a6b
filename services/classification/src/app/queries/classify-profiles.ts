import type { Logger } from "@leadstream/platform";
import { classify, isAmbiguous, type Classification, type ClassifyOptions, type XProfile } from "../../domain/classifier/index.js";
import { invalidField } from "../../domain/errors.js";
import { requireUserId } from "../../domain/ids.js";
import { compiledSegments } from "../compiled-segments.js";
import { feedbackModels } from "../feedback-models.js";
import type { LeadJudge, Repositories } from "../ports.js";

const MAX_PROFILES_PER_CALL = 1000;

export interface ClassifyProfilesInput {
  userId: number;
  segmentId: number;
  profiles: XProfile[];
  /** Aborted when the caller gives up; judge requests not yet answered are then dropped. */
  signal?: AbortSignal;
}

export interface ClassifyProfilesDeps {
  repos: Repositories;
  /** Absent: the offline classifier decides alone. */
  judge?: LeadJudge;
  logger: Logger;
}

function validateInput(input: ClassifyProfilesInput): void {
  requireUserId(input.userId);
  if (input.profiles.length > MAX_PROFILES_PER_CALL) throw invalidField("profiles", `At most ${MAX_PROFILES_PER_CALL} profiles per call.`);
  const missing = input.profiles.findIndex((profile) => profile.xUserId === "");
  if (missing >= 0) throw invalidField(`profiles[${missing}].xUserId`, "Every profile needs its xUserId.");
}

/**
 * Each profile against the user's segment with their feedback applied, in the order given. With
 * a judge, each ambiguous result is decided again on its verdict; without a usable verdict the
 * offline result stands.
 */
export function classifyProfiles({ repos, judge, logger }: ClassifyProfilesDeps) {
  const segmentOf = compiledSegments(repos.segments);
  const feedbackOf = feedbackModels(repos.feedback);
  return async (input: ClassifyProfilesInput): Promise<Classification[]> => {
    validateInput(input);
    const segment = await segmentOf(input.userId, input.segmentId);
    const feedback = await feedbackOf(input.userId, input.segmentId);
    const now = Date.now();
    const decide = (profile: XProfile, judgement?: ClassifyOptions["judgement"]) => classify(profile, segment, { feedback, now, judgement });
    const offline = input.profiles.map((profile) => decide(profile));
    if (!judge) return offline;

    const failures: unknown[] = [];
    const results = await Promise.all(
      offline.map(async (result, i) => {
        if (!isAmbiguous(result)) return result;
        const profile = input.profiles[i];
        try {
          const { fit, reason } = await judge.judge(segment.criteria, profile, input.signal);
          return decide(profile, { outcome: fit, reason: `LLM: ${reason}` });
        } catch (err) {
          failures.push(err);
          return result;
        }
      }),
    );
    if (failures.length > 0) logger.warn({ err: failures[0], failed: failures.length }, "LLM judgement failed; those profiles keep their offline result");
    return results;
  };
}
