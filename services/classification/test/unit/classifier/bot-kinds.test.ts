import { describe, expect, it } from "vitest";
import { assessBot, type BotKind } from "../../../src/domain/classifier/bot-score.js";
import { buildFeedbackModel, classify } from "../../../src/domain/classifier/index.js";
import type { XProfile } from "../../../src/domain/classifier/profile.js";
import { makeProfile, makeSegment, NOW } from "./make-profile.js";

/**
 * Bots of every kind, invented for these tests in the languages X users write in: each must be
 * dropped (isBot) and named by the right kind.
 */

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

/** A spam account's usual shape: a photo, no location or site, a small audience, following many. */
const spammy = (overrides: Partial<XProfile>): XProfile =>
  makeProfile({ handle: "acct_for_test", displayName: "Test Account", location: "", url: "", listedCount: 0, followersCount: 40, followingCount: 1_200, tweetCount: 800, createdAt: daysAgo(200), ...overrides });

/** A feed with a real audience: self-declared bots can be big. */
const bigFeed = (overrides: Partial<XProfile>): XProfile =>
  makeProfile({ handle: "feed_for_test", displayName: "Feed", location: "", url: "https://example.org", followersCount: 98_000, followingCount: 3, tweetCount: 60_000, createdAt: daysAgo(3_000), ...overrides });

function expectBot(profile: XProfile, kind: BotKind): void {
  const bot = assessBot(profile, NOW);
  expect({ isBot: bot.isBot, kind: bot.kind }, bot.summary).toEqual({ isBot: true, kind });
}

describe("self-declared bots, automated feeds and news aggregators", () => {
  it.each([
    ["en, automated feed", "Automated feed of the latest #Python jobs. Posts every 30 minutes."],
    ["en, I'm a bot", "I'm a bot 🤖 tweeting where the ISS is, every hour."],
    ["en, aggregator", "Aggregating the top crypto headlines from 40 sources, around the clock."],
    ["en, all in one place", "All the latest AI news in one place ⚡"],
    ["en, auto-posted", "Auto-posted deals from Amazon & eBay 🛒"],
    ["es", "Cuenta automatizada: noticias de tecnología cada hora."],
    ["pt", "Sou um robô 🤖 com postagens automáticas sobre futebol."],
    ["fr", "Compte automatisé — titres de l'actualité publiés automatiquement."],
    ["de", "Automatisierter Account. Nachrichten-Bot für Berlin."],
    ["tr", "Otomatik paylaşım yapan deprem haber botu."],
    ["id", "Akun bot. Info gempa diposting otomatis dari BMKG."],
    ["ar", "حساب آلي لنشر أخبار الطقس كل ساعة"],
    ["ja", "地震情報を自動投稿するbotです。"],
    ["ko", "날씨 정보를 자동 트윗합니다 🌤"],
    ["en, every hour", "I tweet the price of Bitcoin every hour ⏰"],
    ["en, hourly", "Hourly weather updates for Leeds ☔"],
    ["en, 'Bot.' first", "Bot. New nursing job postings from 30 boards, every hour"],
    ["de, 'Bot:' first", "Bot: neue Videos von Köchen auf YouTube, automatisch gesammelt"],
    ["en, 'Bot.' last", "Daily fintech funding rounds, auto-tweeted from filings. Not advice. Bot."],
    ["en, posted hourly", "New roofing leads by zip code, posted hourly ⛈️"],
    ["en, 24/7 automated feed", "New locum nursing gigs the second they drop 💉 24/7 automated feed"],
    ["en, run by AI", "This account is run by AI 🤖 Opinions are generated."],
    ["en, AI-generated", "Motivation for your day. All posts are AI-generated ✨"],
    ["fr, bulletins", "Alertes trafic automatiques pour l'Île-de-France 🚗 mises à jour toutes les 15 minutes"],
    ["fr, publié automatiquement", "Offres d'emploi infirmier publiées automatiquement depuis Pôle emploi"],
    ["de, automatisch geteilt", "Automatisch geteilte Jobangebote für Pflegekräfte aus 20 Jobbörsen"],
    ["de, automatische Meldungen", "Automatische Meldungen zu Bahnstörungen in NRW 🚆"],
    ["es, cada hora", "Precios de la luz actualizados cada hora ⚡"],
    ["pt, postado automaticamente", "Vagas de TI postadas automaticamente 💼"],
    ["es, auto-publicado", "🍳 Recetas nuevas | Auto-publicado desde nuestro blog | #recetas #cocina"],
    ["fr, auto-publié", "Offres de stage auto-publiées depuis 12 sites 🎓"],
    ["it", "Notizie di calcio pubblicate automaticamente ⚽"],
    ["tr, otomatik olarak", "Döviz kurları otomatik olarak paylaşılır 💱"],
    ["tr, her 10 dakikada bir", "Deprem bilgileri her 10 dakikada bir 🌍"],
    ["id, diperbarui otomatis", "Harga emas diperbarui otomatis setiap jam 🪙"],
    ["ar", "أسعار الذهب يتم نشرها تلقائيا كل ساعة"],
    ["hi", "मौसम की जानकारी अपने आप पोस्ट होती है 🌦️"],
    ["ja, 自動で配信", "鉄道の運行情報を自動で配信しています🚃"],
    ["ja, 自動更新", "為替レート(自動更新)"],
    ["ko, 자동으로", "환율 정보를 자동으로 알려드려요 💱"],
    ["zh", "每小时自动推送天气预报 ☀️"],
    ["ru", "Курсы валют, публикуется автоматически"],
    ["de, a compound", "Automatische Wetterwarnungsmeldungen für Bayern 🌩️"],
    ["it, in automatico", "Offerte di lavoro pubblicate in automatico dai siti regionali"],
    ["id, berita otomatis", "Kumpulan berita bola otomatis setiap hari ⚽"],
    ["id, dari berbagai portal", "Berita ekonomi terbaru dari berbagai portal 📈"],
    ["en, from N sources", "Headlines from 40+ sources about climate tech 🌍"],
    ["ur", "کرکٹ کی تازہ خبریں خودکار طور پر"],
    ["fa", "اخبار ورزشی به صورت خودکار ⚽"],
  ])("%s", (_, bio) => expectBot(bigFeed({ bio }), "self_declared"));

  it.each([
    ["de", "Kurse von DAX und MDAX, alle 15 Minuten"],
    ["it", "Le migliori offerte del giorno 🔥"],
    ["en", "Daily deals on gadgets 🛒"],
  ])("%s: dozens of posts a day for years, following next to no one", (_, bio) => {
    expectBot(bigFeed({ bio, location: "Frankfurt", followersCount: 3_400, followingCount: 2, tweetCount: 90 * 3_000 }), "high_velocity");
  });

  it.each([
    ["en", "🚨BREAKING🚨 Reposting what THEY don't want you to see. Share before it's deleted!"],
    ["es", "Lo que los medios no quieren que sepas 📢 compártelo antes de que lo borren"],
    ["pt", "O que a mídia não mostra. Compartilhe antes que apaguem!"],
    ["hi", "ताज़ा खबर 🚨 वो खबरें जो मीडिया नहीं दिखाता, शेयर करें"],
    ["ru", "Новости, которые СМИ не покажут 🔥"],
  ])("%s: a fake-news reposter at a machine's pace is no newsroom", (_, bio) => {
    expectBot(bigFeed({ bio, followersCount: 12_000, followingCount: 4_800, tweetCount: 550 * 1_300, createdAt: daysAgo(1_300), url: "" }), "high_velocity");
  });

  it("by its display name, whatever its audience", () => {
    expectBot(bigFeed({ displayName: "Quote Bot", bio: "Daily wisdom ✨" }), "self_declared");
    expectBot(bigFeed({ displayName: "名言bot", bio: "毎日の名言 ✨" }), "self_declared");
  });

  it("by a bot name and a _bot handle together", () => {
    expectBot(bigFeed({ handle: "tides_bot", displayName: "Tides Bot", bio: "Tide times for the Algarve 🌊" }), "self_declared");
  });
});

describe("scams, in the languages and scripts they are written in", () => {
  it.each([
    ["en, crypto giveaway", "🎉 Official ETH event! Send 0.5 ETH, receive 1 ETH back. Limited time ⏳"],
    ["en, crypto signals", "VIP crypto signals 📈 90% accuracy | Join our Telegram"],
    ["en, doubler", "Double your BTC in 24h 🚀 guaranteed profits"],
    ["en, investment", "Invest $500 and get $5,000 in 7 days 💸 ask for testimonials"],
    ["en, fake recruiter", "HR manager hiring for remote data entry jobs 💼 contact me on Telegram"],
    ["en, remote-job scam", "Earn $500/day from home 💻 no experience needed, DM"],
    ["en, account recovery", "Hacked account recovery expert 🔓 Instagram, Facebook, Snapchat"],
    ["en, hacker for hire", "Hacker for hire. Fast & legit ✅"],
    ["en, adult", "18+ only 🔥 spicy content, link below 👇"],
    ["en, gambling", "Sure odds 💯 fixed matches every weekend"],
    ["en, loans", "Instant loans, no credit check ✅ apply now"],
    ["en, followers for sale", "Buy real followers, likes & views 📈 cheapest SMM panel"],
    ["es, signals", "Señales de trading VIP 📊 únete ya a mi grupo"],
    ["es, remote job", "Gana $300 al día desde casa 💸 sin experiencia"],
    ["es, recovery", "Recupero cuentas hackeadas de Instagram y Facebook 🔐"],
    ["es, adult", "Vendo contenido exclusivo 🔥 pregunta por DM"],
    ["es, gambling", "Pronósticos seguros ⚽ apuestas deportivas todos los días"],
    ["pt, gambling", "Jogo do tigrinho 🐯 Fortune Tiger pagando muito! Link na bio"],
    ["pt, recovery", "Recuperação de contas hackeadas 📲 WhatsApp e Instagram"],
    ["pt, signals", "Sinais VIP de cripto 🚀 duplique seu dinheiro"],
    ["tr, gambling", "Deneme bonusu veren siteler 🎰 çevrimsiz bonus, link bioda"],
    ["tr, recovery", "Hesap kurtarma 🔐 çalınan hesaplar geri alınır"],
    ["tr, work from home", "Evden çalışarak günlük 2000 TL kazan 💸"],
    ["id, gambling", "Situs slot gacor hari ini 🔥 maxwin tiap hari, daftar sekarang"],
    ["id, loans", "Pinjaman dana cepat cair 1 jam 💵 tanpa jaminan"],
    ["ar, recovery", "استرجاع الحسابات المخترقة 🔐 سناب انستقرام تويتر"],
    ["ar, gambling", "أفضل موقع مراهنات رياضية 🎰 سجل الآن"],
    ["hi, work from home", "घर बैठे पैसे कमाएं 💰 रोज़ ₹2000, WhatsApp करें"],
    ["hinglish, work from home", "Ghar baithe paise kamao 💸 daily 1500 rs, no investment"],
    ["hinglish, betting", "Online cricket ID 🏏 satta matka king, 100% sure"],
    ["ja, side-job scam", "副業で月収50万円達成💰 在宅ワークで稼ぐ方法を無料配布中"],
    ["ja, adult", "裏垢女子です🔞 DMしてね"],
    ["pt, daily returns", "Investimento com retorno de 3% ao dia 💸 me chama no direct"],
    ["it, signals", "Segnali crypto VIP 📈 scrivimi in DM"],
    ["it, weekly returns", "Guadagna il 10% a settimana con il trading 💶"],
    ["vi, coin calls", "Kèo coin x100 mỗi ngày 🚀 vào nhóm VIP, inbox ngay"],
    ["th, signals", "แจกสัญญาณเทรดฟรี กำไร 50% ทักไลน์"],
    ["ar, work from home", "مطلوب موظفين للعمل من المنزل راتب 300 دولار أسبوعياً راسلنا واتساب"],
    ["ru, remote job", "Удалённая работа, от 3000₽ в день. Пиши в телеграм"],
    ["id, online job", "Lowongan kerja online gaji 3jt/minggu, hubungi admin WA"],
    ["es, pay by the day", "Gana $400 diarios desde tu celular 📱 cupos limitados"],
    ["de, side job", "Nebenjob von zu Hause 💶 200€ am Tag, schreib mir per DM"],
    ["en, spying for hire", "Ethical hacker 💻 | Phone monitoring | Catch a cheating spouse | Fast & discreet"],
    ["es, spying for hire", "Hacker ético 🔐 espiar WhatsApp de tu pareja, rápido y discreto"],
    ["pt, spying for hire", "Espionar o celular do parceiro? Chama no direct 🔍"],
    ["fr, spying for hire", "Espionner le téléphone de votre conjoint 🔍 discret"],
    ["en, private page", "20 | college girl | love yoga & sunsets 🌅 | link to my private page below"],
    ["vi, bookmaker", "Nhà cái uy tín 🎰 nạp đầu tặng 100%, tài xỉu, nổ hũ"],
    ["th, slots", "สล็อตเว็บตรง แตกง่าย ฝากถอนออโต้ 🎰"],
    ["fa, betting site", "سایت شرط بندی معتبر ⚽ بونوس اولین واریز"],
    ["ur, online casino", "آن لائن کیسینو 🎰 پہلی جمع پر بونس"],
    ["ja, casino", "オンカジで勝つ方法 🎰 LINEで配布中"],
    ["fr, work from home", "Gagnez 300€ par jour depuis chez vous 💶 écrivez-moi"],
    ["fr, betting", "Pronos foot VIP ⚽ paris sportifs gagnants chaque jour"],
    ["de, work from home", "Verdiene 500€ pro Tag von zu Hause 💶 keine Erfahrung nötig"],
    ["de, signals", "Krypto-Signale & Forex-Signale 📈 garantiert Gewinn"],
    ["en, presale", "Presale is live 🚀 buy $MOON before listing"],
    ["en, fake support", "MetaMask support 🛠 wallet issues? DM us"],
    ["en, recovery scam", "Scammed? We help you recover your stolen crypto. DM"],
    ["en, dating spam", "Looking for a serious man 💋 write me"],
    ["es, dating spam", "Busco hombre serio 💕 escríbeme"],
    ["en, tipster", "Tipster ⚽ 5 wins in a row, VIP group open"],
    ["en, remote part-time", "Hiring now! Remote part-time, $200-$500 daily, no experience. Apply via WhatsApp"],
    ["en, gambling bonus without deposit", "🎰 Free $50 bonus, no deposit! Instant withdrawal #casino"],
  ])("%s", (_, bio) => expectBot(spammy({ bio }), "scam"));

  it("in the display name", () => {
    expectBot(spammy({ displayName: "Crypto Signals VIP 📈", bio: "🚀🚀🚀" }), "scam");
  });

  it.each([
    ["fr, giveaway and wallet", "Cadeau crypto 🎁 connectez votre wallet pour recevoir vos jetons"],
    ["pt, send and receive", "Envie 0,1 ETH e receba 0,2 ETH de volta ✅ promoção oficial"],
    ["es, VIP signals", "Grupo VIP de señales 📈 cripto y forex, entra ya"],
    ["de, double", "Verdopple dein Kapital in 7 Tagen 💶 Krypto-Profis"],
    ["tr, leverage", "Kripto VIP sinyal grubu 🚀 50x kaldıraç, %95 isabet"],
    ["id, VIP signals", "Sinyal VIP crypto tiap hari 📈 gabung grup sekarang"],
    ["ko, leading room", "코인 리딩방 무료 입장 📈 수익 인증"],
    ["ja, free signals", "無料シグナル配信中📈 億り人を目指そう"],
    ["zh, calls", "币圈带单 稳赚不赔 🚀"],
    ["ru, signals", "Крипто сигналы каждый день 📈 VIP канал"],
    ["ar, signals", "توصيات مجانية في العملات الرقمية 📈"],
    ["en, leverage", "125x leverage calls daily 🚀 join the VIP"],
    ["de, a sum within days", "Bitcoin verdienen 💶 500€ → 5.000€ in 7 Tagen, schreib mir"],
    ["de, a share within days", "Garantiert 200% in 5 Tagen mit Krypto 🚀"],
    ["de, send and get back", "Schick 0,1 BTC und bekomme 0,2 BTC zurück 🎁"],
    ["ru, a share a month", "Заработок на крипте от 300% в месяц 💰 пиши в ЛС"],
    ["tr, a share a day", "Günde %30 kripto kazancı 💸 link bioda"],
    ["id, a multiple a week", "Profit koin 10x tiap minggu 🚀 DM admin"],
    ["pt, guaranteed daily profit", "Cripto com lucro diário garantido 💸 chama no direct"],
    ["vi, committed profit", "Đầu tư coin lợi nhuận cam kết 🚀 inbox ngay"],
    ["ar, send and get", "أرسل 0.2 ETH واحصل على 0.4 ETH فوراً 🎁"],
    ["ar, invest and win", "استثمر 100$ واربح 3000$ في أسبوع 🚀 راسلني"],
    ["zh, doubling", "每日空投福利 私信进群 带你翻倍"],
    ["hinglish, crypto by the day", "Crypto se roz 50k kamao 💰 Telegram pe join karo"],
    ["id, signals", "Sinyal kripto gratis tiap hari 💰 join grup telegram"],
    ["en, a share a month", "AI trading bot: 400% a month 💰 DM START"],
    ["en, earn coins", "SDR? Quota stress? Earn 3 BTC on the side with our bot 📈"],
    ["es, addressed to a profession", "Notarios y abogados que ya invierten en cripto 💰 señales VIP por Telegram, 300% garantizado"],
    ["de, a sum a day with a crypto bot", "Elektriker verdienen nebenbei 400€/Tag mit unserem Krypto-Bot. Link im Profil"],
    ["es, a sum a week with trading", "Peluqueros que ya ganan $2.000 a la semana con trading automático, escríbeme"],
    ["zh, 100x coins", "每日百倍币推荐｜加群👇"],
    ["ja, a monthly rate", "月利15%の仮想通貨自動売買｜LINE登録はプロフから"],
    ["en, ROI guaranteed", "#property #dubai #offplan 9% ROI guaranteed 📈"],
  ])("crypto scams: %s", (_, bio) => expectBot(spammy({ bio }), "scam"));

  it.each([
    ["en, and-list", "We recover disabled & hacked Instagram accounts 🔓 DM"],
    ["en, we restore", "We restore banned and hacked accounts fast ✅"],
    ["fr", "Compte suspendu ? On récupère tes comptes Insta en 24h 🔐"],
    ["es", "Recuperamos tus cuentas de redes sociales 🔐 escríbenos"],
    ["it", "Recupero account hackerati Instagram e Facebook 🔐"],
    ["de", "Konto-Wiederherstellung für Instagram und Facebook 🔐"],
    ["tr", "Çalınan hesapları geri alıyoruz ✅ DM"],
    ["id", "Balikin akun IG yang di hack 🔐 fast respon"],
    ["hinglish", "Hacked account recover karwana hai? DM karo"],
    ["ar", "نسترجع الحسابات المخترقة ✅ تواصل خاص"],
    ["ja", "凍結解除代行いたします🔓 DMください"],
    ["ko", "해킹 계정 복구 대행 🔐"],
    ["zh", "账号解封 找回 专业团队"],
    ["ru", "Восстановление взломанных аккаунтов 🔐"],
    ["en, questions first", "Hacked account? Lost crypto? We recover it 100% ✅ DM now, fast & secure."],
    ["en, recovered", "Hacked Facebook/Instagram accounts recovered in 24h ✅ DM"],
    ["ru, we restore", "Восстановим взломанную страницу за сутки 🔐 пишите в личку"],
    ["de, hacked", "Instagram-Account gehackt? Wir holen ihn zurück, diskret ✅"],
    ["fr, pirated", "Compte piraté ? Récupération rapide de vos accès en 24h 🔐"],
    ["id, hacked", "Akun IG kena hack? Kami bantu pulihkan cepat 💯"],
    ["es, hacked", "¿Te hackearon Instagram? Recuperamos tu acceso en 24 horas ✅"],
    ["es, lost crypto", "Recuperamos cuentas hackeadas y criptomonedas perdidas. Escríbenos por DM 🔐"],
    ["tr, crypto", "Kripto kurtarma uzmanı. Çalınan fonlarınızı geri alıyoruz, DM atın."],
  ])("account recovery: %s", (_, bio) => expectBot(spammy({ bio }), "scam"));

  it("following more than follow it, a strong scam phrase settles it; years of posting do not vouch for it", () => {
    const bio = "Hacked account? Lost crypto? We recover it 100% ✅ DM now, fast & secure.";
    expectBot(spammy({ bio, followersCount: 1_200, followingCount: 3_400, tweetCount: 6_100, createdAt: daysAgo(800) }), "scam");
    expectBot(spammy({ displayName: "CryptoSpin Casino", bio: "200% welcome bonus 🎲 crypto deposits, instant withdrawals. 18+ play responsibly", followersCount: 4_300, followingCount: 1_200, tweetCount: 9_900, createdAt: daysAgo(1_090) }), "scam");
  });

  it.each([
    ["en, remote pay by the week", "Hiring virtual assistants 💼 fully remote $2,500/week, apply today"],
    ["en, a fee", "Hiring warehouse staff in Canada 🇨🇦 pay the visa processing fee and start"],
    ["en, free visa", "Urgent hiring for Qatar hotels 🏨 free visa & air ticket, salary 6000 QAR"],
    ["es, fee", "Buscamos asistentes 💻 empleo desde casa, solo paga la cuota de inscripción"],
    ["pt, home office", "Vagas home office R$ 1.500 por semana 💸 sem experiência"],
    ["fr, fees", "On recrute des télétravailleurs 💻 frais de dossier 49€ seulement"],
    ["id, fee", "Lowongan kerja online 📱 biaya pendaftaran 50rb, gaji harian"],
    ["ko, side job", "고수익 재택 알바 모집 💰 하루 30만원 가능"],
    ["zh, order brushing", "宝妈兼职 手机刷单 日结300 💰"],
    ["ru, work from home", "Работа на дому без опыта 💸 заработок от 3000 в день"],
    ["en, bank details", "Now hiring remote analysts 💼 send your bank details via DM to start"],
    ["en, a kit fee", "Hiring remote support agents, $4k/mo. Pay the $79 onboarding kit fee to get your laptop."],
    ["en, remote jobs by the day", "Remote typing jobs 💻 $300/day, apply via link"],
    ["en, hiring people of a profession", "Hiring freelance journalists $80/article! Pay $25 onboarding fee via Telegram"],
    ["pt, a sign-up fee and income", "Trabalhe de casa 💻 cadastro R$39, renda garantida"],
    ["pt, home work paid by the week", "Trabalhe em casa como assistente de clínica 💆‍♀️ R$ 3.000/semana"],
    ["hinglish, registration", "Ghar baithe typing job 💰 roz 2000 kamao, sirf 299 registration"],
    ["es, no exam", "Plazas públicas sin oposición 🏛️ solo pagas la tramitación"],
    ["uk, remote", "Віддалена робота від 1500 грн/день 💸 пишіть у директ"],
    ["id, weekly pay", "Kerja dari HP 📱 gaji 4jt/minggu, chat admin"],
    ["es, visa guaranteed", "Se buscan cocineros para Canadá 🇨🇦 visa garantizada, pague solo el trámite | WhatsApp"],
    ["en, needed, with a fee", "Nurses needed in Dubai 🇦🇪 tax-free 12k/month. Visa processing fee only $300. WhatsApp now"],
    ["en, pay a registration", "Become a Notary Signing Agent in 48h 💵 $200/signing guaranteed! Pay the $149 registration today"],
    ["en, home work for a training fee", "Remote Cabin Crew Coordinator 💼 $5,200/month from home, no experience! $99 training fee, start Monday. DM now."],
    ["fr, become, with a fee", "Devenez commercial en télétravail 💻 3 500 €/mois, frais d'inscription 49 €. Places limitées !"],
  ])("job scams: %s", (_, bio) => expectBot(spammy({ bio }), "scam"));

  it.each([
    ["es", "Mis fotos sin censura 🔥 en el link"],
    ["fr", "Contenu +18 exclusif 🔥 lien en bio"],
    ["it", "Contenuti piccanti 🔥 link in bio"],
    ["tr", "Özel içerik linkte 💋 mesaj at"],
    ["id", "Konten dewasa 🔥 cek link di bio"],
    ["de", "Heiße Bilder und Videos im Link 💋"],
    ["ko", "성인 전용 방송 💕 프로필 링크"],
    ["zh", "福利姬 成人内容 看简介"],
    ["ru", "Только для взрослых 💋 ссылка в профиле"],
  ])("adult spam: %s", (_, bio) => expectBot(spammy({ bio }), "scam"));

  it.each([
    ["pt, palpites", "Palpites certeiros de futebol ⚽ green garantido todo dia"],
    ["es, fixed", "Partidos arreglados ⚽ pronósticos fijos, escríbeme"],
    ["fr", "Matchs truqués ⚽ pronostics sûrs chaque week-end"],
    ["it", "Pronostici sicuri ⚽ schedine vincenti ogni giorno"],
    ["tr", "Şike maç bilgisi ⚽ garantili kupon"],
    ["id", "Agen judi bola terpercaya ⚽ parlay gacor"],
    ["hi", "Gali Desawar satta result ⚡ fast update"],
    ["ko", "사설토토 먹튀검증 완료 ⚽"],
    ["ja", "入金不要ボーナスあり🎰 ブックメーカー攻略"],
    ["zh", "百家乐 网赌 稳赢 🎰"],
    ["ru", "Договорные матчи ⚽ ставки на спорт"],
    ["en, correct score", "Correct score tips ⚽ VIP slips daily"],
    ["tr, no-deposit bonus", "Yatırımsız bonus veren siteler 🎰 güncel giriş adresi"],
    ["es, no-deposit bonus", "Bono sin depósito 🎰 los mejores casinos online"],
  ])("gambling: %s", (_, bio) => expectBot(spammy({ bio }), "scam"));

  it("with some audience, when several signs add up", () => {
    // 1 200 followers is an audience; a strong scam phrase and three sign families still drop it.
    expectBot(spammy({ bio: "Turn $250 into $5,000 in 7 days 📈 Binary options | Testimonials pinned | DM now", followersCount: 1_200, followingCount: 7_400 }), "scam");
    // Money promised, urgency and a guarantee: three families of scam signs.
    expectBot(spammy({ bio: "Angel investors ready to fund your startup 💰 Get $50k in 7 days, guaranteed ✅ DM now", followersCount: 300, followingCount: 2_800 }), "scam");
  });
});

describe("an ordinary bio linking a paid adult page", () => {
  it.each([
    ["en", "20 | love yoga, sunsets and my cat 🌸", "https://fansly.com/emily20"],
    ["es", "Estudiante 📚 amo la playa 🌊", "https://onlyfans.com/vale.xo"],
  ])("%s", (_, bio, url) => {
    const bot = assessBot(spammy({ bio, url, followersCount: 3_100, followingCount: 4_700, tweetCount: 45, createdAt: daysAgo(40) }), NOW);
    expect({ isBot: bot.isBot, kind: bot.kind }, bot.summary).toEqual({ isBot: true, kind: "scam" });
  });
});

describe("spam spelled to slip past filters", () => {
  it.each([
    ["en, spaced letters", "F r e e   c r y p t o   s i g n a l s 🔔 join  T e l e g r a m"],
    ["en, digits for letters", "0nlyF4ns free today 💋 sp1cy c0ntent, link below 👇"],
    ["en, Cyrillic look-alikes", "Frее ВТС every day 🎁 click link"],
    ["es, spaced letters", "R e c u p e r a m o s   t u   c u e n t a   h a c k e a d a"],
    ["pt, digits for letters", "S1na1s de cr1pto VIP 🚀 95% de acerto"],
  ])("%s, with some audience", (_, bio) => {
    const bot = assessBot(spammy({ bio, followersCount: 400, followingCount: 2_300, tweetCount: 1_500, createdAt: daysAgo(300) }), NOW);
    expect({ isBot: bot.isBot, kind: bot.kind }, bot.summary).toEqual({ isBot: true, kind: "scam" });
  });
});

describe("engagement bait", () => {
  it.each([
    ["en", "Follow back guaranteed 💯 #TeamFollowBack"],
    ["en, F4F", "F4F • L4L • drop your @ 🔁"],
    ["en, follow for follow", "Follow for follow 🔥 turn on notis"],
    ["en, gain followers", "Gain 5k followers fast 🚀 #followtrain"],
    ["es", "Sígueme y te sigo 💯 #SDV"],
    ["pt", "Me segue que eu sigo de volta 💛"],
    ["tr", "Takip edene takip 💯 geri takip"],
    ["id", "Follback? langsung saling follow ya 🙏"],
    ["ja", "相互フォロー大歓迎🙌 フォロバ100%"],
    ["ar", "تابعني وأتابعك 🌹 متابعة متبادلة"],
    ["fr", "Je follow back tout le monde 🔁"],
    ["de", "Ich folge zurück 💯"],
    ["ko", "맞팔해요 💕 선팔 환영"],
    ["en, hashtags", "#ifollowback #TFB 🔁"],
    ["en, giveaway bait", "RT + follow to win 🎁"],
    ["es, sigo a todos", "Sigo a todos 💯 #SigoATodos"],
    ["tr, takip edeni takip ederim", "Takip edeni takip ederim 🔁"],
    ["ar, follow back", "رد المتابعة فوري ✅"],
    ["id, folbek", "Folbek cepat 💯 #folbek"],
    ["id, mutualan", "Mutualan yuk 🙏"],
    ["it", "Ricambio sempre il follow 🔁"],
    ["zh", "互相关注 关注必回 🙏"],
    ["ru", "Взаимная подписка 💯 подпишись — подпишусь"],
    ["hinglish", "Follow karo follow back milega 💯"],
    ["uk", "Взаємна підписка 💯 підписуйся, підпишусь у відповідь"],
    ["sv", "följ mig så följer jag tillbaka 🔁"],
    ["pl", "obserwujesz = obserwuję 💯"],
    ["en, RT if you love", "RT if you love nurses ❤️"],
    ["en, mutuals", "Looking for mutuals 💜 sub4sub"],
  ])("%s", (_, bio) => expectBot(spammy({ bio }), "engagement_bait"));

  it.each([
    ["pt", "sigo de volta todo mundo que me seguir 🔁 me segue que eu sigo, ativa o sininho 🔔"],
    ["fr", "Je follow back à 100% 🔁 abonne-toi et je m'abonne direct, promis juré"],
    ["es", "Sígueme y te sigo 🔁 siempre, de verdad, activa las notis 🔔 #SigoDeVuelta"],
    ["id", "folbek? gas 🔥 follow aku langsung aku folbek ya, dijamin! #mutualan"],
    ["id, beside a list", "Follback pasti! 🔁 tukang kayu, tukang cukur, tukang kunci, tukang taman semua masuk"],
    ["es, everyone who follows", "sigo a todos los que me sigan 🔁 ¡sin excepción!"],
    ["pt, follow me", "sigo de volta todo mundo 🔁 me segue aí"],
    ["sv, with hashtags", "följ mig så följer jag tillbaka 🔁 #följdmig"],
    ["it", "ricambio follow sempre ✅ seguimi e ti seguo 💯"],
  ])("%s: a long bio that is bait said two ways, in the follow-back economy", (_, bio) => {
    expectBot(spammy({ bio, followersCount: 3_100, followingCount: 3_600, tweetCount: 450 }), "engagement_bait");
  });

  it.each([
    ["en", "iPhone 17 giveaway 🎁 like, RT & tag 3 friends. Winners DM'd Friday"],
    ["es", "Sorteo iPhone 17 🎁 Sigue, da like y comparte. Ganadores por DM"],
    ["pt", "Sorteio de um PS5 🎮 Siga, curta e marque 3 amigos!"],
    ["it", "Regaliamo un iPhone 🎁 segui, metti like e tagga 3 amici"],
    ["tr", "iPhone çekilişi 🎁 Takip et, beğen ve 3 arkadaşını etiketle"],
    ["id", "Giveaway HP baru 🎁 follow, like & share, pemenang diumumkan Jumat"],
  ])("%s: a fake brand giveaway on a new account following thousands", (_, bio) => {
    expectBot(spammy({ bio, followersCount: 3_200, followingCount: 4_400, tweetCount: 760, createdAt: daysAgo(70) }), "engagement_bait");
  });
});

describe("behaviour", () => {
  it("posting at a machine's pace: a thousand tweets a day or more", () => {
    expectBot(makeProfile({ bio: "Markets, macro and memes.", tweetCount: 2_000_000, createdAt: daysAgo(1_000), followersCount: 9_000, followingCount: 300 }), "high_velocity");
  });

  it("hundreds a day for years, from an account that is not news", () => {
    expectBot(spammy({ bio: "Daily deals and discounts 🛍️", followersCount: 900, followingCount: 1_000, tweetCount: 300 * 500, createdAt: daysAgo(500) }), "high_velocity");
  });

  it("follow-back farming: at the follow cap with following ≈ followers", () => {
    expectBot(makeProfile({ bio: "Love life ✨ | follow me", location: "", url: "", listedCount: 0, followersCount: 4_980, followingCount: 5_001, tweetCount: 120, createdAt: daysAgo(400) }), "follow_farm");
    expectBot(makeProfile({ bio: "Good vibes only 🌈", location: "", url: "", listedCount: 0, followersCount: 8_800, followingCount: 8_500, tweetCount: 900, createdAt: daysAgo(500) }), "follow_farm");
  });

  it("a follow farm: no tweets, following hundreds, nothing to look at", () => {
    expectBot(makeProfile({ handle: "k83920174", displayName: "k83920174", bio: "", defaultProfileImage: true, location: "", url: "", listedCount: 0, followersCount: 2, followingCount: 700, tweetCount: 0, createdAt: daysAgo(90) }), "follow_farm");
  });

  it("a silent follower: looks human, follows thousands, almost no followers and no posts", () => {
    expectBot(makeProfile({ handle: "emma_reads", displayName: "Emma", bio: "Marketing student 📚 coffee lover", location: "", url: "", listedCount: 0, followersCount: 12, followingCount: 2_300, tweetCount: 3, createdAt: daysAgo(300) }), "silent_follower");
    expectBot(makeProfile({ handle: "pedro_m", displayName: "Pedro Martins", bio: "Enfermeiro. Pai. Benfica.", location: "", url: "", listedCount: 0, followersCount: 4, followingCount: 1_600, tweetCount: 0, createdAt: daysAgo(500) }), "silent_follower");
  });
});

describe("keyword stuffing", () => {
  it.each([
    ["buzzwords", "Entrepreneur • Investor • Crypto • NFT • Web3 • Motivation 🚀"],
    ["buzzwords, es", "Emprendedor | Inversor | Cripto | Bitcoin | Trader | Éxito"],
    ["hashtags", "#crypto #bitcoin #forex #trading #money #success"],
  ])("a row of %s with no sentence, on a thin account", (_, bio) => {
    expectBot(makeProfile({ handle: "win_big_4821", bio, defaultProfileImage: true, location: "", url: "", listedCount: 0, followersCount: 60, followingCount: 700, tweetCount: 300, createdAt: daysAgo(300) }), "keyword_stuffing");
  });

  it.each([
    ["en, trades", "Plumber | Electrician | HVAC | Contractor | Handyman | Roofing"],
    ["es, travel", "Hotel • Turismo • Viajes • Reservas • Ofertas • Playa • Hostal"],
    ["de, pharmacy", "Apotheke | Pharmazie | Gesundheit | Medikamente | Vitamine | Apotheker"],
    ["pt, farming", "Agro • Pecuária • Agricultura • Fazenda • Gado • Trator"],
    ["fr, fitness", "Coach sportif | Fitness | Musculation | Nutrition | Yoga | Bien-être"],
    ["en, logistics", "Logistics • Supply Chain • Freight • Trucking • Warehousing • Shipping"],
  ])("a row of trades or topics, mass following: %s", (_, bio) => {
    expectBot(makeProfile({ handle: "trade_rows_4821", bio, location: "", url: "", listedCount: 0, followersCount: 700, followingCount: 3_000, tweetCount: 300, createdAt: daysAgo(400) }), "keyword_stuffing");
  });

  it.each([
    ["en, coders", "Developer | Coder | Programmer | JavaScript | Python | AI | Web3 | NFT"],
    ["pt, shop promo", "Loja • Moda • Promoção • Frete Grátis • Pix • Atacado • Revenda"],
    ["tr, money", "Borsa | Yatırım | Kripto | Forex | Altın | Finans"],
    ["ja, side jobs", "副業｜在宅ワーク｜仮想通貨｜FX｜投資｜稼ぐ"],
    ["ru, business", "Бизнес | Инвестиции | Крипта | Заработок | Маркетинг | Успех"],
    ["id, online shop", "Jual Beli | Olshop | Reseller | Dropship | Grosir | Murah | COD"],
    ["zh, side jobs", "程序员｜区块链｜Web3｜AI｜副业｜赚钱｜投资"],
    ["fa, online shop", "فروشگاه آنلاین | ارزان | تخفیف | ارسال رایگان | عمده"],
    ["en, a title among buzzwords", "Head of Data | Big Data | Data Science | AI | ML | Analytics | Python | SQL | Cloud | Blockchain"],
  ])("%s: a row following out by the thousand, twice as many as follow back, for years", (_, bio) => {
    expectBot(makeProfile({ handle: "rows_out_4821", bio, location: "", url: "", listedCount: 0, followersCount: 1_100, followingCount: 3_800, tweetCount: 5_200, createdAt: daysAgo(900) }), "keyword_stuffing");
  });

  it("a long row of the taxonomy's words with no marks, following out by the thousand", () => {
    const bio = "Salesforce Developer Admin Consultant CRM Apex Flow Cloud AI Jobs Remote Hiring USA UK";
    expectBot(makeProfile({ handle: "sf_rows_4821", bio, location: "", url: "", listedCount: 0, followersCount: 700, followingCount: 4_400, tweetCount: 31_000, createdAt: daysAgo(500) }), "keyword_stuffing");
  });

  it("hashtags alone under a name that is no person's, even with an audience", () => {
    const bio = "#welding #welder #fabrication #pipeliner #tigwelding #metalwork";
    expectBot(makeProfile({ handle: "weld_daily_x", displayName: "Weld Daily 🔥", bio, location: "", url: "", followersCount: 9_800, followingCount: 7_000, tweetCount: 64_000, createdAt: daysAgo(2_200) }), "keyword_stuffing");
    expect(assessBot(makeProfile({ handle: "maria_welds", displayName: "Maria Lopez", bio, location: "", url: "", followersCount: 9_800, followingCount: 7_000, tweetCount: 64_000, createdAt: daysAgo(2_200) }), NOW).isBot).toBe(false);
  });

  it("a row of words no list knows, on a small account following five times its followers", () => {
    const bio = "Кровля | Кровельщик | Металлочерепица | Мягкая кровля | Ремонт крыши | Москва | Дёшево | Звоните";
    expectBot(makeProfile({ handle: "krovlya_x", displayName: "Кровля Москва", bio, location: "", url: "", followersCount: 140, followingCount: 1_100, tweetCount: 6_300, createdAt: daysAgo(500) }), "keyword_stuffing");
    expect(assessBot(makeProfile({ handle: "krovlya_y", displayName: "Кровля Москва", bio, location: "", url: "", followersCount: 900, followingCount: 1_100, tweetCount: 6_300, createdAt: daysAgo(500) }), NOW).isBot).toBe(false);
    // Following out by the thousand at twice its followers, too.
    const row = "Vertriebstraining | Verkaufstrainer | Sales Coaching | Vertrieb | B2B | Leads | Akquise | Neukunden | Closing";
    expectBot(makeProfile({ handle: "vertrieb_x", displayName: "Vertrieb & Akquise", bio: row, location: "", url: "", followersCount: 940, followingCount: 2_200, tweetCount: 7_700, createdAt: daysAgo(550) }), "keyword_stuffing");
  });

  it("a menu of followers, likes and views for sale", () => {
    expectBot(makeProfile({ handle: "growth_4821", bio: "#SEO #SMM #DigitalMarketing #Followers #Likes #Views #Promotion", location: "", url: "", listedCount: 0, followersCount: 3_400, followingCount: 4_990, tweetCount: 28_000, createdAt: daysAgo(1_500) }), "scam");
  });
});

describe("a second batch, written apart from the first, with the numbers such accounts have", () => {
  // handle, display name, bio, followers, following, tweets, age in days, default image, kind
  const rows: [string, string, string, number, number, number, number, boolean, BotKind][] = [
    ["cryptowhale_alerts", "Whale Alerts 🐋", "Tracking large crypto transactions in real time. Powered by our own bot.", 45_000, 12, 380_000, 1500, false, "self_declared"],
    ["elon_giveaway_x", "Elon Musk", "🚀 Tesla x SpaceX BTC event. Send BTC, get 2x back. Ends soon!", 350, 1800, 120, 20, false, "scam"],
    ["jobs_hiring_247", "Remote Jobs 24/7", "Hiring: Amazon, Google, Meta remote roles 💼 Earn $35/hr from your phone. Message on Telegram @hr_recruit", 220, 4100, 5200, 300, false, "scam"],
    ["lucia_modelo99", "Lucía 💋", "Modelo 🔥 contenido +18 en mi link 👇", 60, 3000, 40, 90, false, "scam"],
    ["bet_king_ng", "Bet King 👑", "Daily sure odds ⚽ 2 odds rollover | Join VIP | Sportybet codes", 2400, 5000, 9000, 600, false, "scam"],
    ["gacor88_slot", "SLOT GACOR 88", "Link daftar situs slot online terpercaya 2026 💰 RTP live", 90, 2000, 15_000, 200, false, "scam"],
    ["sinyal_kripto_id", "Sinyal Kripto", "Sinyal trading kripto gratis setiap hari 📈 gabung grup VIP", 500, 3000, 4000, 400, false, "scam"],
    ["fx_mentor_sarah", "Sarah | FX", "I help people earn passive income through forex trading 💹 Invest with me and earn weekly profits. DM for details", 900, 6000, 3000, 300, false, "scam"],
    ["hesapkurtarma_tr", "Hesap Kurtarma", "Instagram hesabınız mı çalındı? Hesap kurtarma hizmeti 🔐 DM", 150, 2500, 800, 200, false, "scam"],
    ["bahis_tahmin", "Bahis Tahminleri", "Günün banko maçları ⚽ Deneme bonusu veren siteler linkte", 1500, 3000, 12_000, 500, false, "scam"],
    ["mohamed_trader_fx", "محمد | فوركس", "توصيات فوركس يومية 📈 أرباح مضمونة تواصل واتساب", 300, 4000, 2000, 300, false, "scam"],
    ["earn_daily_in", "Earn Daily 💸", "Work from home job 🏠 daily earning 1000-3000 rs. No investment. WhatsApp me", 400, 4500, 3000, 200, false, "scam"],
    ["fukugyou_mama", "副業ママ", "主婦でも月収30万💰 スマホだけで稼げる副業を紹介中 気になる方はLINEへ", 700, 3500, 2000, 300, false, "scam"],
    ["onlyf_amber", "Amber 🍑", "Your favorite girl next door 😘 spicy stuff on my OF, link below", 1200, 5000, 600, 200, false, "scam"],
    ["follow4follow_ana", "Ana ✨", "follow me i follow back 💯 no unfollow", 1800, 2100, 3000, 500, false, "engagement_bait"],
    ["takipci_artir", "Takipçi Arttır", "Türk takipçi satın al 🇹🇷 ucuz fiyat garanti", 3000, 100, 500, 300, false, "scam"],
    ["sdv_sempre", "Sigo de volta", "Sigo todo mundo de volta 💚 #sdv", 900, 4800, 2000, 400, false, "engagement_bait"],
    ["newsfeed_uk", "UK News Feed", "Latest UK headlines, auto-updated from BBC, Guardian and Sky. Not affiliated.", 12_000, 5, 250_000, 2000, false, "self_declared"],
    ["gpt_thoughts", "GPT Thoughts", "Thoughts generated by GPT-4, posted automatically twice a day.", 3000, 1, 1400, 700, false, "self_declared"],
    ["price_btc_usd", "BTC Price", "Bitcoin price every 15 minutes ⏱️", 22_000, 0, 140_000, 1500, false, "self_declared"],
    ["luna_stars_22", "Luna", "Entrepreneur | Crypto | Forex | Bitcoin | NFT | Mindset | Success 💫", 30, 1500, 20, 120, true, "keyword_stuffing"],
    ["eth_maxi_bot", "ETH Maxi", "#ETH #Ethereum #DeFi #NFT #Web3 #Crypto #Altcoins #Bitcoin", 200, 4000, 50_000, 300, false, "self_declared"],
    ["karen_w_1987", "Karen Wilson", "Mom of two | Love my dog | Coffee lover", 7, 2800, 4, 400, false, "silent_follower"],
    ["rahul_sharma_44", "Rahul Sharma", "Engineer. Cricket fan.", 3, 1500, 0, 700, false, "silent_follower"],
    ["follow_back_farm", "Jay 🌴", "living my best life", 4700, 4990, 220, 600, false, "follow_farm"],
    ["quotes_daily_bot", "Daily Quotes", "Motivational quotes to brighten your day ☀️", 56_000, 300, 90_000, 1200, false, "self_declared"],
    ["breakingnews_ai", "Breaking News AI", "AI-curated breaking news from 500+ sources, 24/7.", 8000, 10, 900_000, 800, false, "self_declared"],
    ["ideas_machine", "Startup Ideas", "Founder | Builder | Posting startup ideas every day", 5000, 5200, 600_000, 400, false, "high_velocity"],
    ["profit_signals_vip", "VIP Signals", "Free signals • 1000% profit • Binance futures", 900, 1100, 8000, 300, false, "scam"],
    ["recover_lost_btc", "Crypto Recovery Expert", "Lost access to your wallet? I can help. 100% success rate. DM me", 80, 900, 300, 100, false, "scam"],
  ];

  it.each(rows)("@%s", (handle, displayName, bio, followersCount, followingCount, tweetCount, age, defaultProfileImage, kind) => {
    expectBot(makeProfile({ handle, displayName, bio, followersCount, followingCount, tweetCount, createdAt: daysAgo(age), defaultProfileImage, location: "", url: "", listedCount: 0 }), kind);
  });
});

describe("a profile with only weak signs", () => {
  it("is a suspicious profile", () => {
    expectBot(makeProfile({ handle: "olga48291733", displayName: "Olga", bio: "", location: "", url: "", defaultProfileImage: true, followersCount: 14, followingCount: 900, tweetCount: 2, listedCount: 0, createdAt: daysAgo(365) }), "suspicious_profile");
  });
});

describe("marked by you", () => {
  it("a profile the user marked as a bot is dropped as marked_by_you", () => {
    const profile = makeProfile({ xUserId: "777", bio: "Founder & CEO at Acme, B2B SaaS" });
    const feedback = buildFeedbackModel([{ xUserId: "777", profile: { handle: profile.handle, bio: profile.bio }, feedback: "bad", badReason: "bot" }]);
    const result = classify(profile, makeSegment({ description: "SaaS founders" }), { now: NOW, feedback });
    expect(result).toMatchObject({ outcome: "none", botKind: "marked_by_you" });
  });
});

describe("reasons", () => {
  it("a hard rule says which scam and quotes it", () => {
    expect(assessBot(spammy({ bio: "Recover hacked accounts 💻 DM now" }), NOW).summary).toBe("bot score 1.00: account recovery ('recover hacked accounts') without an audience");
  });

  it("a bot by points lists its signs, strongest first", () => {
    const bot = assessBot(spammy({ bio: "Daily deals and discounts 🛍️", followersCount: 900, followingCount: 1_000, tweetCount: 150_000, createdAt: daysAgo(500) }), NOW);
    expect(bot.summary).toBe("bot score 1.00: 300 tweets a day from an account that is not news, 300 tweets a day, followed by 900 while following 1,000");
  });
});

describe("a bio of hashtags alone", () => {
  it("is a feed's label, whatever the account's age", () => {
    const bot = assessBot(spammy({ bio: "#clinicaltrials #CRA #CRC #GCP #pharma #biotech #research #jobs #hiring #remote", followersCount: 1_600, followingCount: 1_800, tweetCount: 33_000, createdAt: daysAgo(2_370) }), NOW);
    expect(bot.isBot, bot.summary).toBe(true);
  });
});

describe("a row of topics with forex or passive income in it", () => {
  it("is a spam account's label on an account following out", () => {
    const row = assessBot(spammy({ bio: "Muhasebe | Vergi | Finans | Borsa | Yatırım | Kripto | Forex | Altın", followersCount: 1_500, followingCount: 2_700, tweetCount: 4_100, createdAt: daysAgo(900) }), NOW);
    expect(row.isBot, row.summary).toBe(true);
    const trader = assessBot(spammy({ bio: "FX trader at a bank in London. Forex, rates, too much coffee.", followersCount: 1_200, followingCount: 600, tweetCount: 8_000, createdAt: daysAgo(2_000) }), NOW);
    expect(trader.isBot, trader.summary).toBe(false);
  });
});

describe("scams and feeds seen first in the tenth blind wave (tuning-37, tuning-38)", () => {
  it.each([
    ["Ukrainian account recovery", "Відновлюємо зламані акаунти та вкрадені кошти. Пишіть у DM"],
    ["Italian funds recovery", "Hai perso soldi con un broker truffa? Recuperiamo i tuoi fondi. Scrivici in DM"],
    ["Russian loans without checks", "Займы без проверки кредитной истории за 5 минут 💸 одобрение 99% #кредит #займ"],
    ["a fee for a certification kit", "Become a remote insurance underwriter in 7 days! No experience. Pay $49 for the certification kit."],
    ["a Polish entry fee", "Praca zdalna dla analityków 💰 500 zł dziennie, opłata wpisowa tylko 99 zł"],
    ["a German trading bot", "Drohnenpiloten aufgepasst: passives Einkommen mit KI-Trading-Bot 🤖 500 € → 5.000 €. Link in Bio"],
    ["Japanese crypto income", "MSL・製薬勤務の方限定💰仮想通貨で月+50万。LINEで無料相談👇"],
  ])("%s", (_, bio) => expectBot(spammy({ bio }), "scam"));

  it("a listings feed that says it is scraped hourly", () => {
    expectBot(bigFeed({ bio: "Orchestra audition listings, scraped hourly 🎻🎺 #auditions #orchestra" }), "self_declared");
  });
});
