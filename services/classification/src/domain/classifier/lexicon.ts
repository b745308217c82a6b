import { matchLabel, taxonomy, type Category } from "../taxonomy/taxonomy.js";
import { tokenize, type Token } from "./text.js";

/** A label phrase found in a text, over tokens [start, end). */
export interface LabelHit {
  category: Category;
  label: string;
  start: number;
  end: number;
}

type CasingRule = "any" | "capitalised" | "upper";

interface LexiconEntry {
  category: Category;
  label: string;
  casing: CasingRule;
}

/** One-word forms that are also other words or other languages' words: they count only as acronyms ("PM", "EA", "SEM"). */
const UPPER_ONLY = new Set(["pm", "em", "ea", "va", "ta", "po", "pt", "mp", "gp", "lp", "gc", "pe", "ae", "rn", "cos", "rei", "ned", "bi", "net", "r", "c", "dl", "rl", "kam", "sem", "ts", "rag", "cre", "mop", "clo", "dop"]);
/** One-word forms that are common English words: they count only when written as a name ("Go", "Rust"). */
const CAPITALISED_ONLY = new Set(["go", "rust", "swift", "ruby", "dart", "spark", "torch", "unity", "spring", "rail", "shell", "node", "bubble", "panda", "elixir", "space"]);
/** Forms too ambiguous in bios to count at all ("shipping" is mostly "shipping products", not logistics). */
const IGNORED = new Set(["shipping"]);

function casingRule(form: string): CasingRule {
  if (UPPER_ONLY.has(form)) return "upper";
  return CAPITALISED_ONLY.has(form) ? "capitalised" : "any";
}

/** Every name and synonym of the taxonomy, keyed by its tokens' base forms; the label comes from the taxonomy's own matcher. */
function buildIndex(): { index: Map<string, LexiconEntry[]>; longest: number } {
  const index = new Map<string, LexiconEntry[]>();
  let longest = 1;
  for (const { category, labels } of taxonomy()) {
    for (const { name, synonyms } of labels) {
      for (const form of [name, ...synonyms]) {
        const tokens = tokenize(form).tokens;
        const key = tokens.map((token) => token.base).join(" ");
        const label = matchLabel(category, form);
        if (tokens.length === 0 || label === undefined || IGNORED.has(key)) continue;
        const entries = index.get(key) ?? [];
        if (!entries.some((entry) => entry.category === category && entry.label === label)) {
          entries.push({ category, label, casing: tokens.length === 1 ? casingRule(key) : "any" });
        }
        index.set(key, entries);
        longest = Math.max(longest, tokens.length);
      }
    }
  }
  return { index, longest };
}

const { index: INDEX, longest: LONGEST_PHRASE } = buildIndex();

const casingAllows = (rule: CasingRule, token: Token): boolean =>
  rule === "any" || token.casing === "upper" || (rule === "capitalised" && token.casing === "capitalised");

/**
 * Every taxonomy phrase in the tokens (n-grams within a clause). Within a category the longest
 * phrase wins: "growth marketing manager" is a Growth Marketer, not also a Marketing Manager. A
 * role word inside a longer skill or industry phrase is no role: "HR tech", "marketing agency".
 */
export function findLabelHits(tokens: readonly Token[]): LabelHit[] {
  const hits: LabelHit[] = [];
  for (let start = 0; start < tokens.length; start++) {
    let key = "";
    for (let end = start + 1; end <= Math.min(tokens.length, start + LONGEST_PHRASE); end++) {
      const token = tokens[end - 1];
      if (token.clause !== tokens[start].clause) break;
      key = end === start + 1 ? token.base : `${key} ${token.base}`;
      for (const entry of INDEX.get(key) ?? []) {
        if (casingAllows(entry.casing, token)) hits.push({ category: entry.category, label: entry.label, start, end });
      }
    }
  }
  return hits.filter((hit) => !hits.some((other) => covers(other, hit) && (other.category === hit.category || (hit.category === "job_role" && isDomain(other)))));
}

const isDomain = (hit: LabelHit): boolean => hit.category === "skill" || hit.category === "industry";

const covers = (outer: LabelHit, inner: LabelHit): boolean =>
  outer.start <= inner.start && outer.end >= inner.end && outer.end - outer.start > inner.end - inner.start;
