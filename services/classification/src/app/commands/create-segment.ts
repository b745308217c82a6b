import { invalidField } from "../../domain/errors.js";
import { requireUserId } from "../../domain/ids.js";
import type { Segment } from "../../domain/segment.js";
import { validSegmentDefinition, type SegmentDefinitionInput } from "../../domain/segment-definition.js";
import type { Repositories } from "../ports.js";

export interface CreateSegmentInput {
  userId: number;
  definition: SegmentDefinitionInput | undefined;
  createdByOperation?: string;
}

/** A new segment of the user from a validated definition (labels stored by canonical name). */
export function createSegment({ segments }: Repositories) {
  return async (input: CreateSegmentInput): Promise<Segment> => {
    requireUserId(input.userId);
    if (!input.definition) throw invalidField("definition", "definition is required.");
    const definition = validSegmentDefinition(input.definition);
    return segments.create({ ...definition, userId: input.userId, createdByOperation: input.createdByOperation ?? null });
  };
}
