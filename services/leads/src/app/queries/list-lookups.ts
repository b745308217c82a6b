import { decodeCursor, encodeCursor } from "../../domain/cursor.js";
import { invalidField } from "../../domain/errors.js";
import { requiredId } from "../../domain/ids.js";
import type { AppDeps, LookupKind, LookupRecord } from "../ports.js";

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

/** The user's lookups of one kind, newest first, by keyset on (created_at, id). */
export function listLookups({ db }: AppDeps) {
  return async (input: { userId: number; kind: LookupKind; limit: number; cursor: string }): Promise<{ lookups: LookupRecord[]; hasMore: boolean; nextCursor: string }> => {
    const userId = requiredId("userId", input.userId);
    if (!Number.isInteger(input.limit) || input.limit < 0 || input.limit > MAX_LIMIT) throw invalidField("limit", `limit must be an integer from 1 to ${MAX_LIMIT}.`);
    const limit = input.limit === 0 ? DEFAULT_LIMIT : input.limit;
    const rows = await db.repositories.lookups.page(userId, input.kind, limit + 1, decodeCursor(input.cursor));
    const lookups = rows.slice(0, limit);
    const hasMore = rows.length > limit;
    const last = lookups[lookups.length - 1];
    return { lookups, hasMore, nextCursor: hasMore ? encodeCursor({ at: last.createdAt, id: last.id }) : "" };
  };
}
