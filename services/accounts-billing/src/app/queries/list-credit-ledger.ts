import type { LedgerEntry } from "../../domain/credits.js";
import { invalidField } from "../../domain/errors.js";
import { decodePageToken, encodePageToken } from "../../domain/page-token.js";
import type { AppDeps } from "../ports.js";
import { knownUser } from "../steps/known-user.js";

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

export interface LedgerPage {
  entries: LedgerEntry[];
  hasMore: boolean;
  /** Empty when there is no next page. */
  nextCursor: string;
}

/** The user's team ledger, newest first, by keyset on the entry id (entries added meanwhile never shift the pages). */
export function listCreditLedger(deps: AppDeps) {
  return async (input: { userId: number; limit: number; cursor: string }): Promise<LedgerPage> => {
    const limit = input.limit === 0 ? DEFAULT_LIMIT : input.limit;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw invalidField("limit", `limit must be from 1 to ${MAX_LIMIT}.`);
    const beforeId = input.cursor === "" ? null : decodePageToken(input.cursor, "cursor");
    const user = await knownUser(deps, input.userId);
    // One row beyond the page tells whether another page follows.
    const rows = await deps.db.repositories.credits.entries(user.teamId, beforeId, limit + 1);
    const entries = rows.slice(0, limit);
    const hasMore = rows.length > limit;
    return { entries, hasMore, nextCursor: hasMore ? encodePageToken(entries[entries.length - 1].id) : "" };
  };
}
