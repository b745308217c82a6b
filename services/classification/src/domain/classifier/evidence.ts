import type { Category } from "../taxonomy/taxonomy.js";
import { findLabelHits, type LabelHit } from "./lexicon.js";
import type { Token, TokenizedText } from "./text.js";

export type Strength = "strong" | "weak" | "demoted";

export const STRENGTH_SCORE: Readonly<Record<Strength, number>> = { strong: 1, weak: 0.6, demoted: 0.3 };

/** A canonical label the profile shows, how convincingly, and the words that show it. */
export interface LabelEvidence {
  category: Category;
  label: string;
  strength: Strength;
  score: number;
  /** Why it is not strong ("former", "service-to", ...), absent when strong. */
  cue?: CueKind;
  quote: string;
}

/**
 * - negation: "not a recruiter"
 * - former: "ex-founder", "retired teacher"
 * - aspiring: "aspiring PM", "learning Python", "founder wannabe"
 * - service-to: "helping founders", "tools for developers", "advisor to CEOs"
 * - third-party: "covering fintech", "writing about AI"
 * - interest: "into AI", "crypto enthusiast" (weak, not demoted)
 */
export type CueKind = "negation" | "former" | "aspiring" | "service-to" | "third-party" | "interest";

const DEMOTING: ReadonlySet<CueKind> = new Set(["negation", "former", "aspiring", "service-to", "third-party"]);

const cueTable = (entries: Record<CueKind, string[]>): Map<string, CueKind> =>
  new Map(Object.entries(entries).flatMap(([kind, phrases]) => phrases.map((phrase) => [phrase, kind as CueKind] as const)));

/** Cues that precede the phrase they qualify, as token sequences. */
const CUES_BEFORE = cueTable({
  negation: ["not", "no", "non", "never", "nor", "isn't", "not a", "not an", "don't", "definitely not"],
  former: ["ex", "former", "formerly", "previously", "prev", "past", "retired", "used to be", "once a", "recovering", "was a", "was an"],
  aspiring: ["aspiring", "future", "wannabe", "wanna be", "want to be", "learning", "studying", "student of", "soon to be", "hopeful",
    "becoming", "trying to be", "on my way to", "training to be", "dreaming of"],
  "service-to": ["helping", "help", "helps", "i help", "we help", "for", "to", "by", "serving", "serve", "backing", "investing in", "invest in",
    "teaching", "teach", "supporting", "support", "empowering", "empower", "working with", "work with", "partnering with", "connecting",
    "hiring", "recruiting", "placing", "advising", "mentoring", "coaching"],
  "third-party": ["covering", "covers", "writing about", "writes about", "write about", "tweets about", "tweeting about", "talking about",
    "talks about", "thoughts on", "news about", "news on", "reporting on", "reports on", "podcast about", "newsletter about", "newsletter on",
    "stories about", "journalist covering", "reporter covering"],
  interest: ["interested in", "interest in", "love", "loves", "loving", "fan of", "curious about", "passionate about", "into", "obsessed with",
    "about", "exploring", "enjoy", "enjoys", "amateur", "hobbyist", "weekend"],
});

/** Cues that follow the phrase they qualify ("founder wannabe", "engineer turned founder", "AI enthusiast"). */
const CUES_AFTER = cueTable({
  negation: [],
  former: ["turned", "emeritus", "alum", "alumni"],
  aspiring: ["wannabe", "in training", "to be", "hopeful", "in the making"],
  "service-to": [],
  "third-party": [],
  interest: ["enthusiast", "lover", "nerd", "geek", "fan", "junkie", "addict", "curious"],
});

/** Cues that qualify only the word right after them: "future founder", not "building the future of fintech". */
const ADJACENT_ONLY = new Set(["future"]);
const LONGEST_CUE = 3;
/** How far back, within a clause, a cue still qualifies a phrase ("helping early-stage B2B SaaS founders"). */
const CUE_REACH = 6;
/** Words that end a cue's reach: "ex-Google, now CTO", "helping founders with growth", "engineer turned founder". */
const CUE_BARRIERS = new Set(["now", "currently", "today", "with", "using", "via", "through", "but", "who", "turned", "while", "also", "as", "at"]);

/** Words that may precede a title at the start of a clause without making it a mere mention. */
const TITLE_LEAD = new Set(["i", "i'm", "im", "am", "a", "an", "the", "currently", "proud", "serial", "senior", "sr", "junior", "jr", "lead",
  "principal", "staff", "head", "chief", "solo", "technical", "tech", "full", "part", "time", "first", "second", "two", "three", "2x", "3x",
  "4x", "5x", "x", "self", "taught", "independent", "indie", "remote", "global", "regional", "acting", "interim", "founding", "associate",
  "assistant", "deputy", "as", "working", "work", "day", "job", "also", "and", "mostly", "just"]);
/** At most this many other words before a title in its clause ("award winning founder"); more and it is a mention. */
const TITLE_LEAD_SLACK = 2;
const NUMBER = /^\d+$/;
/** After a title, these make it one's own role: "founder at", "CTO of", "PM @acme". */
const TITLE_FOLLOWERS = new Set(["at", "of"]);

export interface ProfileTexts {
  /** The display name's parts after a separator: "Jane Doe | Founder @acme" -> "Founder @acme". */
  title: TokenizedText;
  bio: TokenizedText;
}

/** The labels a profile shows, best evidence per label, segment-independent. */
export function extractLabelEvidence({ title, bio }: ProfileTexts): LabelEvidence[] {
  const best = new Map<string, LabelEvidence>();
  const keep = (evidence: LabelEvidence) => {
    const key = `${evidence.category}\u0000${evidence.label}`;
    const known = best.get(key);
    if (!known || known.score < evidence.score) best.set(key, evidence);
  };
  const titleTokens = title.tokens.filter((token) => token.clause > 0);
  for (const text of [title, bio]) {
    const tokens = text === title ? titleTokens : bio.tokens;
    const hits = findLabelHits(tokens);
    for (const hit of hits) keep(judgeHit(hit, { tokens, folded: text.folded, hits, inTitle: text === title }));
  }
  return [...best.values()];
}

interface HitContext {
  tokens: readonly Token[];
  folded: string;
  /** Every label phrase of the same text. */
  hits: readonly LabelHit[];
  inTitle: boolean;
}

/** Words of the quote after the phrase, for context: "founder of acme". */
const QUOTE_TAIL = 2;

function judgeHit(hit: LabelHit, context: HitContext): LabelEvidence {
  const { tokens, folded, hits, inTitle } = context;
  const cue = cueBefore(hit, context) ?? cueAfter(hit, tokens);
  let strength: Strength;
  if (cue && DEMOTING.has(cue.kind)) strength = "demoted";
  else if (cue || hit.category === "personality") strength = "weak";
  else if (hit.category !== "job_role" || inTitle || isTitlePosition(hit, tokens, hits)) strength = "strong";
  else strength = "weak";
  const from = Math.min(hit.start, cue?.at ?? hit.start);
  const to = Math.min(clauseEnd(tokens, hit.start), Math.max(hit.end, cue ? cue.at + cue.length : 0) + QUOTE_TAIL);
  const quote = folded.slice(tokens[from].start, tokens[to - 1].end);
  return { category: hit.category, label: hit.label, strength, score: STRENGTH_SCORE[strength], ...(cue && { cue: cue.kind }), quote };
}

interface FoundCue {
  kind: CueKind;
  /** Token index where the cue starts. */
  at: number;
  length: number;
}

function cueBefore(hit: LabelHit, { tokens, hits }: HitContext): FoundCue | undefined {
  const clause = tokens[hit.start].clause;
  // A word inside a longer phrase is not a cue: "learning" in "machine learning", "support" in "customer support".
  const inPhrase = (index: number) => hits.some((other) => other.end - other.start > 1 && other.start <= index && index < other.end);
  for (let last = hit.start - 1; last >= Math.max(0, hit.start - CUE_REACH) && tokens[last].clause === clause; last--) {
    if (CUE_BARRIERS.has(tokens[last].text)) return undefined;
    if (inPhrase(last)) continue;
    // "no-code", "non-technical": the negation belongs to the glued word only.
    const gluedAway = last + 1 < tokens.length && tokens[last + 1].joined && last + 1 !== hit.start;
    for (let length = 1; length <= LONGEST_CUE && last - length + 1 >= 0; length++) {
      const first = last - length + 1;
      if (tokens[first].clause !== clause || inPhrase(first)) break;
      const phrase = phraseOf(tokens, first, last + 1);
      const kind = CUES_BEFORE.get(phrase);
      if (kind && !(kind === "negation" && gluedAway) && !(ADJACENT_ONLY.has(phrase) && last !== hit.start - 1)) return { kind, at: first, length };
    }
  }
  return undefined;
}

function cueAfter(hit: LabelHit, tokens: readonly Token[]): FoundCue | undefined {
  const clause = tokens[hit.start].clause;
  for (let length = LONGEST_CUE; length >= 1; length--) {
    const end = hit.end + length;
    if (end > tokens.length || tokens[end - 1].clause !== clause) continue;
    const kind = CUES_AFTER.get(phraseOf(tokens, hit.end, end));
    if (kind) return { kind, at: hit.end, length };
  }
  return undefined;
}

const phraseOf = (tokens: readonly Token[], from: number, to: number): string => {
  let phrase = tokens[from].text;
  for (let i = from + 1; i < to; i++) phrase += ` ${tokens[i].text}`;
  return phrase;
};

function clauseEnd(tokens: readonly Token[], index: number): number {
  let end = index;
  while (end < tokens.length && tokens[end].clause === tokens[index].clause) end++;
  return end;
}

/**
 * A role is the person's own title when it opens its clause ("Founder", "I'm a senior PM", "Fintech
 * founder"), is tied to an organisation ("CTO at", "founder of", "PM @acme") or sits next to another
 * title ("Founder & CEO").
 */
function isTitlePosition(hit: LabelHit, tokens: readonly Token[], allHits: readonly LabelHit[]): boolean {
  const next = tokens[hit.end];
  if (next && next.clause === tokens[hit.start].clause) {
    if (TITLE_FOLLOWERS.has(next.text) || next.kind === "mention") return true;
    if (allHits.some((other) => other.category === "job_role" && (other.start === hit.end || (other.start === hit.end + 1 && next.text === "and")))) return true;
  }
  let slack = TITLE_LEAD_SLACK;
  for (let i = hit.start - 1; i >= 0 && tokens[i].clause === tokens[hit.start].clause; i--) {
    const coveredByLabel = allHits.some((other) => other !== hit && other.start <= i && i < other.end);
    if (TITLE_LEAD.has(tokens[i].text) || coveredByLabel || NUMBER.test(tokens[i].text)) continue;
    if (--slack < 0) return false;
  }
  return true;
}
