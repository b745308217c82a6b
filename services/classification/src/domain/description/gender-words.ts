import { GENDER } from "@leadstream/contracts/vocabulary";
import { tokenize } from "../classifier/text.js";
import type { GenderValue } from "../segment.js";
import { taxonomy, type Label } from "../taxonomy/taxonomy.js";

/**
 * Words that ask for a gender, folded (no accents; German umlauts spelled out, so "Männer" is
 * "maenner" and never the English "manner"). Only forms that name people of one gender: Spanish
 * "padres" (parents) and Portuguese "pais" (parents) are left out.
 */
const GENDER_WORDS = new Map<string, GenderValue>([
  ...("woman women female females girl girls lady ladies gal gals mother mothers mom moms mum mums mama mamas mompreneur mompreneurs " +
    "mumpreneur mumpreneurs businesswoman businesswomen she her hers mujer mujeres femenino femenina femeninas madre madres mulher mulheres " +
    "feminino feminina femininas mae maes femme femmes feminin feminine maman mamans frau frauen weiblich mutter muetter donna donne")
    .split(" ")
    .map((word) => [word, "female"] as const),
  ...("man men male males gentleman gentlemen father fathers dad dads daddy papa papas businessman businessmen he him his hombre hombres " +
    "masculino masculinos padre homem homens pai homme hommes masculin vater vaeter mann maenner maennlich uomo uomini")
    .split(" ")
    .map((word) => [word, "male"] as const),
]);

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };

/** The text's words spelled for GENDER_WORDS; word for word the same tokens as `tokenize(text)`. */
export const genderSpellings = (text: string): string[] =>
  tokenize(text.normalize("NFC").replace(/[äöüÄÖÜ]/g, (letter) => UMLAUTS[letter])).tokens.map((token) => token.text);

/** A masculine role word and the feminine forms built from it, per language ("fundador" -> "fundadora", "gründer" -> "gründerin"). */
const FEMININE_OF: ((masculine: string) => string | undefined)[] = [
  (m) => `${m}a`, // es, pt: fundador -> fundadora
  (m) => (m.endsWith("o") ? `${m.slice(0, -1)}a` : undefined), // es, pt, it: abogado -> abogada
  (m) => `${m}in`, // de: gründer -> gründerin
  (m) => (m.endsWith("eur") ? `${m.slice(0, -3)}euse` : undefined), // fr: développeur -> développeuse
  (m) => (m.endsWith("teur") ? `${m.slice(0, -4)}trice` : undefined), // fr: fondateur -> fondatrice
  (m) => (m.endsWith("tore") ? `${m.slice(0, -4)}trice` : undefined), // it: sviluppatore -> sviluppatrice
  (m) => (m.endsWith("ien") ? `${m}ne` : undefined), // fr: pharmacien -> pharmacienne
  (m) => (m.endsWith("ier") ? `${m}e` : undefined), // fr: infirmier -> infirmière
];

/**
 * Feminine role words of the taxonomy, each with its masculine: both forms are synonyms of one
 * job role, so the pairs come from the table itself. Left out: French "-e" feminines ("agente" and
 * "presidente" are also the Spanish words for everyone), "-ista" (everyone's in Spanish, Portuguese
 * and Italian), and words the other categories use ("data" is no feminine of "dato").
 */
function feminineRoleWords(): Map<string, string> {
  const wordsOf = (labels: readonly Label[]) => new Set(labels.flatMap(({ name, synonyms }) => [name, ...synonyms]).flatMap((form) => tokenize(form).tokens.map((token) => token.base)));
  const tables = taxonomy();
  const otherWords = wordsOf(tables.filter((table) => table.category !== "job_role").flatMap((table) => table.labels));
  const feminine = new Map<string, string>();
  for (const label of tables.find((table) => table.category === "job_role")?.labels ?? []) {
    const words = wordsOf([label]);
    for (const masculine of words) {
      for (const form of FEMININE_OF) {
        const candidate = form(masculine);
        if (candidate !== undefined && words.has(candidate) && !candidate.endsWith("ista") && !otherWords.has(candidate)) feminine.set(candidate, masculine);
      }
    }
  }
  return feminine;
}

export const FEMININE_ROLE_WORDS: ReadonlyMap<string, string> = feminineRoleWords();

export interface GenderCues {
  /** Genders asked for by word ("women", "dads", "Frauen"), or by a feminine role ("fundadoras"). */
  asked: ReadonlySet<GenderValue>;
  /** Genders named in a negation ("not men"). */
  refused: ReadonlySet<GenderValue>;
}

/** The gender values a segment gets: those asked for but not refused; refusing one alone asks for the other. */
export function genderValuesOf({ asked, refused }: GenderCues): GenderValue[] {
  const wanted = asked.size > 0 ? [...asked].filter((gender) => !refused.has(gender)) : GENDER.names.filter((gender) => refused.size > 0 && !refused.has(gender));
  return GENDER.names.filter((gender) => wanted.includes(gender));
}

export const genderOfWord = (spelling: string): GenderValue | undefined => GENDER_WORDS.get(spelling);
