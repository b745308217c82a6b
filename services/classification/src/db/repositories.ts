import type { EntityManager } from "typeorm";
import type { Repositories } from "../app/ports.js";
import { feedbackRepository } from "./feedback-repository.js";
import { segmentRepository } from "./segment-repository.js";
import { streamLinkRepository } from "./stream-link-repository.js";

/** The repositories on `em`: the data source's manager, or a transaction's (a consumer's). */
export const repositoriesOn = (em: EntityManager): Repositories => ({
  segments: segmentRepository(em),
  streamLinks: streamLinkRepository(em),
  feedback: feedbackRepository(em),
});
