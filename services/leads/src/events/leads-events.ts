import { LeadFeedbackRecordedSchema, LeadsDiscoveredSchema } from "@leadstream/contracts";
import { defineEvent } from "@leadstream/platform";

/** Facts the leads context publishes on the LEADS stream. */
export const leadsDiscoveredEvent = defineEvent("leads.lead.discovered", LeadsDiscoveredSchema);

/** Classification learns from it for the user's future runs. */
export const leadFeedbackRecordedEvent = defineEvent("leads.feedback.recorded", LeadFeedbackRecordedSchema);
