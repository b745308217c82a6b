/**
 * Anchored phrase sets: the bot filter's content patterns, made cheap enough to run on every
 * profile. Each phrase is a regex source with its anchors, the words one of which occurs in any
 * text the phrase matches; the text is split into words once (`scan`), and a phrase runs only
 * when one of its anchors is among them. A bio costs a map lookup per word and the few phrases its
 * words anchor, instead of hundreds of regex alternatives tried at every position.
 *
 * Anchors are written as folded text splits: runs of `[a-z0-9]` ("i'm" is "i" and "m", "t.me" is
 * "t" and "me"). `word*` is a prefix anchor, found anywhere in the text (for "takiplesel\w*").
 * A phrase without anchors ("") is in another script (Arabic, Devanagari, kana and kanji, Hangul,
 * Cyrillic) and runs whenever the text has letters of such a script; "*" runs always (an emoji).
 *
 * Patterns meet text the way `foldText` leaves it: compatibility-decomposed, combining marks
 * stripped, lower case. Phrases are folded here the same way (バ -> ハ, أ -> ا, Devanagari vowel
 * signs dropped), so they can be written as people type them, in lower case. `\b` only works
 * around Latin letters.
 */

const MARKS = /\p{M}/gu;
const NON_ASCII = /[^\t-~]/;
/** Letters of scripts whose phrases carry no Latin anchor: Greek to Devanagari and beyond, kana, kanji, Hangul, half-width kana. */
const OTHER_SCRIPT = /[\u0370-\u1fff\u3040-\u9fff\uac00-\ud7af\uff66-\uff9f]/;

const fold = (source: string): string => (NON_ASCII.test(source) ? source.normalize("NFKD").replace(MARKS, "") : source);

/** One phrase: its anchors (space-separated) and its regex source. */
export type Phrase = readonly [anchors: string, source: string];

interface PhraseRef {
  set: PhraseSet;
  index: number;
}

/**
 * Every anchored phrase of every set, by anchor word; filled as sets are built at load. An
 * open-addressing table keyed by the word's characters, so that `scan` looks a word up without
 * slicing it out of the text.
 */
const ANCHOR_SLOTS = 1 << 13;
const anchorWords: (string | undefined)[] = new Array<string | undefined>(ANCHOR_SLOTS).fill(undefined);
const anchorRefs: PhraseRef[][] = [];
let anchorCount = 0;

function anchorHash(text: string, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let k = from; k < to; k++) hash = Math.imul(hash ^ text.charCodeAt(k), 0x01000193);
  return hash & (ANCHOR_SLOTS - 1);
}

/** The slot of text[from, to) in the anchor table: where it is, or the empty slot where it would go. */
function anchorSlot(text: string, from: number, to: number): number {
  let slot = anchorHash(text, from, to);
  for (let word = anchorWords[slot]; word !== undefined; word = anchorWords[slot]) {
    if (word.length === to - from && text.startsWith(word, from)) return slot;
    slot = (slot + 1) & (ANCHOR_SLOTS - 1);
  }
  return slot;
}

function addAnchor(word: string, ref: PhraseRef): void {
  const slot = anchorSlot(word, 0, word.length);
  if (anchorWords[slot] === undefined) {
    if (++anchorCount > ANCHOR_SLOTS / 2) throw new Error("phrase sets: too many anchor words for the anchor table");
    anchorWords[slot] = word;
    anchorRefs[slot] = [ref];
  } else anchorRefs[slot].push(ref);
}
/** Prefix anchors and their phrases, side by side (iterating a Map would allocate on every scan). */
const prefixes: string[] = [];
const prefixRefs: PhraseRef[][] = [];
let longestAnchor = 0;
let generation = 0;

/** Spelling tricks `scan` notices on its way through the words (bits of `Scan.tricks`; bots/obfuscation.ts undoes them). */
export const LEET_TRICK = 1;
export const MIXED_SCRIPT = 2;
export const SPACED_OUT = 4;

/** The words of one text, marked on every phrase set. Make one per text and pass it to `PhraseSet.exec`; it is good until the next `scan`. */
export interface Scan {
  readonly text: string;
  readonly otherScript: boolean;
  readonly generation: number;
  /** Spelling tricks the text may hold: a digit for a letter inside a word, a word touching Cyrillic or Greek letters, four single characters spaced out. */
  readonly tricks: number;
}

const isLeetDigit = (c: number): boolean => c === 48 || c === 49 || c === 51 || c === 52 || c === 53 || c === 55;
const isGreekOrCyrillic = (c: number): boolean => c >= 0x370 && c <= 0x4ff;

export function scan(text: string): Scan {
  const current = ++generation;
  let start = -1;
  let tricks = 0;
  /** Within a word: 1 after a letter, 2 in letter-like digits after a letter. */
  let leet = 0;
  let singles = 0;
  let lastSingleEnd = -2;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) {
        start = i;
        leet = 0;
        if (i > 0 && isGreekOrCyrillic(text.charCodeAt(i - 1))) tricks |= MIXED_SCRIPT;
      }
      if (c >= 97) {
        if (leet === 2) tricks |= LEET_TRICK;
        leet = 1;
      } else leet = leet > 0 && isLeetDigit(c) ? 2 : 0;
    } else if (start >= 0) {
      const length = i - start;
      if (isGreekOrCyrillic(c)) tricks |= MIXED_SCRIPT;
      if (length === 1) {
        singles = lastSingleEnd === start - 1 && text.charCodeAt(start - 1) === 32 ? singles + 1 : 1;
        if (singles >= 4) tricks |= SPACED_OUT;
        lastSingleEnd = i;
      }
      if (length >= 2 && length <= longestAnchor) {
        const slot = anchorSlot(text, start, i);
        if (anchorWords[slot] !== undefined) for (const ref of anchorRefs[slot]) ref.set.mark(ref.index, current);
      }
      start = -1;
    }
  }
  for (let p = 0; p < prefixes.length; p++) {
    if (text.includes(prefixes[p])) for (const ref of prefixRefs[p]) ref.set.mark(ref.index, current);
  }
  return { text, otherScript: OTHER_SCRIPT.test(text), generation: current, tricks };
}

export class PhraseSet {
  /** Anchored phrases, each its own regex, in the order given. */
  private readonly anchored: RegExp[] = [];
  /** The scan generation at which each anchored phrase last saw one of its anchors. */
  private readonly seen: number[] = [];
  private markedAt = 0;
  private readonly otherScript?: RegExp;
  private readonly always?: RegExp;
  /** The same alternations, global, for `count`. */
  private readonly otherScriptAll?: RegExp;
  private readonly alwaysAll?: RegExp;
  /** For tests: each phrase's anchors and folded source. */
  readonly phrases: readonly Phrase[];

  constructor(readonly name: string, phrases: readonly Phrase[]) {
    const otherScript: string[] = [];
    const always: string[] = [];
    this.phrases = phrases.map(([anchors, source]) => [anchors, fold(source)] as const);
    for (const [anchors, source] of this.phrases) {
      if (anchors === "") otherScript.push(source);
      else if (anchors === "*") always.push(source);
      else {
        const index = this.anchored.length;
        this.anchored.push(new RegExp(source, "u"));
        this.seen.push(0);
        for (const anchor of anchors.split(" ")) {
          const ref = { set: this, index };
          if (anchor.endsWith("*")) {
            const at = prefixes.indexOf(anchor.slice(0, -1));
            if (at >= 0) prefixRefs[at].push(ref);
            else {
              prefixes.push(anchor.slice(0, -1));
              prefixRefs.push([ref]);
            }
          } else {
            if (anchor.length < 2 || !/^[a-z0-9]+$/.test(anchor)) throw new Error(`phrase set ${name}: anchor '${anchor}' is not a word of two or more of [a-z0-9]`);
            longestAnchor = Math.max(longestAnchor, anchor.length);
            addAnchor(anchor, ref);
          }
        }
      }
    }
    if (otherScript.length > 0) {
      this.otherScript = alternation(otherScript);
      this.otherScriptAll = alternation(otherScript, "gu");
    }
    if (always.length > 0) {
      this.always = alternation(always);
      this.alwaysAll = alternation(always, "gu");
    }
  }

  /** Called by `scan`: phrase `index` saw an anchor in the text of `generation`. */
  mark(index: number, generation: number): void {
    this.seen[index] = generation;
    this.markedAt = generation;
  }

  /**
   * The first match of the set in the scanned text: anchored phrases in order, then the others.
   * With `unless`, a match whose preceding text passes it (a negation: "not a hacker for hire") is
   * skipped; with `unlessAfter`, one that passes it read on into the text after it ("follow back fellow nurses").
   */
  exec(scanned: Scan, unless?: RegExp, unlessAfter?: RegExp): RegExpExecArray | null {
    if (this.markedAt === scanned.generation) {
      for (let i = 0; i < this.anchored.length; i++) {
        if (this.seen[i] !== scanned.generation) continue;
        const match = this.anchored[i].exec(scanned.text);
        if (match !== null && !refused(match, unless, unlessAfter)) return match;
      }
    }
    if (this.always !== undefined) {
      const match = this.always.exec(scanned.text);
      if (match !== null && !refused(match, unless, unlessAfter)) return match;
    }
    if (this.otherScript === undefined || !scanned.otherScript) return null;
    const match = this.otherScript.exec(scanned.text);
    return match !== null && !refused(match, unless, unlessAfter) ? match : null;
  }

  /**
   * How many places in the scanned text the set's phrases match (of the unanchored ones, how many
   * distinct matches); the same guards as `exec`. Phrases matching the same words count once: "I
   * follow back" is one offer, though two phrases say it.
   */
  count(scanned: Scan, unless?: RegExp, unlessAfter?: RegExp): number {
    const spans: number[] = [];
    const add = (match: RegExpExecArray): void => {
      if (refused(match, unless, unlessAfter)) return;
      const start = match.index;
      const end = start + match[0].length;
      for (let i = 0; i < spans.length; i += 2) if (start < spans[i + 1] && spans[i] < end) return;
      spans.push(start, end);
    };
    if (this.markedAt === scanned.generation) {
      for (let i = 0; i < this.anchored.length; i++) {
        if (this.seen[i] !== scanned.generation) continue;
        const match = this.anchored[i].exec(scanned.text);
        if (match !== null) add(match);
      }
    }
    for (const all of [this.alwaysAll, scanned.otherScript ? this.otherScriptAll : undefined]) {
      if (all === undefined) continue;
      all.lastIndex = 0;
      for (let match = all.exec(scanned.text); match !== null; match = all.exec(scanned.text)) add(match);
    }
    return spans.length / 2;
  }
}

/** Whether the text just before `match` passes `unless`, or the match and the text just after it `unlessAfter` (24 characters either way). */
function refused(match: RegExpExecArray, unless: RegExp | undefined, unlessAfter: RegExp | undefined): boolean {
  if (unless !== undefined && match.index > 0 && unless.test(match.input.slice(Math.max(0, match.index - 24), match.index))) return true;
  return unlessAfter !== undefined && unlessAfter.test(match.input.slice(match.index, match.index + match[0].length + 24));
}

const alternation = (sources: readonly string[], flags = "u"): RegExp => new RegExp(sources.map((source) => `(?:${source})`).join("|"), flags);

/** A plain regex of folded alternatives, for patterns that run rarely (only once another sign fired). */
export const anyOf = (...sources: string[]): RegExp => alternation(sources.map(fold));
