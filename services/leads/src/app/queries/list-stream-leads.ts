import { requiredId } from "../../domain/ids.js";
import { pageOffset, pageSize, validStreamFilter, type RawLeadFilter } from "../../domain/lead-filter.js";
import type { Lead } from "../../domain/lead.js";
import type { AppDeps } from "../ports.js";

export interface StreamLeadsPage {
  leads: Lead[];
  /** Every lead the filter covers, not only this page's. */
  total: number;
  hasMore: boolean;
}

/** One offset page of a stream's leads, newest first, with the exact total of the filter. */
export function listStreamLeads({ db }: AppDeps) {
  return async (input: { userId: number; streamId: number; filter: RawLeadFilter; limit: number; offset: number }): Promise<StreamLeadsPage> => {
    const userId = requiredId("userId", input.userId);
    const filter = validStreamFilter(requiredId("id", input.streamId), input.filter);
    const page = { limit: pageSize(input.limit), offset: pageOffset(input.offset) };
    const { leads, counts } = await db.repositories.leads.pageWithCounts(userId, filter, page);
    return { leads, total: counts.total, hasMore: page.offset + leads.length < counts.total };
  };
}
