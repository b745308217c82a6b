import type { WebhookLead } from "./webhook-lead.js";

/** Best leads shown per stream in a digest. */
export const BEST_LEADS = 5;

export interface DigestSection {
  streamId: number;
  streamName: string;
  high: number;
  medium: number;
  best: { handle: string; displayName: string; matchConfidence: string; matchReasons: string[]; linkedinUrl: string | null; email: string | null }[];
}

/** What a digest keeps of a lead (stored with pending daily and weekly digest items). */
export interface DigestLead {
  matchConfidence: string;
  matchReasons: string[];
  profile: { handle: string; displayName: string; followerCount: number };
  /** From the lead's enrichment; absent in items stored before digests showed them. */
  linkedinUrl?: string | null;
  email?: string | null;
}

export const digestLead = (l: WebhookLead): DigestLead => ({
  matchConfidence: l.matchConfidence,
  matchReasons: l.matchReasons,
  profile: { handle: l.profile.handle, displayName: l.profile.displayName, followerCount: l.profile.followerCount },
  linkedinUrl: l.enrichment?.linkedin?.url ?? null,
  email: l.enrichment?.email?.address ?? null,
});

/** One stream's part of a digest: counts of new high and medium leads, the best ones (high first, then most followers). */
export function digestSection(streamId: number, streamName: string, leads: readonly DigestLead[]): DigestSection {
  const rank = (l: DigestLead) => (l.matchConfidence === "high" ? 0 : 1);
  const best = [...leads].sort((a, b) => rank(a) - rank(b) || b.profile.followerCount - a.profile.followerCount).slice(0, BEST_LEADS);
  return {
    streamId,
    streamName,
    high: leads.filter((l) => l.matchConfidence === "high").length,
    medium: leads.filter((l) => l.matchConfidence === "medium").length,
    best: best.map((l) => ({
      handle: l.profile.handle,
      displayName: l.profile.displayName,
      matchConfidence: l.matchConfidence,
      matchReasons: l.matchReasons,
      linkedinUrl: l.linkedinUrl ?? null,
      email: l.email ?? null,
    })),
  };
}

export const profileUrl = (handle: string): string => `https://x.com/${encodeURIComponent(handle)}`;
export const leadsUrl = (apiBaseUrl: string, streamId: number): string => `${apiBaseUrl.replace(/\/$/, "")}/api/v2/streams/${streamId}/leads`;
/** The enrichment provider's URL is linked only when it is http(s): no javascript: link in an e-mail, no link Telegram refuses. */
export const isWebUrl = (url: string): boolean => /^https?:\/\//i.test(url);

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const plural = (n: number, word: string) => `${n} new ${word} lead${n === 1 ? "" : "s"}`;

/** The lead's LinkedIn URL and e-mail, those it has, on one line ("" for neither). */
const contactsText = (l: DigestSection["best"][number]) => [l.linkedinUrl && `LinkedIn: ${l.linkedinUrl}`, l.email && `E-mail: ${l.email}`].filter(Boolean).join(" · ");
const contactsHtml = (l: DigestSection["best"][number]) =>
  [l.linkedinUrl && (isWebUrl(l.linkedinUrl) ? `<a href="${escapeHtml(l.linkedinUrl)}">LinkedIn</a>` : `LinkedIn: ${escapeHtml(l.linkedinUrl)}`), l.email && `E-mail: ${escapeHtml(l.email)}`]
    .filter(Boolean)
    .join(" · ");

export interface RenderedDigest {
  subject: string;
  text: string;
  html: string;
}

/** The digest e-mail: a plain-text part and an HTML part (every user-written text escaped). */
export function renderDigestEmail(title: string, sections: readonly DigestSection[], apiBaseUrl: string): RenderedDigest {
  const total = sections.reduce((n, s) => n + s.high + s.medium, 0);
  const subject = `Leadstream ${title}: ${total} new lead${total === 1 ? "" : "s"}`;
  const text = sections
    .map((s) =>
      [
        `${s.streamName}: ${plural(s.high, "high")}, ${plural(s.medium, "medium")}`,
        ...s.best.map(
          (l) =>
            `- ${l.displayName} (@${l.handle}, ${l.matchConfidence}) ${profileUrl(l.handle)}${contactsText(l) && `\n  ${contactsText(l)}`}${
              l.matchReasons.length ? `\n  ${l.matchReasons.join("; ")}` : ""
            }`,
        ),
        `All leads: ${leadsUrl(apiBaseUrl, s.streamId)}`,
      ].join("\n"),
    )
    .join("\n\n");
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif">${sections
    .map(
      (s) =>
        `<h2>${escapeHtml(s.streamName)}</h2><p>${plural(s.high, "high")}, ${plural(s.medium, "medium")}</p><ul>${s.best
          .map(
            (l) =>
              `<li><a href="${escapeHtml(profileUrl(l.handle))}">${escapeHtml(l.displayName)} (@${escapeHtml(l.handle)})</a> ${escapeHtml(l.matchConfidence)}${contactsHtml(l) && `<br>${contactsHtml(l)}`}${
                l.matchReasons.length ? `<br><small>${escapeHtml(l.matchReasons.join("; "))}</small>` : ""
              }</li>`,
          )
          .join("")}</ul><p><a href="${escapeHtml(leadsUrl(apiBaseUrl, s.streamId))}">All leads of this stream</a></p>`,
    )
    .join("")}</body></html>`;
  return { subject, text: `${subject}\n\n${text}\n`, html };
}
