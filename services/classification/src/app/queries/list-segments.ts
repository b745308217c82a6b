import type { Segment } from "../../domain/segment.js";
import type { Repositories } from "../ports.js";

/** The user's segments, newest first. */
export function listSegments({ segments }: Repositories) {
  return (input: { userId: number; excludeArchived: boolean }): Promise<Segment[]> => segments.listByUser(input.userId, { excludeArchived: input.excludeArchived });
}
