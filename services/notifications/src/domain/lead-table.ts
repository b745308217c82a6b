import type { WebhookLead } from "./webhook-lead.js";

/**
 * Every field of the per-stream lead form (spec 2.5), profile fields flattened, matchReasons
 * joined, then the enrichment's (empty when the lead has none). New columns go at the end, so a
 * consumer's column positions never move.
 */
export const LEAD_COLUMNS = [
  "id",
  "streamId",
  "trackedXAccountId",
  "segmentId",
  "matchConfidence",
  "sourceType",
  "discoveredAt",
  "exportedAt",
  "profile.xUserId",
  "profile.handle",
  "profile.displayName",
  "profile.profileImageUrl",
  "profile.followerCount",
  "profile.bio",
  "matchReasons",
  "linkedin_url",
  "linkedin_confidence",
  "email",
  "email_status",
  "email_provider",
  "enriched_at",
] as const;

export type Cell = string | number;

/**
 * A text cell a spreadsheet would run as a formula (it starts with =, +, - or @) gets a leading
 * apostrophe, so opening an export never executes what a lead wrote in their bio.
 */
export const neutralise = (cell: Cell): Cell => (typeof cell === "string" && /^[=+\-@]/.test(cell) ? `'${cell}` : cell);

const rowOf = (l: WebhookLead): Cell[] => [
  l.id,
  l.streamId,
  l.trackedXAccountId,
  l.segmentId,
  l.matchConfidence,
  l.sourceType,
  l.discoveredAt,
  l.exportedAt ?? "",
  l.profile.xUserId,
  l.profile.handle,
  l.profile.displayName,
  l.profile.profileImageUrl,
  l.profile.followerCount,
  l.profile.bio,
  l.matchReasons.join("; "),
  l.enrichment?.linkedin?.url ?? "",
  l.enrichment?.linkedin?.confidence ?? "",
  l.enrichment?.email?.address ?? "",
  l.enrichment?.email?.status ?? "",
  l.enrichment?.email?.provider ?? "",
  l.enrichment?.enrichedAt ?? "",
];

/** The header row, then one neutralised row per lead. */
export const leadTable = (leads: readonly WebhookLead[]): Cell[][] => [[...LEAD_COLUMNS], ...leads.map((l) => rowOf(l).map(neutralise))];

const csvField = (cell: Cell): string => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180: CRLF line ends, fields with a quote, comma or line break quoted, quotes doubled. UTF-8 with a BOM so spreadsheets read it as UTF-8. */
export const toCsv = (rows: readonly Cell[][]): Buffer => Buffer.from(`\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`, "utf8");
