import type { BOT_KIND } from "@leadstream/contracts/vocabulary";
import { anyRow, keywordStuffing } from "./bots/bio-shape.js";
import { undoSpellingTricks } from "./bots/obfuscation.js";
import {
  ADULT_HOST,
  ANTI_SCAM,
  BOT_HANDLE,
  BOT_NAME,
  ENGAGEMENT_BAIT,
  FAKE_NEWS,
  GAMBLING_WORDS,
  GUARANTEE,
  MAKER_CONTEXT,
  MONEY_PROMISE,
  NEGATED,
  NEWS_CUE,
  PROFESSION,
  SCOPED_FOLLOW_BACK,
  SELF_DECLARED,
  SPAM_WORDS,
  STRONG_SCAM,
  URGENT_CALL,
} from "./bots/patterns.js";
import { scan, type Scan } from "./bots/phrases.js";
import { GIVEN_NAMES } from "./gender-names.js";
import type { XProfile } from "./profile.js";
import { foldText, formatCount as count } from "./text.js";

/**
 * Bot score from profile metadata and bio content: an additive points score after the published
 * rule sets (Camisani-Calzolari, Socialbakers FakeFollowerCheck, van den Beld, Botometer-Lite
 * features, OSoMe BotRuler centres), as laid out in classification-notes.md §3.8, plus behaviour
 * (posting velocity, follow-back farming, silent following) and content in many languages
 * (self-declared feeds, scams, engagement bait, keyword stuffing; see bots/patterns.ts). It aims
 * at cheap fake followers and spam accounts with high precision; sophisticated bots are left to
 * `bot` feedback.
 *
 * Hard rules settle it with one sign (score 1): a self-declared bot or automated feed (in the bio,
 * or a display name or handle ending in "bot" that is not a person's); a scam bio on an account
 * without an audience (unless a lawyer or reporter names it as a subject); a bio that is mostly
 * engagement bait on an account without an audience or in the follow-back economy that has not
 * posted for years; a thousand
 * tweets a day or more; no tweets while following hundreds with almost no followers. Otherwise
 * points add up, signs of a real person taking some away, and a dropped profile is of the kind of
 * its strongest sign (content signs win ties, since they say more than behaviour).
 *
 * It runs on every classify() call, so it is written for speed: content phrases are anchored
 * (bots/phrases.ts), reasons are only built for signs that fire, and the summary only when read.
 */

/** At or above: a bot, never a lead. */
export const BOT_SCORE_THRESHOLD = 0.6;
/** At or above (and below the bot threshold): kept, but never more than a `medium` lead. */
export const SUSPECT_SCORE_THRESHOLD = 0.4;

export type BotBand = "human" | "suspect" | "bot";
export type BotKind = (typeof BOT_KIND.names)[number];

export interface BotSignal {
  code: string;
  /** What kind of bot this sign points to; a dropped profile is of its strongest sign's kind. */
  kind: BotKind;
  /** Points out of 100; negative for signs of a real person. A hard rule carries 100. */
  points: number;
  reason: string;
}

export interface BotAssessment {
  /** 0..1, two decimals. */
  score: number;
  band: BotBand;
  isBot: boolean;
  /** The kind of the strongest sign, when a bot. */
  kind: BotKind | null;
  signals: BotSignal[];
  /** "bot score 0.82: default image, handle with 8 digits, ..." (built when first read). */
  readonly summary: string;
}

const DAY_MS = 86_400_000;
/** Tweets a day over the account's whole life. Hundreds are possible for news people; a thousand is a machine. */
const MACHINE_TWEETS_A_DAY = 1_000;
const EXTREME_TWEETS_A_DAY = 144;
const HIGH_TWEETS_A_DAY = 50;
/** X lets an account follow 5 000 before its own followers limit it; follow-back farms sit at the cap with following ≈ followers. */
const NEAR_FOLLOW_CAP = 4_000;
/** Following this many while followed by less than half as many: mass following up against the cap. */
const AT_FOLLOW_CAP = 4_500;
/** Silent followers: thousands followed, almost no followers, almost no posts. */
const SILENT_FOLLOWING = 1_000;
const SILENT_TWEETS = 10;
const SILENT_FOLLOWERS = 50;
/** Following this many, with at most this many posts, is silent following whatever the followers, as long as under a twentieth follow back. */
const MASS_FOLLOWING = 2_000;
const MASS_SILENT_TWEETS = 20;
/** Following thousands, several times its followers, with almost nothing posted: follows by the thousand to be followed back, not to read. */
const SILENT_MASS_FOLLOWING = 3_000;
const SILENT_MASS_RATIO = 4;
const SILENT_MASS_TWEETS = 100;
/** Following out: this many, at least twice (or, weighing less, one and a half times) as many as follow back. */
const OUTBOUND_FOLLOWING = 1_500;
const OUTBOUND_RATIO = 2;
const LEANING_RATIO = 1.5;
/** Following this many is pinned at X's 5 000 cap; followers within this share of it are follow-backs. */
const PINNED_AT_CAP = 4_900;
const PINNED_GAP = 0.05;
/** At the follow cap with fewer posts than this, its followers are follow-backs: an account that has said almost nothing is not followed for what it says. */
const FARM_TWEETS = 500;
/** The follow-back economy: following this many, with followers within a quarter of it either way. */
const RECIPROCAL_FOLLOWING = 1_000;
const RECIPROCAL_RATIO = 0.75;
/** Follows a day, over the account's life, that take it to thousands within a year or two: following by the hundred, not reading. */
const FAST_FOLLOWING_A_DAY = 8;
/**
 * Years of posting: an account this old with this many tweets has outlived the farms and spam campaigns
 * that X suspends within a few years. Its follow-back offers and its dozens of posts a day to a circle
 * that follows it back are a person's habits, weighed as signs but never settling it.
 */
const LONG_LIVED_DAYS = 5 * 365;
const ESTABLISHED_TWEETS = 1_000;
/** A one-way broadcast: dozens of posts a day for a year or more while following next to no one is a feed; a person, however famous, follows someone. */
const BROADCAST_FOLLOWING = 20;
const BROADCAST_DAYS = 365;
/** A row of unknown items counts on an account following at least this many, this many times its followers. */
const ROW_FOLLOWING = 500;
const ROW_RATIO = 5;
/** Separators that make the rest of a bio beside bait a list, not prose. */
const BAIT_LIST_MARKS = 3;
const listMarks = (text: string): number => {
  let marks = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 124 || c === 44 || c === 8226 || c === 183) marks++;
  }
  return marks;
};
/** Separators a display name needs before it is read as a row of keywords. */
const NAME_ROW_SEPARATORS = 4;
const separatorCount = (text: string): number => {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 124) count++;
  return count;
};
/** Engagement bait decides alone only in a bio shorter than this (words): then the bait is what the bio says. */
const BAIT_BIO_WORDS = 8;

/** A strong scam phrase on an account with an audience: one more sign makes it a bot. */
const STRONG_SCAM_POINTS = 50;
/** The same phrase in the bio of a lawyer, reporter or researcher, whose subject it may be. */
const SCAM_AS_SUBJECT_POINTS = 30;
/** Scam-sign families found together: one is weak evidence, three are a scam. */
const SCAM_FAMILY_POINTS = [0, 10, 30, 60] as const;
/** Spam words (giveaway, promo, airdrop) alone weigh what `spam_terms` always did. */
const SPAM_WORDS_ALONE = 25;
const SCAM_FAMILIES = [MONEY_PROMISE, URGENT_CALL, GUARANTEE, SPAM_WORDS, GAMBLING_WORDS];

const SPAM_HANDLE_WORDS = /giveaway|airdrop|promo|forex|followback|f4f|signals/;
const SHORTENER = /^(?:https?:\/\/)?(?:www\.)?(?:t\.co|bit\.ly|tinyurl\.com|linktr\.ee|goo\.gl|ow\.ly|is\.gd|cutt\.ly|rebrand\.ly|beacons\.ai|lnk\.bio)\b/i;
const X_AUTO_HANDLE = /^[A-Za-z_]{2,7}\d{8}$/;
const BOT_WORD = /bot/i;
const LETTER = /\p{L}/u;
/** Per UTF-16 code unit past ASCII: 0 not yet known, 1 a letter, 2 not one (as `LETTER` reads the unit alone). */
const unitIsLetter = new Uint8Array(0x10000);
const NON_WORD_BIO = /^(?:\s|#\S+|\$\S+|@\S+|https?:\/\/\S+|\p{Extended_Pictographic}|[\p{S}\p{P}]|\u200d|\ufe0f)*$/u;

/** The number written by the two characters at `i`; NaN unless both are digits. */
function twoDigits(text: string, i: number): number {
  const tens = text.charCodeAt(i) - 48;
  const units = text.charCodeAt(i + 1) - 48;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : Number.NaN;
}

/** Milliseconds of an ISO-8601 UTC timestamp ("2019-03-01T00:00:00Z", with or without .sss), fast; Date.parse for anything else. */
function parseTime(text: string): number {
  const n = text.length;
  if ((n === 20 || (n === 24 && text.charCodeAt(19) === 46)) && text.charCodeAt(n - 1) === 90 && text.charCodeAt(4) === 45 && text.charCodeAt(7) === 45 && text.charCodeAt(10) === 84) {
    const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
    const time = Date.UTC(year, twoDigits(text, 5) - 1, twoDigits(text, 8), twoDigits(text, 11), twoDigits(text, 14), twoDigits(text, 17));
    if (!Number.isNaN(time)) return time;
  }
  return Date.parse(text);
}

/** How many whole days the account has existed at `now`, at least 1; undefined when created_at is unreadable. */
function accountAgeDays(createdAt: string, now: number): number | undefined {
  const created = parseTime(createdAt);
  return Number.isNaN(created) ? undefined : Math.max(1, Math.floor((now - created) / DAY_MS));
}

/** A quote short enough for a reason. */
const quote = (text: string) => (text.length > 40 ? `${text.slice(0, 39).trim()}…` : text.trim());

const signal = (code: string, kind: BotKind, points: number, reason: string): BotSignal => ({ code, kind, points, reason });

/** Signs whose reason never varies, made once (frozen) and shared: most profiles show several. */
const fixedSignals = new Map<string, BotSignal>();
function fixed(code: string, kind: BotKind, points: number, reason: string): BotSignal {
  let made = fixedSignals.get(code);
  if (made === undefined) fixedSignals.set(code, (made = Object.freeze(signal(code, kind, points, reason))));
  return made;
}

/** Runs of two or more letters, the way `[\p{L}]{2,}` counts them. */
function wordCount(text: string): number {
  let words = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let letter: boolean;
    if (c < 128) letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
    else {
      let known = unitIsLetter[c];
      if (known === 0) unitIsLetter[c] = known = LETTER.test(text[i]) ? 1 : 2;
      letter = known === 1;
    }
    if (letter) {
      if (++run === 2) words++;
    } else run = 0;
  }
  return words;
}

/** Whether `\s` in a regular expression matches the UTF-16 code unit. */
const isSpace = (c: number): boolean =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

/** `text.replace(/\s/g, "") === other`, without building the string. */
function sameWithoutSpaces(text: string, other: string): boolean {
  let k = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) continue;
    if (k >= other.length || other.charCodeAt(k) !== c) return false;
    k++;
  }
  return k === other.length;
}

/**
 * Whether a word of the text (after a space, or first) starts with an ASCII letter or digit and is no
 * URL: then `NON_WORD_BIO` cannot match, since none of its pieces starts so. Most bios have one.
 */
function plainWordStart(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (i > 0 && !isSpace(text.charCodeAt(i - 1))) continue;
    const c = text.charCodeAt(i);
    const alphanumeric = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
    if (alphanumeric && !(c === 104 && (text.startsWith("http://", i) || text.startsWith("https://", i)))) return true;
  }
  return false;
}

/** How many of `/\d/g` the text holds. */
function digitCount(text: string): number {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
  }
  return digits;
}

/** A handle made of random letters: among its letters, a run of five consonants or hardly any vowels. */
function looksRandom(handle: string): boolean {
  let letters = 0;
  let vowels = 0;
  let run = 0;
  let longestRun = 0;
  for (let i = 0; i < handle.length; i++) {
    const c = handle.charCodeAt(i) | 32; // lower case for letters
    if (c < 97 || c > 122) continue;
    letters++;
    if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117 || c === 121) {
      vowels++;
      run = 0;
    } else longestRun = Math.max(longestRun, ++run);
  }
  return letters >= 8 && (longestRun >= 5 || vowels / letters < 0.2);
}

function handleDigitSignal(handle: string): BotSignal | undefined {
  const digits = digitCount(handle);
  if (X_AUTO_HANDLE.test(handle)) return fixed("handle_auto_digits", "suspicious_profile", 5, "handle with 8 digits");
  if (digits >= 5 || (digits > 0 && digits / handle.length >= 0.4)) return signal("handle_digits", "suspicious_profile", 10, `handle with ${digits} digits`);
  return undefined;
}

/** The first strong scam phrase in the text, named by its group. */
function strongScam(scanned: Scan): { name: string; quote: string } | undefined {
  for (const set of STRONG_SCAM) {
    const match = set.exec(scanned, NEGATED);
    if (match) return { name: set.name, quote: quote(match[0]) };
  }
  return undefined;
}

/** Quotes of the weak scam-sign families present (money promised, urgency, guarantees, spam words, gambling words); undefined when none. */
function scamFamilies(scanned: Scan): { quotes: string[]; spamWords: boolean } | undefined {
  let quotes: string[] | undefined;
  let spamWords = false;
  for (const set of SCAM_FAMILIES) {
    const match = set.exec(scanned);
    if (match) {
      (quotes ??= []).push(`'${quote(match[0])}'`);
      if (set === SPAM_WORDS) spamWords = true;
    }
  }
  return quotes && { quotes, spamWords };
}

/** `folded`: the bio and display name through `foldText`, when the caller has them already. */
export function assessBot(profile: XProfile, now: number, folded?: { bio: string; name: string }): BotAssessment {
  const bio = (folded?.bio ?? foldText(profile.bio)).trim();
  const name = (folded?.name ?? foldText(profile.displayName)).trim();
  /** Bio and display name: spam and self-declared feeds put their label in either. */
  const text = name === "" ? bio : `${bio}\n${name}`;
  const { followersCount: followers, followingCount: following, tweetCount: tweets, handle } = profile;
  const age = accountAgeDays(profile.createdAt, now);
  const perDay = age === undefined ? 0 : tweets / age;
  const bioWords = wordCount(bio);
  const looksHuman = bioWords >= 3;
  const noAudience = followers < 100 || following >= 10 * followers;
  /** Posting at a machine's pace for the account's whole life. */
  const machinePace = age !== undefined && perDay > EXTREME_TWEETS_A_DAY;
  const longLived = age !== undefined && age >= LONG_LIVED_DAYS;
  const established = longLived && tweets >= ESTABLISHED_TWEETS;

  // Hard rules: content first, since it names the kind best.
  let scanned = scan(text);
  /** The text with spelling tricks undone ("F r e e   s i g n a l s", "0nlyF4ns", Cyrillic look-alikes); content is read there. */
  const clear = scanned.tricks === 0 ? undefined : undoSpellingTricks(text, scanned.tricks);
  if (clear !== undefined) scanned = scan(clear);
  const declared = SELF_DECLARED.exec(scanned, NEGATED);
  // Both patterns end in "bot": most names and handles are ruled out without running them.
  const botName = name.includes("bot") ? BOT_NAME.exec(name) : null;
  const botHandle = BOT_WORD.test(handle) ? BOT_HANDLE.exec(handle) : null;
  const maker = declared !== null || botName !== null || botHandle !== null ? MAKER_CONTEXT.test(text) : false;
  if (declared && !maker) return hard("self_declared", "self_declared", `declares itself a bot or an automated feed ('${quote(declared[0])}')`);
  // "Tides Bot", "名言bot"; but "Marieke Bot" may be a person with a Dutch surname.
  const personNamedBot = botName?.[1] !== undefined && GIVEN_NAMES.has(botName[1]);
  if (botName && !maker && !personNamedBot) return hard("bot_name", "self_declared", `named a bot ('${quote(botName[0])}')`);
  const personHandleBot = botHandle?.[1] !== undefined && GIVEN_NAMES.has(botHandle[1].toLowerCase());
  if (botHandle && !maker && !personHandleBot) return hard("bot_handle", "self_declared", `handle ends in _bot ('${handle}')`);
  let scam = strongScam(scanned);
  let families = scamFamilies(scanned);
  if ((scam || families) && ANTI_SCAM.test(text)) scam = families = undefined; // warns about scams, does not run one
  // A lawyer's or a reporter's bio may name a scam as its subject: fewer points then, never a hard rule.
  const subject = scam !== undefined && PROFESSION.test(text);
  // Following more than follow it is no audience for a scam either: its followers are bought or followed back.
  if (scam && (noAudience || following > followers) && !subject) return hard("spam_bio", "scam", `${scam.name} ('${scam.quote}') without an audience`);
  const bait = ENGAGEMENT_BAIT.exec(scanned, NEGATED, SCOPED_FOLLOW_BACK);
  // Bait decides when it is most of the bio (a short bio, or bait said two ways), on an account
  // without an audience or in the follow-back economy (following about as many as follow it); a
  // realtor who also follows back local businesses says more than the bait, and gets points, as
  // does an account that has posted for years (bait farms do not last that long).
  // Or beside a list rather than prose ("Follback pasti! 🔁 tukang kayu, tukang cukur, tukang kunci, ..."): the bait is the only sentence.
  const baitBio = bait !== null && (bioWords < BAIT_BIO_WORDS || ENGAGEMENT_BAIT.count(scanned, NEGATED, SCOPED_FOLLOW_BACK) >= 2 || listMarks(bio) >= BAIT_LIST_MARKS);
  if (bait !== null && baitBio && (noAudience || following >= 0.8 * followers) && following >= 100 && !established) {
    return hard("engagement_bait", "engagement_bait", `engagement bait ('${quote(bait[0])}') ${noAudience ? "without an audience" : "while following as many as follow it"}`);
  }
  if (perDay >= MACHINE_TWEETS_A_DAY) return hard("tweet_rate_machine", "high_velocity", `${count(perDay)} tweets a day`);
  if (tweets === 0 && following >= 200 && followers < 10) {
    return hard("follow_farm", looksHuman ? "silent_follower" : "follow_farm", `0 tweets, following ${count(following)}, ${followers} followers`);
  }

  // Content points; pushed first, so that they win ties.
  const signals: BotSignal[] = [];
  if (scam) signals.push(signal("strong_spam_terms", "scam", subject ? SCAM_AS_SUBJECT_POINTS : STRONG_SCAM_POINTS, `${scam.name} ('${scam.quote}')`));
  if (families) {
    const n = families.quotes.length;
    const points = n === 1 && families.spamWords ? SPAM_WORDS_ALONE : SCAM_FAMILY_POINTS[Math.min(n, 3)];
    signals.push(signal("spam_terms", "scam", points, `spam bio (${families.quotes.join(", ")})`));
  }
  if (clear !== undefined && (scam || families)) signals.push(fixed("spelling_tricks", "scam", 30, "spam words spelled to slip past filters"));
  const adultLink = profile.url ? ADULT_HOST.test(profile.url) : false;
  if (adultLink) signals.push(fixed("adult_link", "scam", 40, "links a paid adult page"));
  if (bait) signals.push(signal("engagement_bait", "engagement_bait", 35, `engagement bait ('${quote(bait[0])}')`));
  const fakeNews = FAKE_NEWS.exec(scanned, NEGATED);
  if (fakeNews) signals.push(signal("fake_news", "high_velocity", 30, `reposts 'what the media hide' ('${quote(fakeNews[0])}')`));
  // A display name that is a row of keywords ("SWE | FAANG | Staff Engineer | Principal | SWE | FAANG") is a label too; a person's name is a name.
  const stuffing = keywordStuffing(bio) ?? (separatorCount(name) >= NAME_ROW_SEPARATORS ? keywordStuffing(name) : undefined);
  if (stuffing) {
    // A row of trades or topics may be a person's shorthand; on an account following out by the thousand, far more than follow it
    // back, it is the spam account's label.
    const outbound = following >= OUTBOUND_FOLLOWING && following >= OUTBOUND_RATIO * followers;
    const massFollowing = outbound || (following >= MASS_FOLLOWING && following >= SILENT_MASS_RATIO * followers);
    const leaning = !massFollowing && following >= OUTBOUND_FOLLOWING && following >= LEANING_RATIO * followers;
    // A bio of hashtags alone, not a word of its own, is a feed's label or a spam account's.
    const hashtagsOnly = stuffing === "hashtags" && NON_WORD_BIO.test(bio);
    // Hashtags alone under a name that is no person's ("Weld Daily", "Pottery Vibes"): a tag feed's label, whatever its audience.
    const unnamedTags = hashtagsOnly && !GIVEN_NAMES.has(name.split(/\s+/)[0] ?? "");
    const points = massFollowing || unnamedTags ? 70 : leaning || hashtagsOnly ? 50 : stuffing === "topics" ? 20 : 30;
    const shown = massFollowing || leaning ? `, following ${count(following)} with ${count(followers)} followers` : "";
    signals.push(signal("keyword_stuffing", "keyword_stuffing", points, `bio is a row of ${stuffing === "topics" ? "trades or topics" : stuffing}${shown}`));
  }
  // A row of items in any language on an account following out (five times its followers, or by the thousand at twice): a listing's label.
  const followingOut = (following >= ROW_FOLLOWING && following >= ROW_RATIO * followers) || (following >= OUTBOUND_FOLLOWING && following >= OUTBOUND_RATIO * followers);
  if (!stuffing && followingOut && anyRow(bio)) {
    signals.push(signal("keyword_stuffing", "keyword_stuffing", 80, `bio is a row of keywords, following ${count(following)} with ${count(followers)} followers`));
  }
  // A person's name before "bot" ("Anna Bot", "anna_bot"): a sign, not proof.
  if (botName && !maker) signals.push(signal("bot_name", "self_declared", 40, `named a bot ('${quote(botName[0])}')`));
  if (botHandle && !maker) signals.push(signal("bot_handle", "self_declared", 30, `handle ends in _bot ('${handle}')`));

  // Following en masse.
  const silent =
    (following >= 20 * followers &&
      ((following >= SILENT_FOLLOWING && tweets <= SILENT_TWEETS && followers < SILENT_FOLLOWERS) || (following >= MASS_FOLLOWING && tweets <= MASS_SILENT_TWEETS))) ||
    (following >= SILENT_MASS_FOLLOWING && following >= SILENT_MASS_RATIO * followers && tweets < SILENT_MASS_TWEETS);
  if (silent) signals.push(signal("silent_follower", looksHuman ? "silent_follower" : "follow_farm", 60, `follows ${count(following)} with ${count(followers)} followers and ${tweets} tweets`));
  const followRate = age === undefined ? 0 : following / age;
  const content = scam !== undefined || families !== undefined || bait !== null || stuffing !== undefined || fakeNews !== null || adultLink;
  /** A bio of a sentence or more that sells nothing: what a person who follows many back writes. */
  const personBio = bioWords >= 6 && !content;
  const followBackShape = following >= NEAR_FOLLOW_CAP && Math.abs(following - followers) <= 0.2 * Math.max(following, followers);
  if (followBackShape) {
    // At the cap with following ≈ followers is the follow-back farm's shape; a networker with a real bio who got there over years has it too, so it weighs less then.
    // With next to no posts, though, thousands of followers can only be follow-backs, whatever the bio says.
    const fewPosts = tweets < FARM_TWEETS;
    const reason = `following ${count(following)} ≈ ${count(followers)} followers near the follow cap${fewPosts ? `, with ${count(tweets)} tweets` : ""}`;
    // Pinned at the cap with followers matching following almost one for one is the farm's exact shape: a bio does not make it a
    // person, only years of posting do (farms are suspended long before).
    const pinned = following >= PINNED_AT_CAP && Math.abs(following - followers) <= PINNED_GAP * Math.max(following, followers);
    const networker = ((personBio && !pinned) || established) && followRate < FAST_FOLLOWING_A_DAY && !fewPosts;
    signals.push(signal("follow_back_farm", "follow_farm", fewPosts || (pinned && !networker) ? 75 : networker ? 30 : 60, reason));
  }
  const overCap = following >= AT_FOLLOW_CAP && following > 2 * followers;
  if (overCap) signals.push(signal("over_follow_cap", "follow_farm", 25, `following ${count(following)} at the follow cap, with ${count(followers)} followers`));
  const reciprocal = following >= RECIPROCAL_FOLLOWING && followers >= RECIPROCAL_RATIO * following && following >= RECIPROCAL_RATIO * followers;
  // Posting all day, every day, to no real audience: a person who posts that much is followed by more than they follow. Dozens a day
  // to follow-backs on an account younger than the farms last, or a machine's pace to anyone not clearly an audience (a fan who
  // posts dozens a day to a few hundred is a person).
  const volumeUnfollowed = (perDay > HIGH_TWEETS_A_DAY && reciprocal && !longLived) || (machinePace && following > 0 && RECIPROCAL_RATIO * followers < following);
  if (volumeUnfollowed) {
    signals.push(signal("volume_no_audience", "high_velocity", 45, `${count(perDay)} tweets a day, followed by ${count(followers)} while following ${count(following)}`));
  }
  const broadcast = age !== undefined && age >= BROADCAST_DAYS && following <= BROADCAST_FOLLOWING && perDay > HIGH_TWEETS_A_DAY;
  if (broadcast) signals.push(signal("broadcast_feed", "high_velocity", 45, `${count(perDay)} tweets a day while following ${following}`));
  /** Behaviour a location, a website or a bio anyone can type do not outweigh. */
  // A machine's pace to followers who are not clearly an audience (fewer than twice those it follows) is no person's, whatever the bio.
  const machineUnfollowed = machinePace && followers < 2 * following;
  const behaviour = silent || followBackShape || overCap || volumeUnfollowed || broadcast || machineUnfollowed;

  // Profile and activity, in the order of the published rule sets (the summary lists ties in this order).
  if (profile.defaultProfileImage) {
    const old = age === undefined || age > 60;
    signals.push(old ? fixed("default_image_old", "suspicious_profile", 25, "default image") : fixed("default_image_new", "suspicious_profile", 10, "default image"));
  }
  if (bio === "") signals.push(fixed("no_bio", "suspicious_profile", 10, "empty bio"));
  if (bio === "" && !profile.location && following > 100) signals.push(fixed("no_bio_no_location", "suspicious_profile", 15, "no bio or location while following many"));
  if (following >= 50 * Math.max(followers, 1) && following >= 100) signals.push(signal("ratio_50", "suspicious_profile", 25, `following ${count(following)} vs ${count(followers)} followers`));
  else if (following >= 10 * followers && following >= 200) signals.push(signal("ratio_10", "suspicious_profile", 10, `following ${count(following)} vs ${count(followers)} followers`));
  if (tweets === 0) signals.push(fixed("zero_tweets", "suspicious_profile", 20, "0 tweets"));
  else if (tweets < 50) signals.push(signal("few_tweets", "suspicious_profile", 5, `only ${tweets} tweets`));
  if (age !== undefined) {
    if (machinePace) {
      // A news account may post hundreds a day; anyone else doing it over the account's whole life is a machine.
      const news = fakeNews === null && NEWS_CUE.test(text);
      signals.push(signal("tweet_rate_extreme", "high_velocity", news ? 35 : 60, `${count(perDay)} tweets a day${news ? "" : " from an account that is not news"}`));
    } else if (perDay > HIGH_TWEETS_A_DAY) signals.push(signal("tweet_rate_high", "high_velocity", 20, `${count(perDay)} tweets a day`));
    if ((followRate > 20 && following >= 500) || (followRate >= FAST_FOLLOWING_A_DAY && following >= MASS_FOLLOWING)) {
      signals.push(signal("follow_rate", "follow_farm", 15, `follows ${count(followRate)} accounts a day`));
    }
    if (age < 7) signals.push(signal("account_days_old", "suspicious_profile", 15, `account ${age} days old`));
    else if (age < 30) signals.push(signal("account_weeks_old", "suspicious_profile", 10, `account ${age} days old`));
    // Years of posting at a machine's pace, or at dozens a day, are no sign of a person.
    if (age >= 730 && tweets >= 100 && perDay <= HIGH_TWEETS_A_DAY && !scam && !stuffing) signals.push(fixed("tenure", "suspicious_profile", -10, "long-lived and active"));
  }
  if (followers < 30) signals.push(signal("few_followers", "suspicious_profile", 5, `${followers} followers`));
  const digits = handleDigitSignal(handle);
  if (digits) signals.push(digits);
  if (looksRandom(handle)) signals.push(fixed("handle_random", "suspicious_profile", 10, "random-looking handle"));
  const lowerHandle = handle.toLowerCase();
  if (SPAM_HANDLE_WORDS.test(lowerHandle)) signals.push(fixed("handle_spam_words", "scam", 10, "spam words in handle"));
  if (name === "" || sameWithoutSpaces(name, lowerHandle) || digitCount(name) >= 3) {
    signals.push(fixed("name_weak", "suspicious_profile", 5, "name empty, equal to handle or full of digits"));
  }
  if (bio !== "" && !plainWordStart(bio) && NON_WORD_BIO.test(bio)) signals.push(fixed("bio_no_words", "suspicious_profile", 10, "bio without words"));
  const shortener = profile.url ? SHORTENER.test(profile.url) : false;

  if (shortener && bioWords < 3) signals.push(fixed("shortener_url", "suspicious_profile", 5, "link-hub URL and almost no bio"));

  // Signs of a real person.
  if (!behaviour) {
    if (profile.location?.trim()) signals.push(fixed("has_location", "suspicious_profile", -5, "has a location"));
    if (profile.url && !shortener && !adultLink) signals.push(fixed("has_url", "suspicious_profile", -5, "has a website"));
    if (personBio) signals.push(fixed("rich_bio", "suspicious_profile", -10, "a real bio"));
  }
  // A follow-back farm's followers are follow-backs, not an audience; nor do followers vouch for an
  // account posting at a machine's pace or selling a scam (followers can be bought).
  if (followers >= 1000 && following <= followers && !reciprocal && !followBackShape && !machinePace && !broadcast && !scam) signals.push(fixed("audience", "suspicious_profile", -15, "followed by more than it follows"));
  if ((profile.listedCount ?? 0) > 0) signals.push(fixed("listed", "suspicious_profile", -5, "on other users' lists"));
  if (profile.verified) signals.push(fixed("verified", "suspicious_profile", -10, "verified"));
  return new Assessment(signals);
}

const hard = (code: string, kind: BotKind, reason: string): BotAssessment => new Assessment([signal(code, kind, 100, reason)]);

class Assessment implements BotAssessment {
  readonly score: number;
  readonly band: BotBand;
  readonly isBot: boolean;
  readonly kind: BotKind | null;
  private summaryText: string | undefined;

  constructor(readonly signals: BotSignal[]) {
    let sum = 0;
    let strongest: BotSignal | undefined;
    for (const s of signals) {
      sum += s.points;
      if (s.points > 0 && (strongest === undefined || s.points > strongest.points)) strongest = s;
    }
    this.score = Math.round(Math.min(100, Math.max(0, sum))) / 100;
    this.band = this.score >= BOT_SCORE_THRESHOLD ? "bot" : this.score >= SUSPECT_SCORE_THRESHOLD ? "suspect" : "human";
    this.isBot = this.band === "bot";
    this.kind = this.isBot ? (strongest?.kind ?? "suspicious_profile") : null;
  }

  get summary(): string {
    if (this.summaryText === undefined) {
      const shown = this.signals.filter((s) => s.points > 0).sort((a, b) => b.points - a.points);
      this.summaryText = `bot score ${this.score.toFixed(2)}${shown.length > 0 ? `: ${shown.map((s) => s.reason).join(", ")}` : ""}`;
    }
    return this.summaryText;
  }
}
