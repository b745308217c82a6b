import { exportLead } from "./commands/export-lead.js";
import { recordFeedback } from "./commands/record-feedback.js";
import { recordLeads } from "./commands/record-leads.js";
import type { AppDeps } from "./ports.js";
import { countRunLeads } from "./queries/count-run-leads.js";
import { listLeads } from "./queries/list-leads.js";
import { listStreamLeads } from "./queries/list-stream-leads.js";
import { summarizeStreamLeads } from "./queries/summarize-stream-leads.js";

/** Every leads use case, bound to its ports. */
export function createLeadsApp(deps: AppDeps) {
  return {
    recordLeads: recordLeads(deps),
    listStreamLeads: listStreamLeads(deps),
    summarizeStreamLeads: summarizeStreamLeads(deps),
    listLeads: listLeads(deps),
    countRunLeads: countRunLeads(deps),
    exportLead: exportLead(deps),
    recordFeedback: recordFeedback(deps),
  };
}

export type LeadsApp = ReturnType<typeof createLeadsApp>;
