import { GIVEN_NAMES } from "./gender-names.js";
import { labelsOfPhrase } from "./lexicon.js";
import { foldText, tokenize, type Token, type TokenizedText } from "./text.js";

export type Gender = "female" | "male" | "unknown";

export interface GenderInference {
  gender: Gender;
  source: "pronoun" | "descriptor" | "name" | "none";
  /** What decided it, for reasons: "pronouns she/her", "'dad' in bio", "first name Maria". */
  evidence: string;
}

const SUBJECT_PRONOUNS = new Set(["she", "he", "they"]);
const OBJECT_PRONOUNS = new Set(["her", "hers", "him", "his", "they", "them", "she", "he"]);
const SLASH_GAP = /^\s*\/\s*$/;

/** Gendered self-descriptions and feminine/masculine role forms, folded as bio tokens are (Hangul as jamo); the first one in the text decides. */
const DESCRIPTORS = new Map<string, Gender>([
  ...["mom", "mum", "mama", "momma", "mother", "wife", "girlfriend", "businesswoman", "chairwoman", "grandma", "mompreneur", "mumpreneur",
    "daughter", "sister", "fundadora", "cofundadora", "gründerin", "grunderin", "fondatrice", "cofondatrice", "empreendedora", "emprendedora",
    "madre", "mae", "esposa", "maman", "mutter", "ehefrau", "actress", "stepmom", "grandmother", "nonna", "abuela", "moeder", "oma",
    // "woman in STEM", "mujer rural", "petani perempuan", "çiftçi kadın", "महिला किसान": the singular describes the writer.
    "woman", "mujer", "mulher", "perempuan", "kadın", "kadin", "donna", "महिला", "мама", "мать", "жена", "엄마", "아내"].map((word) => [foldText(word), "female"] as const),
  ...["dad", "daddy", "father", "husband", "boyfriend", "businessman", "chairman", "grandpa", "son", "brother", "fundador", "cofundador",
    "gründer", "grunder", "fondateur", "cofondateur", "empreendedor", "emprendedor", "padre", "pai", "papa", "esposo", "marido", "vater",
    "ehemann", "stepdad", "stepfather", "grandfather", "grandad", "granddad", "nonno", "abuelo", "vader", "opa", "pere", "babbo", "папа", "отец", "муж", "батько", "아빠", "남편"].map((word) => [foldText(word), "male"] as const),
]);

const HONORIFICS = new Map<string, Gender>([
  ["mr", "male"], ["sir", "male"], ["mrs", "female"], ["ms", "female"], ["miss", "female"], ["madam", "female"],
]);
/** Display-name words skipped before the first name. */
const NAME_NOISE = new Set(["dr", "prof", "eng", "ing", "the", "real", "its", "it's", "im", "i'm", "official", "hi", "hey"]);
/** Names are looked up among the first two name words, so "Nguyen Thi Lan" or "Tanaka Hiroshi" still resolve. */
const NAME_WORDS_CHECKED = 2;

/**
 * Infers gender from the strongest evidence available: pronouns, then gendered self-descriptions,
 * then honorifics and the first name. Anything unsure is `unknown`.
 */
export function inferGender(displayName: string, bio: string): GenderInference {
  return inferGenderFrom(tokenize(displayName), tokenize(bio));
}

/** `inferGender` on texts already tokenised. */
export function inferGenderFrom(name: TokenizedText, bio: TokenizedText): GenderInference {
  const pronouns = pronounsIn(name) ?? pronounsIn(bio);
  if (pronouns) {
    const gender: Gender = pronouns[0] === "she" ? "female" : pronouns[0] === "he" ? "male" : "unknown";
    return { gender, source: gender === "unknown" ? "none" : "pronoun", evidence: `pronouns ${pronouns[0]}/${pronouns[1]}` };
  }
  const tokens = bio.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind !== "word") continue;
    const gender = DESCRIPTORS.get(token.text);
    if (gender && !someoneElses(tokens, i)) return { gender, source: "descriptor", evidence: `'${token.text}' in bio` };
  }
  for (const token of tokens) {
    if (token.kind === "word" && isFeminineRoleForm(token.base)) return { gender: "female", source: "descriptor", evidence: `'${token.text}' in bio` };
  }
  return genderFromName(name.tokens);
}

/** Words before a family word that make it someone else's: "my husband", "with my father", "1 husband, 2 kids". */
const OTHERS_BEFORE = new Set([
  "my", "our", "your", "her", "his", "their", "with", "mijn", "onze", "met", "mi", "mis", "nuestro", "nuestra", "con", "meu", "minha", "nosso",
  "nossa", "com", "mon", "ma", "mes", "notre", "avec", "mein", "meine", "meinem", "meiner", "unser", "unsere", "mit", "mio", "mia", "nostro", "nostra",
  "for", "help", "helping", "para", "pour", "fur", "per", "untuk", "icin",
]);
const NUMBER = /^\d+$/;

/** Feminine endings of role nouns and the masculine ending each replaces (folded): lehrerin/lehrer, agricultora/agricultor, agricultrice/agriculteur. */
const FEMININE_ENDINGS: readonly (readonly [string, string])[] = [
  ["in", ""], ["ora", "or"], ["era", "ero"], ["ada", "ado"], ["ina", "ino"], ["rice", "eur"], ["euse", "eur"], ["iere", "ier"],
  ["enne", "en"], ["trice", "tore"], ["essa", "e"],
];

/** The last letters of the feminine endings (n, a, e): most words end otherwise and are ruled out at once. */
const FEMININE_LAST_LETTERS = new Set(FEMININE_ENDINGS.map(([feminine]) => feminine.charCodeAt(feminine.length - 1)));
const FEMININE_FORMS_LIMIT = 100_000;
/** Words already judged, cached (bounded) since bios repeat the same words and most end like no feminine form. */
const feminineForms = new Map<string, boolean>();

/**
 * A role written in its feminine form ("Bäuerin", "agricultora", "éleveuse", "avvocata"): the word
 * is a job role and so is its masculine form, with the same label.
 */
function isFeminineRoleForm(word: string): boolean {
  if (!FEMININE_LAST_LETTERS.has(word.charCodeAt(word.length - 1))) return false;
  let known = feminineForms.get(word);
  if (known === undefined) {
    if (feminineForms.size >= FEMININE_FORMS_LIMIT) feminineForms.clear();
    known = feminineRoleForm(word);
    feminineForms.set(word, known);
  }
  return known;
}

function feminineRoleForm(word: string): boolean {
  let role: { label: string } | undefined;
  for (const [feminine, masculine] of FEMININE_ENDINGS) {
    if (!word.endsWith(feminine) || word.length < feminine.length + 3) continue;
    role ??= labelsOfPhrase([word]).find((l) => l.category === "job_role");
    if (!role) return false;
    const stem = word.slice(0, -feminine.length);
    if (labelsOfPhrase([stem + masculine]).some((l) => l.category === "job_role" && l.label === role!.label)) return true;
  }
  return false;
}

function someoneElses(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  return before !== undefined && before.clause === tokens[i].clause && (OTHERS_BEFORE.has(before.text) || NUMBER.test(before.text));
}

function pronounsIn({ tokens, folded }: TokenizedText): [string, string] | undefined {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const first = tokens[i].text;
    const second = tokens[i + 1].text;
    if (SUBJECT_PRONOUNS.has(first) && OBJECT_PRONOUNS.has(second) && SLASH_GAP.test(folded.slice(tokens[i].end, tokens[i + 1].start))) return [first, second];
  }
  return undefined;
}

const NO_NAME_EVIDENCE: GenderInference = { gender: "unknown", source: "none", evidence: "no pronoun, self-description or known first name" };

function genderFromName(tokens: readonly Token[]): GenderInference {
  let checked = 0;
  for (const token of tokens) {
    if (token.kind !== "word" || NAME_NOISE.has(token.text)) continue;
    const word = token.text;
    if (checked === 0) {
      const honorific = HONORIFICS.get(word);
      if (honorific) return { gender: honorific, source: "name", evidence: `title '${word}'` };
    }
    const known = GIVEN_NAMES.get(word);
    if (known === "ambiguous") return { gender: "unknown", source: "none", evidence: `name '${word}' is used by both genders` };
    if (known) return { gender: known, source: "name", evidence: `first name '${word}'` };
    if (++checked === NAME_WORDS_CHECKED) break;
  }
  return NO_NAME_EVIDENCE;
}
