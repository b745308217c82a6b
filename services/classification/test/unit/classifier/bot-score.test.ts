import { describe, expect, it } from "vitest";
import { assessBot, BOT_SCORE_THRESHOLD, SUSPECT_SCORE_THRESHOLD } from "../../../src/domain/classifier/bot-score.js";
import type { XProfile } from "../../../src/domain/classifier/profile.js";
import { makeProfile, NOW } from "./make-profile.js";

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();
const codes = (profile: XProfile) => assessBot(profile, NOW).signals.map((signal) => signal.code);

/** Neutral on every rule, so each test shows one signal. */
const quiet = (overrides: Partial<XProfile>) =>
  makeProfile({ bio: "Product designer in Porto", location: "", url: "", listedCount: 0, followersCount: 300, followingCount: 300, tweetCount: 900, createdAt: daysAgo(400), ...overrides });

describe("hard rules", () => {
  it("a self-declared bot", () => {
    const bot = assessBot(quiet({ bio: "I'm a bot. Posts every 10 minutes." }), NOW);
    expect(bot).toMatchObject({ score: 1, band: "bot", isBot: true });
    expect(bot.signals[0].code).toBe("self_declared");
  });

  it("does not take 'chatbot' or 'robotics' for a self-declared bot", () => {
    expect(codes(quiet({ bio: "Founder of a chatbot startup, robotics nerd" }))).not.toContain("self_declared");
  });

  it("a follow farm: no tweets, follows hundreds, followed by nobody", () => {
    expect(codes(quiet({ tweetCount: 0, followingCount: 450, followersCount: 3 }))).toEqual(["follow_farm"]);
  });

  it("strong spam without an audience, but not with one", () => {
    expect(codes(quiet({ bio: "DM for promo 💰", followersCount: 40 }))).toEqual(["spam_bio"]);
    expect(codes(quiet({ bio: "DM for promo 💰", followersCount: 50_000, followingCount: 100 }))).not.toContain("spam_bio");
  });
});

describe("points", () => {
  it("default image, heavier on an old account", () => {
    expect(codes(quiet({ defaultProfileImage: true }))).toContain("default_image_old");
    expect(codes(quiet({ defaultProfileImage: true, createdAt: daysAgo(20) }))).toContain("default_image_new");
  });

  it("empty bio, and empty bio without location while following many", () => {
    expect(codes(quiet({ bio: "" }))).toContain("no_bio");
    expect(codes(quiet({ bio: "", followingCount: 250 }))).toContain("no_bio_no_location");
  });

  it("following far more than followed", () => {
    expect(codes(quiet({ followersCount: 20, followingCount: 2_000 }))).toContain("ratio_50");
    expect(codes(quiet({ followersCount: 40, followingCount: 900 }))).toContain("ratio_10");
  });

  it("zero, few and frantic tweet counts", () => {
    expect(codes(quiet({ tweetCount: 0 }))).toContain("zero_tweets");
    expect(codes(quiet({ tweetCount: 12 }))).toContain("few_tweets");
    expect(codes(quiet({ tweetCount: 80_000, createdAt: daysAgo(300) }))).toContain("tweet_rate_extreme");
    expect(codes(quiet({ tweetCount: 30_000, createdAt: daysAgo(300) }))).toContain("tweet_rate_high");
  });

  it("young accounts, and accounts that follow hundreds a day", () => {
    expect(codes(quiet({ createdAt: daysAgo(3) }))).toContain("account_days_old");
    expect(codes(quiet({ createdAt: daysAgo(20) }))).toContain("account_weeks_old");
    expect(codes(quiet({ createdAt: daysAgo(20), followingCount: 3_000, followersCount: 2_000 }))).toContain("follow_rate");
  });

  it("digit-heavy, auto-assigned, random and spammy handles", () => {
    expect(codes(quiet({ handle: "mark19283" }))).toContain("handle_digits");
    expect(codes(quiet({ handle: "sarah57329129" }))).toContain("handle_auto_digits");
    expect(codes(quiet({ handle: "xkqzmwrtp" }))).toContain("handle_random");
    expect(codes(quiet({ handle: "giveawaydrops" }))).toContain("handle_spam_words");
    expect(codes(quiet({ handle: "ana_costa" }))).toEqual(expect.not.arrayContaining(["handle_digits", "handle_auto_digits", "handle_random"]));
  });

  it("a name equal to the handle or full of digits", () => {
    expect(codes(quiet({ displayName: "jane_doe" }))).toContain("name_weak");
    expect(codes(quiet({ displayName: "User 4829" }))).toContain("name_weak");
    expect(codes(quiet({ handle: "JaneDoe", displayName: "Jane\u00a0Doe" }))).toContain("name_weak");
    expect(codes(quiet({ handle: "JaneDoe", displayName: "Jane Does" }))).not.toContain("name_weak");
  });

  it("spam phrases, word-less bios and a link hub with no bio", () => {
    expect(codes(quiet({ bio: "Follow back 💯 #f4f", followersCount: 500 }))).toContain("engagement_bait");
    expect(codes(quiet({ bio: "Crypto giveaway 🎁 claim now", followersCount: 500 }))).toContain("spam_terms");
    expect(codes(quiet({ bio: "🚀🚀 #btc #eth" }))).toContain("bio_no_words");
    expect(codes(quiet({ bio: "👉 https://example.com @acme $btc" }))).toContain("bio_no_words");
    expect(codes(quiet({ bio: "🚀 btc" }))).not.toContain("bio_no_words");
    expect(codes(quiet({ bio: "links ⬇️", url: "https://linktr.ee/someone" }))).toContain("shortener_url");
  });

  it("signs of a real person take points away", () => {
    const human = codes(makeProfile({ bio: "Founder & CEO at Acme. Building payroll software for small teams.", followersCount: 5_000, followingCount: 800, verified: true }));
    expect(human).toEqual(expect.arrayContaining(["has_location", "has_url", "rich_bio", "audience", "listed", "verified", "tenure"]));
  });
});

describe("bands", () => {
  it("a bought fake follower is a bot, with its reasons in the summary", () => {
    const bot = assessBot(makeProfile({ handle: "olga48291733", displayName: "Olga", bio: "", location: "", url: "", defaultProfileImage: true, followersCount: 14, followingCount: 900, tweetCount: 2, listedCount: 0, createdAt: daysAgo(365) }), NOW);
    expect(bot.score).toBeGreaterThanOrEqual(BOT_SCORE_THRESHOLD);
    expect(bot.summary).toMatch(/^bot score 0\.\d\d: default image, following 900 vs 14 followers, /);
  });

  it("a real newcomer is at most a suspect", () => {
    const newcomer = assessBot(makeProfile({ handle: "tom12345678", displayName: "Tom", bio: "", location: "", url: "", defaultProfileImage: true, followersCount: 2, followingCount: 40, tweetCount: 3, listedCount: 0, createdAt: daysAgo(10) }), NOW);
    expect(newcomer.isBot).toBe(false);
    expect(newcomer.score).toBeGreaterThanOrEqual(SUSPECT_SCORE_THRESHOLD);
  });

  it("an established founder is human with score 0", () => {
    const founder = assessBot(makeProfile({ bio: "Founder @acme. Ex-Stripe. Writing about pricing.", followersCount: 2_000, followingCount: 500 }), NOW);
    expect(founder).toMatchObject({ score: 0, band: "human", isBot: false });
  });
});
