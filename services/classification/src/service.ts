import { defineService, EVENT_STREAMS } from "@leadstream/platform";
import { createClassificationApp } from "./app/classification-app.js";
import { ClassificationTables1764100000000 } from "./db/migrations/1764100000000-classification-tables.js";
import { repositoriesOn } from "./db/repositories.js";
import { streamLinksConsumer } from "./events/stream-links-consumer.js";
import { classificationRoutes } from "./rpc/classification-rpc.js";

/** Segments and the canonical label taxonomy; the classifier and its feedback model come later. */
export const classificationService = defineService({
  name: "classification",
  schema: "classification",
  migrations: [ClassificationTables1764100000000],
  streams: [EVENT_STREAMS.classification],
  build: ({ ds }) => {
    const app = createClassificationApp(repositoriesOn(ds.manager));
    return { app, routes: classificationRoutes(app), consumers: [streamLinksConsumer] };
  },
});
