import { invalidField } from "./errors.js";
import { charLength, plainText } from "./text.js";

const NAME_MAX = 100;
const BODY_MAX = 2000;

/** A user's saved direct-message text (spec 2.9). */
export interface DmTemplate {
  id: number;
  userId: number;
  name: string;
  messageBody: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What a create or a replace stores: both fields, validated. */
export interface DmTemplateContent {
  name: string;
  messageBody: string;
  /** What makes two names the same name for one user (see nameKey). */
  nameKey: string;
}

/** `raw` trimmed, 1 to `max` characters (code points: an emoji counts once), or invalid_request naming `param`. */
function boundedText(param: string, raw: string, max: number): string {
  const text = plainText(raw);
  if (text === "" || charLength(text) > max) throw invalidField(param, `${param} must be 1 to ${max} characters.`);
  return text;
}

/**
 * Names are unique per user ignoring case and Unicode compatibility forms: "Intro", "INTRO" and
 * "ｉｎｔｒｏ" are one name (NFKC, then a full case fold approximated by upper- then lower-casing,
 * which also folds "ß" with "SS" and final sigma with sigma). The name is stored as sent.
 */
export const nameKey = (name: string): string => name.normalize("NFKC").toUpperCase().toLowerCase().normalize("NFKC");

export function validDmTemplateContent(raw: { name: string; messageBody: string }): DmTemplateContent {
  const name = boundedText("name", raw.name, NAME_MAX);
  const messageBody = boundedText("messageBody", raw.messageBody, BODY_MAX);
  return { name, messageBody, nameKey: nameKey(name) };
}
