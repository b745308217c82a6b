import { defineService, EVENT_STREAMS } from "@leadstream/platform";

/** The notifications context. Its features arrive with later issues; today it runs, migrates and answers health checks. */
export const notificationsService = defineService({
  name: "notifications",
  schema: "notifications",
  migrations: [],
  streams: [EVENT_STREAMS.notifications],
  build: () => ({ app: {} }),
});
