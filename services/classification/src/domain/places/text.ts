/**
 * The words of a description, a location or a bio, folded the way the gazetteer's names are: lower
 * case, accents stripped ("München" -> "munchen", "İstanbul" -> "istanbul"), styled and full-width
 * letters plain, "U.S.A." one word "usa". Chinese, Japanese, Korean and Thai are written without
 * spaces: a run of them is one word that names are looked for inside. A single pass over the
 * characters, no regular expression per word: it runs for every profile.
 */

export type Casing = "lower" | "capitalised" | "upper";

export interface Word {
  /** Folded: "munchen", "usa", "東京都". */
  key: string;
  /** Offsets in the text as given. */
  start: number;
  end: number;
  /** How it was written: "us", "Us" or "US". */
  casing: Casing;
  /** A run of Chinese, Japanese, Korean or Thai. */
  cjk: boolean;
  /** Written with "'s" ("Victoria's"), which `key` leaves out. */
  possessive: boolean;
}

const OTHER = 0;
const LETTER = 1;
const CJK = 2;
const classes = new Uint8Array(0x10000);
const LETTER_OR_MARK = /^[\p{L}\p{M}\p{N}]$/u;
/** Han, kana, Hangul, Thai, the iteration mark 々 and the long-vowel mark ー. */
const CJK_CHAR = /^[\u0e00-\u0e7f\u1100-\u11ff\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff66-\uff9f]$/u;

function classOf(code: number): number {
  if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) ? LETTER : OTHER;
  if (code > 0xffff) return LETTER_OR_MARK.test(String.fromCodePoint(code)) ? (CJK_CHAR.test(String.fromCodePoint(code)) ? CJK : LETTER) : OTHER;
  let known = classes[code];
  if (known === 0) {
    const char = String.fromCharCode(code);
    known = CJK_CHAR.test(char) ? CJK + 1 : LETTER_OR_MARK.test(char) ? LETTER + 1 : OTHER + 1;
    classes[code] = known;
  }
  return known - 1;
}

const APOSTROPHES = new Set([39, 0x2019]);
/** French and Italian elided articles and prepositions, a word of their own: "l'Allemagne", "dell'Italia", "d'Ivoire". */
const ELISION = /^(l|d|j|qu|n|s|c|m|t|dell|nell|all|dall|sull)['’](?=\p{L}{2})/iu;
const COMBINING = /[\u0300-\u036f]/g;
const SPECIAL: Record<string, string> = { ß: "ss", ı: "i", ø: "o", æ: "ae", œ: "oe", ł: "l", đ: "d", ð: "d", þ: "th", "’": "'" };
const SPECIALS = /[ßıøæœłđðþ’]/g;
const folded = new Map<string, string>();

/** Lower case without accents; styled letters (𝐁𝐞𝐫𝐥𝐢𝐧) and full-width forms plain; Hangul and kana recomposed. */
export function fold(raw: string): string {
  let ascii = true;
  for (let i = 0; i < raw.length && ascii; i++) ascii = raw.charCodeAt(i) < 0x80;
  if (ascii) return raw.toLowerCase();
  let out = folded.get(raw);
  if (out === undefined) {
    out = raw.normalize("NFKD").replace(COMBINING, "").toLowerCase().normalize("NFC").replace(SPECIALS, (char) => SPECIAL[char]);
    if (folded.size < 50_000) folded.set(raw, out);
  }
  return out;
}

function casingOf(raw: string): Casing {
  const lower = raw.toLowerCase();
  if (raw === lower) return "lower";
  return raw === raw.toUpperCase() && raw.length > 1 ? "upper" : raw[0] !== lower[0] ? "capitalised" : "lower";
}

export function tokenize(text: string): Word[] {
  const words: Word[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.codePointAt(i)!;
    const kind = classOf(code);
    if (kind === OTHER) {
      i += code > 0xffff ? 2 : 1;
      continue;
    }
    const start = i;
    let end = i;
    let apostrophe = false;
    if (kind === CJK) {
      while (end < n && classOf(text.charCodeAt(end)) === CJK) end++;
    } else {
      while (end < n) {
        const at = text.codePointAt(end)!;
        const cls = classOf(at);
        if (cls === LETTER) end += at > 0xffff ? 2 : 1;
        else if (APOSTROPHES.has(at) && end + 1 < n && classOf(text.codePointAt(end + 1)!) === LETTER) {
          apostrophe = true;
          end++;
        }
        else break;
      }
    }
    if (kind === CJK) {
      words.push({ key: fold(text.slice(start, end)), start, end, casing: "lower", cjk: true, possessive: false });
      i = end;
      continue;
    }
    const elision = apostrophe ? ELISION.exec(text.slice(start, end)) : null;
    const from = elision ? start + elision[0].length : start;
    if (elision) words.push({ key: elision[1].toLowerCase(), start, end: from - 1, casing: casingOf(elision[1]), cjk: false, possessive: false });
    const raw = text.slice(from, end);
    let key = fold(raw);
    const possessive = key.length > 2 && key.endsWith("'s");
    if (possessive) key = key.slice(0, -2);
    words.push({ key, start: from, end, casing: casingOf(raw), cjk: false, possessive });
    i = end;
  }
  return joinInitials(text, words);
}

/** "U.S.A.", "D.C.", "L.A." as one word each ("usa", "dc", "la"): single letters each followed by a full stop. */
function joinInitials(text: string, words: Word[]): Word[] {
  let joined: Word[] | undefined;
  for (let i = 0; i < words.length; i++) {
    let j = i;
    while (j < words.length && isInitial(text, words[j]) && (j === i || words[j].start === words[j - 1].end + 1)) j++;
    if (j - i >= 2) {
      joined ??= words.slice(0, i);
      const run = words.slice(i, j);
      joined.push({
        key: run.map((word) => word.key).join(""),
        start: run[0].start,
        end: run[run.length - 1].end,
        casing: run.every((word) => word.casing !== "lower") ? "upper" : "lower",
        cjk: false,
        possessive: false,
      });
      i = j - 1;
    } else joined?.push(words[i]);
  }
  return joined ?? words;
}

const isInitial = (text: string, word: Word): boolean => !word.cjk && word.end - word.start === 1 && text.charCodeAt(word.end) === 46;
