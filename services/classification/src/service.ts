import { defineService, EVENT_STREAMS } from "@leadstream/platform";

/** The classification context. Its features arrive with later issues; today it runs, migrates and answers health checks. */
export const classificationService = defineService({
  name: "classification",
  schema: "classification",
  migrations: [],
  streams: [EVENT_STREAMS.classification],
  build: () => ({ app: {} }),
});
