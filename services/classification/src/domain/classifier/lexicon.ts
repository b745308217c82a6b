import { COMPANIES } from "../taxonomy/companies.js";
import { ROLE_HEADS } from "../taxonomy/languages/role-heads.js";
import { matchLabel, taxonomy, type Category } from "../taxonomy/taxonomy.js";
import { baseForm, tokenize, type Token } from "./text.js";

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
  /** Matched only as written: a credential whose final "s" is its own letter ("MLS" is no plural of "ML", "FCAS" of "FCA"). */
  text?: string;
}

/** One-word forms that are also other words or other languages' words: they count only as acronyms ("PM", "EA", "SEM", "IT"). */
const UPPER_ONLY = new Set(["pm", "em", "ea", "va", "ta", "po", "pt", "mp", "gp", "lp", "gc", "pe", "ae", "rn", "cos", "rei", "ned", "bi", "net", "r", "c", "dl", "rl", "kam", "sem", "ts", "rag", "cre", "mop", "clo", "dop", "it", "ia", "ki", "rh", "sdm"]);
/** One-word forms that are common English words: they count only when written as a name ("Go", "Rust"). */
const CAPITALISED_ONLY = new Set(["go", "rust", "swift", "ruby", "dart", "spark", "torch", "unity", "spring", "rail", "shell", "node", "bubble", "panda", "elixir", "space"]);
/** Forms too ambiguous in bios to count at all ("shipping" is mostly "shipping products", not logistics). */
const IGNORED = new Set(["shipping"]);
const HOURS = new Set(["hr", "hrs"]);
const NUMBER = /^\d+$/;
/** Han, kana and hangul (folded text holds Hangul as jamo): written without spaces, so their forms are found inside tokens. */
const CJK = /[\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/;
/** Conjoining jamo: folding (NFKD) splits Hangul syllables into them; Korean forms are matched on the composed syllables. */
const JAMO = /[\u1100-\u11ff]/;
const isHangul = (code: number): boolean => code >= 0xac00 && code <= 0xd7a3;
/**
 * Endings a Korean noun takes in a bio, written onto it: the copula ("소방관입니다", "간호사예요"),
 * "as" ("배우로"), "and also" ("배우겸"), the particles ("간호사가", "소방관은"), plural and honorific. A Korean form followed by any
 * other syllables is part of another word: "의사" (doctor) in "의사결정" (decision-making), "배우"
 * (actor) in "배우다" (to learn).
 */
const KOREAN_ENDINGS = new Set(["입니다", "이에요", "예요", "이예요", "에요", "이다", "임", "이며", "이자", "이고", "이지만", "인", "인데", "으로", "로", "으로서", "로서",
  "으로써", "님", "들", "의", "이", "가", "은", "는", "을", "를", "도", "와", "과", "겸", "에서", "였던", "이었던", "였습니다", "이었습니다", "였어요", "이었어요", "출신"]);

function casingRule(form: string): CasingRule {
  if (UPPER_ONLY.has(form)) return "upper";
  return CAPITALISED_ONLY.has(form) ? "capitalised" : "any";
}

interface CjkForm {
  /** Composed (Hangul as syllables). */
  form: string;
  entries: LexiconEntry[];
  /** Its place among the forms, longest first: a longer form is taken before a shorter one inside it. */
  rank: number;
  /** Starts (ends) with a Hangul syllable: it must not follow (be followed by) one, bar an ending of KOREAN_ENDINGS. */
  koreanStart: boolean;
  koreanEnd: boolean;
}

/** Every name and synonym of the taxonomy, keyed by its tokens' base forms; the label comes from the taxonomy's own matcher. */
function buildIndex(): { index: Map<string, LexiconEntry[]>; cjk: CjkForm[]; pluralLooking: Set<string> } {
  const index = new Map<string, LexiconEntry[]>();
  const cjk = new Map<string, LexiconEntry[]>();
  const pluralLooking = new Set<string>();
  for (const { category, labels } of taxonomy()) {
    for (const { name, synonyms } of labels) {
      for (const form of [name, ...synonyms]) {
        const tokens = tokenize(form).tokens;
        const key = tokens.map((token) => token.base).join(" ");
        const label = matchLabel(category, form);
        if (tokens.length === 0 || label === undefined || IGNORED.has(key)) continue;
        if (tokens.length === 1 && tokens[0].base !== tokens[0].text) pluralLooking.add(tokens[0].text);
        // One-word role forms that look plural are credentials ("MRCVS", "DDS"), and so is a two-letter stem ("TMS", "NHS").
        const asWritten = tokens.length === 1 && tokens[0].base !== tokens[0].text && (category === "job_role" || tokens[0].base.length <= 2) ? tokens[0].text : undefined;
        // Korean is written with spaces: a form of several words is also a phrase of words ("퍼스널 트레이너").
        const targets = !CJK.test(key) ? [index] : tokens.length > 1 ? [cjk, index] : [cjk];
        for (const target of targets) {
          const entries = target.get(key) ?? [];
          const known = entries.find((entry) => entry.category === category && entry.label === label);
          if (!known) entries.push({ category, label, casing: tokens.length === 1 ? casingRule(key) : "any", ...(asWritten !== undefined && { text: asWritten }) });
          else if (known.text !== asWritten) delete known.text;
          target.set(key, entries);
        }
      }
    }
  }
  // Longest first, so "共同創業者" (co-founder) is found before the "創業者" (founder) inside it.
  const cjkForms = [...cjk]
    .map(([key, entries]) => ({ form: key.replaceAll(" ", "").normalize("NFC"), entries }))
    .sort((a, b) => b.form.length - a.form.length)
    .map(({ form, entries }, rank) => ({ form, entries, rank, koreanStart: isHangul(form.charCodeAt(0)), koreanEnd: isHangul(form.charCodeAt(form.length - 1)) }));
  return { index, cjk: cjkForms, pluralLooking };
}

const { index: INDEX, cjk: CJK_FORMS, pluralLooking: PLURAL_LOOKING } = buildIndex();

/** A word written as a plural of a lexicon form ("accountants"), not a form that merely ends like one ("tandarts", "analysis"). */
export const isPlural = (token: Token): boolean => token.base !== token.text && !token.text.includes("'") && !token.cjk && !PLURAL_LOOKING.has(token.text);

/** The CJK forms by their first character, longest first, so a word is read once, character by character. */
const CJK_BY_FIRST = new Map<number, CjkForm[]>();
for (const form of CJK_FORMS) {
  const code = form.form.charCodeAt(0);
  CJK_BY_FIRST.set(code, [...(CJK_BY_FIRST.get(code) ?? []), form]);
}

/** Every word (base form) of some taxonomy phrase, by the categories of the phrases it is in. */
const WORDS = new Map<string, Set<Category>>();
for (const [key, entries] of INDEX) {
  for (const word of key.split(" ")) WORDS.set(word, new Set([...(WORDS.get(word) ?? []), ...entries.map((entry) => entry.category)]));
}

/** Whether the word (a base form) is part of some taxonomy phrase, of `category` when given. */
export const isLexiconWord = (base: string, category?: Category): boolean => (category === undefined ? WORDS.has(base) : WORDS.get(base)?.has(category) ?? false);

/** The labels a phrase of base forms names exactly ("ml engineer"), whatever its casing. */
export const labelsOfPhrase = (bases: readonly string[]): readonly { category: Category; label: string }[] => INDEX.get(bases.join(" ")) ?? [];

/** Plurals of an industry word that name its people: "vet techs", "AC and refrigeration techs" are technicians, not the tech industry. */
const PEOPLE_PLURALS = new Set(["techs"]);

const casingAllows = (rule: CasingRule, token: Token): boolean =>
  rule === "any" || token.casing === "upper" || (rule === "capitalised" && token.casing === "capitalised");

/**
 * Every taxonomy phrase in the tokens (n-grams within a clause; inside a token for Chinese,
 * Japanese and Korean). Within a category the longest phrase wins: "growth marketing manager" is
 * a Growth Marketer, not also a Marketing Manager. A role word inside a longer skill or industry
 * phrase is no role: "HR tech", "marketing agency".
 */
export function findLabelHits(tokens: readonly Token[]): LabelHit[] {
  const hits: LabelHit[] = [];
  let masked = false;
  for (let start = 0; start < tokens.length; start++) {
    const first = tokens[start];
    if (first.cjk) findCjkHits(first.text, start, hits);
    if (MASK_STARTS.has(first.base)) masked = true;
    // "20 hr days", "24 hrs": after a number, "hr" is hours.
    if (HOURS.has(first.base) && start > 0 && NUMBER.test(tokens[start - 1].text)) continue;
    let node = TRIE.get(first.base);
    for (let end = start + 1; node !== undefined; end++) {
      if (node.entries !== undefined) {
        const token = tokens[end - 1];
        for (const entry of node.entries) {
          if (casingAllows(entry.casing, token) && (entry.text === undefined || entry.text === token.text) && !(entry.category === "industry" && PEOPLE_PLURALS.has(token.text))) hits.push({ category: entry.category, label: entry.label, start, end });
        }
      }
      if (node.next === undefined || end >= tokens.length || tokens[end].clause !== first.clause) break;
      node = node.next.get(tokens[end].base);
    }
  }
  findHeadedTitles(tokens, hits);
  const kept = masked ? unmasked(tokens, hits) : hits;
  if (kept.length < 2) return kept;
  return kept.filter((hit) => !kept.some((other) => covers(other, hit) && (other.category === hit.category || (hit.category === "job_role" && isDomain(other)))));
}

interface TrieNode {
  /** The labels of the phrase ending here. */
  entries?: LexiconEntry[];
  /** The phrases going on, by their next word's base form. */
  next?: Map<string, TrieNode>;
}

/** The index as a word trie, so a scan follows words and builds no keys. */
const TRIE = new Map<string, TrieNode>();
for (const [key, entries] of INDEX) {
  let level = TRIE;
  let node: TrieNode | undefined;
  for (const word of key.split(" ")) {
    node = level.get(word);
    if (node === undefined) level.set(word, (node = {}));
    level = node.next ??= new Map();
  }
  node!.entries = entries;
}
for (const node of walk(TRIE)) if (node.next?.size === 0) delete node.next;

function* walk(level: Map<string, TrieNode>): Generator<TrieNode> {
  for (const node of level.values()) {
    yield node;
    if (node.next) yield* walk(node.next);
  }
}

/**
 * Phrases that look like labels and are not (base forms): an award ("President's Club"), a job
 * that is not investing ("investor relations"), a guard ("security officer"), a shopper's ("purchasing power"), physics ("angular momentum"),
 * a doctor of no medicine ("spin doctor", "doctor of philosophy"), a wizard ("Harry Potter"), a bank of no money ("blood bank"),
 * a company's funding, not its people's trade ("VC-backed", "venture-funded", "PE-backed"), and wild animals ("game wardens", "game reserves",
 * not video games), a style ("old-school") and baseball ("HR derby").
 */
const NOT_LABELS = ["president club", "investor relation", "security officer", "security guard", "customer success story", "founder friendly", "founders fund", "sales tax", "purchasing power", "purchasing decision", "angular momentum", "angular velocity", "spin doctor", "doctor of philosophy", "script doctor", "harry potter", "blood bank", "food bank", "sperm bank", "vc backed", "venture backed", "vc funded", "venture funded", "pe backed", "pe owned", "private equity backed", "private equity owned", "sponsor backed", "game warden", "game ranger", "game reserve", "game drive", "game lodge", "old school", "hr derby"].map((phrase) => ({ words: phrase.split(" ") }));

/**
 * Phrases that are no label of one category: a ship's or a port's containers are no Docker, though they are logistics;
 * a craft butcher or baker works at a craft, not in the crafts trade; a PE teacher teaches physical education, not private equity.
 */
const NOT_LABELS_OF: { words: string[]; category: Category }[] = [
  ...["container ship", "container vessel", "container terminal", "container port", "container shipping", "container yard", "container line"].map((phrase) => ({ words: phrase.split(" "), category: "skill" as const })),
  ...["craft butcher", "craft baker", "craft brewer", "craft distiller", "craft roaster", "craft chocolatier", "craft cheesemaker"].map((phrase) => ({ words: phrase.split(" "), category: "industry" as const })),
  ...["pe teacher", "pe department", "pe lesson", "pe class", "pe kit", "head of pe"].map((phrase) => ({ words: phrase.split(" "), category: "industry" as const })),
];

const MASKS: { words: string[]; category?: Category }[] = [...NOT_LABELS, ...NOT_LABELS_OF];
const MASK_STARTS = new Set(MASKS.map((mask) => mask.words[0]));

/** The hits outside a phrase that looks like a label (of their category) and is not. */
function unmasked(tokens: readonly Token[], hits: LabelHit[]): LabelHit[] {
  const spans: { from: number; to: number; category?: Category }[] = [];
  for (let start = 0; start < tokens.length; start++) {
    if (!MASK_STARTS.has(tokens[start].base)) continue;
    for (const { words, category } of MASKS) {
      if (words[0] !== tokens[start].base || start + words.length > tokens.length) continue;
      if (words.every((word, i) => tokens[start + i].base === word)) spans.push({ from: start, to: start + words.length, ...(category && { category }) });
    }
  }
  return hits.filter((hit) => !spans.some(({ from, to, category }) => from <= hit.start && hit.end <= to && (category === undefined || category === hit.category)));
}

interface CjkMatch {
  form: CjkForm;
  from: number;
}

/** The CJK forms inside a word: every occurrence, taken longest form first (then leftmost) unless it overlaps one taken already. */
function findCjkHits(folded: string, at: number, hits: LabelHit[]): void {
  const text = JAMO.test(folded) ? folded.normalize("NFC") : folded;
  let found: CjkMatch[] | undefined;
  for (let from = 0; from < text.length; from++) {
    const forms = CJK_BY_FIRST.get(text.charCodeAt(from));
    if (forms === undefined) continue;
    for (const form of forms) if (text.startsWith(form.form, from) && standsAlone(form, text, from)) (found ??= []).push({ form, from });
  }
  latinInside(text, at, hits);
  if (found === undefined) return;
  if (found.length > 1) found.sort((a, b) => a.form.rank - b.form.rank || a.from - b.from);
  const taken: [number, number][] = [];
  for (const { form, from } of found) {
    const to = from + form.form.length;
    if (taken.some(([a, b]) => from < b && to > a)) continue;
    taken.push([from, to]);
    for (const entry of form.entries) hits.push({ category: entry.category, label: entry.label, start: at, end: at + 1 });
  }
}

/** "スタートアップのCFO", "SaaS企業": a Latin word inside Chinese, Japanese or Korean text, looked up as a word of its own (forms any casing allows). */
function latinInside(text: string, at: number, hits: LabelHit[]): void {
  for (const run of text.match(LATIN_RUN) ?? []) {
    if (run === text) continue;
    for (const entry of INDEX.get(baseForm(run)) ?? []) if (entry.casing === "any") hits.push({ category: entry.category, label: entry.label, start: at, end: at + 1 });
  }
}

const LATIN_RUN = /[a-z][a-z0-9&+]+/g;

/** A Korean form is a word of its own: no syllable right before it, and after it none or an ending a noun takes. Chinese and Japanese forms may sit anywhere. */
function standsAlone(form: CjkForm, text: string, from: number): boolean {
  if (form.koreanStart && from > 0 && isHangul(text.charCodeAt(from - 1))) return false;
  if (!form.koreanEnd) return true;
  const to = from + form.form.length;
  let end = to;
  while (end < text.length && isHangul(text.charCodeAt(end))) end++;
  return end === to || KOREAN_ENDINGS.has(text.slice(to, end));
}

/** ROLE_HEADS keyed as the tokens are compared: Latin and other spaced scripts by base form, CJK heads as written (Hangul composed). */
const headKeys = (heads: Readonly<Record<string, readonly string[]>>): Map<string, readonly string[]> =>
  new Map(Object.entries(heads).map(([form, templates]) => [CJK.test(form) ? form : tokenize(form).tokens[0].base, templates]));
const HEAD_BEFORE = headKeys(ROLE_HEADS.before);
const HEAD_AFTER = headKeys(ROLE_HEADS.after);
const HEAD_CONNECTORS = new Set(ROLE_HEADS.connectors);
/** CJK heads, longest first ("开发者" before "开发"). */
const CJK_HEADS = [...HEAD_AFTER.keys()].filter((head) => CJK.test(head)).sort((a, b) => b.length - a.length);
/** Field words read before or after a head: "Head of Developer Relations" has three. */
const MAX_FIELD_WORDS = 3;

/** The role an English title made of `field` and a translated head names, if the taxonomy has it. */
function headedRole(field: string, templates: readonly string[]): LexiconEntry[] {
  for (const template of templates) {
    const entries = INDEX.get(template.replace("{m}", field))?.filter((entry) => entry.category === "job_role");
    if (entries?.length) return entries;
  }
  return [];
}

function pushHeaded(hits: LabelHit[], entries: readonly LexiconEntry[], start: number, end: number): void {
  for (const { label } of entries) {
    if (!hits.some((hit) => hit.category === "job_role" && hit.label === label && hit.start === start && hit.end === end)) hits.push({ category: "job_role", label, start, end });
  }
}

/** The longest run of field words right before the head at `head`, within its clause, that makes a role with it. */
function fieldBefore(tokens: readonly Token[], head: number, templates: readonly string[], hits: LabelHit[]): void {
  for (let from = Math.max(0, head - MAX_FIELD_WORDS); from < head; from++) {
    const words = tokens.slice(from, head);
    if (words.some((t) => t.cjk || t.clause !== tokens[head].clause)) continue;
    const entries = headedRole(words.map((t) => t.base).join(" "), templates);
    if (entries.length > 0) return pushHeaded(hits, entries, from, head + 1);
  }
}

/**
 * Titles of ROLE_HEADS: a translated head word with an English field word before or after it
 * ("Analista SOC", "SOC analisti", "UX 디자이너"), or written onto it in Chinese, Japanese or
 * Korean ("SOCアナリスト"). Found as the English title's role, over the head and the field.
 */
function findHeadedTitles(tokens: readonly Token[], hits: LabelHit[]): void {
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at];
    if (token.cjk) {
      const text = JAMO.test(token.text) ? token.text.normalize("NFC") : token.text;
      const head = CJK_HEADS.find((h) => text === h || (text.startsWith(h) && KOREAN_ENDINGS.has(text.slice(h.length))));
      if (head !== undefined) fieldBefore(tokens, at, HEAD_AFTER.get(head)!, hits);
      // "SOCアナリスト", "iOS开发": a Latin field written onto the head.
      for (const run of text.matchAll(LATIN_RUN)) {
        const rest = text.slice(run.index + run[0].length);
        const onto = CJK_HEADS.find((h) => rest.startsWith(h));
        if (onto !== undefined) pushHeaded(hits, headedRole(baseForm(run[0]), HEAD_AFTER.get(onto)!), at, at + 1);
      }
      continue;
    }
    const after = HEAD_AFTER.get(token.base);
    if (after !== undefined) fieldBefore(tokens, at, after, hits);
    const before = HEAD_BEFORE.get(token.base);
    if (before === undefined) continue;
    let from = at + 1;
    if (from < tokens.length && tokens[from].clause === token.clause && HEAD_CONNECTORS.has(tokens[from].base)) from++;
    for (let end = Math.min(tokens.length, from + MAX_FIELD_WORDS); end > from; end--) {
      const words = tokens.slice(from, end);
      if (words.some((t) => t.cjk || t.clause !== token.clause)) continue;
      const entries = headedRole(words.map((t) => t.base).join(" "), before);
      if (entries.length > 0) {
        pushHeaded(hits, entries, at, end);
        break;
      }
    }
  }
}

/** Phrases a role word inside is no role: "HR tech", "marketing agency", "home cook", "dog mom". */
const isDomain = (hit: LabelHit): boolean => hit.category !== "job_role";

const covers = (outer: LabelHit, inner: LabelHit): boolean =>
  outer.start <= inner.start && outer.end >= inner.end && outer.end - outer.start > inner.end - inner.start;

/** An employer named in a text, over tokens [start, end), with its industries. */
export interface CompanyHit {
  name: string;
  industries: readonly string[];
  start: number;
  end: number;
}

interface CompanyEntry {
  name: string;
  industries: string[];
}

function buildCompanies(): { index: Map<string, CompanyEntry>; longest: number; prefixes: Set<string> } {
  const index = new Map<string, CompanyEntry>();
  let longest = 1;
  for (const company of COMPANIES) {
    for (const form of [company.name, ...(company.aliases ?? [])]) {
      const tokens = tokenize(form).tokens;
      if (tokens.length === 0) continue;
      const key = tokens.map((token) => token.text).join(" ");
      const entry = index.get(key) ?? { name: company.name, industries: [] };
      for (const industry of company.industries) if (!entry.industries.includes(industry)) entry.industries.push(industry);
      index.set(key, entry);
      longest = Math.max(longest, tokens.length);
      // A handle is the name run together: "@chippercash", "@mercadolibre".
      if (tokens.length > 1) index.set(tokens.map((token) => token.text).join(""), entry);
    }
  }
  const prefixes = new Set<string>();
  for (const key of index.keys()) {
    const words = key.split(" ");
    for (let n = 1; n < words.length; n++) prefixes.add(words.slice(0, n).join(" "));
  }
  return { index, longest, prefixes };
}

const COMPANY_INDEX = buildCompanies();

/** Words right before an employer's name: "PM @ Monzo", "at Revolut", "chez Alan", "bei SAP", "en Bitso", "no Nubank", "ex-Google". */
const EMPLOYER_BEFORE = new Set(["at", "chez", "bei", "en", "em", "na", "no", "of", "for", "para", "pour", "fur", "presso", "ex", "former", "formerly", "previously", "prev", "ehemals", "antes", "da", "in"]);
/** Handle endings that are not part of the name: "@stripehq", "@notionapp". */
const HANDLE_SUFFIX = /(?:hq|app|inc|team|official|eng|labs|co)$/;

/** Employers named in the tokens: an @mention of a known company, or its name right after "@", "at" and the like. */
export function findCompanyHits(tokens: readonly Token[]): CompanyHit[] {
  const hits: CompanyHit[] = [];
  for (let start = 0; start < tokens.length; start++) {
    const first = tokens[start];
    const before = tokens[start - 1];
    if (first.kind !== "mention" && (before === undefined || before.clause !== first.clause || !EMPLOYER_BEFORE.has(before.text))) continue;
    const found = companyAt(tokens, start);
    if (found) {
      hits.push(found);
      start = found.end - 1;
    }
  }
  return hits;
}

/** The known company named from token `start` on (its longest name), or an @mention of one. */
export function companyAt(tokens: readonly Token[], start: number): CompanyHit | undefined {
  const { index, longest, prefixes } = COMPANY_INDEX;
  const first = tokens[start];
  if (first === undefined) return undefined;
  if (first.kind === "mention") {
    const handle = first.text.slice(1);
    const entry = index.get(handle) ?? index.get(handle.replace(HANDLE_SUFFIX, ""));
    return entry ? { name: entry.name, industries: entry.industries, start, end: start + 1 } : undefined;
  }
  let key = "";
  let found: CompanyHit | undefined;
  for (let end = start + 1; end <= Math.min(tokens.length, start + longest); end++) {
    const token = tokens[end - 1];
    if (token.clause !== first.clause || token.kind !== "word") break;
    key = end === start + 1 ? token.text : `${key} ${token.text}`;
    const entry = index.get(key);
    if (entry) found = { name: entry.name, industries: entry.industries, start, end };
    else if (!prefixes.has(key)) break;
  }
  return found;
}

/** The first words (base forms) of every phrase naming one of the labels: a text without any of them names none of the labels. */
export function firstWordsOf(category: Category, labels: ReadonlySet<string>): Set<string> {
  const words = new Set<string>();
  for (const [key, entries] of INDEX) {
    if (entries.some((entry) => entry.category === category && labels.has(entry.label))) words.add(key.slice(0, key.includes(" ") ? key.indexOf(" ") : key.length));
  }
  return words;
}

/** The first words of the names of the employers in any of the industries. */
export function companyFirstWords(industries: ReadonlySet<string>): Set<string> {
  const words = new Set<string>();
  for (const [key, entry] of COMPANY_INDEX.index) {
    if (entry.industries.some((industry) => industries.has(industry))) words.add(key.slice(0, key.includes(" ") ? key.indexOf(" ") : key.length));
  }
  return words;
}
