import type { Logger } from "@leadstream/platform";
import { parseDescription } from "../../domain/description/index.js";
import { requireUserId } from "../../domain/ids.js";
import type { Segment, SegmentFilters } from "../../domain/segment.js";
import { validDescription, validName } from "../../domain/segment-definition.js";
import type { DescriptionReader, Repositories } from "../ports.js";
import { createSegment } from "./create-segment.js";

export interface CreateSegmentFromDescriptionInput {
  userId: number;
  description: string;
  /** Empty: none, as for CreateSegment. */
  name: string;
  signal?: AbortSignal;
}

export interface CreateSegmentFromDescriptionDeps {
  repos: Repositories;
  /** The LLM; absent when it is off. */
  reader?: DescriptionReader;
  logger: Logger;
}

/**
 * A new segment of the user whose filters are read from its description: by the LLM when there is
 * one and its answer holds up, else by the offline parser. Saved as CreateSegment saves one.
 */
export function createSegmentFromDescription({ repos, reader, logger }: CreateSegmentFromDescriptionDeps) {
  const create = createSegment(repos);

  async function filtersOf(description: string, signal: AbortSignal | undefined): Promise<SegmentFilters> {
    const { appliedSearchFilters, genderValues, followerCountTiers, excludedLabels } = parseDescription(description);
    const offline = { appliedSearchFilters, genderValues, followerCountTiers };
    if (!reader) return offline;
    try {
      const read = await reader.read(description, signal);
      const refused = excludedLabels.find(({ category, label }) => read.appliedSearchFilters[category]?.includes(label));
      if (!refused) return read;
      logger.warn({ refused }, "the LLM's reading asks for a label the description refuses; the offline parse decides");
    } catch (err) {
      if (signal?.aborted) throw err;
      logger.warn({ err }, "the LLM gave no usable reading of a segment description; the offline parse decides");
    }
    return offline;
  }

  return async (input: CreateSegmentFromDescriptionInput): Promise<Segment> => {
    // Checked before the reading, which may ask the LLM; createSegment checks them again as it saves.
    requireUserId(input.userId);
    const description = validDescription(input.description);
    validName(input.name);
    const filters = await filtersOf(description, input.signal);
    return create({ userId: input.userId, definition: { description, name: input.name, ...filters } });
  };
}
