// What an X profile says about the person behind it, read the same way by every provider.

export interface PersonName {
  full: string;
  first: string;
  last: string;
}

/** Lower case, accents dropped ("María" -> "maria"), only a-z and 0-9 kept. */
export const asciiFold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

const TITLES = new Set(["dr", "prof", "mr", "mrs", "ms", "mx", "sir"]);

/**
 * The person's name from an X display name: what comes before a "|", "·", "," or " - " (titles,
 * taglines), without emojis, flags or honorifics. Null unless a first and a last name of two
 * letters or more remain ("Sarah", "Jane D." and "🚀" name nobody).
 */
export function personName(displayName: string): PersonName | null {
  const head = displayName.split(/\s[-–—]\s|[|·•,(]/)[0];
  const words = head
    .replace(/[^\p{L}\p{M}\s'’.-]/gu, " ")
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word) && !TITLES.has(asciiFold(word)));
  if (words.length < 2) return null;
  const first = words[0];
  const last = words[words.length - 1];
  if ([...first.replace(/\./g, "")].length < 2 || [...last.replace(/\./g, "")].length < 2) return null;
  return { full: words.join(" "), first, last };
}

// Sites people link that say nothing about where they work: shorteners, link pages, social networks, blog hosts.
const NOT_COMPANY_SITES = [
  "t.co", "bit.ly", "linktr.ee", "beacons.ai", "bio.link", "carrd.co", "linkedin.com", "twitter.com", "x.com",
  "github.com", "github.io", "gitlab.com", "medium.com", "substack.com", "youtube.com", "youtu.be", "instagram.com",
  "facebook.com", "tiktok.com", "threads.net", "bsky.app", "calendly.com", "notion.site", "wordpress.com",
  "blogspot.com", "about.me", "patreon.com", "twitch.tv",
];

/** An http(s) URL as people type it ("acme.com" included), else null. */
const webUrl = (text: string): URL | null => {
  if (text.trim() === "") return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
};

const hostOf = (url: URL): string => url.hostname.toLowerCase().replace(/^www\./, "");

/** The profile website's domain when it can be a company's site ("https://www.acme.com/about" -> "acme.com"), else null. */
export function companyDomain(text: string): string | null {
  const url = webUrl(text);
  const host = url && hostOf(url);
  if (!host || !/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(host)) return null;
  return NOT_COMPANY_SITES.some((site) => host === site || host.endsWith(`.${site}`)) ? null : host;
}

/** The profile website when it is a LinkedIn member page (linkedin.com/in/<slug>), else null. */
export function linkedinProfileUrl(text: string): string | null {
  const url = webUrl(text);
  if (!url || !/(^|\.)linkedin\.com$/.test(hostOf(url))) return null;
  const slug = /^\/in\/([^/]+)/.exec(url.pathname)?.[1];
  return slug ? `https://www.linkedin.com/in/${slug}` : null;
}

/**
 * The employer a bio names: the first "@company" mention ("CTO @acme"), else the capitalised words
 * after "at" ("Engineer at Acme Corp"). Null when it names none.
 */
export function companyFromBio(bio: string): string | null {
  const mention = /(?:^|[\s(/,;:])@([A-Za-z0-9_]{2,15})\b/.exec(bio);
  if (mention) return mention[1];
  const at = /\bat\s+(\p{Lu}[\p{L}\p{N}&'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’-]*){0,2})/u.exec(bio);
  return at ? at[1] : null;
}
