import { CITIES } from "./cities.js";
import { AREAS, COUNTRIES, REGIONS } from "./countries.js";
import { tokenize, type Word } from "./text.js";

/**
 * The place names of countries.ts and cities.ts compiled once into maps from folded phrase to the
 * places it can name, and the reading of names in a text that descriptions and profiles share:
 * finding them (longest phrase first) and putting a city and the state or country written after it
 * together ("Austin, TX", "Paris, Texas", "München, Bayern").
 *
 * Place codes: a country is its ISO 3166-1 code ("DE"), a region its ISO 3166-2 code ("US-TX",
 * "GB-SCT"), a city its country's or region's code and its English name ("DE-BY/munich",
 * "FR/paris"), a group of countries "@" and a name ("@dach"), spelled out in `members`.
 */

export type PlaceKind = "country" | "region" | "city" | "area";

export interface Place {
  code: string;
  kind: PlaceKind;
  /** English name. */
  name: string;
  /** The countries and regions of a group; the place itself otherwise. */
  members: readonly string[];
}

export type Form = "name" | "adjective" | "code";

/** One place a name can stand for, and how the name has to be written to stand for it. */
export interface Reading {
  place: Place;
  form: Form;
  /** In a description, only with a place word around it ("in Jordan"). */
  weak: boolean;
  /** How it has to be written in a description. */
  casing: "any" | "capitalised" | "upper";
  /** Whether `casing` holds in a location and a bio as well: codes and two-letter names ("LA", "TX"). */
  casedEverywhere: boolean;
}

export const PLACES = new Map<string, Place>();
/** Folded phrase ("new york", "usa") to the places it names, the most likely first, codes last. */
const NAMES = new Map<string, Reading[]>();
/** Every phrase that a longer name goes on from ("new" for "new york"). */
const PREFIXES = new Set<string>();
/** Names in Chinese, Japanese, Korean and Thai, looked for inside a run of those scripts. */
const CJK_NAMES = new Map<string, Reading[]>();
/** Words of those scripts with a place name inside that are no place: the Pacific (태평양 holds 평양, Pyongyang). */
const CJK_NOT_PLACES = new Set(["태평양", "太平洋"]);
let cjkLongest = 0;

const slug = (name: string): string =>
  tokenize(name)
    .map((word) => word.key)
    .join("-");

function addPlace(code: string, kind: PlaceKind, name: string, members: readonly string[] = [code]): Place {
  let place = PLACES.get(code);
  if (place === undefined) {
    place = { code, kind, name, members };
    PLACES.set(code, place);
  }
  return place;
}

function addReading(map: Map<string, Reading[]>, key: string, reading: Reading): void {
  const readings = map.get(key);
  if (readings === undefined) map.set(key, [reading]);
  else if (!readings.some((known) => known.place === reading.place)) readings.push(reading);
}

const UMLAUT_SPELLINGS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };
const GERMAN_ENDINGS = ["", "e", "en", "er", "es"];

/** A name as listed, with its marks (see countries.ts), into the maps. */
function addName(place: Place, listed: string, form: Form): void {
  let text = listed;
  let weak = false;
  let capitalised = false;
  let exact = false;
  let code = false;
  for (;;) {
    if (text.startsWith("~")) weak = capitalised = true;
    else if (text.startsWith("^")) capitalised = true;
    else if (text.startsWith("=")) exact = true;
    else if (text.startsWith("*")) code = true;
    else break;
    text = text.slice(1);
  }
  if (text.endsWith("+")) {
    for (const ending of GERMAN_ENDINGS) addName(place, `${listed.slice(0, listed.length - text.length)}${text.slice(0, -1)}${ending}`, form);
    return;
  }
  const upper = text === text.toUpperCase() && text !== text.toLowerCase();
  const casing = exact || code ? (upper ? "upper" : "capitalised") : capitalised ? "capitalised" : "any";
  const words = tokenize(text);
  if (words.length === 0) return;
  const letters = words.reduce((sum, word) => sum + word.key.length, 0);
  const reading: Reading = { place, form: code ? "code" : form, weak, casing, casedEverywhere: code || (exact && letters <= 2) };
  if (words.length === 1 && words[0].cjk) {
    addReading(CJK_NAMES, words[0].key, reading);
    cjkLongest = Math.max(cjkLongest, words[0].key.length);
    return;
  }
  const keys = words.map((word) => word.key);
  for (let i = 1; i < keys.length; i++) PREFIXES.add(keys.slice(0, i).join(" "));
  addReading(NAMES, keys.join(" "), reading);
  if (/[äöüÄÖÜ]/.test(text)) addName(place, listed.replace(/[äöüÄÖÜ]/g, (letter) => UMLAUT_SPELLINGS[letter]), form);
}

/** `CODE names[; adjectives]` or `@id names[; adjectives] = members`. */
function parseLine(line: string): { code: string; names: string[]; adjectives: string[]; members: string[] } {
  const [head, memberList] = line.split(" = ");
  const space = head.indexOf(" ");
  const code = space < 0 ? head : head.slice(0, space);
  const [names, adjectives] = space < 0 ? ["", ""] : head.slice(space + 1).split("; ");
  const list = (text: string | undefined) => (text ? text.split("|").filter((name) => name !== "") : []);
  return { code, names: list(names), adjectives: list(adjectives), members: memberList ? memberList.split(" ") : [] };
}

function compile(): void {
  const areaLines = AREAS.map(parseLine);
  for (const line of COUNTRIES.map(parseLine)) {
    const place = addPlace(line.code, "country", line.names[0]);
    for (const name of line.names) addName(place, name, "name");
    for (const adjective of line.adjectives) addName(place, adjective, "adjective");
  }
  for (const line of REGIONS.map(parseLine)) {
    const place = addPlace(line.code, "region", line.names[0] ?? line.code);
    for (const name of line.names) addName(place, name, "name");
    for (const adjective of line.adjectives) addName(place, adjective, "adjective");
  }
  const spelledOut = new Map<string, string[]>();
  const membersOf = (code: string): string[] => (code.startsWith("@") ? (spelledOut.get(code) ?? []) : [code]);
  for (const line of areaLines) spelledOut.set(line.code, [...new Set(line.members.flatMap(membersOf))]);
  for (const line of areaLines) {
    const place = addPlace(line.code, "area", line.names.find((name) => !/^[~^=*]/.test(name)) ?? line.names[0], spelledOut.get(line.code));
    for (const name of line.names) addName(place, name, "name");
    for (const adjective of line.adjectives) addName(place, adjective, "adjective");
  }
  for (const line of CITIES.map(parseLine)) {
    const place = addPlace(`${line.code}/${slug(line.names[0])}`, "city", line.names[0]);
    for (const name of line.names) addName(place, name, "name");
  }
  for (const line of COUNTRIES.map(parseLine)) addName(PLACES.get(line.code)!, `*${line.code}`, "code");
  const rank = (reading: Reading) => (reading.form !== "code" ? 0 : reading.place.kind === "region" ? 1 : 2);
  for (const readings of [...NAMES.values(), ...CJK_NAMES.values()]) readings.sort((a, b) => rank(a) - rank(b));
}

compile();

/** A place name found in a text: which words, and what it can stand for. */
export interface Mention {
  /** Index of the first and the last word. */
  first: number;
  last: number;
  /** Offsets in the text. */
  start: number;
  end: number;
  key: string;
  readings: Reading[];
}

/** Characters that leave a phrase one name: "St. Louis", "Baden-Württemberg", "Trinidad & Tobago". */
const JOINING = new Set([" ", "\t", "\u00a0", "-", ".", "'", "’", "‑", "&"]);

export function joins(text: string, from: number, to: number): boolean {
  if (to - from > 3) return false;
  for (let i = from; i < to; i++) if (!JOINING.has(text[i])) return false;
  return true;
}

/**
 * The place names in a text, longest phrase first, left to right. `skip` gives the number of words
 * at a position that are no place ("Texas Instruments"), or 0.
 */
export function findMentions(text: string, words: readonly Word[], skip?: (at: number) => number): Mention[] {
  const mentions: Mention[] = [];
  for (let i = 0; i < words.length; ) {
    const word = words[i];
    if (word.cjk) {
      findInsideCjk(word, i, mentions);
      i++;
      continue;
    }
    const skipped = skip?.(i) ?? 0;
    if (skipped > 0) {
      i += skipped;
      continue;
    }
    let key = word.key;
    let found: { last: number; key: string } | undefined;
    for (let j = i; ; ) {
      if (NAMES.has(key)) found = { last: j, key };
      if (j + 1 >= words.length || !PREFIXES.has(key) || words[j + 1].cjk || !joins(text, words[j].end, words[j + 1].start)) break;
      j++;
      key = `${key} ${words[j].key}`;
    }
    if (found === undefined) {
      const genitive = genitiveOf(word.key);
      if (genitive !== undefined) mentions.push({ first: i, last: i, start: word.start, end: word.end, key: word.key.slice(0, -1), readings: genitive });
      i++;
      continue;
    }
    mentions.push({ first: i, last: found.last, start: word.start, end: words[found.last].end, key: found.key, readings: NAMES.get(found.key)! });
    i = found.last + 1;
  }
  return mentions;
}

/** A country's, region's or group's name with the German genitive "s": "außerhalb Deutschlands", "Europas". */
function genitiveOf(key: string): Reading[] | undefined {
  if (key.length < 6 || !key.endsWith("s")) return undefined;
  const readings = NAMES.get(key.slice(0, -1))?.filter((reading) => reading.form === "name" && reading.casing === "any" && !reading.weak && reading.place.kind !== "city");
  return readings !== undefined && readings.length > 0 ? readings : undefined;
}

const KATAKANA = /^[\u30a1-\u30fa\u30fc]$/u;

/** "タイ" in "パーソナルスタイリスト" (personal stylist): katakana spells loanwords whole, so a name inside a longer katakana word is no place. */
const insideKatakanaWord = (run: string, at: number, length: number): boolean =>
  [...run.slice(at, at + length)].every((char) => KATAKANA.test(char)) && (KATAKANA.test(run[at - 1] ?? "") || KATAKANA.test(run[at + length] ?? ""));

function findInsideCjk(word: Word, index: number, mentions: Mention[]): void {
  const run = word.key;
  for (let at = 0; at < run.length; ) {
    let length = Math.min(cjkLongest, run.length - at);
    for (; length >= 2; length--) {
      const key = run.slice(at, at + length);
      if (CJK_NOT_PLACES.has(key)) break;
      const readings = CJK_NAMES.get(key);
      if (readings !== undefined && !insideKatakanaWord(run, at, length)) {
        // Folding leaves these scripts as written, so offsets in the run are offsets in the text.
        mentions.push({ first: index, last: index, start: word.start + at, end: word.start + at + length, key, readings });
        break;
      }
    }
    at += length >= 2 ? length : 1;
  }
}

/** The codes a place is inside of, itself first: "DE-BY/munich" -> "DE-BY", "DE". Read off the code. */
export function ancestry(code: string): string[] {
  const slash = code.indexOf("/");
  if (slash >= 0) {
    const parent = code.slice(0, slash);
    return parent.length > 2 ? [code, parent, parent.slice(0, 2)] : [code, parent];
  }
  return code.length > 2 && !code.startsWith("@") ? [code, code.slice(0, 2)] : [code];
}

/** Whether every part of `inner` lies inside `outer`. */
export function within(inner: Place, outer: Place): boolean {
  if (inner === outer) return true;
  return inner.members.every((member) => ancestry(member).some((code) => outer.members.includes(code)));
}

/** Several mentions read as one place: "Austin, TX", "München, Bayern, Deutschland". */
export interface Group {
  mentions: Mention[];
  /** What the group can be, the most likely first. */
  readings: Reading[];
}

/** Gaps after which a state or country qualifies the city before it: "Paris, TX", "Paris TX", "Paris (Texas)". */
const QUALIFYING = /^[\s,(]*$/;

/**
 * Mentions next to each other put together when one lies inside the other (the more specific
 * stays; into a group of countries only with `intoGroups`), or when a state or country follows a city it does not contain: "Paris, Texas" is then in
 * Texas, whichever Paris it is. A code does that only as a US state or Canadian province ("Paris,
 * TX"); a code that qualifies nothing is dropped ("Curitiba, PR": PR is Puerto Rico).
 */
export function groupMentions(text: string, mentions: readonly Mention[], intoGroups: boolean): Group[] {
  const groups: Group[] = [];
  for (const mention of mentions) {
    const last = groups[groups.length - 1];
    if (last !== undefined && adjacent(text, last.mentions[last.mentions.length - 1], mention)) {
      const kept = consistent(last.readings, mention.readings, intoGroups);
      if (kept.length > 0) {
        last.mentions.push(mention);
        last.readings = kept;
        continue;
      }
      const gap = text.slice(last.mentions[last.mentions.length - 1].end, mention.start);
      if (QUALIFYING.test(gap) && last.readings.every((reading) => reading.place.kind === "city")) {
        const qualifier = mention.readings.filter((reading) => reading.place.kind !== "city" && (reading.form !== "code" || reading.place.kind === "region"));
        if (qualifier.length > 0) {
          last.mentions.push(mention);
          last.readings = qualifier;
          continue;
        }
        if (mention.readings.every((reading) => reading.form === "code")) continue;
      }
    }
    groups.push({ mentions: [mention], readings: mention.readings });
  }
  return groups;
}

/** Nothing but separators between two mentions: no word, no full stop. */
function adjacent(text: string, before: Mention, after: Mention): boolean {
  if (after.first > before.last + 1) return false;
  const gap = text.slice(before.end, after.start);
  return gap.length <= 6 && !/[.!?\n]/.test(gap);
}

/**
 * The readings of two mentions that fit together, the more specific of each pair, in the first's
 * order. Without `intoGroups` a group of countries qualifies nothing: a description's "Switzerland
 * (DACH)" asks for all of DACH.
 */
function consistent(first: readonly Reading[], second: readonly Reading[], intoGroups: boolean): Reading[] {
  const kept: Reading[] = [];
  for (const a of first) {
    for (const b of second) {
      if (!intoGroups && (a.place.kind === "area" || b.place.kind === "area")) continue;
      const narrower = within(a.place, b.place) ? a : within(b.place, a.place) ? b : undefined;
      if (narrower !== undefined && !kept.includes(narrower)) kept.push(narrower);
    }
  }
  return kept;
}

/** Country and regional flags: 🇩🇪 is DE, 🏴󠁧󠁢󠁳󠁣󠁴󠁿 is GB-SCT, 🇪🇺 the EU. */
export function flagsIn(text: string): { code: string; start: number; end: number }[] {
  if (!text.includes("\ud83c")) return [];
  const flags: { code: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(FLAG)) {
    const [symbols, first] = match[1] ? [match[1], 0x1f1e6] : [match[2], 0xe0061];
    const letters = [...symbols].map((char) => String.fromCharCode(char.codePointAt(0)! - first + 65)).join("");
    const code = letters === "EU" ? "@eu" : letters.length > 2 ? `${letters.slice(0, 2)}-${letters.slice(2)}` : letters;
    if (PLACES.has(code)) flags.push({ code, start: match.index, end: match.index + match[0].length });
  }
  return flags;
}

const FLAG = /([\u{1f1e6}-\u{1f1ff}]{2})|\u{1f3f4}([\u{e0061}-\u{e007a}]{3,6})\u{e007f}/gu;
