import { COMPANIES, INDUSTRIES, ROLES_BY_KEY, ROLE_TABLE, type Role } from './roles.js';
import type { BioLanguage } from './name-pools.js';
import type { Rng } from './prng.js';
import { clampRound, shortLink } from './profile-parts.js';
import type { TweetPublicMetrics } from './types.js';

export interface TweetTextRequest {
  role?: string;
  language: BioLanguage;
  bot: boolean;
  city: string;
  /** A handle to mention now and then. */
  mention: string;
}

const COINS = ['$BTC', '$ETH', '$SOL', '$DOGE', '$PEPE', 'USDT'];
const FEATURES = ['dark mode', 'our new API', 'SSO', 'a faster onboarding flow', 'usage-based billing', 'the v2 dashboard', 'Slack integration', 'offline sync'];
const OPINIONS = ['most meetings should be docs', 'monorepos are worth it', 'you do not need microservices', 'cold email is not dead', 'design systems are products', 'ship on Fridays'];

const LOCAL_TEMPLATES: Record<Exclude<BioLanguage, 'en'>, readonly string[]> = {
  es: ['Nuevo artículo sobre {topic} → {link}', '¿Alguien más lidiando con {topic}?', 'Hoy aprendí algo nuevo sobre {topic} 💡', '¡Estamos contratando! {title} en {city}', 'Gran charla con @{mention} sobre {topic}'],
  fr: ['Nouvel article sur {topic} → {link}', "Quelqu'un d'autre galère avec {topic} ?", 'On recrute ! {title} à {city}', "Aujourd'hui j'ai appris un truc sur {topic} 💡", 'Super échange avec @{mention} sur {topic}'],
  de: ['Neuer Blogpost über {topic} → {link}', 'Wir stellen ein: {title} in {city}', 'Heute etwas Neues über {topic} gelernt 💡', 'Kennt jemand ein gutes Tool für {topic}?', 'Tolles Gespräch mit @{mention} über {topic}'],
  pt: ['Novo post sobre {topic} → {link}', 'Estamos contratando! {title} em {city}', 'Alguém mais sofrendo com {topic}?', 'Hoje aprendi algo novo sobre {topic} 💡', 'Ótima conversa com @{mention} sobre {topic}'],
};

const ENGLISH_TEMPLATES: readonly string[] = [
  'Just shipped {feature} 🚀',
  'Hot take: {opinion}.',
  "We're hiring a {title} in {city}. DMs open.",
  'Thread 🧵 on {topic}:',
  '{n} things I learned about {topic} this year 👇',
  'Anyone else dealing with {topic}? Asking for a friend.',
  'New post on {topic} → {link}',
  'gm ☀️',
  'Great chat with @{mention} about {topic}',
  'Unpopular opinion: {topic} is overrated.',
  'Spent the weekend on {topic}. Worth it.',
  "What's your favourite tool for {topic}?",
  'Big week at {company}. More soon 👀',
  'The {industry} market right now is wild. Hot take: {opinion}.',
];

const BOT_TEMPLATES: readonly string[] = [
  '🚀 GIVEAWAY 🚀 Follow + RT to win {n}00 {coin}! Ends in 24h',
  'DM for promo 💰',
  'Follow me, I follow back 💯 #followback #f4f',
  '{coin} to the moon 🌙 {link}',
  'Claim your airdrop now ➡️ {link}',
  '@{mention} check your DMs 📩',
  '🔥🔥🔥 {link}',
];

function fill(template: string, rng: Rng, role: Role, request: TweetTextRequest): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    switch (key) {
      case 'topic': return rng.pick(role.topics);
      case 'title': return rng.pick(role.titles);
      case 'feature': return rng.pick(FEATURES);
      case 'opinion': return rng.pick(OPINIONS);
      case 'city': return request.city;
      case 'link': return shortLink(rng);
      case 'mention': return request.mention;
      case 'company': return rng.pick(COMPANIES);
      case 'industry': return rng.pick(INDUSTRIES);
      case 'coin': return rng.pick(COINS);
      case 'n': return String(rng.int(3, 12));
      default: return key;
    }
  });
}

export function generateTweetText(rng: Rng, request: TweetTextRequest): { text: string; lang: BioLanguage } {
  const role = (request.role && ROLES_BY_KEY.get(request.role)) || ROLE_TABLE.pick(rng);
  if (request.bot) return { text: fill(rng.pick(BOT_TEMPLATES), rng, role, request), lang: 'en' };
  const lang = request.language === 'en' || rng.chance(0.3) ? 'en' : request.language;
  let text = fill(rng.pick(lang === 'en' ? ENGLISH_TEMPLATES : LOCAL_TEMPLATES[lang]), rng, role, request);
  if (rng.chance(0.15)) text += ` #${rng.pick(INDUSTRIES).replace(/[^A-Za-z]/g, '')}`;
  return { text: text.slice(0, 280), lang };
}

export function generateTweetMetrics(rng: Rng, authorFollowers: number, bot: boolean): TweetPublicMetrics {
  if (bot) {
    return { retweet_count: rng.int(0, 2), reply_count: 0, like_count: rng.int(0, 3), quote_count: 0, bookmark_count: 0, impression_count: rng.int(0, 40) };
  }
  const impressions = clampRound(Math.max(authorFollowers, 20) * (0.05 + rng.next() * 0.55) * rng.logNormal(1, 0.8), 0, 500_000_000);
  const likes = clampRound(impressions * (0.002 + rng.next() * 0.028), 0, 10_000_000);
  const retweets = clampRound(likes * (0.05 + rng.next() * 0.25), 0, 5_000_000);
  return {
    retweet_count: retweets,
    reply_count: clampRound(likes * (0.02 + rng.next() * 0.18), 0, 1_000_000),
    like_count: likes,
    quote_count: clampRound(retweets * rng.next() * 0.2, 0, 1_000_000),
    bookmark_count: clampRound(likes * rng.next() * 0.15, 0, 1_000_000),
    impression_count: impressions,
  };
}
