import { describe, expect, it } from "vitest";
import { assessBot } from "../../../src/domain/classifier/bot-score.js";
import type { XProfile } from "../../../src/domain/classifier/profile.js";
import { makeProfile, NOW } from "./make-profile.js";

/**
 * Bots with ordinary-looking bios, given away by behaviour alone (following in the follow-back
 * economy, posting dozens a day to follow-backs, following thousands without posting), and the
 * people who share one of those traits and must stay human. Invented for these tests; the bios
 * are what a real person would write, in several languages, and a location is set, since
 * anyone can type one.
 */

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

const ordinary = (overrides: Partial<XProfile>): XProfile => makeProfile({ handle: "ordinary_for_test", url: "", listedCount: 0, ...overrides });

function expectBot(profile: XProfile, code: string): void {
  const bot = assessBot(profile, NOW);
  expect({ isBot: bot.isBot, codes: bot.signals.map((s) => s.code) }, bot.summary).toMatchObject({ isBot: true, codes: expect.arrayContaining([code]) });
}

function expectHuman(profile: XProfile): void {
  const bot = assessBot(profile, NOW);
  expect(bot.isBot, bot.summary).toBe(false);
}

describe("dozens of posts a day to no real audience", () => {
  it.each([
    ["en, follow-backs", "Backend developer. Java, Spring, Kafka. Gym and good coffee.", 2_600, 2_700, 90],
    ["es, follow-backs", "Diseñadora UX en Bogotá 🎨 Me encantan los gatos y el café.", 1_800, 1_650, 130],
    ["pt, follow-backs", "Corretor de imóveis em Curitiba 🏠 Atendimento personalizado!", 3_300, 3_900, 70],
    ["de, follow-backs", "Projektmanager in Hamburg. Fußball, Familie und gutes Essen.", 1_200, 1_250, 60],
    ["en, hundreds a day, following more than follow it", "Nurse, runner, dog mom. Living my best life in Austin!", 600, 1_400, 300],
    ["id, a machine's pace", "Guru SD di Bandung. Suka membaca dan memasak.", 350, 500, 180],
  ])("%s", (_, bio, followersCount, followingCount, perDay) => {
    expectBot(ordinary({ bio, followersCount, followingCount, tweetCount: perDay * 1_500, createdAt: daysAgo(1_500) }), "volume_no_audience");
  });
});

describe("pinned at the follow cap, followers matching following one for one, a few words of bio", () => {
  it.each([
    ["en", "Therapist. Coffee. Dogs. Sunsets.", 4_950, 4_996, 860, 1_400],
    ["en", "Barber 💈 | Fades | Family | God first", 4_930, 5_001, 2_100, 1_500],
    ["es, a bio of a sentence", "Desarrollador móvil en Sevilla, Flutter y café todos los días", 4_880, 4_997, 1_300, 1_250],
    ["en, a bio of a sentence", "Cloud architect who loves AWS, hiking and good coffee", 4_810, 4_994, 700, 1_100],
  ])("%s: %s", (_, bio, followersCount, followingCount, tweetCount, days) => {
    expectBot(ordinary({ bio, followersCount, followingCount, tweetCount, createdAt: daysAgo(days) }), "follow_back_farm");
  });
});

describe("posting at a machine's pace for the account's whole life", () => {
  it("a bio of a sentence does not vouch for it", () => {
    expectBot(ordinary({ bio: "Builder | Founder | Builder | Bootstrapped | Sharing lessons daily 🚀", followersCount: 1_200, followingCount: 900, tweetCount: 410_000, createdAt: daysAgo(600) }), "tweet_rate_extreme");
  });
});

describe("at the follow cap, got there fast", () => {
  it.each([
    ["en", "Product marketer. Storytelling, launches and lattes ☕", 4_700, 4_990, 250],
    ["fr", "Développeur full-stack à Lyon. React, Node et randonnée.", 4_850, 4_960, 400],
  ])("%s", (_, bio, followersCount, followingCount, days) => {
    expectBot(ordinary({ bio, followersCount, followingCount, tweetCount: 3_000, createdAt: daysAgo(days) }), "follow_back_farm");
  });
});

describe("following thousands without posting, whatever the followers", () => {
  it.each([
    ["en", "Registered nurse and mom of three. Love the beach!", 150, 4_200, 3],
    ["it", "Avvocato a Milano. Diritto del lavoro e famiglia.", 90, 2_600, 12],
    ["tr", "Öğretmen. Kitaplar, çay ve sabah yürüyüşleri.", 200, 4_900, 0],
  ])("%s", (_, bio, followersCount, followingCount, tweetCount) => {
    expectBot(ordinary({ bio, followersCount, followingCount, tweetCount, createdAt: daysAgo(600) }), "silent_follower");
  });
});

describe("following thousands, several times its followers, with almost nothing posted", () => {
  it.each([
    ["en, a trade", "Licensed electrician, 15 years in commercial work.", 520, 4_600, 30],
    ["es", "Contadora pública. Impuestos y finanzas personales.", 700, 3_400, 12],
    ["de", "Physiotherapeut in Köln. Sport und Reha.", 310, 3_900, 60],
    ["ja", "ホテル勤務。旅行と温泉が好きです。", 900, 4_100, 45],
  ])("%s", (_, bio, followersCount, followingCount, tweetCount) => {
    expectBot(ordinary({ bio, followersCount, followingCount, tweetCount, createdAt: daysAgo(500) }), "silent_follower");
  });
});

describe("at the follow cap with almost nothing posted, whatever the bio", () => {
  it.each([
    ["en, tips", "CPA | Tax | Accounting 📊 follow me for tips", 4_960, 4_999, 260, 800],
    ["pt, hobbies", "Vida no campo 🌾 | fazenda | amo a natureza e meus cavalos", 4_900, 5_001, 90, 700],
    ["en, a job title", "Procurement professional with a passion for strategic sourcing and negotiation", 4_880, 4_990, 150, 900],
  ])("%s", (_, bio, followersCount, followingCount, tweetCount, days) => {
    expectBot(ordinary({ bio, followersCount, followingCount, tweetCount, createdAt: daysAgo(days) }), "follow_back_farm");
  });
});

describe("people who share one of those traits", () => {
  it("a lurker following thousands with a real audience, or with a few hundred posts", () => {
    expectHuman(ordinary({ bio: "Retired teacher. Birds, books and my grandchildren.", followersCount: 1_100, followingCount: 3_800, tweetCount: 60, createdAt: daysAgo(3_000) }));
    expectHuman(ordinary({ bio: "Plumber in Leeds. Football on Saturdays.", followersCount: 300, followingCount: 3_200, tweetCount: 400, createdAt: daysAgo(2_000) }));
  });

  it("a networker who reached the cap over years, following ≈ followers", () => {
    expectHuman(ordinary({ bio: "Partnerships lead at a logistics startup. Connecting people since 2012.", followersCount: 4_900, followingCount: 4_980, tweetCount: 9_000, createdAt: daysAgo(4_000) }));
  });

  it("a builder in public following about as many as follow him, posting a lot", () => {
    expectHuman(ordinary({ bio: "Building a tiny SaaS for dentists in public. Revenue updates every Friday.", followersCount: 3_700, followingCount: 3_900, tweetCount: 30_000, createdAt: daysAgo(1_100) }));
  });

  it("a verified news anchor posting dozens a day", () => {
    expectHuman(ordinary({ bio: "Evening news anchor. Politics and business.", verified: true, followersCount: 250_000, followingCount: 1_500, tweetCount: 70 * 4_000, createdAt: daysAgo(4_000) }));
  });

  it("a fan posting dozens a day to a few hundred followers", () => {
    expectHuman(ordinary({ bio: "K-pop stan account 💜 streaming, voting and crying about my faves", followersCount: 900, followingCount: 1_300, tweetCount: 90 * 1_200, createdAt: daysAgo(1_200) }));
  });

  it("a heavy poster at a machine's pace with a real audience is at most a suspect", () => {
    expectHuman(ordinary({ bio: "Hot takes on tech, football and food.", followersCount: 12_000, followingCount: 3_500, tweetCount: 170 * 2_500, createdAt: daysAgo(2_500) }));
  });

  it("a sports host live-tweeting every match, followed by far more than he follows", () => {
    expectHuman(ordinary({ bio: "Radio host. Live-tweeting every match, win or lose ⚽", followersCount: 40_000, followingCount: 2_000, tweetCount: 75 * 5_000, createdAt: daysAgo(5_000) }));
  });

  it("a retired lurker who followed a thousand-odd accounts over ten years", () => {
    expectHuman(ordinary({ bio: "Retired machinist. Grandad. I read more than I post.", followersCount: 20, followingCount: 1_500, tweetCount: 14, createdAt: daysAgo(3_800) }));
  });

  it("a new real user with a default image", () => {
    expectHuman(ordinary({ bio: "Analista de datos en un banco. Aprendiendo Python.", defaultProfileImage: true, followersCount: 5, followingCount: 70, tweetCount: 1, createdAt: daysAgo(4) }));
  });

  it("someone who moved to a new account and followed their people back quickly", () => {
    expectHuman(ordinary({ bio: "SRE at a payments company. New account, same old me.", followersCount: 400, followingCount: 1_300, tweetCount: 60, createdAt: daysAgo(60) }));
  });

  it("a decade of dozens a day to a circle that follows back", () => {
    expectHuman(ordinary({ bio: "Retired bookkeeper. Political junkie. I tweet too much about the news, sorry not sorry", followersCount: 2_300, followingCount: 1_900, tweetCount: 55 * 5_000, createdAt: daysAgo(5_000) }));
  });
});

describe("follow-back offers from accounts that have posted for years", () => {
  it.each([
    ["en, scoped to a trade", "Engineering manager hiring React devs for my team in Austin 🤝 I follow back every developer, let's connect!", 4_700, 4_980, 8_900, 3_700],
    ["en, a shop's customers", "Family-run boutique in Savannah since 2009 👗 We follow back our customers! — Bella & team", 4_350, 4_610, 6_200, 5_100],
    ["en, a field", "Community builder & connector 🤝 Bootcamp grad learning to code at 40. I follow back everyone in tech.", 4_950, 4_990, 31_000, 4_600],
    ["id, fellow sellers", "Owner @toko_dewi 🛍️ jualan hijab & gamis sejak 2017. Follow balik buat sesama seller 🤝", 4_500, 4_700, 26_000, 3_400],
    ["ko, a short bio", "백엔드 개발자 👨‍💻 | 매일 TIL 올림 | 맞팔 환영", 1_900, 2_050, 41_000, 2_600],
    ["ko, an auditor", "회계법인 감사본부 | 러닝 🏃‍♀️ | 맞팔 환영해요", 2_100, 2_300, 6_100, 2_560],
    ["en, #followback said twice", "Mom of 3, payroll clerk by day, I sell cupcakes from home on weekends 🧁 I follow back everyone who's nice 😊 #followback", 640, 700, 9_800, 4_000],
  ])("%s", (_, bio, followersCount, followingCount, tweetCount, days) => {
    expectHuman(ordinary({ bio, followersCount, followingCount, tweetCount, createdAt: daysAgo(days) }));
  });

  it("the same offer from a young account is still bait", () => {
    const bot = assessBot(ordinary({ bio: "백엔드 개발자 👨‍💻 | 맞팔 환영", followersCount: 1_900, followingCount: 2_050, tweetCount: 900, createdAt: daysAgo(400) }), NOW);
    expect(bot.signals.map((s) => s.code), bot.summary).toEqual(["engagement_bait"]);
  });
});
