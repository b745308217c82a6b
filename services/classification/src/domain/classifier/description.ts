import { findLabelHits, type LabelHit } from "./lexicon.js";
import { STOP_WORDS, tokenize, type Token } from "./text.js";

/** The words of a segment's description beyond its label phrases, compiled once per segment (the labels come from `parseDescription`). */
export interface DescriptionTerms {
  /** Content words outside label phrases and negations, stemmed, with their weight. */
  keywords: { stem: string; word: string; weight: number }[];
}

/** Words that say who to look for rather than what they are: they carry no evidence. */
const FILLER = new Set(
  ("looking look find finding want wanted target targeting reach reaching people person folks accounts account profiles profile users user " +
    "leads prospects prospect anyone someone somebody everyone based located living follower followers following audience women woman men " +
    "man female male ladies guys gender big small large huge tiny micro nano macro mega influential tier size least more less over under " +
    "between mainly mostly especially ideally preferably like such various type types kind kinds sort interested interest care caring " +
    "using use k m plus active").split(" "),
);

/** Common in bios and descriptions alike, so weak evidence of a match. */
const GENERIC = new Set(
  ("love life world tech technology passionate thing things stuff new great good best help helping work working build building make " +
    "making team teams business businesses professional professionals industry space area field role roles job jobs career expert experts " +
    "experienced early stage growing scale scaling global top leading modern digital online innovative company companies startup startups " +
    "founded owner owners").split(" "),
);
const NEGATION_OPENERS = new Set(["not", "no", "excluding", "exclude", "except", "without", "other than", "never"]);

const KEYWORD_WEIGHT = { content: 1, generic: 0.5 } as const;

/** The description's content words outside label phrases and negations: weak support for a match, never its reason. */
export function describe(description: string): DescriptionTerms {
  const { tokens } = tokenize(description);
  const negatedFrom = negationStarts(tokens);
  const isNegated = (index: number) => negatedFrom.some((start) => start <= index && tokens[start].clause === tokens[index].clause);
  const hits = oneReadingPerPhrase(findLabelHits(tokens));
  const inLabel = (index: number) => hits.some((hit) => hit.start <= index && index < hit.end);
  const keywords = new Map<string, DescriptionTerms["keywords"][number]>();
  tokens.forEach((token, index) => {
    if (inLabel(index) || isNegated(index) || !isContentWord(token)) return;
    const weight = GENERIC.has(token.text) || GENERIC.has(token.base) ? KEYWORD_WEIGHT.generic : KEYWORD_WEIGHT.content;
    if (!keywords.has(token.stem)) keywords.set(token.stem, { stem: token.stem, word: token.text, weight });
  });
  return { keywords: [...keywords.values()] };
}

const COUNT = /^[\d.,]+[km]?\+?$/;

const isContentWord = (token: Token): boolean =>
  token.kind !== "mention" && token.kind !== "cashtag" && !STOP_WORDS.has(token.text) && !FILLER.has(token.text) && !FILLER.has(token.base) &&
  !COUNT.test(token.text) && token.text.length > 1;

/** Token indexes where a negation scope opens; it runs to the end of its clause. */
function negationStarts(tokens: readonly Token[]): number[] {
  const starts: number[] = [];
  tokens.forEach((token, index) => {
    const pair = index + 1 < tokens.length ? `${token.text} ${tokens[index + 1].text}` : "";
    const gluedToNext = index + 1 < tokens.length && tokens[index + 1].joined; // "no-code", "non-technical"
    if ((NEGATION_OPENERS.has(token.text) && !gluedToNext) || NEGATION_OPENERS.has(pair)) starts.push(index);
  });
  return starts;
}

/**
 * In a description a phrase names one thing: "heads of growth" is a job_role, so the skill "growth"
 * inside it is not also asked for, and "marketing leaders" or "VCs" name people, not industries.
 * Other phrases of equal span in several categories ("AI") all stay.
 */
function oneReadingPerPhrase(hits: LabelHit[]): LabelHit[] {
  const within = (inner: LabelHit, outer: LabelHit) => outer.start <= inner.start && outer.end >= inner.end;
  return hits.filter((hit) => !hits.some((other) => within(hit, other) && (other.end - other.start > hit.end - hit.start || (other.category === "job_role" && hit.category !== "job_role"))));
}
