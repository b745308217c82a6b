import { requiredId } from "../../domain/ids.js";
import { validStreamFilter, type RawLeadFilter } from "../../domain/lead-filter.js";
import type { AppDeps } from "../ports.js";

/** High- and medium-fit counts of a stream's leads under the filter. */
export function summarizeStreamLeads({ db }: AppDeps) {
  return async (input: { userId: number; streamId: number; filter: RawLeadFilter }): Promise<{ highFitCount: number; mediumFitCount: number }> => {
    const userId = requiredId("userId", input.userId);
    const filter = validStreamFilter(requiredId("id", input.streamId), input.filter);
    const counts = await db.repositories.leads.count(userId, filter);
    return { highFitCount: counts.high, mediumFitCount: counts.medium };
  };
}
