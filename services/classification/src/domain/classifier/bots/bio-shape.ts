import { labelsOfPhrase } from "../lexicon.js";
import { baseForm, foldText, STOP_WORDS, tokenize } from "../text.js";

/**
 * Keyword stuffing: a bio that is a row of buzzwords, hashtags or trade and topic words with no
 * sentence in it ("CEO | Founder | Crypto | NFT | Web3 | Investor", "#bitcoin #eth #nft #defi #web3",
 * "Plumber | Electrician | HVAC | Contractor | Handyman | Roofing", "Hotel • Turismo • Viajes •
 * Reservas • Ofertas • Playa"). A sentence shows itself by a function word ("of", "at", "de", "und"),
 * a mention ("@ Acme"), or a clause of four words or more. A row of specific skills ("Java | Spring
 * Boot | Kafka | Chennai | TCS") is a person's shorthand, not stuffing: most segments must be the
 * generic words spam accounts pile up. A row of trades and topics is weaker evidence than hype
 * words: a person may list what they do ("Nurse | Mom | Runner | Coffee"). A row needs no marks
 * between its words when it is long and made of the taxonomy's words ("Salesforce Developer Admin
 * Consultant CRM Apex LWC Flow Cloud AI Jobs Remote Hiring USA"): a person writes a sentence, or
 * separates a list.
 */

export type StuffingShape = "hashtags" | "buzzwords" | "topics";

/** Words, hashtags, mentions, and what ends a segment: separators, emoji, sentence ends, spaced dashes. */
const PIECE = /(#?)[\p{L}\p{N}][\p{L}\p{N}'&+._/-]*|(@)\S*|([|•·,;\n]|\p{Extended_Pictographic}|[.!?](?=\s|$)|\s[-–—]\s)/gu;
const MIN_SEGMENTS = 5;
const MIN_BUZZWORD_SEGMENTS = 4;
const MIN_HASHTAGS = 4;
const MAX_SEGMENT_WORDS = 3;

/** A list written as people type it ("Yatırım", "在宅ワーク", "Инвестиции"), folded the way bios are. */
const foldedSet = (list: string): ReadonlySet<string> => new Set(list.split("|").map(foldText));

/** Generic self-labels and hype words, as whole segments ("big data", "digital marketing"). */
const BUZZWORDS = foldedSet(
  (
    "ceo|founder|cofounder|co-founder|entrepreneur|entrepreneurs|serial entrepreneur|investor|investors|angel investor|" +
    "trader|trading|forex|crypto|cryptocurrency|bitcoin|btc|eth|ethereum|nft|nfts|web3|defi|blockchain|metaverse|altcoins|" +
    "ai|ml|big data|data science|data scientist|machine learning|deep learning|python|iot|cloud|cybersecurity|" +
    "marketing|digital marketing|marketer|seo|smm|social media|influencer|content creator|creator|branding|growth|growth hacking|" +
    "coach|life coach|mentor|motivation|motivational speaker|speaker|mindset|success|hustle|hustler|grind|" +
    "business|business owner|businessman|businesswoman|millionaire|billionaire|wealth|money|rich|luxury|lifestyle|" +
    "investing|investment|investments|stocks|finance|fintech|real estate|realtor|ecommerce|e-commerce|dropshipping|" +
    "amazon fba|affiliate|affiliate marketing|startup|startups|saas|tech|technology|innovation|leadership|visionary|" +
    "philanthropist|networking|sales|passive income|freedom|travel|fitness|fashion|model|gamer|youtuber|" +
    "emprendedor|emprendedora|empreendedor|empreendedora|girisimci|pengusaha|unternehmer|inversor|investidor|yatirimci|" +
    "cripto|criptomonedas|kripto|exito|sucesso|dinero|dinheiro|negocios|marketing digital|inversiones|investimentos|bisnis|borsa|" +
    "developer|coder|programmer|javascript|java|fx|web developer|passive income|" +
    "libertad financiera|liberdade financeira|motivacion|motivacao|riqueza|ingresos pasivos|renda extra|" +
    "yatırım|yatırımcı|finans|altın|kazanç|ekonomi|" +
    "investasi|cuan|saham|trading saham|" +
    "副業|在宅ワーク|仮想通貨|投資|稼ぐ|自由|不労所得|資産運用|お金|" +
    "副业|赚钱|投资|区块链|币圈|加密货币|财富自由|创业|" +
    "бизнес|инвестиции|крипта|криптовалюта|заработок|маркетинг|успех|деньги|трейдинг|форекс|пассивный доход|мотивация|" +
    "بورس|ارز دیجیتال|سرمایه گذاری|کسب و کار|درآمد|تسويق|استثمار|تداول|ربح|عملات رقمية"
  ),
);

/**
 * Generic topic and commerce nouns that keyword-stuffed bios pile up beside trades and industries
 * (which come from the taxonomy), folded, in the languages bios come in.
 */
const TOPICS = foldedSet(
  (
    "deals|offers|discounts|coupons|sale|sales|shopping|shop|store|online shop|booking|bookings|reservations|tickets|" +
    "ofertas|descuentos|promociones|cupones|reservas|tienda|compras|promocoes|descontos|cupons|loja|offres|promos|reductions|bons plans|boutique|" +
    "angebote|rabatte|gutscheine|buchung|offerte|sconti|prenotazioni|indirim|firsat|kampanya|promo|diskon|belanja|" +
    "travel|trip|trips|tourism|vacation|vacations|holidays|beach|resort|resorts|hostel|hostels|all inclusive|" +
    "viajes|viaje|turismo|vacaciones|playa|hostal|todo incluido|viagens|viagem|ferias|praia|pousada|voyage|voyages|tourisme|vacances|plage|" +
    "reisen|reise|urlaub|strand|viaggi|vacanze|spiaggia|seyahat|tatil|otel|wisata|liburan|pantai|" +
    "health|wellness|nutrition|diet|dieta|diat|diyet|keto|vegan|gym|workout|workouts|abs|cardio|yoga|pilates|crossfit|bodybuilding|weight loss|training|" +
    "salud|bienestar|nutricion|entrenamiento|saude|bem-estar|nutricao|treino|sante|bien-etre|musculation|gesundheit|ernahrung|abnehmen|" +
    "salute|benessere|saglik|beslenme|spor|kesehatan|diet sehat|" +
    "medicines|medicine|vitamins|supplements|pharmacy|medicamentos|vitaminas|suplementos|farmacia|medicaments|pharmacie|medikamente|vitamine|" +
    "apotheke|pharmazie|rezept|rezepte|farmaci|integratori|ilac|eczane|vitamin|obat|apotek|" +
    "recipes|food|foodie|cooking|recetas|comida|receitas|recettes|cuisine|kochen|ricette|cucina|tarifler|yemek|resep|kuliner|" +
    "beauty|skincare|makeup|hair|nails|belleza|beleza|beaute|maquillage|schonheit|bellezza|guzellik|kecantikan|" +
    "news|noticias|nachrichten|actualites|notizie|haber|berita|sports|deportes|esportes|football|futbol|futebol|soccer|music|musica|movies|gaming|games|" +
    "jobs|empleos|empleo|vagas|emplois|stellenangebote|lavoro|is ilanlari|lowongan|careers|hiring|" +
    "insurance|loans|credit|mortgage|seguros|prestamos|credito|assurance|versicherung|kredit|sigorta|asuransi|pinjaman|" +
    "cars|autos|coches|carros|voitures|auto|home|hogar|decor|decoracion|decoracao|garden|jardin|jardim|garten|pets|mascotas|" +
    "moda|mode|style|tips|consejos|dicas|conseils|tipps|consigli|ipuclari|inspiration|quotes|frases|citations|zitate|" +
    "agriculture|farming|agtech|organic|dairy|cattle|livestock|harvest|tractor|ranch|agricultura|agro|ganaderia|ganado|finca|rancho|pecuaria|gado|fazenda|trator|" +
    "ferme|elevage|landwirtschaft|bauernhof|tarim|ciftlik|pertanian|peternakan|" +
    "promocao|frete gratis|envio gratis|pix|atacado|varejo|revenda|mayoreo|mayorista|menudeo|reventa|wholesale|retail|reseller|dropship|dropshipper|" +
    "jual beli|olshop|grosir|murah|cod|ready stock|toptan|ucuz|kargo bedava|" +
    "فروشگاه آنلاین|ارزان|تخفیف|ارسال رایگان|عمده|فروش|" +
    "магазин|скидки|оптом|доставка|通販|セール|激安|网店|批发|包邮"
  ),
);

/** Whether a segment (folded words) is a generic trade, industry or topic: a form of an occupation or industry in the taxonomy, or a topic noun. */
function isTopic(segment: string): boolean {
  if (BUZZWORDS.has(segment) || TOPICS.has(segment)) return true;
  const labels = labelsOfPhrase(tokenize(segment).tokens.map((token) => token.base));
  return labels.some((label) => label.category === "job_role" || label.category === "industry");
}

/** Where the word segments that are not buzzwords start and end (pairs), for the trade and topic check; reused, so a bio costs no allocation. */
const otherBounds = new Int32Array(2 * 64);

/** Records the `others`-th segment that is not a buzzword, while there is room; returns the new count. */
function recordOther(others: number, start: number, end: number): number {
  if (others < otherBounds.length / 2) {
    otherBounds[2 * others] = start;
    otherBounds[2 * others + 1] = end;
  }
  return others + 1;
}

/** Cheap pre-check: stuffing needs several separators or hashtags. */
function markCount(bio: string): number {
  let marks = 0;
  for (let i = 0; i < bio.length; i++) {
    const c = bio.charCodeAt(i);
    if (c === 124 || c === 44 || c === 35 || c === 46 || c === 59 || c === 10 || c === 183 || c === 8226 || c > 0xd7ff) marks++;
  }
  return marks;
}

/** Words of a row without marks, at least; and the share of them a lexicon or buzzword list must know. */
const MIN_ROW_WORDS = 10;
const ROW_KNOWN_SHARE = 0.6;
const ROW_WORD = /^[a-z0-9][a-z0-9+#&.-]*$/;
const SPACES = /\s+/;

/** A long run of Latin words with no mark and no function word between them, most of them buzzwords or one-word labels of the taxonomy. */
function unmarkedRow(bio: string): boolean {
  if (bio.length < 4 * MIN_ROW_WORDS) return false;
  const words = bio.split(SPACES);
  if (words.length < MIN_ROW_WORDS) return false;
  let known = 0;
  for (const word of words) {
    if (!ROW_WORD.test(word) || word.endsWith(".") || STOP_WORDS.has(word)) return false;
    if (BUZZWORDS.has(word) || TOPICS.has(word) || labelsOfPhrase([baseForm(word)]).length > 0) known++;
  }
  return known >= ROW_KNOWN_SHARE * words.length;
}

/** Segments a row of any words needs, known to the lists or not, to be read as a row on an account following out. */
const MIN_ROW_SEGMENTS = 6;
/** Han or kana, with a space to the next: Chinese and Japanese write no spaces inside a sentence, so a space separates items. */
const CJK_SPACE = /([\u3040-\u30ff\u3400-\u9fff])\s+(?=[\u3040-\u30ff\u3400-\u9fff0-9])/g;

/**
 * A row of six or more short items with no sentence, whatever its words: "Кровля | Кровельщик |
 * Металлочерепица | Ремонт крыши | Москва | Звоните", "开锁 换锁 修锁 汽车钥匙 保险柜 开锁公司". The
 * lists cannot know every trade's words in every language, so this says only that the bio is a
 * row; the bot score weighs it with how the account follows.
 */
export function anyRow(bio: string): boolean {
  const text = bio.replace(CJK_SPACE, "$1 | ");
  if (markCount(text) < MIN_ROW_SEGMENTS - 1) return false;
  let segments = 0;
  let segmentWords = 0;
  PIECE.lastIndex = 0;
  for (let match = PIECE.exec(text); match !== null; match = PIECE.exec(text)) {
    if (match[2] !== undefined) return false;
    if (match[3] !== undefined || match[1] === "#") {
      segmentWords = 0;
      if (match[1] === "#") segments++;
      continue;
    }
    if (STOP_WORDS.has(match[0])) return false;
    if (segmentWords === 0) segments++;
    if (++segmentWords > MAX_SEGMENT_WORDS) return false;
  }
  return segments >= MIN_ROW_SEGMENTS;
}

/** How `bio` (folded) is stuffed, or undefined when it reads like a person wrote it. */
export function keywordStuffing(bio: string): StuffingShape | undefined {
  if (markCount(bio) < MIN_HASHTAGS) return unmarkedRow(bio) ? "buzzwords" : undefined;
  let hashtags = 0;
  let words = 0;
  let segments = 0;
  let buzzwords = 0;
  /** Segments that are not buzzwords, in `otherBounds`, for the trade and topic check once the row has no sentence. */
  let others = 0;
  let segmentWords = 0;
  let segmentStart = 0;
  let segmentEnd = 0;
  let sentence = false;
  /** Segments said twice ("SWE | FAANG | Staff Engineer | SWE | FAANG"): a person lists a thing once. */
  let repeated = false;
  const seen = new Set<string>();
  const see = (segment: string) => {
    if (seen.has(segment)) repeated = true;
    else seen.add(segment);
  };
  PIECE.lastIndex = 0;
  for (let match = PIECE.exec(bio); match !== null; match = PIECE.exec(bio)) {
    if (match[2] !== undefined) {
      sentence = true; // a mention: "PM @ Acme", "prev. @Microsoft"
      continue;
    }
    const separator = match[3] !== undefined;
    const hashtag = match[1] === "#";
    if ((separator || hashtag) && segmentWords > 0) {
      // Ends the segment of words before it.
      see(bio.slice(segmentStart, segmentEnd));
      if (BUZZWORDS.has(bio.slice(segmentStart, segmentEnd))) buzzwords++;
      else others = recordOther(others, segmentStart, segmentEnd);
      segmentWords = 0;
    }
    if (separator) continue;
    if (hashtag) {
      hashtags++;
      segments++;
      if (BUZZWORDS.has(match[0].slice(1))) buzzwords++;
      else others = recordOther(others, match.index + 1, match.index + match[0].length);
    } else {
      words++;
      // "Head of Data" is a title; "of" makes a sentence only in a longer run of words.
      if (STOP_WORDS.has(match[0]) && match[0] !== "of") sentence = true;
      if (segmentWords === 0) {
        segments++;
        segmentStart = match.index;
      }
      segmentEnd = match.index + match[0].length;
      if (++segmentWords > MAX_SEGMENT_WORDS) sentence = true;
    }
    if (sentence && hashtags < MIN_HASHTAGS) return undefined;
  }
  if (segmentWords > 0) {
    see(bio.slice(segmentStart, segmentEnd));
    if (BUZZWORDS.has(bio.slice(segmentStart, segmentEnd))) buzzwords++;
    else others = recordOther(others, segmentStart, segmentEnd);
  }
  if (hashtags >= MIN_HASHTAGS && hashtags >= 1.5 * words) return "hashtags";
  if (sentence || segments < MIN_SEGMENTS) return undefined;
  if ((buzzwords >= MIN_BUZZWORD_SEGMENTS && buzzwords >= 0.6 * segments) || repeated) return "buzzwords";
  // Trades and topics: only when they could make up the row, since the taxonomy look-up costs more.
  const needed = Math.max(MIN_BUZZWORD_SEGMENTS, Math.ceil(0.6 * segments));
  const recorded = Math.min(others, otherBounds.length / 2);
  if (buzzwords + recorded < needed) return undefined;
  let topics = buzzwords;
  for (let i = 0; i < recorded && topics + recorded - i >= needed; i++) if (isTopic(bio.slice(otherBounds[2 * i], otherBounds[2 * i + 1]))) topics++;
  return topics >= needed ? "topics" : undefined;
}
