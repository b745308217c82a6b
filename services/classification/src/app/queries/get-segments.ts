import { isValidId } from "../../domain/ids.js";
import type { Segment } from "../../domain/segment.js";
import type { Repositories } from "../ports.js";

/** The user's segments among the ids, in the order asked; other users' and unknown ids are left out. */
export function getSegments({ segments }: Repositories) {
  return async (input: { userId: number; segmentIds: number[] }): Promise<Segment[]> => {
    const ids = [...new Set(input.segmentIds.filter(isValidId))];
    return ids.length > 0 ? segments.findOwned(input.userId, ids) : [];
  };
}
