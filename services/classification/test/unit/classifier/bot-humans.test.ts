import { describe, expect, it } from "vitest";
import { assessBot } from "../../../src/domain/classifier/bot-score.js";
import type { XProfile } from "../../../src/domain/classifier/profile.js";
import { makeProfile, NOW } from "./make-profile.js";

/**
 * Hard negatives, invented for these tests: real people who share a trait with bots (following
 * many, a new account, crypto, posting a lot, a word a scam also uses). None may be dropped.
 */

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

function expectHuman(profile: XProfile): void {
  const bot = assessBot(profile, NOW);
  expect({ isBot: bot.isBot, kind: bot.kind }, bot.summary).toEqual({ isBot: false, kind: null });
}

describe("people who follow many", () => {
  it("a recruiter at the follow cap with a job bio", () => {
    expectHuman(makeProfile({ bio: "Senior Tech Recruiter @ Hays | Hiring Java & DevOps engineers in Lisbon | Let's connect!", followersCount: 4_800, followingCount: 5_000, tweetCount: 2_200, createdAt: daysAgo(3_000), url: "" }));
  });

  it("a networker with following ≈ followers near the cap", () => {
    expectHuman(makeProfile({ bio: "Community builder. Connecting founders and investors in Lagos 🇳🇬", location: "Lagos", url: "", followersCount: 5_100, followingCount: 4_950, tweetCount: 8_000, createdAt: daysAgo(2_500) }));
  });

  it("a sourcer following twice as many as follow her", () => {
    expectHuman(makeProfile({ bio: "Technical sourcer. I find great engineers before they know they're looking 🔎", location: "Berlin", url: "", followersCount: 2_100, followingCount: 4_300, tweetCount: 1_700, createdAt: daysAgo(2_000) }));
  });

  it("a lurker with a few hundred follows and no posts yet", () => {
    expectHuman(makeProfile({ bio: "Just here to read 📖", location: "", url: "", listedCount: 0, followersCount: 12, followingCount: 400, tweetCount: 0, createdAt: daysAgo(700) }));
  });
});

describe("new accounts", () => {
  it.each([
    ["en", "Backend engineer at a logistics startup. New here, say hi!", 2],
    ["es", "Ingeniera de datos en Mercado Libre. Recién llegada a X 👋", 0],
    ["pt", "Designer de produto em São Paulo. Primeira vez por aqui!", 1],
    ["de", "Produktmanagerin bei einem Berliner Fintech. Neu hier.", 4],
  ])("%s: a default image and a real bio", (_, bio, tweetCount) => {
    expectHuman(makeProfile({ handle: "new_here_2026", bio, defaultProfileImage: true, location: "", url: "", listedCount: 0, followersCount: 3, followingCount: 45, tweetCount, createdAt: daysAgo(5) }));
  });

  it("an X-assigned handle with 8 digits and an empty bio is at most a suspect", () => {
    const bot = assessBot(makeProfile({ handle: "maria84726153", displayName: "Maria", bio: "", defaultProfileImage: true, location: "", url: "", listedCount: 0, followersCount: 2, followingCount: 18, tweetCount: 3, createdAt: daysAgo(40) }), NOW);
    expect(bot.isBot).toBe(false);
  });
});

describe("crypto people with jobs", () => {
  it.each([
    ["en", "Bitcoin since 2013 ⚡ stacking sats. Backend dev at a bank. Not financial advice."],
    ["en, NFT", "NFT collector. wagmi 🦍 Day job: roofing contractor in Ohio."],
    ["en, fund", "GP @ a crypto fund. Investing in DeFi & infra since 2017."],
    ["es", "Ingeniero de software. Bitcoin y Ethereum desde 2017. Padre de dos."],
    ["tr", "Kripto meraklısı 🚀 Yazılım mühendisi @ Getir. Yatırım tavsiyesi değildir."],
    ["pt", "Dev backend num banco. Cripto nas horas vagas. Não é recomendação de investimento."],
  ])("%s", (_, bio) => expectHuman(makeProfile({ bio, followersCount: 1_400, followingCount: 980, tweetCount: 22_000, createdAt: daysAgo(4_000) })));

  it("a forex trader with an audience", () => {
    expectHuman(makeProfile({ bio: "Forex trader & mentor for 10 years. Sharing my trades, not financial advice.", followersCount: 25_000, followingCount: 800, tweetCount: 15_000 }));
  });
});

describe("people who post a lot", () => {
  it.each([
    ["en", "Breaking news reporter @Reuters. Live-tweeting markets and politics.", 400],
    ["es", "Periodista en El País. Última hora y política 🗞️", 250],
    ["ja", "記者。政治と速報を担当しています。", 300],
    ["ar", "صحفي في الجزيرة. أخبار عاجلة من غزة", 320],
  ])("%s: a journalist posting hundreds a day", (_, bio, perDay) => {
    expectHuman(makeProfile({ bio, followersCount: 90_000, followingCount: 2_000, tweetCount: perDay * 3_000, createdAt: daysAgo(3_000) }));
  });

  it("a heavy poster with an audience, a site and a location", () => {
    expectHuman(makeProfile({ bio: "Hot takes on startups, football and food.", followersCount: 30_000, followingCount: 3_000, tweetCount: 160 * 2_000, createdAt: daysAgo(2_000) }));
  });
});

describe("words that spam uses too", () => {
  const bios = [
    ["a chatbot founder", "Founder of a chatbot startup. Building AI bots for customer support."],
    ["a bot developer", "I build Twitter bots and Discord bots for fun. Python dev."],
    ["a bot maker", "I made a Twitter bot that posts every hour 🌊 Python and coffee."],
    ["a scam hunter", "Scam hunter 🕵️ exposing fake crypto giveaways and account recovery hackers."],
    ["a casino dealer", "Casino dealer at the Bellagio 🃏 Blackjack & poker nights. Vegas."],
    ["a Polish mother", "Matka dwójki dzieci, księgowa w Krakowie."],
    ["a Turkish developer working from home", "Evden çalışan yazılım geliştirici. React & Node."],
    ["a Japanese designer working from home", "在宅ワーク中のママ。Webデザイナーです。"],
    ["a French home nurse", "Infirmière à domicile à Lyon 🩺"],
    ["a growth marketer", "Growth marketer. I help B2B brands gain followers and pipeline on LinkedIn."],
    ["a crypto reporter", "Crypto reporter @CoinDesk. Covering DeFi, airdrops and scams."],
    ["a recruiter on WhatsApp", "HR recruiter at Infosys. Hiring freshers in Pune, WhatsApp your CV."],
    ["a freelance tutor", "Maths tutor, $40/hour. GCSE & A-level. DM me."],
    ["an Indonesian student", "Mahasiswa teknik informatika. Suka kopi dan kucing."],
    ["an Arabic engineer", "مهندس برمجيات في الرياض. أحب القهوة والكتب."],
    ["a Hindi engineer", "सॉफ्टवेयर इंजीनियर, बेंगलुरु। क्रिकेट प्रेमी।"],
    ["a VC who says VCs", "Helping VCs and founders find each other. Ex-Index Ventures."],
    ["a coach", "I help women founders scale with confidence ✨ Free masterclass, link below 👇"],
    ["an AI-safety researcher", "AI researcher. Writing about AI-generated content and its risks."],
    ["a content moderator", "Trust & safety lead. I review posts flagged as spam or generated by bots."],
    ["a founder looking for a partner", "Looking for a real partner in crime: technical co-founder wanted for a fintech in Accra."],
    ["a web3 developer", "Solidity dev. Building a fair launch protocol for DAOs. Audits welcome."],
    ["a fraud lawyer", "Attorney. We recover stolen funds for fraud victims in Ontario."],
    ["an exchange employee", "Customer support lead at Coinbase. Opinions my own."],
    ["a French lawyer", "Avocate. Nous récupérons vos fonds pour les victimes d'arnaques crypto."],
    ["a key-account manager", "Key account manager. I unlock growth for enterprise accounts in DACH."],
    ["an IT support tech", "IT support. I restore laptops, printers and the occasional lost password."],
    ["a quant", "Quant at a hedge fund. Leverage, risk and too much coffee."],
    ["a Korean analyst", "증권사 애널리스트. 레버리지 ETF와 반도체 담당"],
    ["a German trader", "Trader seit 2010. Hebel, Risiko und Geduld. Keine Anlageberatung."],
    ["a nurse recruiter with a real job", "Nurse recruiter at Aya. Hiring travel nurses, $2,400/week, 13-week contracts across Texas."],
    ["a restaurant hiring", "Hiring line cooks and servers in Austin 🍳 $150 a day for events, apply in person."],
    ["a job fair", "Job fair for nurses, May 3 in Leeds. No registration fee, bring your CV."],
    ["a Gulf recruiter", "Recruitment consultant in Dubai. Hotel and hospitality roles. I never ask candidates for money."],
    ["a betting reporter", "Reporter covering fixed matches, betting fraud and sports integrity."],
    ["a Korean animation fan", "토토로 좋아하는 대학생 🌱 지브리 덕후"],
    ["a Portuguese marketer", "Marketing na Betano. Estratégia de marca e aposta em dados."],
    ["a Russian economist", "Экономист. Пишу про ставки ЦБ и инфляцию."],
    ["a gynaecologist", "Гинеколог. Интимное здоровье женщин."],
    ["a wine brand", "Vinos de Rioja desde 1890 🍷 Solo para mayores de edad. Bebe con moderación."],
    ["a part-time worker", "Barista, part-time, $18 an hour. Studying nursing at night."],
    ["a fund manager", "Fund manager. Our fund returned 12% a year since 2015, net of fees."],
    ["an Indonesian tutor", "Guru les privat online, Rp 100rb/jam. Matematika SMA."],
    ["a Spanish accountant", "Contadora. Escríbeme por DM para asesorías de impuestos."],
    ["an Italian developer working from home", "Lavoro da casa come sviluppatrice, 3 giorni a settimana."],
    ["an Arabic designer working from home", "أعمل من المنزل كمصممة جرافيك ✏️"],
    ["a Russian remote accountant", "Бухгалтер на удалённой работе, 10 лет опыта."],
    ["a coach on growth", "Strength coach. Gains of 2% a week on your lifts is a great pace."],
    ["a private investigator", "Licensed private investigator. Infidelity, fraud and missing persons cases."],
    ["a community radio", "Community radio 📻 like, share and tag a friend who needs tonight's show."],
    ["a Brazilian bookshop", "Livraria de bairro em Recife 📚 siga, curta e compartilhe nossos eventos!"],
    ["an Italian teacher", "Insegnante precaria, studio per il concorso 📚 Napoli"],
    ["a Persian teacher", "معلم ریاضی هستم و به سوالات شما جواب می‌دهم 📚"],
    ["a Vietnamese sports reporter", "Phóng viên thể thao. Viết về bóng đá Việt Nam và V-League."],
    ["a Thai accountant", "นักบัญชี ชอบกาแฟและแมว 🐱"],
    ["a Las Vegas local", "Vegas local 🎰 nurse, mom, and hiking the Red Rock trails."],
    ["a security researcher on stalkerware", "Security researcher. I study phone spyware and stalkerware used against partners."],
    ["a bookkeeper warning of job scams", "Bookkeeper & payroll for restaurants. PSA: 'remote bookkeeping jobs' paying $85/hr are scams."],
    ["a clinical research associate who travels", "CRA II @ a global CRO. Oncology. Monitoring visits 3x a week."],
  ];

  it.each(bios)("%s", (_, bio) => expectHuman(makeProfile({ bio, followersCount: 2_300, followingCount: 900, tweetCount: 3_100 })));

  // Where content could decide alone: a small audience and nothing else to vouch for the person.
  it.each(bios)("%s, on a small account", (_, bio) =>
    expectHuman(makeProfile({ bio, location: "", url: "", listedCount: 0, followersCount: 40, followingCount: 600, tweetCount: 200, createdAt: daysAgo(900) })),
  );

  it("a row of trades or topics is a sign, not a verdict, without mass following", () => {
    const small = { location: "", url: "", listedCount: 0, followersCount: 140, followingCount: 380, tweetCount: 420, createdAt: daysAgo(1_500) };
    expectHuman(makeProfile({ ...small, bio: "Plumber | Electrician | Handyman | HVAC | Roofing" }));
    expectHuman(makeProfile({ ...small, bio: "Travel • Food • Photography • Music • Coffee" }));
    expectHuman(makeProfile({ ...small, bio: "Nurse | Mom | Runner | Coffee | Dogs" }));
    expectHuman(makeProfile({ ...small, bio: "SRE | Kubernetes | Terraform | AWS | GCP" }));
    expectHuman(makeProfile({ ...small, bio: "Handyman 🔨 small jobs, drywall, doors, flat-pack | Leeds" }));
  });

  it("a row of skills or of what one does, following more than follow back", () => {
    const out = { location: "", url: "", listedCount: 0, followersCount: 880, followingCount: 2_700, tweetCount: 3_900, createdAt: daysAgo(2_400) };
    expectHuman(makeProfile({ ...out, bio: "Full Stack Developer | React | Node | AWS | Open to work" }));
    expectHuman(makeProfile({ ...out, bio: "Contadora | Impuestos | Nómina | PyMEs | CDMX" }));
    expectHuman(makeProfile({ ...out, bio: "Python · Django · PostgreSQL · Docker · Backend dev at a Lisbon startup" }));
  });

  it("a row of hype words, following one and a half times as many as follow back, is at most a suspect", () => {
    expectHuman(makeProfile({ bio: "Marketing | Growth | SEO | Startups | Tech", location: "", url: "", listedCount: 0, followersCount: 1_200, followingCount: 1_900, tweetCount: 4_000, createdAt: daysAgo(2_000) }));
  });

  it("self-labels in a row, on an established account", () => {
    expectHuman(makeProfile({ bio: "Founder | CEO | Investor | Speaker | Author", followersCount: 50_000, followingCount: 900, verified: true }));
    expectHuman(makeProfile({ bio: "Husband. Father. Engineer. Runner. Coffee.", followersCount: 400, followingCount: 500, tweetCount: 2_000 }));
    expectHuman(makeProfile({ bio: "Senior Java developer | Spring Boot, microservices, Kafka | 10 yrs | Chennai | TCS", followersCount: 600, followingCount: 900, tweetCount: 1_100 }));
  });
});

describe("people with an audience who use a bot's words", () => {
  it("a realtor who follows back local businesses", () => {
    expectHuman(makeProfile({ bio: "Realtor in Miami 🌴 Helping families buy their first home. I follow back all local businesses!", followersCount: 1_500, followingCount: 1_600 }));
  });

  it("people who follow back a group of people, at the follow cap after years", () => {
    const atCap = { followersCount: 4_870, followingCount: 4_930, tweetCount: 21_000, createdAt: daysAgo(5_000), url: "" };
    expectHuman(makeProfile({ ...atCap, bio: "Pharmacist 💊 independent pharmacy owner | I follow back all pharmacists & techs, let's connect!" }));
    expectHuman(makeProfile({ ...atCap, bio: "Bakery owner in Leeds 🍞 I follow back small businesses, let's support each other!" }));
    expectHuman(makeProfile({ ...atCap, bio: "Science teacher. I always follow back fellow teachers 🍎 #edutwitter" }));
  });

  it("a reporter on signal groups and pump-and-dumps", () => {
    expectHuman(makeProfile({ bio: "Reporter covering crypto signals groups and pump-and-dump schemes.", followersCount: 8_000, followingCount: 1_200, location: "", url: "" }));
  });

  it("a recruiter following 4 700 with 2 000 followers", () => {
    expectHuman(makeProfile({ bio: "Tech recruiter for fintechs in São Paulo. Always happy to chat about roles.", followersCount: 2_000, followingCount: 4_700, url: "" }));
  });

  it("the same realtor and reporter on small accounts", () => {
    const small = { location: "", url: "", listedCount: 0, followersCount: 60, followingCount: 500, tweetCount: 300, createdAt: daysAgo(800) };
    expectHuman(makeProfile({ ...small, bio: "Realtor in Miami 🌴 Helping families buy their first home. I follow back all local businesses!" }));
    expectHuman(makeProfile({ ...small, bio: "Reporter covering crypto signals groups and pump-and-dump schemes." }));
  });

  it("a fan posting 200 a day with a real bio and a location", () => {
    expectHuman(makeProfile({ bio: "Arsenal till I die. Season ticket holder since 2009, North Bank.", followersCount: 3_000, followingCount: 2_000, tweetCount: 200 * 1_800, createdAt: daysAgo(1_800), url: "" }));
  });
});

describe("a second batch, written to collide with spam words", () => {
  // handle, display name, bio
  const rows: [string, string, string][] = [
    ["lina_draws", "Lina Park", "Illustrator 🎨 commissions open! DM for collabs ✨"],
    ["bookish_bea", "Bea", "Book blogger 📚 monthly giveaway for my readers, romance & fantasy"],
    ["uber_eats_pm", "Tom Reyes", "PM at Uber Eats. I ship promo codes and loyalty features."],
    ["signal_eng", "Ana Lima", "Engineer at Signal. Privacy, cryptography and open source."],
    ["dealer_mike", "Mike O'Neil", "Blackjack dealer at a casino in Atlantic City. Dad jokes enthusiast."],
    ["poker_pro_jen", "Jen Tran", "Poker pro. WSOP bracelet 2019. Teaching poker online."],
    ["sports_writer", "Carlos Díaz", "Periodista deportivo. Escribo sobre fútbol y apuestas responsables."],
    ["ml_eng_99acc", "Priya", "ML engineer. Got 99% accuracy once, never again 😅"],
    ["btc_dev", "Nakamura Ken", "Bitcoin Core contributor. Lightning, wallets, and send-and-receive UX."],
    ["loan_officer_ny", "Rachel Stone", "Mortgage loan officer in Brooklyn. NMLS 12345. First-time buyers welcome."],
    ["nutrition_phd", "Dr. Amy Cole", "Nutrition scientist. Weight loss myths, debunked. Doctors hate... nothing, we're fine."],
    ["onlyfansresearch", "Sam Ortiz", "Sociologist studying the creator economy: OnlyFans, Patreon and Twitch."],
    ["hr_jobs_bd", "Rafiq Ahmed", "HR manager at a garment factory in Dhaka. Hiring machine operators."],
    ["remote_dev_jobs", "Remote Dev Jobs (curated by Ana)", "I hand-pick remote developer jobs every week. Newsletter in bio."],
    ["crypto_tax_cpa", "John Park", "CPA. Crypto tax and DeFi accounting. Not financial advice."],
    ["gym_coach_ali", "Ali Kaya", "Personal trainer in Istanbul 💪 Kilo verme ve kas yapma programları."],
    ["jp_engineer", "佐藤健", "ソフトウェアエンジニア。副業でOSS開発しています。"],
    ["jp_mama", "ゆき", "2児のママ。在宅でWebライターしてます✍️"],
    ["id_dev", "Budi Santoso", "Software engineer di Jakarta. Suka kopi, kucing, dan open source."],
    ["ar_doctor", "د. سارة", "طبيبة أطفال في عمّان. أم لثلاثة."],
    ["hi_teacher", "सुनीता", "हिंदी शिक्षिका, दिल्ली। कविता और चाय।"],
    ["tr_student", "Elif", "Bilgisayar mühendisliği öğrencisi. Geri dönüşüm gönüllüsü."],
    ["de_dev", "Jonas Weber", "Backend-Entwickler in Hamburg. Ich folge gern zurück, wenn's um Rust geht."],
    ["fr_avocate", "Claire Martin", "Avocate en droit du numérique. Arnaques en ligne, récupération de comptes piratés pour mes clients."],
    ["pt_dev", "João", "Dev em São Paulo. Trabalho de casa desde 2020, ganhei qualidade de vida."],
    ["es_mom", "Lucía", "Mamá de dos. Trabajo desde casa como diseñadora gráfica."],
    ["marketing_free", "Grace Liu", "Marketing lead. Free templates for founders at the link below."],
    ["sec_researcher", "Omar", "Security researcher. Not a hacker for hire, please stop asking."],
    ["vc_fast", "Nina Ross", "Seed investor. We move fast: term sheet in 7 days if we love it."],
    ["athlete", "Marcus Reed", "Sprinter 🏃 100m PB 10.1. Chasing 2028."],
    ["no_bot_here", "Definitely Not A Bot", "Just a guy who likes trains."],
    ["robot_eng", "Kim Lee", "Robotics engineer. I build robots that fold laundry. Bot-curious."],
    ["dutch_anna", "Anna Bot", "Fotograaf in Utrecht. Portretten en bruiloften."],
    ["follow_me_art", "Zoe", "Digital artist. Follow me for daily sketches!"],
    ["news_junkie", "Paul", "News junkie. Retired editor. I read everything."],
    ["hourly_worker", "Kate", "Nurse. 12-hour shifts, hourly coffee."],
    ["giveaway_host", "Mia Chen", "Podcast host. Our 100th episode giveaway is live — thank you all!"],
    ["parody", "Not Elon", "Parody account. Not affiliated with anyone."],
    ["wl_artist", "Rio", "NFT artist. Whitelist open for my next drop, 1/1s only."],
    ["sugar_baker", "Sugar Baby Bakery", "Family bakery in Leeds 🍰 cakes for every occasion."],
    ["fr_automaticien", "Julien", "Ingénieur en systèmes automatiques. Je publie des posts sur les systèmes automatiques et l'industrie."],
    ["de_mt_research", "Lea Schmitz", "Computerlinguistin. Posts über automatische Übersetzung, automatisch erstellte Texte und Fairness."],
    ["jp_car", "鈴木", "自動車メーカー勤務。週末は釣り。"],
    ["kr_mechanic", "김민수", "자동차 정비사 🔧 서울"],
    ["zh_driving", "王磊", "自动驾驶算法工程师，北京。"],
    ["es_dev", "Marta", "Dev de datos. Automatizo informes que se actualizan cada hora para mi equipo."],
  ];

  it.each(rows)("@%s, on a modest account", (handle, displayName, bio) =>
    expectHuman(makeProfile({ handle, displayName, bio, location: "", url: "", listedCount: 0, followersCount: 900, followingCount: 700, tweetCount: 3_000, createdAt: daysAgo(2_500) })),
  );

  it.each(rows)("@%s, on a thin account", (handle, displayName, bio) =>
    expectHuman(makeProfile({ handle, displayName, bio, location: "", url: "", listedCount: 0, followersCount: 60, followingCount: 400, tweetCount: 150, createdAt: daysAgo(600) })),
  );
});

describe("people who say the media hide things, at a person's pace", () => {
  it.each([
    ["en", "Retired trucker. Share before it's deleted, folks. God bless 🇺🇸"],
    ["es", "Jubilada. Lo que los medios no te cuentan, aquí lo comento ☕"],
  ])("%s", (_, bio) => {
    expectHuman(makeProfile({ bio, followersCount: 800, followingCount: 1_100, tweetCount: 30_000, createdAt: daysAgo(3_000) }));
  });

  it("a celebrity who follows almost no one but posts a few times a day", () => {
    expectHuman(makeProfile({ bio: "Singer. New album out now 🎤", verified: true, followersCount: 2_000_000, followingCount: 3, tweetCount: 9_000, createdAt: daysAgo(4_000) }));
  });
});

describe("a site that also hosts adult pages", () => {
  it("an engineer at OnlyFans linking the company", () => {
    expectHuman(makeProfile({ bio: "Backend engineer at OnlyFans. Go, Postgres, payments.", url: "https://onlyfans.com/careers", followersCount: 600, followingCount: 800, tweetCount: 2_000, createdAt: daysAgo(2_000) }));
  });
});

describe("spellings that look like tricks", () => {
  it.each([
    ["en, a11y and l10n", "Frontend dev. a11y, i18n and l10n nerd. React, Vue, coffee."],
    ["en, a spaced-out studio name", "S T U D I O  M A R A — ceramics and workshops in Porto"],
    ["ru, a Latin letter in a Cyrillic word", "Бухгалтер в Казани. Люблю сaд и книги"],
    ["en, leetspeak handle talk", "Security researcher. l33t h4x0r since the 90s, now a CISO."],
  ])("%s", (_, bio) => {
    expectHuman(makeProfile({ bio, followersCount: 300, followingCount: 900, tweetCount: 2_000, createdAt: daysAgo(1_500) }));
  });
});

describe("names", () => {
  it("a person whose surname is Bot", () => {
    expectHuman(makeProfile({ displayName: "Anna Bot", bio: "Product designer in Rotterdam. Cycling, ceramics and typography." }));
  });

  it("a person who says they are not a bot", () => {
    expectHuman(makeProfile({ displayName: "Jane (not a bot)", bio: "Data analyst. Spreadsheets and sourdough." }));
  });
});
