import type { TrackedAccount } from "../../domain/account.js";
import { accountNotFound, accountSleeping, syncConflict } from "../../domain/errors.js";
import {
  FOLLOWER_SYNC_CONFIG,
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
import { isValidId, validRunId } from "../../domain/ids.js";
import { encodePageToken } from "../../domain/page-token.js";
import type { SourceType, XFullProfile } from "../../domain/profiles.js";
import { CachedRunFound, type AppDeps, type RateLimited, type SavedSyncPage, type SyncPageWrite } from "../ports.js";

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
  /** The profiles this call cached, in cache order, and where they sit in ListCachedProfiles' order. */
  cached: CachedPage;
}

export interface CachedPage {
  /** Their cache ids are in `previousToken` and `resumeToken`; they are all of `sourceType` (null when there are none). */
  profiles: XFullProfile[];
  sourceType: SourceType | null;
  /** The listing position just before `profiles` ("" = the start of the cache): nothing else was cached after it. */
  previousToken: string;
  /** After the last of `profiles` (previousToken when there are none). */
  resumeToken: string;
}

const nothingCached: CachedPage = { profiles: [], sourceType: null, previousToken: "", resumeToken: "" };
const pageToken = (lastId: number) => (lastId === 0 ? "" : encodePageToken(lastId));

const secondsUntil = (at: Date): number => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));

/**
 * One step of the account's follower sync for a run: one X request, its profiles cached and the
 * sync state saved in one transaction. Calling again after the run's sync is done answers done.
 */
export function fetchFollowersPage(deps: AppDeps) {
  return async (input: { userId: number; accountId: number; runId: number }): Promise<FollowersPageResult> => {
    const runId = validRunId(input.runId);
    // The account (the user's own) and its sync state in one read.
    const found = isValidId(input.accountId) ? await deps.db.repositories.followerSync.findWithAccount(input.userId, input.accountId) : null;
    if (!found) throw accountNotFound();
    const { account, stored } = found;
    if (!account.awake) throw accountSleeping("syncing its followers");
    const nothingFetched = { fetchedCount: 0, newCount: 0, cached: nothingCached };

    if (stored?.state.runId === runId && stored.state.phase === "done") {
      const { runTotals } = stored.state;
      return { ...nothingFetched, done: true, retryAfterSeconds: 0, message: syncCompleteMessage(runTotals), runTotals };
    }

    const { state, takenOverFrom } = syncForRun(runId, stored?.state ?? null);
    const fetched = await fetchStep(deps, account, state);
    if ("rateLimitedUntil" in fetched) {
      const { runTotals } = state;
      return { ...nothingFetched, done: false, retryAfterSeconds: secondsUntil(fetched.rateLimitedUntil), message: rateLimitedMessage(fetched.rateLimitedUntil), runTotals };
    }

    // The state and the profiles it fetched are saved together, in one transaction, if no other call
    // for this account saved since we read the state: otherwise its page wins and ours is dropped.
    const save = (page: SyncPageWrite) =>
      stored !== null && takenOverFrom === null
        ? // The usual step: one statement.
          deps.db.repositories.followerSync.savePage(account.id, stored.version, page)
        : // The account's first step (no state stored yet), or one taking over another run's sync.
          deps.db.transaction(async (uow) => {
            if (!(await uow.followerSync.save(account.id, page.state, stored?.version ?? 0))) throw syncConflict();
            if (takenOverFrom !== null) await uow.followerCache.moveToRun(account.id, takenOverFrom, runId);
            // The row is ours until the transaction ends: nothing else can have saved since.
            const savedPage = await uow.followerSync.savePage(account.id, (stored?.version ?? 0) + 1, page);
            if (!savedPage) throw syncConflict();
            return savedPage;
          });
    const pageOf = (step: SyncStep, refuseCachedRun?: number): SyncPageWrite => ({ state: step.next, sourceType: step.sourceType, profiles: step.profiles, refuseCachedRun });
    let { step } = fetched;
    let saved: SavedSyncPage | null;
    if (fetched.knowingCached === undefined) saved = await save(pageOf(step));
    else {
      // A later sync's page, stepped as if none of its followers were cached (they seldom are), is
      // checked as it is saved; should a run of them be cached after all, it is stepped again
      // knowing which are.
      try {
        saved = await save(pageOf(step, FOLLOWER_SYNC_CONFIG.knownFollowersToStop));
      } catch (err) {
        if (!(err instanceof CachedRunFound)) throw err;
        step = await fetched.knowingCached();
        saved = await save(pageOf(step));
      }
    }
    if (!saved) throw syncConflict();
    const cached = cachedPage(step.profiles, step.sourceType, saved.added, saved.lastId);
    const { runTotals } = saved;
    const newCount = cached.profiles.length;
    const done = step.next.phase === "done";
    const message = [
      takenOverFrom === null ? null : `Took over the unfinished sync of run ${takenOverFrom}`,
      step.message(newCount),
      done ? syncCompleteMessage(runTotals) : null,
    ];
    return { fetchedCount: step.profiles.length, newCount, done, retryAfterSeconds: 0, message: message.filter((m) => m !== null).join("; "), runTotals, cached };
  };
}

/** The profiles the step cached (their ids in `added`), in id order, placed after `lastId`; the step's own profile objects, not copies. */
function cachedPage(profiles: XFullProfile[], sourceType: SourceType, added: { id: number; xUserId: string }[], lastId: number): CachedPage {
  const byXUserId = new Map(profiles.map((p) => [p.xUserId, p]));
  const inIdOrder = added.toSorted((a, b) => a.id - b.id);
  const previousToken = pageToken(lastId);
  return {
    profiles: inIdOrder.map(({ xUserId }) => byXUserId.get(xUserId)!),
    sourceType,
    previousToken,
    resumeToken: inIdOrder.length > 0 ? pageToken(inIdOrder[inIdOrder.length - 1].id) : previousToken,
  };
}

const noneAsked = (): boolean => {
  throw new Error("a first sync does not ask which followers are cached");
};

interface FetchedStep {
  step: SyncStep;
  /** For a step made as if none of its followers were cached: the step made knowing which are. */
  knowingCached?: () => Promise<SyncStep>;
}

/** Makes the one X request the sync needs next and works out what its answer changes. */
async function fetchStep(deps: AppDeps, account: TrackedAccount, state: FollowerSyncState): Promise<FetchedStep | RateLimited> {
  const request = nextRequest(state);
  switch (request.kind) {
    case "followers": {
      const page = await deps.x.followersPage(account.xUserId, request.paginationToken, request.maxResults);
      if ("rateLimitedUntil" in page) return page;
      // Only a later sync asks which followers are cached (see followersStep).
      if (state.lastSeenFollowerId === null) return { step: followersStep(state, page, noneAsked) };
      const knowingCached = async () => {
        const cached = await deps.db.repositories.followerCache.cachedIds(account.id, page.profiles.map((p) => p.xUserId));
        return followersStep(state, page, (xUserId) => cached.has(xUserId));
      };
      return { step: followersStep(state, page, () => false), knowingCached };
    }
    case "recentPosts": {
      const postIds = await deps.x.recentTweets(account.xUserId, request.count);
      return "rateLimitedUntil" in postIds ? postIds : { step: recentPostsStep(state, postIds) };
    }
    case "likers": {
      const page = await deps.x.likingUsers(request.postId, request.paginationToken);
      return "rateLimitedUntil" in page ? page : { step: likersStep(state, page) };
    }
  }
}
