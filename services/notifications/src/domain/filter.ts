import type { WebhookLead } from "./webhook-lead.js";
import { AppError } from "@leadstream/platform/errors";

export type SourceTypeFilter = "follower" | "liker";
export type Verdict = "good" | "bad";
export type Confidence = "high" | "medium";

/** A subscription's filter (spec 4.7); null means "any". */
export interface WebhookFilter {
  streamId: number | null;
  accountId: number | null;
  sourceType: SourceTypeFilter | null;
  feedbackStatus: Verdict | null;
  matchConfidence: Confidence | null;
  /** Stored by v1 with the removed segmentId key: matches nothing (spec 4.7). */
  legacySegment: boolean;
}

/** What a filter is tested against: one lead of a run, or one lead given feedback. */
export type LeadFacts = Pick<WebhookLead, "streamId" | "trackedXAccountId" | "sourceType" | "matchConfidence">;

export const NO_FILTER: WebhookFilter = { streamId: null, accountId: null, sourceType: null, feedbackStatus: null, matchConfidence: null, legacySegment: false };

const MAX_ID = 2 ** 31 - 1;
const invalidFilter = (key: string, why: string) => new AppError("invalid_filter", `filterConfig.${key} ${why}`, { param: `filterConfig.${key}` });

/** Ids must be positive int32s; 0 or null is "any". */
export function checkFilter(filter: WebhookFilter): WebhookFilter {
  for (const key of ["streamId", "accountId"] as const) {
    const id = filter[key];
    if (id !== null && !(Number.isInteger(id) && id >= 1 && id <= MAX_ID)) throw invalidFilter(key, "must be a positive integer id");
  }
  return filter;
}

const SOURCE_TYPES: Record<SourceTypeFilter, string> = { follower: "new_follower", liker: "liker" };

/** Whether a run's new lead goes to this subscription. Feedback subscriptions fire on feedback only. */
export function matchesRunLead(filter: WebhookFilter, lead: LeadFacts): boolean {
  return filter.feedbackStatus === null && matchesLead(filter, lead);
}

/** Whether feedback `verdict` on `lead` goes to this subscription (only subscriptions that name a feedbackStatus). */
export function matchesFeedback(filter: WebhookFilter, lead: LeadFacts, verdict: string): boolean {
  return filter.feedbackStatus !== null && filter.feedbackStatus === verdict && matchesLead(filter, lead);
}

function matchesLead(filter: WebhookFilter, lead: LeadFacts): boolean {
  if (filter.legacySegment) return false;
  if (filter.streamId !== null && filter.streamId !== lead.streamId) return false;
  if (filter.accountId !== null && filter.accountId !== lead.trackedXAccountId) return false;
  if (filter.sourceType !== null && SOURCE_TYPES[filter.sourceType] !== lead.sourceType) return false;
  if (filter.matchConfidence !== null && filter.matchConfidence !== lead.matchConfidence) return false;
  return true;
}

/** The stored form: the spec's filterConfig keys that are set (v1 rows may hold segmentId). */
export function toStoredFilter(filter: WebhookFilter): Record<string, unknown> {
  const { legacySegment: _legacy, ...keys } = filter;
  return Object.fromEntries(Object.entries(keys).filter(([, v]) => v !== null));
}

export function fromStoredFilter(stored: Record<string, unknown>): WebhookFilter {
  return {
    streamId: (stored.streamId as number | undefined) ?? null,
    accountId: (stored.accountId as number | undefined) ?? null,
    sourceType: (stored.sourceType as SourceTypeFilter | undefined) ?? null,
    feedbackStatus: (stored.feedbackStatus as Verdict | undefined) ?? null,
    matchConfidence: (stored.matchConfidence as Confidence | undefined) ?? null,
    legacySegment: "segmentId" in stored,
  };
}
