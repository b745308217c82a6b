import { decodeCursor, encodeCursor } from "../../domain/cursor.js";
import { requiredId } from "../../domain/ids.js";
import { pageSize, validLeadFilter, type RawLeadFilter } from "../../domain/lead-filter.js";
import type { Lead } from "../../domain/lead.js";
import type { AppDeps } from "../ports.js";

export interface LeadsPage {
  leads: Lead[];
  hasMore: boolean;
  /** Empty when there is no next page. */
  nextCursor: string;
}

/**
 * The user's leads across streams, newest first, by keyset: a page starts strictly after the
 * cursor's (discovered_at, id), so leads recorded meanwhile never shift the pages being walked.
 */
export function listLeads({ db }: AppDeps) {
  return async (input: { userId: number; filter: RawLeadFilter; limit: number; cursor: string }): Promise<LeadsPage> => {
    const userId = requiredId("userId", input.userId);
    const filter = validLeadFilter(input.filter);
    const limit = pageSize(input.limit);
    const after = decodeCursor(input.cursor);
    // One row beyond the page tells whether another page follows.
    const rows = await db.repositories.leads.page(userId, filter, { limit: limit + 1, after });
    const leads = rows.slice(0, limit);
    const hasMore = rows.length > limit;
    return { leads, hasMore, nextCursor: hasMore ? encodeCursor({ at: leads[leads.length - 1].discoveredAt, id: leads[leads.length - 1].id }) : "" };
  };
}
