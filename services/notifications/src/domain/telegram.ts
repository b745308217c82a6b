import { isWebUrl, leadsUrl, profileUrl, type DigestSection } from "./digest.js";

/** Telegram's limit for one message's text. */
export const TELEGRAM_MAX_LENGTH = 4096;

/** Escapes text for MarkdownV2 (every character the Bot API reserves, and the backslash). */
export const escapeMarkdownV2 = (text: string): string => text.replace(/[_*[\]()~`>#+\-=|{}.!\\]/g, (c) => `\\${c}`);

/** Inside a MarkdownV2 link's (...) only `)` and `\` are escaped. */
const escapeLinkUrl = (url: string): string => url.replace(/[)\\]/g, (c) => `\\${c}`);

const plural = (n: number, word: string) => `${n} new ${word} lead${n === 1 ? "" : "s"}`;

/** The lead's LinkedIn URL and e-mail, those it has, on one line ("" for neither). */
const contactsMarkdown = (l: DigestSection["best"][number]) =>
  [l.linkedinUrl && (isWebUrl(l.linkedinUrl) ? `[LinkedIn](${escapeLinkUrl(l.linkedinUrl)})` : escapeMarkdownV2(`LinkedIn: ${l.linkedinUrl}`)), l.email && escapeMarkdownV2(`E-mail: ${l.email}`)]
    .filter(Boolean)
    .join(" · ");

/** The digest as MarkdownV2 blocks (a title, then one per stream), every user-written text escaped. */
export function renderDigestTelegram(title: string, sections: readonly DigestSection[], apiBaseUrl: string): string[] {
  const total = sections.reduce((n, s) => n + s.high + s.medium, 0);
  return [
    `*${escapeMarkdownV2(`Leadstream ${title}: ${total} new lead${total === 1 ? "" : "s"}`)}*`,
    ...sections.map((s) =>
      [
        `*${escapeMarkdownV2(s.streamName)}*: ${escapeMarkdownV2(`${plural(s.high, "high")}, ${plural(s.medium, "medium")}`)}`,
        ...s.best.map(
          (l) =>
            `• [${escapeMarkdownV2(`${l.displayName} (@${l.handle})`)}](${escapeLinkUrl(profileUrl(l.handle))}) ${escapeMarkdownV2(l.matchConfidence)}${contactsMarkdown(l) && `\n  ${contactsMarkdown(l)}`}${
              l.matchReasons.length ? `\n  _${escapeMarkdownV2(l.matchReasons.join("; "))}_` : ""
            }`,
        ),
        `[All leads](${escapeLinkUrl(leadsUrl(apiBaseUrl, s.streamId))})`,
      ].join("\n"),
    ),
  ];
}

/**
 * Joins blocks into messages of at most `max` characters, cutting between blocks, else between
 * lines; a single longer line is cut at `max`, never inside an escape (`\x`).
 */
export function splitMessages(blocks: readonly string[], max = TELEGRAM_MAX_LENGTH): string[] {
  const pieces: { text: string; sep: string }[] = [];
  blocks.forEach((block, b) =>
    block.split("\n").forEach((line, i) => {
      let rest = line;
      let sep = i === 0 ? (b === 0 ? "" : "\n\n") : "\n";
      while (rest.length > max) {
        let cut = max;
        let slashes = 0;
        while (slashes < cut && rest[cut - 1 - slashes] === "\\") slashes++;
        if (slashes % 2 === 1) cut--;
        pieces.push({ text: rest.slice(0, cut), sep });
        rest = rest.slice(cut);
        sep = "\n";
      }
      pieces.push({ text: rest, sep });
    }),
  );
  const messages: string[] = [];
  let current = "";
  for (const { text, sep } of pieces) {
    if (current === "") current = text;
    else if (current.length + sep.length + text.length <= max) current += sep + text;
    else {
      messages.push(current);
      current = text;
    }
  }
  if (current !== "") messages.push(current);
  return messages;
}
