import { invalidField } from "../../domain/errors.js";
import { validRunId } from "../../domain/ids.js";
import { decodePageToken, encodePageToken } from "../../domain/page-token.js";
import type { CachedProfile } from "../../domain/profiles.js";
import type { AppDeps } from "../ports.js";
import { requireAccount } from "../steps/require-account.js";

const DEFAULT_LIMIT = 500;
const MAX_LIMIT = 1000;

export interface CachedProfilesPage {
  profiles: CachedProfile[];
  /** Null on the last page. */
  nextPageToken: string | null;
  /** After the last profile returned, even on the last page: a stream pair's watermark. */
  resumeToken: string;
}

/** The account's cached profiles first seen by a run, or all of them for run 0 (a re-test), in a stable order. */
export function listCachedProfiles(deps: AppDeps) {
  return async (input: { userId: number; accountId: number; runId: number; pageToken: string; limit: number }): Promise<CachedProfilesPage> => {
    const limit = input.limit === 0 ? DEFAULT_LIMIT : input.limit;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw invalidField("limit", `limit must be from 1 to ${MAX_LIMIT}.`);
    const runId = input.runId === 0 ? null : validRunId(input.runId);
    const afterId = input.pageToken === "" ? 0 : decodePageToken(input.pageToken);
    const account = await requireAccount(deps.db.repositories.accounts, input.userId, input.accountId);
    const rows = await deps.db.repositories.followerCache.list(account.id, runId, afterId, limit + 1);
    const profiles = rows.slice(0, limit);
    const resumeToken = profiles.length > 0 ? encodePageToken(profiles[profiles.length - 1].id) : input.pageToken;
    return { profiles, nextPageToken: rows.length > limit ? resumeToken : null, resumeToken };
  };
}
