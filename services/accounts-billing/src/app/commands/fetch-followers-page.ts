import type { TrackedAccount } from "../../domain/account.js";
import { accountSleeping, syncConflict } from "../../domain/errors.js";
import {
  followersStep,
  likersStep,
  nextRequest,
  rateLimitedMessage,
  recentPostsStep,
  syncCompleteMessage,
  syncForRun,
  type FollowerSyncState,
  type RunTotals,
  type SyncStep,
} from "../../domain/follower-sync.js";
import { validRunId } from "../../domain/ids.js";
import type { AppDeps, RateLimited } from "../ports.js";
import { requireAccount } from "../steps/require-account.js";

export interface FollowersPageResult {
  /** Profiles this call fetched, and how many of them the cache had never seen. */
  fetchedCount: number;
  newCount: number;
  /** The run's sync is complete (followers and likers). */
  done: boolean;
  /** Non-zero when X is rate-limiting: nothing was fetched; call again after this many seconds. */
  retryAfterSeconds: number;
  /** A line for the run's progress log. */
  message: string;
  runTotals: RunTotals;
}

const secondsUntil = (at: Date): number => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));

/**
 * One step of the account's follower sync for a run: one X request, its profiles cached and the
 * sync state saved in one transaction. Calling again after the run's sync is done answers done.
 */
export function fetchFollowersPage(deps: AppDeps) {
  return async (input: { userId: number; accountId: number; runId: number }): Promise<FollowersPageResult> => {
    const runId = validRunId(input.runId);
    const account = await requireAccount(deps.db.repositories.accounts, input.userId, input.accountId);
    if (!account.awake) throw accountSleeping("syncing its followers");
    const { followerSync, followerCache } = deps.db.repositories;
    const stored = await followerSync.find(account.id);
    const nothingFetched = { fetchedCount: 0, newCount: 0 };

    if (stored?.state.runId === runId && stored.state.phase === "done") {
      const runTotals = await followerCache.runTotals(account.id, runId);
      return { ...nothingFetched, done: true, retryAfterSeconds: 0, message: syncCompleteMessage(runTotals), runTotals };
    }

    const { state, takenOverFrom } = syncForRun(runId, stored?.state ?? null);
    const step = await fetchStep(deps, account, state);
    if ("rateLimitedUntil" in step) {
      const runTotals = await followerCache.runTotals(account.id, runId);
      return { ...nothingFetched, done: false, retryAfterSeconds: secondsUntil(step.rateLimitedUntil), message: rateLimitedMessage(step.rateLimitedUntil), runTotals };
    }

    const { newCount, runTotals } = await deps.db.transaction(async (uow) => {
      // Another call for this account saved since we read the state: its page wins, ours is dropped.
      if (!(await uow.followerSync.save(account.id, step.next, stored?.version ?? 0))) throw syncConflict();
      if (takenOverFrom !== null) await uow.followerCache.moveToRun(account.id, takenOverFrom, runId);
      const newCount = await uow.followerCache.add(account.id, runId, step.sourceType, step.profiles);
      return { newCount, runTotals: await uow.followerCache.runTotals(account.id, runId) };
    });
    const done = step.next.phase === "done";
    const message = [
      takenOverFrom === null ? null : `Took over the unfinished sync of run ${takenOverFrom}`,
      step.message(newCount),
      done ? syncCompleteMessage(runTotals) : null,
    ];
    return { fetchedCount: step.profiles.length, newCount, done, retryAfterSeconds: 0, message: message.filter((m) => m !== null).join("; "), runTotals };
  };
}

/** Makes the one X request the sync needs next and works out what its answer changes. */
async function fetchStep(deps: AppDeps, account: TrackedAccount, state: FollowerSyncState): Promise<SyncStep | RateLimited> {
  const request = nextRequest(state);
  switch (request.kind) {
    case "followers": {
      const page = await deps.x.followersPage(account.xUserId, request.paginationToken, request.maxResults);
      if ("rateLimitedUntil" in page) return page;
      const cached = await deps.db.repositories.followerCache.cachedIds(account.id, page.profiles.map((p) => p.xUserId));
      return followersStep(state, page, (xUserId) => cached.has(xUserId));
    }
    case "recentPosts": {
      const postIds = await deps.x.recentTweets(account.xUserId, request.count);
      return "rateLimitedUntil" in postIds ? postIds : recentPostsStep(state, postIds);
    }
    case "likers": {
      const page = await deps.x.likingUsers(request.postId, request.paginationToken);
      return "rateLimitedUntil" in page ? page : likersStep(state, page);
    }
  }
}
