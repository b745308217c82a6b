import { defineService, EVENT_STREAMS } from "@leadstream/platform";

/** The leads context. Its features arrive with later issues; today it runs, migrates and answers health checks. */
export const leadsService = defineService({
  name: "leads",
  schema: "leads",
  migrations: [],
  streams: [EVENT_STREAMS.leads],
  build: () => ({ app: {} }),
});
