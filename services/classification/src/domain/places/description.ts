import { findMentions, groupMentions, joins, within, type Group, type Mention, type Reading } from "./gazetteer.js";
import { tokenize, type Word } from "./text.js";

/** The places a segment description asks for, as place codes (see gazetteer.ts), groups spelled out. */
export interface PlaceAsk {
  /** Places the people are to be in: "DACH" gives AT, CH and DE. Empty when the description only rules places out. */
  places: string[];
  /** Places ruled out: "outside the US", "except China". */
  excluded: string[];
  /** The names read, as written: "Germany", "UK-based" gives "UK". */
  words: string[];
}

const words = (text: string): string[][] => text.split(",").map((phrase) => phrase.trim().split(" "));

/**
 * Phrases whose place name names no place asked for: a company, a dish, a breed, a person, a
 * newspaper. Folded as text.ts folds ("victoria's" is "victoria" written with "'s").
 */
const NOT_PLACES = words(
  "texas instruments, texas roadhouse, texas hold em, texas holdem, texas toast, texas rangers, american express, american airlines, american eagle, " +
    "american apparel, american idol, american dream, american football, american sign language, american psycho, american pie, american cheese, " +
    "american indian, american indians, native american, native americans, asian american, asian americans, arab american, arab americans, " +
    "hispanic american, hispanic americans, bank of america, captain america, america got talent, german shepherd, german shepherds, german measles, " +
    "german chocolate, french fries, french fry, french toast, french press, french horn, french kiss, french bulldog, french bulldogs, french braid, " +
    "french manicure, french door, french doors, french dressing, french onion, swiss cheese, swiss army, swiss roll, swiss chard, danish pastry, " +
    "danish pastries, great dane, great danes, dutch oven, dutch auction, dutch courage, go dutch, double dutch, turkish delight, turkish bath, " +
    "greek yogurt, greek yoghurt, greek salad, greek life, brazilian wax, brazilian jiu jitsu, brazilian jiujitsu, brazilian blowout, russian roulette, " +
    "russian doll, russian dolls, russian dressing, chinese checkers, chinese whispers, chinese new year, chinese medicine, belgian waffle, " +
    "belgian waffles, belgian malinois, canadian bacon, canada goose, irish coffee, irish setter, irish wolfhound, mexican wave, swedish massage, " +
    "swedish meatballs, thai massage, egyptian cotton, fine china, bone china, china cabinet, china plates, china doll, chile pepper, chile peppers, " +
    "chile con carne, chile relleno, chile rellenos, chile powder, turkey sandwich, turkey burger, turkey bacon, turkey day, turkey dinner, " +
    "turkey trot, turkey hunting, jersey cow, jersey cows, jersey cattle, guernsey cow, guernsey cows, air jordan, air jordans, michael jordan, " +
    "jordan peterson, jordan brand, indiana jones, hannah montana, george washington, denzel washington, washington post, new york times, " +
    "new york post, new york magazine, los angeles times, georgia o'keeffe, paris hilton, victoria secret, victoria beckham, brussels sprouts, " +
    "long island iced tea, panama hat, panama hats, panama papers, cuba libre, brazil nut, brazil nuts, india ink, india pale ale, indian ocean, " +
    "bermuda shorts, bermuda triangle, hawaiian shirt, hawaiian shirts, hawaiian pizza, kentucky fried chicken, maine coon, boston terrier, " +
    "boston cream, buffalo wings, manhattan project, spanish inquisition, spanish flu, afghan hound, afghan blanket, the south, in the south, " +
    "scandinavian design, nordic walking, de i, d i, at t, help us, join us, contact us, tell us, let us, give us, email us, dm us, " +
    "call us, follow us, message us, ping us, about us, reach us, send us, show us, ask us, with us, deutsche bank, deutsche telekom, " +
    "deutsche post, deutsche bahn, british airways, turkish airlines, orange county choppers",
);

/** Phrase (words joined by spaces) to its length in words, and the phrases longer ones go on from. */
const NOT_PLACE_LENGTH = new Map(NOT_PLACES.map((phrase) => [phrase.join(" "), phrase.length]));
const NOT_PLACE_PREFIXES = new Set(NOT_PLACES.flatMap((phrase) => phrase.slice(1).map((_, i) => phrase.slice(0, i + 1).join(" "))));

function notPlaceAt(text: string, all: readonly Word[], at: number): number {
  let key = all[at].key;
  let length = 0;
  for (let j = at; ; ) {
    length = NOT_PLACE_LENGTH.get(key) ?? length;
    if (j + 1 >= all.length || !NOT_PLACE_PREFIXES.has(key) || !joins(text, all[j].end, all[j + 1].start)) break;
    j++;
    key = `${key} ${all[j].key}`;
  }
  return length;
}

const set = (list: string): ReadonlySet<string> => new Set(list.split(" "));

/** Words before a place name that make it one ("in Jordan", "en Georgia", "aus Victoria"), in the six languages. */
const PLACE_WORDS = set(
  "in from across throughout within around near outside based located living en de desde del por em no na nos nas do da dos das au aux a dans du des im aus von di nel nella nei dal dalla uit van",
);
/** The place words a code needs before it ("in TX", "aus DE"): not "a" or "de", articles and prepositions too common to vouch for two capitals. */
const CODE_PLACE_WORDS = set("in from across throughout within around near outside based located en em aus im");
/** Articles between a place word and the name: "in the UK", "en la India", "in der Schweiz". */
const ARTICLES = set("the la el le les los las l der die das den dem het");
/** Words that join places in a list: "Germany, Austria or Switzerland", "España y Portugal". */
const LIST_WORDS = set("and or nor y o e u ou et und oder en of ni plus");
/** Ways of ruling places out, word by word, the place (or an article, or a place word) right after. */
const RULING_OUT = words(
  "outside, outside of, except, except for, excluding, exclude, not, not based, not located, other than, but not, non, ex, " +
    "fuera de, excepto, salvo, menos, excluyendo, fora de, fora do, fora da, fora dos, exceto, excluindo, nao, " +
    "hors de, hors du, hors, sauf, en dehors de, en dehors du, en dehors des, excepte, a l exception de, pas, " +
    "ausserhalb, ausserhalb von, ausser, nicht, ausgenommen, fuori da, fuori dal, fuori dalla, tranne, eccetto, escluso, esclusa, non, " +
    "buiten, behalve, niet",
);
/** "outside (of)", "fuera de", "hors de", "ausserhalb (von)", "fuori da", "buiten", "fora de", "en dehors de": the word, and what may link it to the place. */
const OUTSIDE = set("outside fuera fora hors dehors ausserhalb fuori buiten");
const OUTSIDE_LINKS = set("of de da do du des von dal dalla");
const NEGATION_WORDS = set("not no nao pas nicht non niet ni sin sem sans ohne senza");
/** Words before a nationality that make it a language: "in German", "speaks French", "auf Deutsch", "en alemán". */
const LANGUAGE_BEFORE = set(
  "in from en em auf speak speaks speaking spoke fluent native learn learning teach teaching into translate translating habla hablan hablar fala falam falar parle parlent parler spricht sprechen parla parlano spreekt spreken het",
);
/** Words after a language that end its phrase: "from German into English", "del alemán al inglés". */
const LANGUAGE_AFTER = set("into to al para pour nach naar");
/** Words after a nationality that make it a language, a dish, a breed, a market or a product: "German speakers", "Italian restaurants", "the Japanese market". */
const NOT_PEOPLE_AFTER = set(
  "speaking speaker speakers speak language languages teacher teachers tutor tutors tutoring translator translators translation translations " +
    "interpreter interpreters lesson lessons class classes course courses learner learners literature grammar english food cuisine restaurant " +
    "restaurants cooking recipe recipes dish dishes bakery wine wines cheese breed breeds hablante hablantes idioma lengua falante falantes lingua " +
    "langue sprache american americans market markets drama dramas film films movie movies cinema music pop bbq skincare beauty coffee " +
    "tea beer car cars",
);
/** Words after a place name that make it an institution's: "Georgia State University", "Texas A&M", "New York Times". */
const INSTITUTION_AFTER = set("university college institute school tech polytechnic times post journal herald tribune chronicle gazette instruments");
const INSTITUTION_BEFORE = words("university of, universidad de, universidade de, universite de, universita di, bank of, universidad del, universidade do");

/**
 * ISO codes a description may use for a country ("DE, AT, CH"); not those that are also job or
 * trade acronyms: IT, PR, HR, CS, AE and SE (account and sales engineers), AR (augmented reality)...
 */
const DESCRIPTION_COUNTRY_CODES = set("at au be br ca ch cl cn cz de dk es fi fr gb ie jp kr mx nl no nz pl pt sg za ng ke");
/**
 * US state, Canadian province and Australian state codes a description may use ("in TX", "Victoria,
 * BC"); not those that are words, titles or trade acronyms: OR, ME, IN, OK, HI, PA, MD, VA (virtual
 * assistants), MS, MT (machine translation), MI, IA (French for AI), AB (A/B tests), QC (quality
 * control), ACT (a therapy)...
 */
const DESCRIPTION_STATE_CODES = set("tx ny nj fl az nv ut tn mn il ct sc ky nc wa wi ks ne nm nh vt ri sd nd wv wy ak bc on nsw vic qld tas");

/**
 * The places a segment description asks for: countries and regions named ("in Germany", "UK-based",
 * "in Texas", "no Brasil"), nationalities ("German founders", "empresas alemanas"), groups
 * ("DACH", "Nordics", "LATAM") and cities ("in Berlin", "Miami-based"); undefined when it asks for
 * none. Names that are also words count only as written in a description: "Turkey" capitalised,
 * "US" in capitals; names that are also people's names or things ("Jordan", "Georgia", "Victoria",
 * "Jersey", and every city) only with a place word around them. "Georgia" is the country unless
 * the description names a US place too ("in Texas or Georgia").
 */
export function placesInDescription(text: string): PlaceAsk | undefined {
  const all = tokenize(text);
  const found = findMentions(text, all, (at) => notPlaceAt(text, all, at));
  const mentions: Mention[] = [];
  const language = new Set<Mention>();
  for (const mention of found) {
    const written = mention.readings.filter((reading) => writtenAs(reading, mention, all));
    // A name before a nationality: "Indiana" is the state, not the Portuguese for "Indian".
    const readings = written.some((reading) => reading.form === "name") ? written.filter((reading) => reading.form !== "adjective") : written;
    if (readings.length === 0 || institution(all, mention) || organisationName(text, all, mention) || (mention.readings.some((reading) => reading.weak) && all[mention.last].possessive)) continue;
    const candidate = { ...mention, readings };
    const previous = mentions[mentions.length - 1];
    if (
      readings.every((reading) => reading.form === "adjective") &&
      (notPeople(text, all, candidate) || (previous !== undefined && language.has(previous) && listed(text, all, previous, candidate)))
    ) {
      language.add(candidate);
    }
    mentions.push(candidate);
  }
  const accepted = accept(text, all, mentions.filter((mention) => !language.has(mention)));
  if (accepted.length === 0) return undefined;
  const groups = groupMentions(text, accepted, false);
  const chosen = groups.map((group) => choose(group, groups));
  const places = new Set<string>();
  const excluded = new Set<string>();
  let rulingOut = false;
  let restricting = false;
  groups.forEach((group, i) => {
    const first = group.mentions[0];
    const previous = groups[i - 1];
    rulingOut = ruledOut(all, first.first) || (previous !== undefined && rulingOut && listed(text, all, previous.mentions[previous.mentions.length - 1], first));
    if (!rulingOut && !includedAt(text, all, first.first)) restricting = true;
    for (const member of chosen[i].place.members) (rulingOut ? excluded : places).add(member);
  });
  // "Includes European family offices and Gulf ones": places named only as included welcome people there and ask for no place.
  if (!restricting) places.clear();
  if (places.size === 0 && excluded.size === 0) return undefined;
  return {
    places: [...places].sort(),
    excluded: [...excluded].sort(),
    words: groups.map((group) => text.slice(group.mentions[0].start, group.mentions[group.mentions.length - 1].end)),
  };
}

function writtenAs(reading: Reading, mention: Mention, all: readonly Word[]): boolean {
  if (reading.form === "code") {
    const codes = reading.place.kind === "country" ? DESCRIPTION_COUNTRY_CODES : DESCRIPTION_STATE_CODES;
    if (!codes.has(mention.key)) return false;
  }
  if (reading.casing === "any") return true;
  const words = all.slice(mention.first, mention.last + 1);
  if (words.some((word) => word.cjk)) return true;
  if (reading.casing === "upper") return words.every((word) => word.casing === "upper");
  return (words[0].key === "the" && words.length > 1 ? words[1] : words[0]).casing !== "lower";
}

const needsContext = (reading: Reading): boolean => reading.weak || reading.form === "code" || reading.place.kind === "city";

/**
 * The mentions read as places: those that stand on their own, and the others when a place word is
 * before them ("in Jordan"), "-based" after them, or a place they are listed with or qualify
 * ("Jordan and Lebanon", "Victoria, BC" after "in"). Codes listed together count: "DE/AT/CH".
 */
function accept(text: string, all: readonly Word[], mentions: readonly Mention[]): Mention[] {
  const strong = mentions.map((mention) => mention.readings.some((reading) => !needsContext(reading)));
  const sure = mentions.map((mention, i) => strong[i] || placeWordBefore(all, mention) || ruledOut(all, mention.first) || basedAfter(text, all, mention.last));
  for (let i = 0; i + 1 < mentions.length; i++) {
    const codes = [mentions[i], mentions[i + 1]].every((mention) => mention.readings.every((reading) => reading.form === "code"));
    if (codes && listed(text, all, mentions[i], mentions[i + 1])) sure[i] = sure[i + 1] = true;
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i + 1 < mentions.length; i++) {
      if (sure[i] !== sure[i + 1] && (listed(text, all, mentions[i], mentions[i + 1]) || qualifies(text, mentions[i], mentions[i + 1]))) {
        sure[i] = sure[i + 1] = changed = true;
      }
    }
  }
  return mentions.flatMap((mention, i) => {
    if (!sure[i]) return [];
    const context = !strong[i] || placeWordBefore(all, mention) || basedAfter(text, all, mention.last) || ruledOut(all, mention.first);
    return [context ? mention : { ...mention, readings: mention.readings.filter((reading) => !needsContext(reading)) }];
  });
}

function previousWords(all: readonly Word[], at: number): Word[] {
  let i = at - 1;
  while (i >= 0 && ARTICLES.has(all[i].key)) i--;
  return i >= 0 ? all.slice(Math.max(0, i - 3), i + 1) : [];
}

function placeWordBefore(all: readonly Word[], mention: Mention): boolean {
  const before = previousWords(all, mention.first);
  const words = mention.readings.every((reading) => reading.form === "code") ? CODE_PLACE_WORDS : PLACE_WORDS;
  return before.length > 0 && words.has(before[before.length - 1].key);
}

const basedAfter = (text: string, all: readonly Word[], last: number): boolean =>
  last + 1 < all.length && all[last + 1].key === "based" && joins(text, all[last].end, all[last + 1].start);

/** Whether a way of ruling out ends right before the word at `at`, or before a place word there ("except in"). */
function ruledOut(all: readonly Word[], at: number): boolean {
  const before = previousWords(all, at).map((word) => word.key);
  const endsWith = (keys: string[]) => RULING_OUT.some((phrase) => phrase.length <= keys.length && phrase.every((word, i) => keys[keys.length - phrase.length + i] === word));
  const out = endsWith(before) || (before.length > 1 && PLACE_WORDS.has(before[before.length - 1]) && endsWith(before.slice(0, -1)));
  // "Not founders outside India": refusing those outside a place asks for the place.
  return out && !refusedOutside(all, at);
}

/** Words that add to what a description asks for rather than narrow it: "including", "incl.", "plus", "inklusive". */
export const INCLUDING_WORDS = set("include includes including incl inclusive plus also incluye incluyendo incluidos incluidas incluindo inclui inclus inclusivement einschliesslich inklusive inkl incluso compresi compreso inclusief");
/** How far back an including word reaches, within its sentence. */
const INCLUDING_REACH = 8;

function includedAt(text: string, all: readonly Word[], at: number): boolean {
  for (let i = at - 1; i >= 0 && i >= at - INCLUDING_REACH; i--) {
    // "incl. EU assessors": the dot after an abbreviated including word ends no sentence.
    if (INCLUDING_WORDS.has(all[i].key)) return true;
    if (/[.!?;]/.test(text.slice(all[i].end, all[i + 1].start))) return false;
  }
  return false;
}

/** Words back from "outside" to the negation that refuses what is outside. */
const REFUSAL_REACH = 5;

function refusedOutside(all: readonly Word[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && ARTICLES.has(all[i].key)) i--;
  if (i >= 1 && OUTSIDE_LINKS.has(all[i].key) && OUTSIDE.has(all[i - 1].key)) i--;
  if (i < 0 || !OUTSIDE.has(all[i].key)) return false;
  for (let j = i - 1; j >= 0 && j >= i - REFUSAL_REACH; j--) if (NEGATION_WORDS.has(all[j].key)) return true;
  return false;
}

/** Two mentions in one list: only separators and joining words between them, no full stop. */
function listed(text: string, all: readonly Word[], a: Mention, b: Mention): boolean {
  if (b.first - a.last - 1 > 2) return false;
  for (let i = a.last + 1; i < b.first; i++) if (!LIST_WORDS.has(all[i].key) && !ARTICLES.has(all[i].key)) return false;
  const gap = text.slice(a.end, b.start);
  return gap.length <= 12 && !/[.!?;:\n]/.test(gap);
}

/** A mention and a state or country that contains it, right after it: "Victoria, BC", "Georgia, USA". */
function qualifies(text: string, a: Mention, b: Mention): boolean {
  if (b.first !== a.last + 1 || !/^[\s,(]*$/.test(text.slice(a.end, b.start))) return false;
  return a.readings.some((inner) => b.readings.some((outer) => inner.place !== outer.place && within(inner.place, outer.place)));
}

/** A nationality used for a language, a dish, a breed or an ethnicity: "in German", "German speakers", "Italian food", "Mexican-American". */
function notPeople(text: string, all: readonly Word[], mention: Mention): boolean {
  const next = all[mention.last + 1];
  const joined = next !== undefined && joins(text, all[mention.last].end, next.start);
  if (joined && NOT_PEOPLE_AFTER.has(next.key)) return true;
  const before = previousWords(all, mention.first);
  if (before.length === 0 || !LANGUAGE_BEFORE.has(before[before.length - 1].key)) return false;
  return !joined || LIST_WORDS.has(next.key) || LANGUAGE_AFTER.has(next.key);
}

/**
 * A place name that is part of an organisation's name: joined by a hyphen to a name before it
 * ("Météo-France", not "non-US"), or in capitals right after another word in capitals ("NAV CANADA").
 */
function organisationName(text: string, all: readonly Word[], mention: Mention): boolean {
  const before = all[mention.first - 1];
  if (before === undefined || before.cjk) return false;
  const first = all[mention.first];
  if (text[first.start - 1] === "-" && before.end === first.start - 1) return before.casing !== "lower" && !HYPHEN_PREFIXES.has(before.key);
  const capitals = all.slice(mention.first, mention.last + 1).every((word) => word.casing === "upper");
  return capitals && before.casing === "upper" && before.key.length > 1 && before.end === first.start - 1 && text[before.end] === " " &&
    !DESCRIPTION_COUNTRY_CODES.has(before.key) && !DESCRIPTION_STATE_CODES.has(before.key) && !CODE_PLACE_WORDS.has(before.key);
}

/** Words a place is hyphenated to that make no name: "Non-US", "Pan-European", "South-East Asia". */
const HYPHEN_PREFIXES = set("non ex pan anti pro trans post pre inter intra sub north south east west central northern southern eastern western greater");

function institution(all: readonly Word[], mention: Mention): boolean {
  const next = all[mention.last + 1];
  if (next !== undefined && INSTITUTION_AFTER.has(next.key)) return true;
  const before = all.slice(Math.max(0, mention.first - 2), mention.first).map((word) => word.key);
  return INSTITUTION_BEFORE.some((phrase) => phrase.length === before.length && phrase.every((word, i) => before[i] === word));
}

/**
 * The reading of a group: where the description names another place of one of its countries,
 * that one ("Texas, Georgia and Florida" are US states); otherwise the country a name can be
 * before a region or a city ("in Georgia" is the country, "in CA" Canada); otherwise the first.
 */
function choose(group: Group, groups: readonly Group[]): Reading {
  if (group.readings.length === 1) return group.readings[0];
  const countries = new Set(
    groups.filter((other) => other !== group && other.readings.length === 1).flatMap((other) => other.readings[0].place.members.map((code) => code.slice(0, 2))),
  );
  const shared = group.readings.filter((reading) => reading.place.kind !== "country" && countries.has(reading.place.members[0].slice(0, 2)));
  return shared[0] ?? group.readings.find((reading) => reading.place.kind === "country" || reading.place.kind === "area") ?? group.readings[0];
}
