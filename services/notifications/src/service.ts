import { STREAMS } from "@leadstream/contracts";
import { defineService } from "@leadstream/platform";

/** The notifications context. Its features arrive with later issues; today it runs, migrates and answers health checks. */
export const notificationsService = defineService({
  name: "notifications",
  schema: "notifications",
  migrations: [],
  streams: [STREAMS.notifications],
  build: () => ({ app: {} }),
});
