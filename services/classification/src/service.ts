import { STREAMS } from "@leadstream/contracts";
import { defineService } from "@leadstream/platform";
import { openAiChat } from "./adapters/llm/openai-chat.js";
import { openAiDescriptionReader } from "./adapters/llm/openai-description-reader.js";
import { openAiLeadJudge } from "./adapters/llm/openai-lead-judge.js";
import { warmUpClassifier } from "./domain/classifier/index.js";
import { createClassificationApp } from "./app/classification-app.js";
import { classificationConfigSpec } from "./config.js";
import { postgresDatabase } from "./db/database.js";
import { ClassificationTables1764100000000 } from "./db/migrations/1764100000000-classification-tables.js";
import { FeedbackTables1764200000000 } from "./db/migrations/1764200000000-feedback-tables.js";
import { feedbackConsumer } from "./events/feedback-consumer.js";
import { streamLinksConsumer } from "./events/stream-links-consumer.js";
import { classificationRoutes } from "./rpc/classification-rpc.js";

/** Segments, the canonical label taxonomy, and the classifier with each user's feedback model (and optionally an LLM). */
export const classificationService = defineService({
  name: "classification",
  schema: "classification",
  config: classificationConfigSpec,
  migrations: [ClassificationTables1764100000000, FeedbackTables1764200000000],
  streams: [STREAMS.classification],
  build: ({ config, ds, logger }) => {
    const chat = config.LLM_BASE_URL
      ? openAiChat({
          baseUrl: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          timeoutMs: config.LLM_TIMEOUT_MS,
          maxConcurrency: config.LLM_MAX_CONCURRENCY,
        })
      : undefined;
    logger.info({ llm: chat ? config.LLM_MODEL : "off" }, "classifier configured");
    const started = performance.now();
    const judged = warmUpClassifier(config.CLASSIFIER_WARM_UP_MS);
    if (judged > 0) logger.info({ profiles: judged, ms: Math.round(performance.now() - started) }, "classifier warmed up");
    const app = createClassificationApp({
      db: postgresDatabase(ds),
      judge: chat && openAiLeadJudge(chat),
      reader: chat && openAiDescriptionReader(chat),
      logger,
    });
    return { app, routes: classificationRoutes(app), consumers: [streamLinksConsumer, feedbackConsumer] };
  },
});
