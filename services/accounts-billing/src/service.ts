import { defineService, EVENT_STREAMS } from "@leadstream/platform";

/** The accounts-billing context. Its features arrive with later issues; today it runs, migrates and answers health checks. */
export const accountsBillingService = defineService({
  name: "accounts-billing",
  schema: "accounts_billing",
  migrations: [],
  streams: [EVENT_STREAMS.accounts],
  build: () => ({ app: {} }),
});
