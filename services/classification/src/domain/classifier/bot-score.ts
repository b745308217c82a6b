import type { XProfile } from "./profile.js";
import { foldText } from "./text.js";

/**
 * Bot score from profile metadata only: an additive points score after the published rule sets
 * (Camisani-Calzolari, Socialbakers FakeFollowerCheck, van den Beld, Botometer-Lite features,
 * OSoMe BotRuler centres), as laid out in classification-notes.md §3.8. It aims at cheap fake
 * followers and spam accounts with high precision; sophisticated bots are left to `bot` feedback.
 */

/** At or above: a bot, never a lead. */
export const BOT_SCORE_THRESHOLD = 0.6;
/** At or above (and below the bot threshold): kept, but never more than a `medium` lead. */
export const SUSPECT_SCORE_THRESHOLD = 0.4;

export type BotBand = "human" | "suspect" | "bot";

export interface BotSignal {
  code: string;
  /** Points out of 100; negative for signs of a real person. A hard rule carries 100. */
  points: number;
  reason: string;
}

export interface BotAssessment {
  /** 0..1, two decimals. */
  score: number;
  band: BotBand;
  isBot: boolean;
  signals: BotSignal[];
  /** "bot score 0.82: default image, handle with 8 digits, ..." */
  summary: string;
}

const DAY_MS = 86_400_000;

const SELF_DECLARED = /\b(?:i am|i'm|im) an? bot\b|\bbot account\b|\bautomated (?:account|bot|posts?)\b|\bposts? every \d+ (?:min|minutes?|hours?)\b|\bautomated by @/;
/** Spam that settles it when the account also has no real audience. */
const STRONG_SPAM = /\b(?:buy|cheap|free|real) (?:\w+ )?followers\b|\bescort|\bonlyfans\b|🔞|\b(?:crypto|forex|binary|trading) signals\b|\b100x\b|\bdm (?:me |us )?(?:for|4) (?:promo|promotion|collab|shoutout|paid)|\bpaid (?:promo|promotion|collabs?)\b|\bconnect (?:your )?wallet\b/;
const SPAM_TERMS = /\bfollow ?back\b|#?\bf4f\b|#?\bfollowback\b|\bgiveaways?\b|\bpromoter\b|\bpromo\b|\bairdrops?\b|\bsignals (?:group|channel|daily)\b|\bearn \$|\b(?:earn|make|making)\b.{0,20}\bfrom home\b|\bmake money\b|\bwin rate\b|\bjoin (?:my |our )?telegram\b|\bwagmi\b|\bgems?\b.*(?:alert|daily|🚀)|\blooking for friends\b|\blonely\b|\bi follow (?:you )?back\b|\bpromot(?:e|ing) your (?:brand|business|project|token)\b/;
const SPAM_HANDLE_WORDS = /giveaway|airdrop|promo|forex|followback|f4f|signals/;
const SHORTENER = /^(?:https?:\/\/)?(?:www\.)?(?:t\.co|bit\.ly|tinyurl\.com|linktr\.ee|goo\.gl|ow\.ly|is\.gd|cutt\.ly|rebrand\.ly|beacons\.ai|lnk\.bio)\b/i;
const X_AUTO_HANDLE = /^[A-Za-z_]{2,7}\d{8}$/;
const WORD = /[\p{L}]{2,}/gu;
const NOT_LETTER = /[^a-z]/g;
const NOT_VOWEL = /[^aeiouy]/g;
const CONSONANT_RUN = /[^aeiouy]{5,}/;
const NOT_DIGIT = /\D/g;
const DIGIT = /\d/g;
const SPACE = /\s/g;
const NON_WORD_BIO = /^(?:\s|#\S+|\$\S+|@\S+|https?:\/\/\S+|\p{Extended_Pictographic}|[\p{S}\p{P}]|\u200d|\ufe0f)*$/u;

/** How many whole days `profile` has existed at `now`, at least 1; undefined when created_at is unreadable. */
function accountAgeDays(createdAt: string, now: number): number | undefined {
  const created = Date.parse(createdAt);
  return Number.isNaN(created) ? undefined : Math.max(1, Math.floor((now - created) / DAY_MS));
}

const count = (n: number) => n.toLocaleString("en-US");

/** A handle made of random letters: a long consonant run or hardly any vowels. */
function looksRandom(handle: string): boolean {
  const letters = handle.toLowerCase().replace(NOT_LETTER, "");
  if (letters.length < 8) return false;
  const vowels = letters.replace(NOT_VOWEL, "").length;
  return CONSONANT_RUN.test(letters) || vowels / letters.length < 0.2;
}

function handleDigitSignal(handle: string): BotSignal | undefined {
  const digits = handle.replace(NOT_DIGIT, "").length;
  if (X_AUTO_HANDLE.test(handle)) return { code: "handle_auto_digits", points: 5, reason: "handle with 8 digits" };
  if (digits >= 5 || (digits > 0 && digits / handle.length >= 0.4)) return { code: "handle_digits", points: 10, reason: `handle with ${digits} digits` };
  return undefined;
}

export function assessBot(profile: XProfile, now: number): BotAssessment {
  const bio = foldText(profile.bio).trim();
  const name = foldText(profile.displayName).trim();
  const { followersCount: followers, followingCount: following, tweetCount: tweets } = profile;
  const age = accountAgeDays(profile.createdAt, now);
  const bioWords = bio.match(WORD)?.length ?? 0;
  const shortener = profile.url ? SHORTENER.test(profile.url) : false;
  const signals: BotSignal[] = [];
  const add = (condition: boolean, code: string, points: number, reason: string) => {
    if (condition) signals.push({ code, points, reason });
  };

  const hard = (code: string, reason: string) => finish([{ code, points: 100, reason }]);
  if (SELF_DECLARED.test(bio) || SELF_DECLARED.test(name)) return hard("self_declared", "declares itself a bot");
  if (tweets === 0 && following >= 200 && followers < 10) return hard("follow_farm", `0 tweets, following ${count(following)}, ${followers} followers`);
  const strongSpam = STRONG_SPAM.exec(bio) ?? STRONG_SPAM.exec(name);
  if (strongSpam && (followers < 100 || following >= 10 * followers)) return hard("spam_bio", `spam bio ('${strongSpam[0]}') without an audience`);

  if (profile.defaultProfileImage) {
    const old = age === undefined || age > 60;
    add(true, old ? "default_image_old" : "default_image_new", old ? 25 : 10, "default image");
  }
  add(bio === "", "no_bio", 10, "empty bio");
  add(bio === "" && !profile.location && following > 100, "no_bio_no_location", 15, "no bio or location while following many");
  if (following >= 50 * Math.max(followers, 1) && following >= 100) add(true, "ratio_50", 25, `following ${count(following)} vs ${count(followers)} followers`);
  else add(following >= 10 * followers && following >= 200, "ratio_10", 10, `following ${count(following)} vs ${count(followers)} followers`);
  add(tweets === 0, "zero_tweets", 20, "0 tweets");
  add(tweets > 0 && tweets < 50, "few_tweets", 5, `only ${tweets} tweets`);
  if (age !== undefined) {
    const perDay = tweets / age;
    if (perDay > 144) add(true, "tweet_rate_extreme", 35, `${Math.round(perDay)} tweets a day`);
    else add(perDay > 50, "tweet_rate_high", 20, `${Math.round(perDay)} tweets a day`);
    add(following / age > 20 && following >= 500, "follow_rate", 15, `follows ${Math.round(following / age)} accounts a day`);
    if (age < 7) add(true, "account_days_old", 15, `account ${age} days old`);
    else add(age < 30, "account_weeks_old", 10, `account ${age} days old`);
    add(age >= 730 && tweets >= 100, "tenure", -10, "long-lived and active");
  }
  add(followers < 30, "few_followers", 5, `${followers} followers`);
  const digits = handleDigitSignal(profile.handle);
  if (digits) signals.push(digits);
  add(looksRandom(profile.handle), "handle_random", 10, "random-looking handle");
  add(SPAM_HANDLE_WORDS.test(profile.handle.toLowerCase()), "handle_spam_words", 10, "spam words in handle");
  add(name === "" || name.replace(SPACE, "") === profile.handle.toLowerCase() || (name.match(DIGIT)?.length ?? 0) >= 3, "name_weak", 5, "name empty, equal to handle or full of digits");
  const spam = strongSpam ?? SPAM_TERMS.exec(bio) ?? SPAM_TERMS.exec(name);
  if (spam) add(true, strongSpam ? "strong_spam_terms" : "spam_terms", strongSpam ? 40 : 25, `spam bio ('${spam[0]}')`);
  add(bio !== "" && NON_WORD_BIO.test(bio), "bio_no_words", 10, "bio without words");
  add(shortener && bioWords < 3, "shortener_url", 5, "link-hub URL and almost no bio");
  add(Boolean(profile.location?.trim()), "has_location", -5, "has a location");
  add(Boolean(profile.url) && !shortener, "has_url", -5, "has a website");
  add(bioWords >= 6 && !spam, "rich_bio", -10, "a real bio");
  add(followers >= 1000 && following <= followers, "audience", -15, "followed by more than it follows");
  add((profile.listedCount ?? 0) > 0, "listed", -5, "on other users' lists");
  add(profile.verified, "verified", -10, "verified");
  return finish(signals);
}

function finish(signals: BotSignal[]): BotAssessment {
  const points = Math.min(100, Math.max(0, signals.reduce((sum, signal) => sum + signal.points, 0)));
  const score = Math.round(points) / 100;
  const band: BotBand = score >= BOT_SCORE_THRESHOLD ? "bot" : score >= SUSPECT_SCORE_THRESHOLD ? "suspect" : "human";
  const shown = signals.filter((signal) => signal.points > 0).sort((a, b) => b.points - a.points);
  const summary = `bot score ${score.toFixed(2)}${shown.length > 0 ? `: ${shown.map((signal) => signal.reason).join(", ")}` : ""}`;
  return { score, band, isBot: band === "bot", signals, summary };
}
