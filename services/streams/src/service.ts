import { defineService, EVENT_STREAMS } from "@leadstream/platform";

/** The streams context. Its features arrive with later issues; today it runs, migrates and answers health checks. */
export const streamsService = defineService({
  name: "streams",
  schema: "streams",
  migrations: [],
  streams: [EVENT_STREAMS.streams],
  build: () => ({ app: {} }),
});
