import type { Logger } from "@leadstream/platform";
import { taxonomy } from "../domain/taxonomy/taxonomy.js";
import { createSegment } from "./commands/create-segment.js";
import { createSegmentFromDescription } from "./commands/create-segment-from-description.js";
import { discardSegment } from "./commands/discard-segment.js";
import { ensureSegment } from "./commands/ensure-segment.js";
import type { Database, DescriptionReader, LeadJudge } from "./ports.js";
import { classifyProfiles } from "./queries/classify-profiles.js";
import { getSegments } from "./queries/get-segments.js";
import { listSegments } from "./queries/list-segments.js";

export interface ClassificationAppDeps {
  db: Database;
  /** The LLM's second opinion on ambiguous profiles; absent when it is off. */
  judge?: LeadJudge;
  /** The LLM's reading of a description into filters; absent when it is off. */
  reader?: DescriptionReader;
  logger: Logger;
}

/** Every use case answered over RPC, bound to its repositories and adapters. */
export function createClassificationApp({ db, judge, reader, logger }: ClassificationAppDeps) {
  const repos = db.repositories;
  return {
    createSegment: createSegment(repos),
    createSegmentFromDescription: createSegmentFromDescription({ repos, reader, logger }),
    ensureSegment: ensureSegment(repos),
    discardSegment: discardSegment(repos),
    listSegments: listSegments(repos),
    getSegments: getSegments(repos),
    classify: classifyProfiles({ repos, judge, logger }),
    listLabels: taxonomy,
  };
}

export type ClassificationApp = ReturnType<typeof createClassificationApp>;
