import { generateBio } from './bio-generator.js';
import { CULTURE_TABLE, asciiFold, type Culture } from './name-pools.js';
import { WeightedTable, type Rng } from './prng.js';
import {
  DEFAULT_PROFILE_IMAGE_URL,
  accountCreatedAt,
  clampRound,
  legalHandle,
  profileImageUrl,
  shortLink,
} from './profile-parts.js';
import { ROLE_TABLE, type Role } from './roles.js';
import type { GeneratedPerson, VerifiedType } from './types.js';

const HANDLE_SUFFIXES = ['dev', 'codes', 'writes', 'hq', 'builds', 'pm', 'design', 'vc', 'data', 'ai', 'irl', 'real', 'tech', 'io', 'x'];
const NAME_EMOJIS = ['🚀', '✨', '🌱', '☕', '🎧', '⚡', '🦄', '💡', '🏳️‍🌈', '🌻'];
const FUN_LOCATIONS = ['Remote', 'Earth 🌍', 'The Internet', 'Everywhere', 'Remote · EU', 'somewhere with wifi', 'Bay Area', '🌍'];

export interface PersonRequest {
  /** Fixed handle (accounts looked up by username); otherwise one is made from the name. */
  handle?: string;
  epochMs: number;
  /** Share of these people that are protected. */
  protectedShare: number;
}

function splitHandleIntoName(handle: string): string | undefined {
  const words = handle.split('_').filter((word) => word.length > 0);
  if (words.length < 2 || !words.every((word) => /^[a-z]{2,}$/i.test(word))) return undefined;
  return words.map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase()).join(' ');
}

type NameStyle = 'full' | 'first' | 'emoji' | 'initial' | 'titled' | 'lower' | 'flag' | 'doctor';

const NAME_WEIGHTS: readonly (readonly [NameStyle, number])[] = [
  ['full', 60], ['first', 8], ['emoji', 7], ['initial', 5], ['titled', 5], ['lower', 4], ['flag', 5], ['doctor', 0.5],
];
const NAME_STYLES = new WeightedTable(NAME_WEIGHTS);
const ACADEMIC_NAME_STYLES = new WeightedTable([...NAME_WEIGHTS.filter(([style]) => style !== 'doctor'), ['doctor', 4] as const]);

function displayName(rng: Rng, culture: Culture, role: Role, first: string, last: string): string {
  if (culture.nativeNames && rng.chance(0.15)) return rng.pick(culture.nativeNames);
  const full = culture.familyNameFirst && rng.chance(culture.familyNameFirst) ? `${last} ${first}` : `${first} ${last}`;
  const academic = role.key === 'data_scientist' || role.key === 'teacher';
  switch ((academic ? ACADEMIC_NAME_STYLES : NAME_STYLES).pick(rng)) {
    case 'full': return full;
    case 'first': return first;
    case 'emoji': return `${full} ${rng.pick(NAME_EMOJIS)}`;
    case 'initial': return `${first} ${last[0]}.`;
    case 'titled': return `${full} | ${rng.pick(role.titles)}`;
    case 'lower': return full.toLowerCase();
    case 'flag': return `${full} ${culture.flag}`;
    case 'doctor': return `Dr. ${full}`;
  }
}

type HandleStyle = 'first_last' | 'firstlast' | 'firstl' | 'flast' | 'first' | 'thefirst' | 'itsfirst' | 'lastf';
type HandleTail = 'none' | 'two_digits' | 'more_digits' | 'suffix' | 'year';

const HANDLE_STYLES = new WeightedTable<HandleStyle>([
  ['first_last', 3], ['firstlast', 3], ['firstl', 1], ['flast', 2], ['first', 1.5], ['thefirst', 0.5], ['itsfirst', 0.5], ['lastf', 0.5],
]);
/** Most handles carry a tail, as common names on X do; it also keeps generated handles mostly unique. */
const HANDLE_TAILS = new WeightedTable<HandleTail>([['none', 2], ['two_digits', 2.5], ['more_digits', 2.5], ['suffix', 1.5], ['year', 1.5]]);

function humanHandle(rng: Rng, first: string, last: string): string {
  const f = asciiFold(first) || 'user';
  const l = asciiFold(last) || 'x';
  let base: string;
  switch (HANDLE_STYLES.pick(rng)) {
    case 'first_last': base = `${f}_${l}`; break;
    case 'firstlast': base = `${f}${l}`; break;
    case 'firstl': base = `${f}${l[0]}`; break;
    case 'flast': base = `${f[0]}${l}`; break;
    case 'first': base = f; break;
    case 'thefirst': base = `the${f}`; break;
    case 'itsfirst': base = `its${f}`; break;
    case 'lastf': base = `${l}${f[0]}`; break;
  }
  let tail: string;
  switch (HANDLE_TAILS.pick(rng)) {
    case 'none': tail = ''; break;
    case 'two_digits': tail = rng.digits(2); break;
    case 'more_digits': tail = rng.digits(rng.int(3, 4)); break;
    case 'suffix': tail = `_${rng.pick(HANDLE_SUFFIXES)}`; break;
    case 'year': tail = String(rng.int(70, 99)); break;
  }
  // Keep the tail when the base is long: trim the base rather than the part that makes it unique.
  return legalHandle(base.slice(0, 15 - tail.length) + tail, rng);
}

function location(rng: Rng, culture: Culture): string {
  const roll = rng.next();
  if (roll < 0.65) return rng.pick(culture.cities);
  return roll < 0.73 ? rng.pick(FUN_LOCATIONS) : '';
}

function verification(rng: Rng, followers: number): { verified: boolean; verified_type: VerifiedType } {
  const share = followers > 100_000 ? 0.6 : followers > 10_000 ? 0.2 : 0.04;
  if (!rng.chance(share)) return { verified: false, verified_type: 'none' };
  return { verified: true, verified_type: rng.chance(0.1) ? 'business' : 'blue' };
}

export function generatePerson(rng: Rng, request: PersonRequest): GeneratedPerson {
  const culture = CULTURE_TABLE.pick(rng);
  const role = ROLE_TABLE.pick(rng);
  const first = rng.pick(culture.firstNames);
  const last = rng.pick(culture.lastNames);
  const name = (request.handle && splitHandleIntoName(request.handle)) ?? displayName(rng, culture, role, first, last);
  const username = request.handle ?? humanHandle(rng, first, last);
  const city = location(rng, culture);
  const bio = generateBio(rng, culture, role, city || rng.pick(culture.cities));

  const followers = clampRound(rng.logNormal(300, 2.1), 0, 150_000_000);
  const tweets = clampRound(rng.logNormal(1200, 1.7), 0, 400_000);
  return {
    profile: {
      username,
      name,
      description: bio.description,
      location: city,
      url: rng.chance(0.25) ? shortLink(rng) : '',
      profile_image_url: rng.chance(0.03) ? DEFAULT_PROFILE_IMAGE_URL : profileImageUrl(rng),
      created_at: accountCreatedAt(rng, request.epochMs),
      protected: rng.chance(request.protectedShare),
      ...verification(rng, followers),
      public_metrics: {
        followers_count: followers,
        following_count: clampRound(rng.logNormal(280, 1.1), 0, 7_500),
        tweet_count: tweets,
        listed_count: clampRound(followers * (0.001 + rng.next() * 0.02), 0, 2_000_000),
        like_count: clampRound(rng.logNormal(2500, 1.6), 0, 2_000_000),
        media_count: clampRound(tweets * (0.02 + rng.next() * 0.2), 0, 200_000),
      },
    },
    truth: { origin: 'persona', bot: false, culture: culture.key, role: role.key, industry: bio.industry, language: bio.language },
  };
}
