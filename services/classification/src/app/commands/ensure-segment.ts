import { invalidField, segmentNotFound } from "../../domain/errors.js";
import { isValidId, requireOperationId } from "../../domain/ids.js";
import type { Segment } from "../../domain/segment.js";
import type { SegmentDefinitionInput } from "../../domain/segment-definition.js";
import type { Repositories } from "../ports.js";
import { createSegment } from "./create-segment.js";

export interface EnsureSegmentInput {
  userId: number;
  operationId: string;
  /** 0 when not given. */
  segmentId: number;
  definition: SegmentDefinitionInput | undefined;
}

export interface EnsuredSegment {
  segment: Segment;
  created: boolean;
}

/** For a stream write: the user's usable segment by id, or a new one from an inline definition. */
export function ensureSegment(repos: Repositories) {
  const create = createSegment(repos);
  return async (input: EnsureSegmentInput): Promise<EnsuredSegment> => {
    if ((input.segmentId !== 0) === (input.definition !== undefined)) throw invalidField("segmentId", "Give exactly one of segmentId or definition.");
    if (input.definition) {
      const createdByOperation = requireOperationId(input.operationId);
      return { segment: await create({ userId: input.userId, definition: input.definition, createdByOperation }), created: true };
    }
    const [segment] = isValidId(input.segmentId) ? await repos.segments.findOwned(input.userId, [input.segmentId]) : [];
    if (!segment) throw segmentNotFound();
    if (segment.archived) throw invalidField("segmentId", `Segment ${segment.id} is archived.`);
    return { segment, created: false };
  };
}
