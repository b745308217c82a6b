import { taxonomy } from "../domain/taxonomy/taxonomy.js";
import { createSegment } from "./commands/create-segment.js";
import { discardSegment } from "./commands/discard-segment.js";
import { ensureSegment } from "./commands/ensure-segment.js";
import type { Repositories } from "./ports.js";
import { getSegments } from "./queries/get-segments.js";
import { listSegments } from "./queries/list-segments.js";

/** Every segment use case answered over RPC, bound to its repositories. */
export function createClassificationApp(repos: Repositories) {
  return {
    createSegment: createSegment(repos),
    ensureSegment: ensureSegment(repos),
    discardSegment: discardSegment(repos),
    listSegments: listSegments(repos),
    getSegments: getSegments(repos),
    listLabels: taxonomy,
  };
}

export type ClassificationApp = ReturnType<typeof createClassificationApp>;
