import { requireOperationId } from "../../domain/ids.js";
import type { Repositories } from "../ports.js";

/**
 * Compensation for a stream write that failed after EnsureSegment created its inline segment:
 * deletes what that operation created, unless a stream already uses it. Returns the deleted ids.
 */
export function discardSegment({ segments }: Repositories) {
  return async (input: { userId: number; operationId: string }): Promise<number[]> =>
    segments.deleteUnlinkedCreatedBy(input.userId, requireOperationId(input.operationId));
}
