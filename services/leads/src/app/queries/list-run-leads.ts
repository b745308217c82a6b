import { requiredId } from "../../domain/ids.js";
import type { Lead } from "../../domain/lead.js";
import type { AppDeps } from "../ports.js";

/** The leads a run recorded (the notifications service delivers them). */
export function listRunLeads({ db }: AppDeps) {
  return async (input: { userId: number; runId: number }): Promise<Lead[]> =>
    db.repositories.leads.listRun(requiredId("userId", input.userId), requiredId("runId", input.runId));
}
