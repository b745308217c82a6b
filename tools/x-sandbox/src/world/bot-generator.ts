import { CULTURE_TABLE, asciiFold, type Culture } from './name-pools.js';
import type { Rng } from './prng.js';
import {
  DEFAULT_PROFILE_IMAGE_URL,
  accountCreatedAt,
  clampRound,
  legalHandle,
  profileImageUrl,
  recentCreatedAt,
  shortLink,
} from './profile-parts.js';
import type { GeneratedPerson } from './types.js';

/** Share of generated followers (and likers) that are bots. */
export const BOT_SHARE = 0.15;

const SPAM_NAMES = ['Crypto Signals', 'NFT Daily', 'Forex Mentor', 'Giveaway Alerts', 'Promo Hub', 'Bitcoin Whale', 'Follow Train', 'Airdrop Hunter', 'Web3 Gems', 'Daily Motivation'];
const SPAM_WORDS = ['crypto', 'nft', 'promo', 'airdrop', 'forex', 'gems', 'btc', 'follow', 'giveaway', 'earn'];
const BOT_NAME_EMOJIS = ['💋', '🌸', '💎', '🚀', '💰', '🔥', '🦋', '👑'];
const SPAM_BIOS = [
  '🚀 100x gem alerts daily 🚀 DM for promo',
  'Follow back 💯 #followback #f4f',
  'Crypto giveaway 🎁 Claim your $ETH now ➡️ link below',
  'DM for promo | Paid collabs only 💰',
  'I follow back 100% 🔁',
  'Earn $500/day from home 💸 no experience needed',
  'NFT collector | WAGMI | 🚀🌙',
  'Official airdrop account 🎉 Connect wallet to claim',
  'Forex & binary signals 📈 95% win rate. Join my Telegram',
  'Promoting your brand to 1M+ followers. DM now!',
  'Follow me and I follow you back 🤝',
  'Lonely 💋 looking for friends, DM me',
  'Buy followers cheap ✅ fast delivery ✅',
];
const SPAM_LOCATIONS = ['', '', '', 'USA', 'Worldwide', 'Dubai', 'Crypto Valley', 'Metaverse'];

function botHandle(rng: Rng, first: string): string {
  const roll = rng.next();
  const candidate =
    roll < 0.7
      ? `${(asciiFold(first) || 'user').slice(0, 7)}${rng.digits(8)}`
      : roll < 0.85
        ? `${rng.pick(SPAM_WORDS)}${rng.pick(SPAM_WORDS)}${rng.digits(4)}`
        : `${rng.alnum(8).toLowerCase().replace(/[0-9]/g, 'x')}${rng.digits(4)}`;
  return legalHandle(candidate, rng);
}

function botName(rng: Rng, culture: Culture, first: string): string {
  const roll = rng.next();
  if (roll < 0.45) return first;
  if (roll < 0.65) return `${first} ${rng.pick(culture.lastNames)}`;
  if (roll < 0.8) return rng.pick(SPAM_NAMES);
  return `${first} ${rng.pick(BOT_NAME_EMOJIS)}`;
}

export function generateBot(rng: Rng, epochMs: number): GeneratedPerson {
  const culture = CULTURE_TABLE.pick(rng);
  const first = rng.pick(culture.firstNames);
  const name = botName(rng, culture, first);
  const username = botHandle(rng, first);
  const manyTweets = rng.chance(0.35);
  const noTweets = !manyTweets && rng.chance(0.6);
  const tweets = manyTweets ? rng.int(20_000, 250_000) : noTweets ? 0 : clampRound(rng.logNormal(300, 1.2), 1, 20_000);
  return {
    profile: {
      username,
      name,
      description: rng.chance(0.4) ? '' : rng.pick(SPAM_BIOS),
      location: rng.pick(SPAM_LOCATIONS),
      url: rng.chance(0.2) ? shortLink(rng) : '',
      profile_image_url: rng.chance(0.75) ? DEFAULT_PROFILE_IMAGE_URL : profileImageUrl(rng),
      created_at: rng.chance(0.7) ? recentCreatedAt(rng, epochMs, 120) : accountCreatedAt(rng, epochMs),
      protected: rng.chance(0.01),
      verified: false,
      verified_type: 'none',
      public_metrics: {
        followers_count: rng.chance(0.7) ? rng.int(0, 30) : clampRound(rng.logNormal(60, 1), 0, 5_000),
        following_count: rng.chance(0.65) ? rng.int(1_000, 7_500) : clampRound(rng.logNormal(400, 1), 0, 7_500),
        tweet_count: tweets,
        listed_count: rng.chance(0.9) ? 0 : rng.int(1, 3),
        like_count: manyTweets ? rng.int(10_000, 400_000) : rng.int(0, 50),
        media_count: tweets === 0 ? 0 : clampRound(tweets * rng.next() * 0.1, 0, 50_000),
      },
    },
    truth: { origin: 'persona', bot: true, culture: culture.key },
  };
}
