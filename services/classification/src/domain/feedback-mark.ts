import { BAD_REASON, type FEEDBACK_STATUS } from "@leadstream/contracts/vocabulary";
import type { BadReason } from "./classifier/index.js";
import { invalidField } from "./errors.js";
import { isValidId, requireUserId } from "./ids.js";

/** A user's latest verdict on a profile for one segment, with the profile as it was when marked. */
export interface FeedbackMark {
  userId: number;
  segmentId: number;
  xUserId: string;
  handle: string;
  bio: string;
  followerCount: number;
  feedback: (typeof FEEDBACK_STATUS.names)[number];
  badReason: BadReason | null;
  markedAt: Date;
}

/** A mark as the leads service reports it: the reason is "" when none was given. */
export interface RawFeedbackMark extends Omit<FeedbackMark, "feedback" | "badReason"> {
  feedback: string;
  badReason: string;
}

const isBadReason = BAD_REASON.has;

export function validFeedbackMark(raw: RawFeedbackMark): FeedbackMark {
  requireUserId(raw.userId);
  if (!isValidId(raw.segmentId)) throw invalidField("segmentId", "segmentId must be a positive 32-bit integer.");
  if (raw.xUserId === "") throw invalidField("xUserId", "xUserId is required.");
  if (raw.feedback !== "good" && raw.feedback !== "bad") throw invalidField("feedback", "feedback must be good or bad.");
  if (raw.badReason !== "" && (raw.feedback === "good" || !isBadReason(raw.badReason))) {
    throw invalidField("badReason", `badReason must be empty or, with bad feedback, one of ${BAD_REASON.names.join(", ")}.`);
  }
  return { ...raw, feedback: raw.feedback, badReason: raw.badReason === "" ? null : raw.badReason };
}
