import { FOLLOWER_COUNT_TIER } from "@leadstream/contracts/vocabulary";
import { followerTier } from "../classifier/profile.js";
import type { FollowerCountTier } from "../segment.js";

// Follower counts as people write them, in the languages the taxonomy speaks: "1k to 10k
// followers", "under 1,000 followers", "10k+ followers", "más de 10 mil seguidores",
// "1.000 bis 10.000 Followern". A count only counts next to a follower word, so "5 to 50
// employees" is no tier. Everything is matched on folded, lower-case text (no accents).

/** "1,000", "1.000", "1 000", "1.5", "10": thousands separators or a decimal point; then a unit ("k", "m", "mil", "Mio.", "million"). */
const NUMBER = /(\d{1,3}(?:[.,'\u00a0\u202f ]\d{3})+(?!\d)|\d+(?:[.,]\d+)?)(?:\s*(k|thousand|millionen|millions?|millones|millon|milhoes|milhao|mil|mio\.?|mm|m)(?![\p{L}\d]))?/gu;
const UNIT: Record<string, number> = { k: 1e3, thousand: 1e3, mil: 1e3, m: 1e6, mm: 1e6, mio: 1e6, million: 1e6, millions: 1e6, millionen: 1e6, millones: 1e6, millon: 1e6, milhoes: 1e6, milhao: 1e6 };

const FOLLOWERS = String.raw`(?:followers?|followern|seguidor(?:es|as)?|abonne(?:e|es|s)?)(?![\p{L}])`;
/** Up to two words between the count and the follower word: "100k X followers", "10k real followers". */
const FOLLOWERS_AFTER = new RegExp(String.raw`^(?:\s+[\p{L}]+){0,2}\s*${FOLLOWERS}`, "u");
const FOLLOWERS_BEFORE = new RegExp(String.raw`${FOLLOWERS}(?:\s+counts?)?\s*(?:of|is|are|:|=|de|von)?\s*$`, "u");

const words = (list: string[]) => list.map((w) => w.replaceAll(" ", String.raw`\s+`)).join("|");
const ending = (list: string[]) => new RegExp(String.raw`(?:^|[^\p{L}])(?:${words(list)})\s*$`, "u");
const UPPER_BOUND = ending(["under", "below", "less than", "fewer than", "up to", "at most", "max", "maximum", "no more than", "not more than", "sub", "<",
  "menos de", "hasta", "por debajo de", "ate", "abaixo de", "moins de", "jusqu'a", "sous", "unter", "weniger als", "bis zu", "meno di", "fino a", "sotto"]);
const LOWER_BOUND = ending(["over", "above", "more than", "no less than", "not less than", "at least", "min", "minimum", "upwards of", "north of", ">", String.raw`\+`,
  "mas de", "al menos", "por encima de", "mais de", "pelo menos", "acima de", "plus de", "au moins", "uber", "mehr als", "mindestens", "ab", "oltre", "piu di", "almeno"]);
const OR_MORE = new RegExp(String.raw`^\s*(?:\+|(?:or|and) (?:more|up|above)|plus(?![\p{L}])|o mas|ou mais|et plus|oder mehr|und mehr|e oltre)`, "u");
const RANGE_JOIN = /^\s*(?:-|–|—|to|and|a|e|et|y|und|bis)\s*$/;
/** Between two ranges that share the follower word after the second. */
const SHARED = /^\s*(?:,|or|and|o|y|ou|e|et|oder|und)\s*$/;
const RANGE_OPENER = ending(["between", "from", "entre", "de", "zwischen", "von", "tra", "fra", "da"]);
const NEGATED = ending(["not", "no", "excluding", "except", "without", "sin", "sem", "sans", "ohne", "keine", "senza"].map((w) => String.raw`${w}(?:\s+[\p{L}]+){0,2}`));
/** How much text either side of a count is read for its bound and its follower word. */
const CONTEXT = 40;

interface Count {
  value: number;
  unit: number | undefined;
  start: number;
  end: number;
}

/** A follower range [low, high): high is exclusive, so "1k to 10k" is exactly one tier. */
interface Range {
  low: number;
  high: number;
  start: number;
  end: number;
}

/** The tiers the text asks for: every tier a follower range overlaps, in tier order; a negated range ("no accounts over 1M followers") asks for the others. */
export function followerTiersIn(lowerFolded: string): FollowerCountTier[] {
  const ranges = rangesIn(lowerFolded);
  const wanted = new Set<FollowerCountTier>();
  // From the last range back, so that "under 1k or over 1M followers" lends the follower word to the first.
  let nextCounts = false;
  for (let i = ranges.length - 1; i >= 0; i--) {
    const range = ranges[i];
    const before = lowerFolded.slice(Math.max(0, range.start - CONTEXT), range.start);
    const sharesNext: boolean = nextCounts && SHARED.test(lowerFolded.slice(range.end, ranges[i + 1].start));
    nextCounts = sharesNext || FOLLOWERS_AFTER.test(lowerFolded.slice(range.end, range.end + CONTEXT)) || FOLLOWERS_BEFORE.test(before);
    if (!nextCounts) continue;
    const tiers = tiersOverlapping(range);
    const asked = NEGATED.test(before) ? FOLLOWER_COUNT_TIER.names.filter((tier) => !tiers.includes(tier)) : tiers;
    for (const tier of asked) wanted.add(tier);
  }
  return FOLLOWER_COUNT_TIER.names.filter((tier) => wanted.has(tier));
}

function rangesIn(text: string): Range[] {
  const counts: Count[] = [...text.matchAll(NUMBER)].map((match) => ({
    value: Number(match[1].replace(/[.,'\u00a0\u202f ](?=\d{3}(?!\d))/g, "").replace(",", ".")),
    unit: match[2] === undefined ? undefined : UNIT[match[2].replace(".", "")],
    start: match.index,
    end: match.index + match[0].length,
  }));
  const ranges: Range[] = [];
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i];
    const before = text.slice(Math.max(0, count.start - CONTEXT), count.start);
    /** Where the words before the count that belong to the range ("between", "over") start. */
    const from = (index: number) => count.start - before.length + index;
    const next = counts[i + 1];
    if (next && RANGE_JOIN.test(text.slice(count.end, next.start))) {
      // "5-50k" is 5k to 50k; "500 to 10k" stays 500.
      const lowUnit = count.unit ?? (next.unit !== undefined && count.value <= next.value ? next.unit : 1);
      const [low, high] = [count.value * lowUnit, next.value * (next.unit ?? 1)].sort((a, b) => a - b);
      ranges.push({ low, high, start: from(RANGE_OPENER.exec(before)?.index ?? before.length), end: next.end });
      i++;
      continue;
    }
    const value = count.value * (count.unit ?? 1);
    const orMore = OR_MORE.exec(text.slice(count.end, count.end + CONTEXT));
    // The longer bound decides: "no more than" is an upper bound, not "more than".
    const lower = LOWER_BOUND.exec(before)?.index ?? Infinity;
    const upper = UPPER_BOUND.exec(before)?.index ?? Infinity;
    if (orMore) ranges.push({ low: value, high: Infinity, start: count.start, end: count.end + orMore[0].length });
    else if (lower < upper) ranges.push({ low: value, high: Infinity, start: from(lower), end: count.end });
    else if (upper < lower) ranges.push({ low: 0, high: value, start: from(upper), end: count.end });
    else ranges.push({ low: value, high: value + 1, start: count.start, end: count.end });
  }
  return ranges;
}

function tiersOverlapping({ low, high }: Range): FollowerCountTier[] {
  if (high <= low) return [];
  const names = FOLLOWER_COUNT_TIER.names;
  const first = names.indexOf(followerTier(low));
  const last = high === Infinity ? names.length - 1 : names.indexOf(followerTier(high - 1));
  return names.slice(first, last + 1);
}
