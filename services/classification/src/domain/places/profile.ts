import { findMentions, flagsIn, groupMentions, joins, PLACES, within, type Group, type Mention } from "./gazetteer.js";
import { tokenize, type Word } from "./text.js";

/** Where a profile says it is. */
export interface ProfilePlaces {
  /** Place codes (see gazetteer.ts), each place once, its most specific reading: "DE-BY/munich", "US-TX", "@europe". */
  places: string[];
  /** Where they were read: the location field, else the bio; undefined when neither names a place. */
  source: "location" | "bio" | undefined;
  /** The names and flags read, as written. */
  words: string[];
}

/**
 * Names whose most likely place in a location field is not the one listed first: "Georgia" alone
 * is the US state (more profiles are there than in the country; "Tbilisi, Georgia" is still the
 * country). A description reads it the other way (see description.ts).
 */
const PROFILE_FIRST = new Map([["georgia", "US-GA"]]);

/** Flags that a bio shows for a cause as often as for a home. */
const SUPPORT_FLAGS = new Set(["UA", "PS", "IL", "@eu"]);

const ARTICLES = new Set("the la el le les los las l der die das den dem het".split(" "));
const LIST_WORDS = new Set("and or y e ou et und oder en of".split(" "));
/** Emoji before a place in a bio: 📍, 📌, 🏠, 🏡. */
const PINS = ["\u{1f4cd}", "\u{1f4cc}", "\u{1f3e0}", "\u{1f3e1}"];

const withPrepositions = (verbs: string, prepositions: string): string[][] =>
  verbs.split(" ").flatMap((verb) => prepositions.split(" ").map((preposition) => [...verb.split("_"), preposition]));

/** What a bio says before the place it is in, folded, word by word. */
const LIVING_IN: readonly string[][] = [
  ...withPrepositions("based living live lives located residing reside resident currently now", "in"),
  ["based", "out", "of"],
  ["moved", "to"],
  ["relocated", "to"],
  ["desde"],
  ...withPrepositions("radicado radicada basado basada viviendo vivo vive afincado afincada residente ubicado ubicada resido", "en"),
  ...withPrepositions("moro mora morando baseado baseada vivendo vivo vive radicado radicada residente resido moramos", "em no na nos nas"),
  ...withPrepositions("base basee installe installee habite vis vit vivant reside residant situe situee", "a au aux en"),
  ...withPrepositions("wohnhaft lebe lebt wohne wohnt ansassig zuhause daheim zu_hause", "in im"),
  ...withPrepositions("vivo vive abito abita basato basata residente con_base", "a ad in"),
  ...withPrepositions("woon woont wonend gevestigd gebaseerd", "in"),
];

/**
 * The places a profile says it is in. The location field is read whole (cities, regions,
 * countries, flags, "Austin, TX"); the bio only when the location names no place, and only where
 * it says so plainly: "based in Lisbon", "📍Berlin", "Munich-based", "moro em São Paulo", a flag
 * (not those shown for a cause: 🇺🇦, 🇵🇸, 🇮🇱, 🇪🇺). "Remote", "Earth", "🌍" name no place.
 */
export function placesOfProfile(location: string | undefined, bio: string): ProfilePlaces {
  if (location) {
    const fromLocation = read(location, false);
    if (fromLocation.places.length > 0) return { ...fromLocation, source: "location" };
  }
  const fromBio = read(bio, true);
  return { ...fromBio, source: fromBio.places.length > 0 ? "bio" : undefined };
}

function read(text: string, bio: boolean): Omit<ProfilePlaces, "source"> {
  const words = tokenize(text);
  const mentions = findMentions(text, words).flatMap((mention) => {
    const readings = mention.readings.filter((reading) => reading.form !== "adjective" && (!reading.casedEverywhere || writtenAs(reading.casing, words, mention)));
    return readings.length > 0 ? [{ ...mention, readings }] : [];
  });
  const groups = groupMentions(text, mentions, true);
  const places: string[] = [];
  const read: string[] = [];
  let previousKept: Group | undefined;
  for (const group of groups) {
    const first = group.mentions[0];
    const last = group.mentions[group.mentions.length - 1];
    if (bio && !(livingIn(text, words, first) || basedAfter(text, words, last) || (previousKept !== undefined && listed(text, words, previousKept, group)))) continue;
    const code = codeOf(group, text, words);
    if (code === undefined) continue;
    places.push(code);
    read.push(text.slice(first.start, last.end));
    previousKept = group;
  }
  for (const flag of flagsIn(text)) {
    if (bio && SUPPORT_FLAGS.has(flag.code)) continue;
    places.push(flag.code);
    read.push(text.slice(flag.start, flag.end));
  }
  return { places: mostSpecific(places), words: read };
}

function writtenAs(casing: "any" | "capitalised" | "upper", words: readonly Word[], mention: Mention): boolean {
  const written = words.slice(mention.first, mention.last + 1);
  return casing === "upper" ? written.every((word) => word.casing === "upper") : casing === "any" || written[0].casing !== "lower";
}

/**
 * The place a group stands for, the most likely reading first. A code that qualifies no place
 * counts alone in the field or after a comma ("TX", "Remote, TX"), then as a US state or Canadian
 * province before a country ("Springfield, DE" is Delaware); alone and both ("CA", "DE"), not at all.
 */
function codeOf(group: Group, text: string, words: readonly Word[]): string | undefined {
  const mention = group.mentions[0];
  if (group.mentions.length === 1 && group.readings.every((reading) => reading.form === "code")) {
    const alone = words.length === mention.last - mention.first + 1;
    const afterComma = mention.first > 0 && text.slice(words[mention.first - 1].end, mention.start).includes(",");
    const countries = new Set(group.readings.map((reading) => reading.place.members[0].slice(0, 2)));
    if (!(afterComma || (alone && countries.size === 1))) return undefined;
  }
  const preferred = group.mentions.length === 1 ? PROFILE_FIRST.get(mention.key) : undefined;
  return (group.readings.find((reading) => reading.place.code === preferred) ?? group.readings[0]).place.code;
}

function livingIn(text: string, words: readonly Word[], mention: Mention): boolean {
  const before = text.slice(mention.first > 0 ? words[mention.first - 1].end : 0, mention.start);
  if (PINS.some((pin) => before.includes(pin))) return true;
  const endsAt = (i: number) => LIVING_IN.some((phrase) => phrase.length <= i + 1 && phrase.every((key, k) => words[i - phrase.length + 1 + k].key === key));
  let i = mention.first - 1;
  if (endsAt(i)) return true;
  while (i >= 0 && ARTICLES.has(words[i].key)) i--;
  return i < mention.first - 1 && endsAt(i);
}

const basedAfter = (text: string, words: readonly Word[], last: Mention): boolean =>
  last.last + 1 < words.length && words[last.last + 1].key === "based" && joins(text, words[last.last].end, words[last.last + 1].start);

/** A group in one list with the one before it: "based in Berlin & Lisbon", "📍 NYC / London". */
function listed(text: string, words: readonly Word[], before: Group, after: Group): boolean {
  const end = before.mentions[before.mentions.length - 1];
  const start = after.mentions[0];
  if (start.first - end.last - 1 > 1) return false;
  if (start.first > end.last + 1 && !LIST_WORDS.has(words[end.last + 1].key)) return false;
  const gap = text.slice(end.end, start.start);
  return gap.length <= 8 && !/[.!?;:\n]/.test(gap);
}

/** Each place once, and no place that another lies inside ("Berlin 🇩🇪" is Berlin). */
function mostSpecific(codes: readonly string[]): string[] {
  const unique = [...new Set(codes)];
  return unique.filter((code) => !unique.some((other) => other !== code && within(PLACES.get(other)!, PLACES.get(code)!)));
}
