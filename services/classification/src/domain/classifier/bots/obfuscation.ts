import { LEET_TRICK, MIXED_SCRIPT, SPACED_OUT } from "./phrases.js";

/**
 * Spelling tricks that spam uses to slip past word filters, undone so that the content patterns can
 * read the words: letters spaced out ("F r e e   c r y p t o   s i g n a l s"), digits for letters
 * ("0nlyF4ns", "s1gnals", "sp1cy c0ntent") and Cyrillic or Greek look-alikes inside Latin words
 * ("Frее ВТС", "Cryрto"). Text comes folded (see `foldText`). A person may write "a11y" or
 * "S T U D I O" too, so the trick is evidence only when the words it hid are spam.
 */

/** A single character spaced from the next one: "f r e e" becomes "free"; runs of two or more spaces stay word breaks. */
const SPACED_LETTER = /(?<![\p{L}\p{N}])([a-z0-9]) (?=[a-z0-9](?![\p{L}\p{N}]))/gu;
const SPACES = / {2,}/g;
/** A word of four or more characters with a digit between letters, every digit one that stands for a letter. */
const LEET_WORD = /\b(?=[a-z0-9]*[a-z][013457]+[a-z])[a-z013457]{4,}\b/g;
const LEET_DIGIT = /[013457]/g;
const LEET: Readonly<Record<string, string>> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t" };
/** Folded Cyrillic and Greek letters that look like Latin ones. */
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  а: "a", в: "b", е: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x", і: "i", ј: "j", ѕ: "s",
  α: "a", ε: "e", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x",
};
const LOOK_ALIKES = new RegExp(`[${Object.keys(LOOK_ALIKE).join("")}]`, "gu");

/** The text with the spelling tricks `scan` noticed (`tricks`) undone, or undefined when undoing them changes nothing. */
export function undoSpellingTricks(text: string, tricks: number): string | undefined {
  let clear = text;
  // Look-alikes first: the whole text once a word mixes scripts, since the word next to it may be all Cyrillic ("Frее ВТС").
  if (tricks & MIXED_SCRIPT) clear = clear.replace(LOOK_ALIKES, (c) => LOOK_ALIKE[c]);
  if (tricks & LEET_TRICK) clear = clear.replace(LEET_WORD, (word) => word.replace(LEET_DIGIT, (d) => LEET[d]));
  if (tricks & SPACED_OUT) clear = clear.replace(SPACED_LETTER, "$1").replace(SPACES, " ");
  return clear === text ? undefined : clear;
}
