import { describe, expect, it } from "vitest";
import * as patterns from "../../../src/domain/classifier/bots/patterns.js";
import { PhraseSet, scan } from "../../../src/domain/classifier/bots/phrases.js";
import { anyRow, keywordStuffing } from "../../../src/domain/classifier/bots/bio-shape.js";
import { foldText } from "../../../src/domain/classifier/text.js";

const sets: PhraseSet[] = [...Object.values(patterns).filter((value): value is PhraseSet => value instanceof PhraseSet), ...patterns.STRONG_SCAM];
const find = (set: PhraseSet, text: string) => set.exec(scan(foldText(text)))?.[0];

describe("anchored phrase sets", () => {
  const probe = new PhraseSet("probe", [
    ["send", String.raw`\bsend \d+ btc\b`],
    ["takiplesel*", String.raw`\btakiplesel`],
    ["", "フォロバ"],
    ["*", "🔞"],
  ]);

  it("runs a phrase when one of its anchors is a word of the text", () => {
    expect(find(probe, "Send 2 BTC now")).toBe("send 2 btc");
    expect(find(probe, "sending 2 btc")).toBeUndefined();
  });

  it("finds prefix anchors anywhere, and folds the text and the phrases alike", () => {
    expect(find(probe, "Takipleşelim 💯")).toBe("takiplesel");
    expect(find(probe, "フォロバ100%")).toBe("フォロハ"); // バ folds to ハ on both sides
  });

  it("runs phrases without a Latin anchor only on text in such a script, and '*' always", () => {
    expect(find(probe, "nothing here 🔞")).toBe("🔞");
    expect(find(probe, "nothing here")).toBeUndefined();
  });

  it("keeps one scan's marks from leaking into the next", () => {
    expect(probe.exec(scan(foldText("send 2 btc")))).not.toBeNull();
    expect(probe.exec(scan(foldText("hello there")))).toBeNull();
  });

  it("skips a match that a guard refuses, read before it or on past it, and counts the phrases found", () => {
    const scoped = /^send \d+ btc to (?:my|our) (?:own )?wallet/;
    expect(probe.exec(scan(foldText("send 2 btc to my wallet")), undefined, scoped)).toBeNull();
    expect(probe.exec(scan(foldText("never send 2 btc")), /\bnever $/)).toBeNull();
    expect(probe.count(scan(foldText("Send 2 BTC 🔞 takipleşelim フォロバ")))).toBe(4);
    expect(probe.count(scan(foldText("takipleşelim")))).toBe(1);
  });

  it("rejects an anchor that is not a word", () => {
    expect(() => new PhraseSet("bad", [["i'm", String.raw`\bi'm a bot\b`]])).toThrow(/anchor/);
  });

  it("every anchor looks like a word of its phrase (a guard against typos)", () => {
    for (const set of sets) {
      for (const [anchors, source] of set.phrases) {
        if (anchors === "" || anchors === "*") continue;
        for (const anchor of anchors.split(" ")) expect(source, `${set.name}: anchor '${anchor}'`).toContain(anchor.replace("*", "").slice(0, 2));
      }
    }
  });
});

describe("the content patterns", () => {
  it("quote the phrase that matched", () => {
    expect(find(patterns.STRONG_SCAM[0], "Send 0.1 BTC, get 0.2 BTC back")).toBe("send 0.1 btc");
    expect(find(patterns.ENGAGEMENT_BAIT, "Takip edene takip 💯")).toBe("takip edene takip");
    expect(find(patterns.SELF_DECLARED, "🔐 Automated feed of headlines")).toBe("🔐 automated feed of headlines");
  });

  it("see automation said as the bio's last label or in Polish", () => {
    expect(find(patterns.SELF_DECLARED, "🤖 Esports match results as they happen | LoL • CS2 • Valorant | automated")).toBeDefined();
    expect(find(patterns.SELF_DECLARED, "Oferty pracy frontend w Polsce — automatycznie co godzinę. #React")).toBeDefined();
    expect(find(patterns.SELF_DECLARED, "I build automated test suites | QA lead")).toBeUndefined();
    for (const feed of [
      "Daily demand planning and supply chain job postings. Automated. Not monitored.",
      "New foreclosure and auction listings every hour 🏚️ Automated. Data from public records",
      "New clinical trials as they appear in public registries (auto).",
      "Random public-domain tattoo flash, posted every 2 hours by a script 🤖",
      "Automatisch: neue Stellen für Vertriebsleiter im DACH-Raum.",
      "Automatisierte Stellenanzeigen: Vertrieb, Sales. Stündlich neu.",
      "Reposto automaticamente os shots mais curtidos do Dribbble 🎨 | bot",
      "Pauta dos tribunais ⚖️ | robô não oficial",
      "실시간 뉴스 자동 리트윗 봇",
      "Precios de soja, maíz y trigo en Rosario. Actualización automática cada hora.",
    ]) expect(find(patterns.SELF_DECLARED, feed), feed).toBeDefined();
    expect(find(patterns.SELF_DECLARED, "Ops lead. I keep the boring stuff automated. Dad of two.")).toBeUndefined();
  });

  it("see daily returns, staking for them and fees for a tryout", () => {
    const scam = (text: string) => patterns.STRONG_SCAM.some((set) => find(set, text) !== undefined);
    expect(scam("Angel investors wanted 👼 stake $500, earn 4% daily. Limited seats.")).toBe(true);
    expect(scam("Esports team recruiting players 🎮 $99 tryout fee, guaranteed pro contract 💰 DM to apply")).toBe(true);
    expect(scam("Angel investor in pre-seed climate startups. Ex-founder.")).toBe(false);
  });

  it("see money written after the amount", () => {
    expect(find(patterns.MONEY_PROMISE, "Gagnez 300€ par jour")).toBeDefined();
    expect(find(patterns.MONEY_PROMISE, "earn 2000 TL")).toBeDefined();
  });

  it("tell follow-back with anyone from a networker's offer to a group", () => {
    const bait = (text: string) => patterns.ENGAGEMENT_BAIT.exec(scan(foldText(text)), patterns.NEGATED, patterns.SCOPED_FOLLOW_BACK)?.[0];
    expect(bait("Follow back guaranteed 💯")).toBe("follow back");
    expect(bait("I follow back all my followers")).toBe("follow back");
    expect(bait("follow back guys 🔁")).toBe("follow back");
    expect(bait("I follow back all pharmacists & techs")).toBeUndefined();
    expect(bait("I follow back small businesses in Leeds")).toBeUndefined();
    expect(bait("sigo de volta todos 💯")).toBe("sigo de volta");
  });

  it("leave a plain human bio alone", () => {
    const text = "Staff engineer at Datadog. Rust, tracing, and a lot of coffee. Dad of two. Views my own.";
    for (const set of sets) expect(find(set, text), set.name).toBeUndefined();
  });
});

describe("a row of any words", () => {
  it.each([
    ["Кровля | Кровельщик | Металлочерепица | Мягкая кровля | Ремонт крыши | Москва | Звоните", true],
    ["开锁 换锁 修锁 汽车钥匙 保险柜 开锁公司 开锁师傅 24小时 上门 电话", true],
    ["Nurse | Mom | Runner", false],
    ["Mum of two, nurse at the Royal Free, runner on Sundays and coffee all week", false],
    ["東京のスタートアップでプロダクトマネージャーをしています。元エンジニア", false],
  ])("%s -> %s", (bio, row) => expect(anyRow(foldText(bio))).toBe(row));
});

describe("keyword stuffing", () => {
  it.each([
    ["CEO | Founder | Entrepreneur | Investor | Crypto | NFT", "buzzwords"],
    ["#bitcoin #eth #nft #defi #web3", "hashtags"],
    ["Senior Java developer | Spring Boot, microservices, Kafka | 10 yrs | Chennai | TCS", undefined],
    ["Husband. Father. Engineer. Runner. Coffee.", undefined],
    ["Growth @ Hotmart | paid social, CRO, lifecycle | ex-agency", undefined],
    ["Love my family #blessed #love #life #happy", undefined],
    ["Plumber | Electrician | HVAC | Contractor | Handyman | Roofing", "topics"],
    ["Hotel • Turismo • Viajes • Reservas • Ofertas • Playa • Hostal", "topics"],
    ["Apotheke | Pharmazie | Gesundheit | Medikamente | Vitamine | Apotheker", "topics"],
    ["Logistics • Supply Chain • Freight • Trucking • Warehousing • 3PL", "topics"],
    ["Fitness • Gym • Workout • Diet • Keto • Abs • Motivation • Coach • Creator", "topics"],
    ["Nurse | Mom | Runner | Coffee | Dogs", undefined],
    ["SRE | Kubernetes | Terraform | AWS | GCP | Go", undefined],
    ["Electrician at the container port | cranes, reefers, shore power | 20 yrs | Southampton", undefined],
    ["Farmer | Wife | Mom of 3 | Jesus | Texas", undefined],
    ["Salesforce Developer Admin Consultant CRM Apex Flow Cloud AI Jobs Remote Hiring USA UK", "buzzwords"],
    ["SWE | FAANG | Staff Engineer | SWE | FAANG | LeetCode", "buzzwords"],
    ["Head of Product | ex-Google | Mom of 2 | Runner", undefined],
    ["Product designer Figma lover coffee addict dog mom Berlin based runner", undefined],
    ["Staff engineer building payments infrastructure at a fintech in Berlin these days", undefined],
  ])("%s -> %s", (bio, shape) => expect(keywordStuffing(foldText(bio))).toBe(shape));
});
