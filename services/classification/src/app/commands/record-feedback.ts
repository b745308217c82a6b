import { validFeedbackMark, type RawFeedbackMark } from "../../domain/feedback-mark.js";
import type { Repositories } from "../ports.js";

/** Keeps the user's latest mark on a profile for a segment, in the caller's transaction. */
export function recordFeedback({ feedback }: Repositories) {
  return (raw: RawFeedbackMark): Promise<void> => feedback.record(validFeedbackMark(raw));
}
