import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { Lead as LeadMessage, LeadFilterSchema, ListLeadsResponse, ListStreamLeadsResponse, Profile as ProfileMessage } from "@leadstream/contracts";
import { BAD_REASON, FEEDBACK_STATUS, LEAD_SOURCE_TYPE, LIFECYCLE, MATCH_CONFIDENCE } from "@leadstream/contracts/vocabulary";
import { AppError } from "@leadstream/platform";
import type { CrossStreamLead, FeedbackBody, GroupedLeadsPage, LeadsPage, LeadsQuery, StreamLead, StreamLeadsPage } from "../schemas/leads.js";
import { toEnrichmentJson } from "./enrichment.js";
import { isoTime, isoTimeOrNull, nullIfEmpty, present } from "./proto.js";

type LeadFilterQuery = Pick<LeadsQuery, "lifecycle" | "matchConfidence" | "accountId" | "segmentId" | "streamId" | "since">;

const invalid = (param: string, message: string) => new AppError("invalid_request", message, { param });

/** The schema checks the RFC 3339 shape, but a few such texts (a leap second, an RFC 9557 suffix) name no Date. */
function parseSince(text: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw invalid("since", "since must be an RFC 3339 date-time such as 2026-01-31T00:00:00Z.");
  return date;
}

/** Query filters -> proto LeadFilter, where UNSPECIFIED and 0 mean "any". */
export const toLeadFilter = (query: LeadFilterQuery): MessageInitShape<typeof LeadFilterSchema> => ({
  lifecycle: LIFECYCLE.value(query.lifecycle ?? null),
  matchConfidence: MATCH_CONFIDENCE.value(query.matchConfidence ?? null),
  accountId: query.accountId ?? 0,
  segmentId: query.segmentId ?? 0,
  streamId: query.streamId ?? 0,
  since: query.since === undefined ? undefined : timestampFromDate(parseSince(query.since)),
});

const toProfileJson = ({ xUserId, handle, displayName, profileImageUrl, followerCount, bio }: ProfileMessage) => ({ xUserId, handle, displayName, profileImageUrl, followerCount, bio });

export const toStreamLeadJson = (lead: LeadMessage): StreamLead => ({
  id: lead.id,
  streamId: lead.streamId,
  trackedXAccountId: lead.trackedAccountId,
  segmentId: lead.segmentId,
  matchConfidence: MATCH_CONFIDENCE.name(lead.matchConfidence),
  sourceType: LEAD_SOURCE_TYPE.name(lead.sourceType),
  discoveredAt: isoTime(present(lead.discoveredAt, "the lead's discovery time")),
  exportedAt: isoTimeOrNull(lead.exportedAt),
  profile: toProfileJson(present(lead.profile, "the lead's profile")),
  matchReasons: lead.matchReasons,
  enrichment: toEnrichmentJson(lead.enrichment),
});

export const toCrossStreamLeadJson = (lead: LeadMessage): CrossStreamLead => ({
  id: lead.id,
  trackedAccount: { id: lead.trackedAccountId, xHandle: lead.trackedAccountHandle },
  profile: toProfileJson(present(lead.profile, "the lead's profile")),
  matchConfidence: MATCH_CONFIDENCE.name(lead.matchConfidence),
  sourceType: LEAD_SOURCE_TYPE.name(lead.sourceType),
  discoveredAt: isoTime(present(lead.discoveredAt, "the lead's discovery time")),
  streamId: lead.streamId,
  exportedAt: isoTimeOrNull(lead.exportedAt),
  enrichment: toEnrichmentJson(lead.enrichment),
});

export const toStreamLeadsPageJson = (res: ListStreamLeadsResponse): StreamLeadsPage => ({ leads: res.leads.map(toStreamLeadJson), total: res.total, hasMore: res.hasMore });

const pageEnd = (res: ListLeadsResponse) => ({ hasMore: res.hasMore, nextCursor: nullIfEmpty(res.nextCursor) });

export const toLeadsPageJson = (res: ListLeadsResponse): LeadsPage => ({ data: res.leads.map(toCrossStreamLeadJson), ...pageEnd(res) });

/** The page's leads by stream; streams in the order their first lead appears, leads in page order. */
export function toGroupedLeadsPageJson(res: ListLeadsResponse): GroupedLeadsPage {
  const groups = new Map<number, GroupedLeadsPage["groups"][number]>();
  for (const lead of res.leads) {
    const group = groups.get(lead.streamId) ?? { streamId: lead.streamId, streamName: lead.streamName, leads: [] };
    group.leads.push(toCrossStreamLeadJson(lead));
    groups.set(lead.streamId, group);
  }
  return { groups: [...groups.values()], ...pageEnd(res) };
}

/** A feedback body -> the RecordFeedback fields; reasons only come with a bad verdict. */
export function toFeedbackRequest(body: FeedbackBody) {
  if (body.feedback === "good") {
    for (const param of ["badReason", "badReasonFreeform"] as const) {
      if (body[param] !== undefined) throw invalid(param, `${param} goes with bad feedback only.`);
    }
  }
  return { feedback: FEEDBACK_STATUS.value(body.feedback), segmentId: body.segmentId ?? 0, badReason: BAD_REASON.value(body.badReason ?? null), badReasonFreeform: body.badReasonFreeform ?? "" };
}
