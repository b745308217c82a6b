import { createDmTemplate } from "./commands/create-dm-template.js";
import { deleteDmTemplate } from "./commands/delete-dm-template.js";
import { enrichLead } from "./commands/enrich-lead.js";
import { enrichRunLeads } from "./commands/enrich-run-leads.js";
import { exportLead } from "./commands/export-lead.js";
import { lookup } from "./commands/lookup.js";
import { recordFeedback } from "./commands/record-feedback.js";
import { recordLeads } from "./commands/record-leads.js";
import { updateDmTemplate } from "./commands/update-dm-template.js";
import type { EnrichmentDeps } from "./ports.js";
import { countRunLeads } from "./queries/count-run-leads.js";
import { getDmTemplate } from "./queries/get-dm-template.js";
import { getLead } from "./queries/get-lead.js";
import { listDmTemplates } from "./queries/list-dm-templates.js";
import { listLeads } from "./queries/list-leads.js";
import { listLookups } from "./queries/list-lookups.js";
import { listRunLeads } from "./queries/list-run-leads.js";
import { listStreamLeads } from "./queries/list-stream-leads.js";
import { summarizeStreamLeads } from "./queries/summarize-stream-leads.js";

/** Every leads use case (DM templates and enrichment included), bound to its ports. */
export function createLeadsApp(deps: EnrichmentDeps) {
  return {
    recordLeads: recordLeads(deps),
    listStreamLeads: listStreamLeads(deps),
    summarizeStreamLeads: summarizeStreamLeads(deps),
    listLeads: listLeads(deps),
    countRunLeads: countRunLeads(deps),
    listRunLeads: listRunLeads(deps),
    getLead: getLead(deps),
    exportLead: exportLead(deps),
    recordFeedback: recordFeedback(deps),
    createDmTemplate: createDmTemplate(deps),
    listDmTemplates: listDmTemplates(deps),
    getDmTemplate: getDmTemplate(deps),
    updateDmTemplate: updateDmTemplate(deps),
    deleteDmTemplate: deleteDmTemplate(deps),
    enrichLead: enrichLead(deps),
    enrichRunLeads: enrichRunLeads(deps),
    lookup: lookup(deps),
    listLookups: listLookups(deps),
  };
}

export type LeadsApp = ReturnType<typeof createLeadsApp>;
