import { WeightedTable, type Rng } from './prng.js';
import type { BioLanguage, Culture } from './name-pools.js';
import { BIG_COMPANIES, COMPANIES, INDUSTRIES, type Role } from './roles.js';

export interface GeneratedBio {
  readonly description: string;
  readonly language: BioLanguage;
  readonly industry: string;
}

const EMPTY_BIO_SHARE = 0.17;

const AUDIENCES = ['founders', 'B2B SaaS teams', 'early-stage startups', 'creators', 'engineering teams', 'agencies', 'small businesses', 'sales teams'];
const OUTCOMES = ['scale', 'grow pipeline', 'hire faster', 'ship faster', 'raise their seed round', 'get their first 100 customers', 'fix their onboarding', 'close more deals'];
const PERSONAL = ['Dad of 2', 'Mom of 3', 'Coffee addict ☕', 'Runner 🏃', 'Dog person 🐕', 'Cat dad 🐈', 'Climber', 'Amateur chef', 'Gamer', 'Bookworm 📚', 'Surfer 🌊', 'Plant-based 🌱', 'Jiu-jitsu', 'Chess nerd ♟️', 'Lifelong learner', 'Traveler ✈️'];
const PRONOUNS = ['he/him', 'she/her', 'they/them'];
const DISCLAIMERS = ['Opinions my own.', 'Views are my own.', 'RTs ≠ endorsements.', 'Tweets are my own.', 'Not financial advice.'];
const EMOJIS = ['🚀', '💻', '📈', '🎨', '✨', '🔥', '🧠', '⚡', '🌍', '🛠️'];
const SEPARATORS = [' | ', '. ', ' · ', '\n', ' — ', ' / '];

const LOCAL_PHRASES: Record<Exclude<BioLanguage, 'en'>, {
  readonly at: string;
  readonly helping: readonly string[];
  readonly personal: readonly string[];
  readonly disclaimer: string;
}> = {
  es: {
    at: 'en',
    helping: ['Ayudo a startups a crecer', 'Ayudo a fundadores a escalar sus negocios', 'Construyendo el futuro del trabajo remoto'],
    personal: ['Amante del café ☕', 'Papá de dos', 'Fan del fútbol ⚽', 'Viajera incansable', 'Aprendiendo siempre'],
    disclaimer: 'Opiniones propias.',
  },
  fr: {
    at: 'chez',
    helping: ["J'aide les startups à grandir", 'Accompagne les fondateurs dans leur croissance', 'On construit le futur de la tech européenne'],
    personal: ['Passionné de tech', 'Amateur de café ☕', 'Papa de 2 enfants', 'Lectrice compulsive 📚', 'Cycliste du dimanche 🚴'],
    disclaimer: 'Avis personnels.',
  },
  de: {
    at: 'bei',
    helping: ['Ich helfe Startups beim Wachstum', 'Unterstütze Gründer beim Skalieren', 'Baue Software, die Menschen wirklich nutzen'],
    personal: ['Kaffeeliebhaber ☕', 'Papa von zwei Kindern', 'Bergsteigerin ⛰️', 'Technik-Nerd', 'Hobbykoch'],
    disclaimer: 'Meinungen sind meine eigenen.',
  },
  pt: {
    at: 'na',
    helping: ['Ajudo startups a escalar', 'Ajudo fundadores a crescer suas empresas', 'Construindo o futuro das fintechs'],
    personal: ['Apaixonado por tecnologia', 'Viciada em café ☕', 'Flamenguista ⚽', 'Pai de dois', 'Sempre aprendendo'],
    disclaimer: 'Opiniões próprias.',
  },
};

function companyMention(rng: Rng, company: string): string {
  return rng.chance(0.5) ? `@${company.replace(/[^A-Za-z0-9]/g, '').toLowerCase()}` : company;
}

type SegmentKind = 'at' | 'handle' | 'industry' | 'ex' | 'prev' | 'aspiring' | 'helping' | 'not-recruiter' | 'serial' | 'future' | 'years' | 'writes';

const SEGMENT_WEIGHTS: readonly (readonly [SegmentKind, number])[] = [
  ['at', 5], ['handle', 2], ['industry', 3], ['ex', 2], ['prev', 2], ['aspiring', 1], ['helping', 2],
  ['not-recruiter', 1], ['future', 1], ['years', 1], ['writes', 1],
];
const SEGMENTS = new WeightedTable(SEGMENT_WEIGHTS);
const FOUNDER_SEGMENTS = new WeightedTable([...SEGMENT_WEIGHTS, ['serial', 3] as const]);

function englishRoleSegment(rng: Rng, role: Role, industry: string): string {
  const title = rng.pick(role.titles);
  const company = rng.pick(COMPANIES);
  switch ((role.key === 'founder' ? FOUNDER_SEGMENTS : SEGMENTS).pick(rng)) {
    case 'at': return `${title} at ${companyMention(rng, company)}`;
    case 'handle': return `${title} @${company.replace(/[^A-Za-z0-9]/g, '')}`;
    case 'industry': return `${title} · ${industry}`;
    case 'ex': return `ex-${rng.pick(BIG_COMPANIES)}. Now ${title.toLowerCase()} at ${company}`;
    case 'prev': return `${title}. Prev: ${rng.pick(BIG_COMPANIES)}, ${rng.pick(BIG_COMPANIES)}`;
    case 'aspiring': return `Aspiring ${title.replace(/^(Senior|Staff|Head of|Group) /, '')}`;
    case 'helping': return `Helping ${rng.pick(AUDIENCES)} ${rng.pick(OUTCOMES)}`;
    case 'not-recruiter': return `Not a recruiter. ${title} building in ${industry}`;
    case 'serial': return `${rng.int(2, 4)}x founder. Building ${company} (${industry})`;
    case 'future': return `Building the future of ${industry}`;
    case 'years': return `${title} in ${industry} | ${rng.int(3, 20)}+ yrs`;
    case 'writes': return `I write about ${rng.pick(role.topics)}`;
  }
}

function englishBio(rng: Rng, role: Role, industry: string, city: string): string {
  const parts = [englishRoleSegment(rng, role, industry)];
  if (rng.chance(0.35)) parts.push(rng.pick(role.skills) + (rng.chance(0.5) ? ` · ${rng.pick(role.skills)}` : ''));
  if (rng.chance(0.3)) parts.push(rng.pick(PERSONAL));
  if (rng.chance(0.12)) parts.push(rng.pick(PRONOUNS));
  if (rng.chance(0.12)) parts.push(rng.pick(DISCLAIMERS));
  if (rng.chance(0.1)) parts.push(`📍 ${city}`);
  return joinParts(rng, parts);
}

function localBio(rng: Rng, language: Exclude<BioLanguage, 'en'>, role: Role, industry: string): string {
  const phrases = LOCAL_PHRASES[language];
  const title = rng.pick(role.localTitles?.[language] ?? role.titles);
  const company = rng.pick(COMPANIES);
  const parts = [
    rng.chance(0.7) ? `${title} ${phrases.at} ${companyMention(rng, company)}` : rng.pick(phrases.helping),
  ];
  if (rng.chance(0.3)) parts.push(industry);
  if (rng.chance(0.4)) parts.push(rng.pick(phrases.personal));
  if (rng.chance(0.15)) parts.push(phrases.disclaimer);
  return joinParts(rng, parts);
}

function joinParts(rng: Rng, parts: string[]): string {
  let bio = parts.join(rng.pick(SEPARATORS));
  if (rng.chance(0.2)) bio = `${rng.pick(EMOJIS)} ${bio}`;
  if (rng.chance(0.08)) bio = bio.toLowerCase();
  return bio.slice(0, 160);
}

export function generateBio(rng: Rng, culture: Culture, role: Role, city: string): GeneratedBio {
  const language = culture.localLanguage && rng.chance(culture.localLanguage.share) ? culture.localLanguage.language : 'en';
  const industry = rng.pick(INDUSTRIES);
  if (rng.chance(EMPTY_BIO_SHARE)) return { description: '', language, industry };
  const description = language === 'en' ? englishBio(rng, role, industry, city) : localBio(rng, language, role, industry);
  return { description, language, industry };
}
