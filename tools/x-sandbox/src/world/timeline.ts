import type { Account, AccountSettings } from './accounts.js';
import { tweetId } from './ids.js';
import { Rng } from './prng.js';
import { isoSeconds } from './profile-parts.js';
import { generateTweetMetrics, generateTweetText } from './tweet-generator.js';
import type { Tweet } from './types.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** X serves at most the 3200 most recent tweets of a timeline. */
const MAX_TIMELINE = 3200;

/** Generated tweets are evenly spread (with jitter) back from just before the epoch. */
export interface TimelineShape {
  count: number;
  newestMs: number;
  gapMs: number;
  accountCreatedMs: number;
}

export function timelineShape(account: Account, settings: AccountSettings): TimelineShape {
  const accountCreatedMs = Date.parse(account.profile.created_at);
  const tweets = account.profile.public_metrics.tweet_count;
  if (!account.generatedTweets || tweets === 0) return { count: 0, newestMs: 0, gapMs: 0, accountCreatedMs };
  const rng = Rng.from(settings.seed, 'timeline', account.profile.id);
  const ageMs = Math.max(settings.epochMs - accountCreatedMs, HOUR_MS);
  const gapMs = Math.min(Math.max(ageMs / tweets, 5 * MINUTE_MS), 60 * DAY_MS);
  const newestMs = settings.epochMs - MINUTE_MS - rng.next() * gapMs;
  const fits = Math.floor(Math.max(newestMs - accountCreatedMs, 0) / gapMs) + 1;
  return { count: Math.min(tweets, MAX_TIMELINE, fits), newestMs, gapMs, accountCreatedMs };
}

/** Generated tweet number `index` of the timeline, 0 being the newest. */
export function generatedTweet(account: Account, shape: TimelineShape, index: number, mention: string, seed: string): Tweet {
  const { profile, truth } = account;
  const rng = Rng.from(seed, 'tweet', profile.id, index);
  const spread = shape.newestMs - index * shape.gapMs - rng.next() * 0.9 * shape.gapMs;
  const createdMs = Math.floor(Math.max(spread, shape.accountCreatedMs + (shape.count - index) * 1000) / 1000) * 1000;
  const { text, lang } = generateTweetText(rng, {
    role: truth.role,
    language: truth.language ?? 'en',
    bot: truth.bot,
    city: profile.location || 'Remote',
    mention,
  });
  return {
    id: tweetId(createdMs, profile.id, index),
    text,
    created_at: isoSeconds(createdMs),
    author_id: profile.id,
    lang,
    public_metrics: generateTweetMetrics(rng, profile.public_metrics.followers_count, truth.bot),
  };
}
