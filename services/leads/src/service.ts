import { STREAMS } from "@leadstream/contracts";
import { defineService } from "@leadstream/platform";
import { createLeadsApp } from "./app/leads-app.js";
import { postgresDatabase } from "./db/database.js";
import { LeadsTables1764000000000 } from "./db/migrations/1764000000000-leads-tables.js";
import { LeadsRunIndex1764300000000 } from "./db/migrations/1764300000000-leads-run-index.js";
import { LeadsProfileIndex1764400000000 } from "./db/migrations/1764400000000-leads-profile-index.js";
import { DmTemplates1765200000000 } from "./db/migrations/1765200000000-dm-templates.js";
import { leadsRoutes } from "./rpc/leads-rpc.js";

/** Leads: recorded once per (stream, segment, profile), listed per stream and across streams, exported, given feedback. */
export const leadsService = defineService({
  name: "leads",
  schema: "leads",
  migrations: [LeadsTables1764000000000, LeadsRunIndex1764300000000, LeadsProfileIndex1764400000000, DmTemplates1765200000000],
  streams: [STREAMS.leads],
  build: ({ ds, outbox }) => {
    const app = createLeadsApp({ db: postgresDatabase(ds, outbox) });
    return { app, routes: leadsRoutes(app) };
  },
});
