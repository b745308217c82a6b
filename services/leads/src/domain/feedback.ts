import { invalidField } from "./errors.js";
import { charLength, plainText } from "./text.js";

const BAD_REASONS = ["bot", "wrong_gender", "wrong_job", "wrong_skill", "wrong_personality", "other"] as const;
export type BadReason = (typeof BAD_REASONS)[number];

const FREEFORM_MAX = 500;

/** A verdict on a lead for one segment; reasons only come with "bad". */
export type Verdict = { feedback: "good" } | { feedback: "bad"; badReason: BadReason | null; badReasonFreeform: string | null };

export interface RawVerdict {
  feedback: string;
  badReason: string;
  badReasonFreeform: string;
}

const isBadReason = (value: string): value is BadReason => (BAD_REASONS as readonly string[]).includes(value);

export function validVerdict(raw: RawVerdict): Verdict {
  if (raw.feedback !== "good" && raw.feedback !== "bad") throw invalidField("feedback", "feedback must be good or bad.");
  const freeform = plainText(raw.badReasonFreeform);
  if (raw.feedback === "good") {
    if (raw.badReason !== "") throw invalidField("badReason", "badReason is only for bad feedback.");
    if (freeform !== "") throw invalidField("badReasonFreeform", "badReasonFreeform is only for bad feedback.");
    return { feedback: "good" };
  }
  if (raw.badReason !== "" && !isBadReason(raw.badReason)) throw invalidField("badReason", `badReason must be one of ${BAD_REASONS.join(", ")}.`);
  if (charLength(freeform) > FREEFORM_MAX) throw invalidField("badReasonFreeform", `badReasonFreeform must be at most ${FREEFORM_MAX} characters.`);
  return { feedback: "bad", badReason: raw.badReason === "" ? null : raw.badReason, badReasonFreeform: freeform === "" ? null : freeform };
}
