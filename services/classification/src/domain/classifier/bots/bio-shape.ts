import { STOP_WORDS } from "../text.js";

/**
 * Keyword stuffing: a bio that is a row of buzzwords or hashtags with no sentence in it
 * ("CEO | Founder | Crypto | NFT | Web3 | Investor", "#bitcoin #eth #nft #defi #web3"). A sentence
 * shows itself by a function word ("of", "at", "de", "und"), a mention ("@ Acme"), or a clause of
 * four words or more. A row of specific skills ("Java | Spring Boot | Kafka | Chennai | TCS") is a
 * person's shorthand, not stuffing: most segments must be the generic words spam accounts pile up.
 */

export type StuffingShape = "hashtags" | "buzzwords";

/** Words, hashtags, mentions, and what ends a segment: separators, emoji, sentence ends, spaced dashes. */
const PIECE = /(#?)[\p{L}\p{N}][\p{L}\p{N}'&+._/-]*|(@)\S*|([|•·,;\n]|\p{Extended_Pictographic}|[.!?](?=\s|$)|\s[-–—]\s)/gu;
const MIN_SEGMENTS = 5;
const MIN_BUZZWORD_SEGMENTS = 4;
const MIN_HASHTAGS = 4;
const MAX_SEGMENT_WORDS = 3;

/** Generic self-labels and hype words, folded, as whole segments ("big data", "digital marketing"). */
const BUZZWORDS: ReadonlySet<string> = new Set(
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
    "cripto|criptomonedas|kripto|exito|sucesso|dinero|dinheiro|negocios|marketing digital|inversiones|investimentos|bisnis|borsa"
  ).split("|"),
);

/** Cheap pre-check: stuffing needs several separators or hashtags. */
function markCount(bio: string): number {
  let marks = 0;
  for (let i = 0; i < bio.length; i++) {
    const c = bio.charCodeAt(i);
    if (c === 124 || c === 44 || c === 35 || c === 46 || c === 59 || c === 10 || c === 183 || c === 8226 || c > 0xd7ff) marks++;
  }
  return marks;
}

/** How `bio` (folded) is stuffed, or undefined when it reads like a person wrote it. */
export function keywordStuffing(bio: string): StuffingShape | undefined {
  if (markCount(bio) < MIN_HASHTAGS) return undefined;
  let hashtags = 0;
  let words = 0;
  let segments = 0;
  let buzzwords = 0;
  let segmentWords = 0;
  let segmentStart = 0;
  let segmentEnd = 0;
  let sentence = false;
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
      if (BUZZWORDS.has(bio.slice(segmentStart, segmentEnd))) buzzwords++;
      segmentWords = 0;
    }
    if (separator) continue;
    if (hashtag) {
      hashtags++;
      segments++;
      if (BUZZWORDS.has(match[0].slice(1))) buzzwords++;
    } else {
      words++;
      if (STOP_WORDS.has(match[0])) sentence = true;
      if (segmentWords === 0) {
        segments++;
        segmentStart = match.index;
      }
      segmentEnd = match.index + match[0].length;
      if (++segmentWords > MAX_SEGMENT_WORDS) sentence = true;
    }
    if (sentence && hashtags < MIN_HASHTAGS) return undefined;
  }
  if (segmentWords > 0 && BUZZWORDS.has(bio.slice(segmentStart, segmentEnd))) buzzwords++;
  if (hashtags >= MIN_HASHTAGS && hashtags >= 1.5 * words) return "hashtags";
  if (!sentence && segments >= MIN_SEGMENTS && buzzwords >= MIN_BUZZWORD_SEGMENTS && buzzwords >= 0.6 * segments) return "buzzwords";
  return undefined;
}
