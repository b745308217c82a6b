import { requiredId } from "../../domain/ids.js";
import type { AppDeps } from "../ports.js";

/** How many leads a run recorded, by confidence, and how many are enriched: the run's own counts. */
export function countRunLeads({ db }: AppDeps) {
  return async (input: { userId: number; runId: number }): Promise<{ highCount: number; mediumCount: number; enrichedCount: number }> => {
    const counts = await db.repositories.leads.countRun(requiredId("userId", input.userId), requiredId("runId", input.runId));
    return { highCount: counts.high, mediumCount: counts.medium, enrichedCount: counts.enriched };
  };
}
