import { generateBot, BOT_SHARE } from './bot-generator.js';
import type { FixtureProfile } from './fixtures.js';
import { generatePerson } from './person-generator.js';
import { Rng } from './prng.js';
import { isoSeconds } from './profile-parts.js';
import type { GeneratedPerson, UserOrigin, UserProfile, UserTruth } from './types.js';

const PERSONA_PROTECTED_SHARE = 0.04;

/**
 * How an account's follower list is made:
 * - `explicit`: only followers added by fixtures or at run time;
 * - `generated`: followers_count generated people (capped), fixed — generated people's own lists;
 * - `growing`: like `generated`, plus new arrivals as sandbox time moves — accounts looked up by
 *   handle or given a followers_count by a fixture. Generated people's lists do not grow so that
 *   their counts, which classifiers read as signals, stay put while time is advanced.
 */
export type FollowerListKind = 'explicit' | 'generated' | 'growing';

/** Everything the world knows about one account, before run-time additions and arrivals. */
export interface Account {
  profile: UserProfile;
  truth: UserTruth;
  followerList: FollowerListKind;
  /** Generated follower list length before arrivals; 0 for an explicit list. */
  generatedFollowers: number;
  /** Whether the timeline is generated from tweet_count; otherwise it holds only added tweets. */
  generatedTweets: boolean;
}

export interface AccountSettings {
  seed: string;
  epochMs: number;
  maxGeneratedFollowers: number;
}

function generatedAccount(id: string, person: GeneratedPerson, origin: UserOrigin, settings: AccountSettings): Account {
  return {
    profile: { id, ...person.profile },
    truth: { ...person.truth, origin },
    followerList: origin === 'persona' ? 'generated' : 'growing',
    generatedFollowers: Math.min(person.profile.public_metrics.followers_count, settings.maxGeneratedFollowers),
    generatedTweets: true,
  };
}

export function personaAccount(id: string, persona: number, settings: AccountSettings): Account {
  const rng = Rng.from(settings.seed, 'persona', persona);
  const person = rng.chance(BOT_SHARE)
    ? generateBot(rng, settings.epochMs)
    : generatePerson(rng, { epochMs: settings.epochMs, protectedShare: PERSONA_PROTECTED_SHARE });
  return generatedAccount(id, person, 'persona', settings);
}

function personForHandle(handle: string, settings: AccountSettings): GeneratedPerson {
  return generatePerson(Rng.from(settings.seed, 'handle', handle), {
    handle,
    epochMs: settings.epochMs,
    protectedShare: 0,
  });
}

/** An account looked up by a handle nobody defined. `handle` is lower case and not a nf_/down_ handle. */
export function handleAccount(id: string, handle: string, settings: AccountSettings): Account {
  const person = personForHandle(handle, settings);
  person.profile.protected = handle.startsWith('priv_');
  return generatedAccount(id, person, 'handle', settings);
}

function countFromFixture(input: FixtureProfile, field: 'followers_count' | 'following_count' | 'tweet_count' | 'listed_count'): number | undefined {
  return input[field] ?? input.public_metrics?.[field];
}

/** Lays fixture fields over a profile. */
export function applyFixtureProfile(profile: UserProfile, input: FixtureProfile): UserProfile {
  const next: UserProfile = { ...profile, public_metrics: { ...profile.public_metrics } };
  if (input.name !== undefined) next.name = input.name;
  if (input.description !== undefined) next.description = input.description;
  if (input.location !== undefined) next.location = input.location;
  if (input.url !== undefined) next.url = input.url;
  if (input.profile_image_url !== undefined) next.profile_image_url = input.profile_image_url;
  if (input.created_at !== undefined) next.created_at = isoSeconds(Date.parse(input.created_at));
  if (input.protected !== undefined) next.protected = input.protected;
  if (input.verified !== undefined) {
    next.verified = input.verified;
    next.verified_type = input.verified ? 'blue' : 'none';
  }
  for (const field of ['followers_count', 'following_count', 'tweet_count', 'listed_count'] as const) {
    const count = countFromFixture(input, field);
    if (count !== undefined) next.public_metrics[field] = count;
  }
  for (const field of ['like_count', 'media_count'] as const) {
    const count = input.public_metrics?.[field];
    if (count !== undefined) next.public_metrics[field] = count;
  }
  return next;
}

export interface FixtureLists {
  /** The fixture gives the follower list explicitly. */
  followers: boolean;
  /** The fixture gives the tweets explicitly. */
  tweets: boolean;
}

/**
 * A fixture account: generated from its handle, overlaid with the fixture's fields. Followers are
 * generated only when the fixture sets followers_count and gives no list; tweets likewise.
 */
export function fixtureAccount(id: string, input: FixtureProfile, lists: FixtureLists, settings: AccountSettings): Account {
  const person = personForHandle(input.username.toLowerCase(), settings);
  const profile = applyFixtureProfile({ id, ...person.profile, username: input.username, protected: false }, input);
  const generateFollowers = !lists.followers && countFromFixture(input, 'followers_count') !== undefined;
  const generateTweets = !lists.tweets && countFromFixture(input, 'tweet_count') !== undefined;
  return {
    profile,
    truth: { ...person.truth, origin: 'fixture', bot: input.bot ?? false },
    followerList: generateFollowers ? 'growing' : 'explicit',
    generatedFollowers: generateFollowers ? Math.min(profile.public_metrics.followers_count, settings.maxGeneratedFollowers) : 0,
    generatedTweets: generateTweets,
  };
}

export function updateFixtureAccount(account: Account, input: FixtureProfile, settings: AccountSettings): Account {
  const profile = applyFixtureProfile(account.profile, input);
  return {
    ...account,
    profile,
    truth: { ...account.truth, bot: input.bot ?? account.truth.bot },
    generatedFollowers:
      account.followerList === 'explicit' ? 0 : Math.min(profile.public_metrics.followers_count, settings.maxGeneratedFollowers),
  };
}
