import { buildFeedbackModel, type FeedbackModel } from "../domain/classifier/index.js";
import { LruCache } from "./lru-cache.js";
import type { FeedbackRepository } from "./ports.js";

const MODELS_KEPT = 500;

interface VersionedModel {
  version: number;
  model: FeedbackModel;
}

/**
 * The user's feedback model for a segment, rebuilt only when their feedback version has moved
 * on. The version lives in the database rather than being bumped in memory by the feedback
 * consumer: the consumer runs on one replica, but every replica caches models.
 */
export function feedbackModels(feedback: FeedbackRepository) {
  const cache = new LruCache<string, VersionedModel>(MODELS_KEPT);
  return async (userId: number, segmentId: number): Promise<FeedbackModel> => {
    // Read before the rows, so a model is never filed under a version newer than its rows.
    const version = await feedback.version(userId);
    const key = `${userId}:${segmentId}`;
    const cached = cache.get(key);
    if (cached?.version === version) return cached.model;
    const model = buildFeedbackModel(await feedback.rowsForSegment(userId, segmentId));
    cache.set(key, { version, model });
    return model;
  };
}
