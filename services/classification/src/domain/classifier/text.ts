/**
 * Text normalisation, tokenising and light stemming shared by the bio analysis, the segment
 * description and the lexicon, so that all three produce the same keys.
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
  /** Offsets in `TokenizedText.folded`, for quoting evidence. */
  start: number;
  end: number;
}

export interface TokenizedText {
  /** The input folded but with its case kept. */
  folded: string;
  tokens: Token[];
}

const NON_ASCII = /[^\t-~]/;
const MARKS = /\p{M}/gu;
const QUOTES = /[’‘`]/g;

/** Compatibility decomposition folds styled letters (𝐅𝐨𝐮𝐧𝐝𝐞𝐫) and, with marks stripped, accents (é -> e). */
function foldCase(text: string): string {
  return (NON_ASCII.test(text) ? text.normalize("NFKD").replace(MARKS, "") : text).replace(QUOTES, "'");
}

export const foldText = (text: string): string => foldCase(text).toLowerCase();

/** Groups: 1 word, 2 glue ("co-founder", "ai/ml"), 3 a lone "@" ("founder @ acme"). URLs, emoji and separators end a clause. */
const TOKEN_PATTERN = new RegExp(
  [
    String.raw`https?:\/\/\S+|www\.\S+|\b[a-z0-9-]+\.(?:com|io|ai|co|xyz|ly|ee|gg|me|net|org)\/\S*`,
    String.raw`([@#$]?[\p{L}\p{N}]+(?:'[\p{L}]+)?(?:\+\+|#(?![\p{L}\p{N}]))?)`,
    String.raw`((?<=[\p{L}\p{N}])[-/](?=[\p{L}\p{N}]))`,
    String.raw`((?<=\s|^)@(?=\s))`,
    String.raw`\p{Extended_Pictographic}`,
    String.raw`[|•·,;:!?()\[\]{}"“”\n]|\.(?![\p{L}\p{N}])|(?<=\s)[-–—/]+(?=\s)`,
  ].join("|"),
  "gu",
);

const TYPED_PREFIX: Record<string, Token["kind"]> = { "#": "hashtag", "@": "mention", $: "cashtag" };

export function tokenize(raw: string): TokenizedText {
  const tokens: Token[] = [];
  let clause = 0;
  let glued = false;
  const folded = foldCase(raw);
  TOKEN_PATTERN.lastIndex = 0;
  for (let match = TOKEN_PATTERN.exec(folded); match !== null; match = TOKEN_PATTERN.exec(folded)) {
    if (match[1] !== undefined || match[3] !== undefined) {
      const original = match[1] ?? "at";
      const kind = TYPED_PREFIX[original[0]] ?? "word";
      const surface = kind === "hashtag" ? original.slice(1) : original;
      const text = surface.toLowerCase();
      const forms = kind === "word" || kind === "hashtag" ? wordForms(text) : { base: text, stem: text };
      tokens.push({
        text,
        base: forms.base,
        stem: forms.stem,
        casing: casingOf(surface, text),
        kind,
        clause,
        joined: glued,
        start: match.index,
        end: match.index + original.length,
      });
      glued = false;
    } else if (match[2] !== undefined) {
      glued = true;
    } else if (tokens.length > 0 && tokens[tokens.length - 1].clause === clause) {
      clause += 1; // a URL, an emoji or a separator ends a clause that has words
    }
  }
  return { folded, tokens };
}

function casingOf(surface: string, lower: string): Token["casing"] {
  if (surface === lower) return "lower";
  const singular = surface.length > 2 && surface.endsWith("s") ? surface.slice(0, -1) : surface; // "VCs", "PMs"
  return singular === singular.toUpperCase() && singular.length > 1 ? "upper" : "capitalised";
}

/** Words whose plural-looking ending is part of the word. */
const STEM_EXCEPTIONS = new Set(["saas", "paas", "iaas", "devops", "mlops", "news", "series", "ops", "analytics", "aws", "gas", "bias", "status", "chaos", "ios", "macos", "sales", "less"]);
const SUFFIXES = ["ment", "ing", "ed", "er", "or"];
const VOWEL = /[aeiouy]/;
const VOWEL_NO_Y = /[aeiou]/;
const LETTERS_AND_DIGITS = /^[a-z0-9]+$/;
const LETTERS = /^[a-z]+$/;
const ES_PLURAL = /(?:sses|xes|ches|shes)$/;
const NOT_PLURAL = /(?:ss|us|is)$/;
const DOUBLED_CONSONANT = /([^aeioulsz])\1$/;
const FORMS_CACHE_LIMIT = 200_000;
const formsCache = new Map<string, { base: string; stem: string }>();

/** The base form and stem of a lower-case word, cached (bounded) since bios repeat the same words. */
function wordForms(word: string): { base: string; stem: string } {
  let forms = formsCache.get(word);
  if (forms === undefined) {
    if (formsCache.size >= FORMS_CACHE_LIMIT) formsCache.clear();
    forms = { base: baseForm(word), stem: stem(word) };
    formsCache.set(word, forms);
  }
  return forms;
}

/** Plural and possessive endings removed: "founders" -> "founder", "companies" -> "company", "vcs" -> "vc". */
export function baseForm(word: string): string {
  const w = word.endsWith("'s") ? word.slice(0, -2) : word;
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
