/**
 * Text normalisation, tokenising and light stemming shared by the bio analysis, the segment
 * description and the lexicon, so that all three produce the same keys. The tokeniser is a
 * single pass over character codes (no regular expression per token): it runs for every
 * classify() call, so it has to cost a few microseconds on a bio.
 */

export interface Token {
  /** Folded surface form: compatibility-decomposed, lower case, diacritics stripped; `@`/`$` kept on mentions and cashtags. */
  text: string;
  /** `text` with plural and possessive endings removed: the form lexicon phrases are matched in. */
  base: string;
  /** `text` through the light stemmer: the form description keywords are compared in. */
  stem: string;
  /** How the original was written: "go", "Go" or "GO". Some lexicon forms count only when capitalised. */
  casing: "lower" | "capitalised" | "upper";
  kind: "word" | "hashtag" | "mention" | "cashtag";
  /** Index of the clause (split at `| • · , ; : . ! ?`, brackets, emoji, URLs, dashes between spaces). */
  clause: number;
  /** Glued to the previous token by `-` or `/` with no space ("co-founder", "ai/ml", "no-code"). */
  joined: boolean;
  /** Chinese, Japanese or Korean script, written without spaces: lexicon forms are looked for inside it. */
  cjk: boolean;
  /** Offsets in `TokenizedText.folded`, for quoting evidence. */
  start: number;
  end: number;
}

export interface TokenizedText {
  /** The input folded but with its case kept. */
  folded: string;
  tokens: Token[];
}

const MARKS = /\p{M}/gu;
const QUOTES = /[’‘`]/g;
const BACKTICK = 96;

/** Per code point: 0 not yet known, 1 unchanged by folding, 2 changed (accented, styled, compatibility or a curly quote). */
const bmpFolding = new Uint8Array(0x10000);
const astralFolding = new Map<number, boolean>();

function changedByFolding(code: number): boolean {
  const char = String.fromCodePoint(code);
  return char === "’" || char === "‘" || char.normalize("NFKD").replace(MARKS, "") !== char;
}

/** Whether folding changes the code point, cached. */
function changes(code: number): boolean {
  if (code < 0x10000) {
    let known = bmpFolding[code];
    if (known === 0) bmpFolding[code] = known = changedByFolding(code) ? 2 : 1;
    return known === 2;
  }
  let changed = astralFolding.get(code);
  if (changed === undefined) {
    changed = changedByFolding(code);
    if (astralFolding.size < 10_000) astralFolding.set(code, changed);
  }
  return changed;
}

/** Whether folding would change the text: most bios are ASCII, emoji and symbols, which it leaves alone. */
function needsFolding(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      if (code === BACKTICK) return true;
      continue;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const point = text.codePointAt(i)!;
      i++;
      if (changes(point)) return true;
      continue;
    }
    if (changes(code)) return true;
  }
  return false;
}

/** What each code point that folding changes folds to. */
const foldedChars = new Map<number, string>();

function foldChar(code: number): string {
  let folded = foldedChars.get(code);
  if (folded === undefined) {
    folded = String.fromCodePoint(code).normalize("NFKD").replace(MARKS, "").replace(QUOTES, "'");
    if (foldedChars.size < 10_000) foldedChars.set(code, folded);
  }
  return folded;
}

/**
 * Compatibility decomposition folds styled letters (𝐅𝐨𝐮𝐧𝐝𝐞𝐫) and, with marks stripped, accents (é -> e).
 * Folded a code point at a time, which is the same as normalising the whole text since every mark
 * the decomposition could reorder is stripped.
 */
function foldCase(text: string): string {
  if (!needsFolding(text)) return text;
  // Joined, not concatenated: a flat string, which the tokeniser and the patterns read faster than a rope.
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    const size = code > 0xffff ? 2 : 1;
    if (code >= 0x80 ? changes(code) : code === BACKTICK) {
      parts.push(text.slice(from, i), foldChar(code));
      from = i + size;
    }
    i += size;
  }
  parts.push(text.slice(from));
  return parts.join("");
}

export const foldText = (text: string): string => foldCase(text).toLowerCase();

/** 12,345 (toLocaleString is slow on a hot path). */
export function formatCount(n: number): string {
  const digits = String(Math.round(n));
  if (digits.length <= 3) return digits;
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0 && digits[i - 1] !== "-") out += ",";
    out += digits[i];
  }
  return out;
}

// Character classes, for ASCII by table and for the rest by a cached Unicode test.
const OTHER = 0;
const WORD_CHAR = 1;
const PICTOGRAPH = 2;
const SEPARATOR = 3;
const ASCII_CLASS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) ASCII_CLASS[c] = WORD_CHAR;
for (let c = 65; c <= 90; c++) ASCII_CLASS[c] = WORD_CHAR;
for (let c = 97; c <= 122; c++) ASCII_CLASS[c] = WORD_CHAR;
for (const separator of '|,;:!?()[]{}"\n') ASCII_CLASS[separator.charCodeAt(0)] = SEPARATOR;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
const UNICODE_SEPARATORS = new Set(["•", "·", "“", "”"].map((c) => c.codePointAt(0)!));
const unicodeClasses = new Map<number, number>();
/** Han, kana and Hangul: its syllables, or their conjoining jamo once folding has split them. */
const CJK_CHAR = /[\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/;

function classOf(code: number): number {
  if (code < 128) return ASCII_CLASS[code];
  let known = unicodeClasses.get(code);
  if (known === undefined) {
    const char = String.fromCodePoint(code);
    known = UNICODE_SEPARATORS.has(code) ? SEPARATOR : LETTER_OR_DIGIT.test(char) ? WORD_CHAR : PICTOGRAPHIC.test(char) ? PICTOGRAPH : OTHER;
    if (unicodeClasses.size < 100_000) unicodeClasses.set(code, known);
  }
  return known;
}

const isSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13 || code === 0xa0 || code === 0x2009 || code === 0x202f || code === 0x3000;
const APOSTROPHE = 39;
const HYPHEN = 45;
const SLASH = 47;
const DOT = 46;
const AT = 64;
const HASH = 35;
const DOLLAR = 36;
const PLUS = 43;
const GENDER_MARKS = new Set([":", "*", "_"]);
/** The end of a German gender ending right after a word ("Gründer:innen", "Kolleg*in"), or `at` when there is none. */
function genderEndingAt(folded: string, at: number): number {
  if (!GENDER_MARKS.has(folded[at] ?? "")) return at;
  for (const ending of ["innen", "in"]) {
    const end = at + 1 + ending.length;
    if (folded.slice(at + 1, end).toLowerCase() === ending && (end >= folded.length || !wordCharAt(folded, end))) return end;
  }
  return at;
}

/** Dashes that, standing alone between spaces, separate clauses: "Founder - Acme", "PM — Berlin". */
const DASHES = new Set([HYPHEN, SLASH, 0x2013, 0x2014]);
/** Domains written without a scheme ("acme.io/jobs"), skipped like URLs. */
const BARE_DOMAINS = new Set(["com", "io", "ai", "co", "xyz", "ly", "ee", "gg", "me", "net", "org"]);

/** Whether a bare domain's ending and a slash start at `at`: "io/" in "acme.io/jobs" (a sentence's full stop is followed by no slash). */
function bareDomainAt(text: string, at: number): boolean {
  const slash = text.charCodeAt(at + 2) === SLASH ? at + 2 : text.charCodeAt(at + 3) === SLASH ? at + 3 : -1;
  return slash >= 0 && BARE_DOMAINS.has(text.slice(at, slash));
}

export function tokenize(raw: string): TokenizedText {
  const folded = foldCase(raw);
  const tokens: Token[] = [];
  const n = folded.length;
  let clause = 0;
  let glued = false;
  // A URL, an emoji or a separator ends a clause that has words: `clause` moves on when the last token is in it.
  let i = 0;
  while (i < n) {
    const code = folded.charCodeAt(i);
    if (isSpace(code)) {
      i++;
      continue;
    }
    // URLs end a clause and say nothing.
    if ((code === 104 && (folded.startsWith("http://", i) || folded.startsWith("https://", i))) || (code === 119 && folded.startsWith("www.", i))) {
      while (i < n && !isSpace(folded.charCodeAt(i))) i++;
      if (tokens.length > 0 && tokens[tokens.length - 1].clause === clause) clause += 1;
      glued = false;
      continue;
    }
    const prefixed = (code === AT || code === HASH || code === DOLLAR) && i + 1 < n && wordCharAt(folded, i + 1);
    const cls = code >= 0xd800 && code <= 0xdbff ? classOf(folded.codePointAt(i)!) : classOf(code);
    if (prefixed || cls === WORD_CHAR) {
      const start = i;
      let j = prefixed ? i + 1 : i;
      j = skipWordChars(folded, j);
      // "i'm", "o'connor": an apostrophe followed by letters stays in the word.
      if (j + 1 < n && folded.charCodeAt(j) === APOSTROPHE && wordCharAt(folded, j + 1)) j = skipWordChars(folded, j + 1);
      // "C++", "C#".
      if (j + 1 < n && folded.charCodeAt(j) === PLUS && folded.charCodeAt(j + 1) === PLUS) j += 2;
      else if (j < n && folded.charCodeAt(j) === HASH && !(j + 1 < n && wordCharAt(folded, j + 1))) j += 1;
      // "Gründer:innen", "Entwickler*innen": a German gender ending is part of the word, not a clause break.
      const genderEnd = prefixed ? j : genderEndingAt(folded, j);
      // "acme.io/jobs": a bare domain with a path is a URL.
      if (!prefixed && j < n && folded.charCodeAt(j) === DOT && bareDomainAt(folded, j + 1)) {
        while (j < n && !isSpace(folded.charCodeAt(j))) j++;
        i = j;
        if (tokens.length > 0 && tokens[tokens.length - 1].clause === clause) clause += 1;
        glued = false;
        continue;
      }
      const kind: Token["kind"] = !prefixed ? "word" : code === HASH ? "hashtag" : code === AT ? "mention" : "cashtag";
      const from = kind === "hashtag" ? start + 1 : start;
      let word = kind === "word" || kind === "hashtag" ? asciiWord(folded, from, j) : undefined;
      let casing: Token["casing"];
      // Japanese, Chinese and Korean are written without spaces, often after a Latin word ("iOSエンジニア"): lexicon forms are looked for inside.
      let cjk = false;
      if (word !== undefined) {
        // "CFO'su": the casing is the borrowed word's, before its Turkish ending.
        const apostrophe = word.base !== word.text ? folded.indexOf("'", from) : -1;
        casing = asciiUpper ? asciiCasing(folded, from, apostrophe > from && apostrophe < j ? apostrophe : j) : "lower";
      }
      else {
        const surface = folded.slice(from, j);
        const text = surface.toLowerCase();
        word = kind === "word" || kind === "hashtag" ? wordForms(text) : { text, base: text, stem: text };
        casing = casingOf(surface, text);
        cjk = (kind === "word" || kind === "hashtag") && CJK_CHAR.test(text);
      }
      tokens.push({
        text: word.text,
        base: word.base,
        stem: word.stem,
        casing,
        kind,
        clause,
        joined: glued,
        cjk,
        start,
        end: j,
      });
      glued = false;
      i = genderEnd;
      continue;
    }
    // "co-founder", "ai/ml": a hyphen or slash between two word characters glues them.
    if ((code === HYPHEN || code === SLASH) && i > 0 && i + 1 < n && wordCharBefore(folded, i) && wordCharAt(folded, i + 1)) {
      glued = true;
      i++;
      continue;
    }
    // A lone "@" between spaces reads "at": "founder @ acme".
    if (code === AT && (i === 0 || isSpace(folded.charCodeAt(i - 1))) && (i + 1 >= n || isSpace(folded.charCodeAt(i + 1)))) {
      tokens.push({ text: "at", base: "at", stem: "at", casing: "lower", kind: "word", clause, joined: glued, cjk: false, start: i, end: i + 1 });
      glued = false;
      i++;
      continue;
    }
    if (cls === SEPARATOR || cls === PICTOGRAPH) {
      if (tokens.length > 0 && tokens[tokens.length - 1].clause === clause) clause += 1;
    } else if (code === DOT) {
      if (!(i + 1 < n && wordCharAt(folded, i + 1))) if (tokens.length > 0 && tokens[tokens.length - 1].clause === clause) clause += 1;
    } else if (DASHES.has(code) && i > 0 && isSpace(folded.charCodeAt(i - 1))) {
      let j = i;
      while (j < n && DASHES.has(folded.charCodeAt(j))) j++;
      if (j >= n || isSpace(folded.charCodeAt(j))) {
        if (tokens.length > 0 && tokens[tokens.length - 1].clause === clause) clause += 1;
        i = j;
        glued = false;
        continue;
      }
    }
    i += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    glued = false;
  }
  return { folded, tokens };
}

function wordCharAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 128) return ASCII_CLASS[code] === WORD_CHAR;
  return classOf(code >= 0xd800 && code <= 0xdbff ? text.codePointAt(i)! : code) === WORD_CHAR;
}

function wordCharBefore(text: string, i: number): boolean {
  const code = text.charCodeAt(i - 1);
  if (code < 128) return ASCII_CLASS[code] === WORD_CHAR;
  return classOf(code >= 0xdc00 && code <= 0xdfff && i >= 2 ? text.codePointAt(i - 2)! : code) === WORD_CHAR;
}

function skipWordChars(text: string, from: number): number {
  let j = from;
  const n = text.length;
  while (j < n) {
    const code = text.charCodeAt(j);
    if (code < 128) {
      if (ASCII_CLASS[code] !== WORD_CHAR) break;
      j++;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      if (classOf(text.codePointAt(j)!) !== WORD_CHAR) break;
      j += 2;
    } else {
      if (classOf(code) !== WORD_CHAR) break;
      j++;
    }
  }
  return j;
}

function casingOf(surface: string, lower: string): Token["casing"] {
  if (surface === lower) return "lower";
  // "VCs", "PMs": a plural s after capitals is still an acronym.
  const end = surface.length > 2 && surface.charCodeAt(surface.length - 1) === 115 ? surface.length - 1 : surface.length;
  if (end < 2) return "capitalised";
  for (let i = 0; i < end; i++) {
    const code = surface.charCodeAt(i);
    if (code >= 97 && code <= 122) return "capitalised";
    if (code >= 0x80) return surface.slice(0, end) === surface.slice(0, end).toUpperCase() ? "upper" : "capitalised";
  }
  return "upper";
}

/** Words whose plural-looking ending is part of the word. */
const STEM_EXCEPTIONS = new Set(["saas", "paas", "iaas", "devops", "mlops", "news", "series", "ops", "analytics", "aws", "gas", "bias", "status", "chaos", "ios", "macos", "sales", "less", "devsecops", "revops", "finops", "kubernetes", "llms"]);
const SUFFIXES = ["ment", "ing", "ed", "er", "or"];
const VOWEL = /[aeiouy]/;
const VOWEL_NO_Y = /[aeiou]/;
const LETTERS_AND_DIGITS = /^[a-z0-9]+$/;
const LETTERS = /^[a-z]+$/;
const ES_PLURAL = /(?:sses|xes|ches|shes)$/;
const NOT_PLURAL = /(?:ss|us|is)$/;
const DOUBLED_CONSONANT = /([^aeioulsz])\1$/;
const FORMS_CACHE_LIMIT = 200_000;

interface WordForms {
  /** Lower case. */
  text: string;
  base: string;
  stem: string;
}

const formsCache = new Map<string, WordForms>();

/** The base form and stem of a lower-case word, cached (bounded) since bios repeat the same words. */
function wordForms(word: string): WordForms {
  let forms = formsCache.get(word);
  if (forms === undefined) {
    if (formsCache.size >= FORMS_CACHE_LIMIT) formsCache.clear();
    forms = { text: word, base: baseForm(word), stem: stem(word) };
    formsCache.set(word, forms);
  }
  return forms;
}

/**
 * ASCII words (most of every bio) are looked up straight from the text, without slicing it,
 * lower-casing it or hashing a new string: an open-addressing table keyed by the word's lower-case
 * characters, cleared when half full.
 */
const ASCII_SLOTS = 1 << 15;
const ASCII_LIMIT = ASCII_SLOTS >> 1;
const asciiWords: (WordForms | undefined)[] = new Array<WordForms | undefined>(ASCII_SLOTS).fill(undefined);
let asciiCount = 0;
/** Whether the word `asciiWord` last read has a capital letter. */
let asciiUpper = false;

/** The forms of the word text[from, to), when it is all ASCII. */
function asciiWord(text: string, from: number, to: number): WordForms | undefined {
  let hash = 0x811c9dc5;
  let upper = false;
  for (let k = from; k < to; k++) {
    let c = text.charCodeAt(k);
    if (c >= 128) return undefined;
    if (c >= 65 && c <= 90) {
      c |= 32;
      upper = true;
    }
    hash = Math.imul(hash ^ c, 0x01000193);
  }
  asciiUpper = upper;
  const length = to - from;
  let slot = hash & (ASCII_SLOTS - 1);
  for (let word = asciiWords[slot]; word !== undefined; word = asciiWords[slot]) {
    if (word.text.length === length && sameLowerCase(word.text, text, from)) return word;
    slot = (slot + 1) & (ASCII_SLOTS - 1);
  }
  if (asciiCount >= ASCII_LIMIT) {
    asciiWords.fill(undefined);
    asciiCount = 0;
    slot = hash & (ASCII_SLOTS - 1);
  }
  const lower = text.slice(from, to).toLowerCase();
  const word = { text: lower, base: baseForm(lower), stem: stem(lower) };
  asciiWords[slot] = word;
  asciiCount++;
  return word;
}

function sameLowerCase(lower: string, text: string, from: number): boolean {
  for (let k = 0; k < lower.length; k++) {
    let c = text.charCodeAt(from + k);
    if (c >= 65 && c <= 90) c |= 32;
    if (c !== lower.charCodeAt(k)) return false;
  }
  return true;
}

/** `casingOf` for an ASCII word with a capital letter, read from the text. */
function asciiCasing(text: string, from: number, to: number): Token["casing"] {
  const end = to - from > 2 && text.charCodeAt(to - 1) === 115 ? to - 1 : to;
  if (end - from < 2) return "capitalised";
  for (let k = from; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c >= 97 && c <= 122) return "capitalised";
  }
  return "upper";
}

/** Turkish case and possessive endings after an apostrophe on a borrowed word: "CFO'su", "Google'da", "SAP'ye". */
const TURKISH_SUFFIX_AFTER_APOSTROPHE = /^(.{2,})'(?:s[ıiuü]|n[ıiuü]n|[ıiuü]|[dt][ae]n?|y[ae]|[ıiuü]n|l[ae]r|l[ae]r[ıi])$/;

/** German feminine endings on English titles: "Product Marketing Managerin", "UX Designerinnen". */
const GERMAN_FEMININE_TITLE = /^(.*(?:manager|designer|developer|owner|marketer|researcher|planner|consultant|engineer|recruiter|leader|officer|trainer))in(?:nen)?$/;

/** Plural and possessive endings removed: "founders" -> "founder", "companies" -> "company", "vcs" -> "vc". */
export function baseForm(word: string): string {
  // Cheap tests first: every word a bio has not used before comes through here.
  const feminine = (word.endsWith("in") || word.endsWith("nen")) && GERMAN_FEMININE_TITLE.exec(word);
  if (feminine) return feminine[1];
  const suffixed = word.includes("'") && TURKISH_SUFFIX_AFTER_APOSTROPHE.exec(word);
  if (suffixed) return suffixed[1];
  const w = word.endsWith("'s") ? word.slice(0, -2) : word;
  // "midwives", "housewives".
  if (w.endsWith("wives")) return `${w.slice(0, -3)}fe`;
  if (w.length <= 2 || STEM_EXCEPTIONS.has(w) || !LETTERS_AND_DIGITS.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (ES_PLURAL.test(w)) return w.slice(0, -2);
  // Three letters only for acronyms ("vcs", "pms"), so "has" and "yes" stay whole.
  if (w.endsWith("s") && !NOT_PLURAL.test(w) && (w.length > 3 || !VOWEL_NO_Y.test(w))) return w.slice(0, -1);
  return w;
}

/**
 * A light English stemmer (plural, -ment/-ing/-ed/-er/-or, final e, doubled consonant), enough to
 * make "founders", "founding" and "founder" meet. Applied to both sides of every comparison, so
 * an odd stem ("marketing" -> "market") costs nothing as long as it is consistent.
 */
export function stem(word: string): string {
  let w = baseForm(word);
  if (w.length <= 3 || STEM_EXCEPTIONS.has(w) || !LETTERS.test(w)) return w;
  for (let pass = 0; pass < 2; pass++) {
    const suffix = SUFFIXES.find((s) => w.endsWith(s) && !(s === "er" && w.endsWith("eer")));
    if (suffix === undefined) break;
    const base = w.slice(0, -suffix.length);
    if (base.length < 3 || !VOWEL.test(base)) break;
    w = DOUBLED_CONSONANT.test(base) ? base.slice(0, -1) : base;
  }
  return w.length > 3 && w.endsWith("e") ? w.slice(0, -1) : w;
}

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but nor so yet of in on at to for from by with without about into onto over under " +
    "up down out off as than then too very can will just not no is are was were be been being am i me my " +
    "mine we us our ours you your yours he him his she her hers it its they them their theirs this that " +
    "these those who whom whose which what when where why how all any both each few more most other some " +
    "such only own same do does did doing have has had having would should could may might must shall " +
    "i'm im i've i'd it's there here also etc via per every again once if while because until " +
    "de la el los las y en con por para un una et le les des du au aux und der die das mit fur von zu " +
    "em do da dos das e o os um uma il lo gli di"
  ).split(" "),
);
