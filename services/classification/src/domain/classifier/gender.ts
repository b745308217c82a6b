import { GIVEN_NAMES } from "./gender-names.js";
import { foldText } from "./text.js";

export type Gender = "female" | "male" | "unknown";

export interface GenderInference {
  gender: Gender;
  source: "pronoun" | "descriptor" | "name" | "none";
  /** What decided it, for reasons: "pronouns she/her", "'dad' in bio", "first name Maria". */
  evidence: string;
}

const PRONOUNS = /\b(she|he|they)\s*\/\s*(her|hers|him|his|they|them|she|he)\b/;

/** Gendered self-descriptions and feminine/masculine role forms; the first one in the text decides. */
const DESCRIPTORS = new Map<string, Gender>([
  ...["mom", "mum", "mama", "momma", "mother", "wife", "girlfriend", "businesswoman", "chairwoman", "grandma", "mompreneur", "mumpreneur",
    "daughter", "sister", "fundadora", "cofundadora", "gründerin", "grunderin", "fondatrice", "cofondatrice", "empreendedora", "emprendedora",
    "madre", "mae", "esposa", "maman", "mutter", "ehefrau", "actress"].map((word) => [word, "female"] as const),
  ...["dad", "daddy", "father", "husband", "boyfriend", "businessman", "chairman", "grandpa", "son", "brother", "fundador", "cofundador",
    "gründer", "grunder", "fondateur", "cofondateur", "empreendedor", "emprendedor", "padre", "pai", "papa", "esposo", "marido", "vater",
    "ehemann"].map((word) => [word, "male"] as const),
]);

const HONORIFICS = new Map<string, Gender>([
  ["mr", "male"], ["sir", "male"], ["mrs", "female"], ["ms", "female"], ["miss", "female"], ["madam", "female"],
]);
/** Display-name words skipped before the first name. */
const NAME_NOISE = new Set(["dr", "prof", "eng", "ing", "the", "real", "its", "it's", "im", "i'm", "official", "hi", "hey"]);
const NAME_PART = /[\p{L}']+/gu;
const WORD = /\p{L}+/gu;
const SPACE = /\s/g;
/** Names are looked up among the first two name words, so "Nguyen Thi Lan" or "Tanaka Hiroshi" still resolve. */
const NAME_WORDS_CHECKED = 2;

/**
 * Infers gender from the strongest evidence available: pronouns, then gendered self-descriptions,
 * then honorifics and the first name. Anything unsure is `unknown`.
 */
export function inferGender(displayName: string, bio: string): GenderInference {
  const foldedBio = foldText(bio);
  const pronouns = PRONOUNS.exec(`${foldText(displayName)} ${foldedBio}`);
  if (pronouns) {
    const first = pronouns[1];
    const gender: Gender = first === "she" ? "female" : first === "he" ? "male" : "unknown";
    return { gender, source: gender === "unknown" ? "none" : "pronoun", evidence: `pronouns ${pronouns[0].replace(SPACE, "")}` };
  }
  for (const word of foldedBio.match(WORD) ?? []) {
    const gender = DESCRIPTORS.get(word);
    if (gender) return { gender, source: "descriptor", evidence: `'${word}' in bio` };
  }
  return genderFromName(displayName);
}

function genderFromName(displayName: string): GenderInference {
  const nameWords = (foldText(displayName).match(NAME_PART) ?? []).filter((word) => !NAME_NOISE.has(word));
  const honorific = HONORIFICS.get(nameWords[0]);
  if (honorific) return { gender: honorific, source: "name", evidence: `title '${nameWords[0]}'` };
  for (const word of nameWords.slice(0, NAME_WORDS_CHECKED)) {
    const known = GIVEN_NAMES.get(word);
    if (known === "ambiguous") return { gender: "unknown", source: "none", evidence: `name '${word}' is used by both genders` };
    if (known) return { gender: known, source: "name", evidence: `first name '${word}'` };
  }
  return { gender: "unknown", source: "none", evidence: "no pronoun, self-description or known first name" };
}
