import { AccountsBillingService, SIGNALS, STREAMS } from "@leadstream/contracts";
import { defineService } from "@leadstream/platform";
import { enrichmentProviderFrom } from "./adapters/enrichment/index.js";
import { creditsPort, xProfilesPort } from "./adapters/peers.js";
import { createLeadsApp } from "./app/leads-app.js";
import { leadsConfigSpec } from "./config.js";
import { postgresDatabase } from "./db/database.js";
import { LeadsTables1764000000000 } from "./db/migrations/1764000000000-leads-tables.js";
import { LeadsRunIndex1764300000000 } from "./db/migrations/1764300000000-leads-run-index.js";
import { LeadsProfileIndex1764400000000 } from "./db/migrations/1764400000000-leads-profile-index.js";
import { DmTemplates1765200000000 } from "./db/migrations/1765200000000-dm-templates.js";
import { Enrichment1770000000000 } from "./db/migrations/1770000000000-enrichment.js";
import { LeadsUsersChanged1772000000000 } from "./db/migrations/1772000000000-users-changed-triggers.js";
import { LeadsFilterIndexes1773500000000 } from "./db/migrations/1773500000000-leads-filter-indexes.js";
import { leadsRoutes } from "./rpc/leads-rpc.js";

/** Leads: recorded once per (stream, segment, profile), listed per stream and across streams, exported, given feedback, enriched. */
export const leadsService = defineService({
  name: "leads",
  schema: "leads",
  config: leadsConfigSpec,
  migrations: [LeadsTables1764000000000, LeadsRunIndex1764300000000, LeadsProfileIndex1764400000000, DmTemplates1765200000000, Enrichment1770000000000, LeadsUsersChanged1772000000000, LeadsFilterIndexes1773500000000],
  streams: [STREAMS.leads],
  changes: SIGNALS.usersChanged.leads,
  build: ({ config, ds, outbox, peer }) => {
    const accountsBilling = peer(AccountsBillingService, "accounts-billing");
    const app = createLeadsApp({
      db: postgresDatabase(ds, outbox),
      provider: enrichmentProviderFrom(config),
      credits: creditsPort(accountsBilling),
      profiles: xProfilesPort(accountsBilling),
      concurrency: config.ENRICHMENT_CONCURRENCY,
      now: () => new Date(),
    });
    return { app, routes: leadsRoutes(app) };
  },
});
