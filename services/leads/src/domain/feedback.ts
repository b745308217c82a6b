import { BAD_REASON, FEEDBACK_STATUS } from "@leadstream/contracts/vocabulary";
import { invalidField } from "./errors.js";
import { charLength, plainText } from "./text.js";

export type BadReason = (typeof BAD_REASON.names)[number];

const FREEFORM_MAX = 500;

/** A verdict on a lead for one segment; reasons only come with "bad". */
export type Verdict = { feedback: "good" } | { feedback: "bad"; badReason: BadReason | null; badReasonFreeform: string | null };

export interface RawVerdict {
  feedback: string;
  badReason: string;
  badReasonFreeform: string;
}


export function validVerdict(raw: RawVerdict): Verdict {
  if (!FEEDBACK_STATUS.has(raw.feedback)) throw invalidField("feedback", `feedback must be ${FEEDBACK_STATUS.names.join(" or ")}.`);
  const freeform = plainText(raw.badReasonFreeform);
  if (raw.feedback === "good") {
    if (raw.badReason !== "") throw invalidField("badReason", "badReason is only for bad feedback.");
    if (freeform !== "") throw invalidField("badReasonFreeform", "badReasonFreeform is only for bad feedback.");
    return { feedback: "good" };
  }
  if (raw.badReason !== "" && !BAD_REASON.has(raw.badReason)) throw invalidField("badReason", `badReason must be one of ${BAD_REASON.names.join(", ")}.`);
  if (charLength(freeform) > FREEFORM_MAX) throw invalidField("badReasonFreeform", `badReasonFreeform must be at most ${FREEFORM_MAX} characters.`);
  return { feedback: "bad", badReason: raw.badReason === "" ? null : raw.badReason, badReasonFreeform: freeform === "" ? null : freeform };
}
