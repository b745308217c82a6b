import { AppError } from "@leadstream/platform";
import type { Run } from "../../domain/run.js";
import type { CachedProfile, Classification, LeadCandidate, RunDeps } from "../ports.js";
import { runProgress, RunStopped, type RunProgress } from "./run-progress.js";

const CLASSIFY_BATCH = 500;

export interface RunJob {
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
  /** Aborts when the worker shuts down: the run is left running for its redelivery. */
  signal: AbortSignal;
}

/**
 * The worker's side of a run: sync followers (sync-then-search), classify the cached profiles
 * the pair has not classified yet (a re-test: all of them), record the leads, count them, and
 * move the pair's watermark on. A redelivered run starts over from the top, which repeats
 * nothing: the follower sync resumes from accounts-billing's saved cursor, the watermark only
 * moves when the run succeeds, and recording leads is idempotent, so it ends with the same
 * leads as an uninterrupted run.
 */
export function executeRun(deps: RunDeps) {
  return async (runId: number, job: RunJob): Promise<void> => {
    const { runs } = deps.db.repositories;
    const startedAt = deps.now();
    const run = await runs.start(runId, startedAt);
    if (!run) return endedBeforeStart(deps, runId);
    const progress = runProgress(deps, runId, job.signal);
    try {
      await progress.log(run.startedAt?.getTime() === startedAt.getTime() ? "Run started" : "Run resumed after an interruption");
      // A re-test fetches nothing and classifies every cached profile, however many there are.
      const sync = run.mode === "sync-then-search";
      if (sync) await syncFollowers(deps, run, progress);
      const from = sync ? await deps.db.repositories.streams.pairWatermark(run.streamPairId) : "";
      const classified = await classifyCachedProfiles(deps, run, progress, from);
      await succeed(deps, run, sync ? classified : { newFollowers: 0, watermark: null }, progress);
    } catch (err) {
      if (err instanceof RunStopped) return;
      if (job.signal.aborted) throw err;
      const message = err instanceof Error ? err.message : String(err);
      if (job.lastAttempt) await fail(deps, runId, `The run failed: ${message}`);
      else await progress.log(`Interrupted (${message}); retrying`).catch(() => undefined);
      throw err;
    }
  };
}

/** The message of a run that is over: a redelivery, or a run cancelled while queued, whose reserved budget goes back (idempotent). */
async function endedBeforeStart({ db, budget }: RunDeps, runId: number): Promise<void> {
  const run = await db.repositories.runs.find(runId);
  if (run?.status === "cancelled") await budget.release(run.userId, run.id);
}

async function syncFollowers({ followers }: RunDeps, run: Run, progress: RunProgress): Promise<void> {
  await progress.log("Fetching new followers");
  for (;;) {
    const page = await followers.fetchFollowersPage(run.userId, run.accountId, run.id).catch((err: unknown) => {
      // Another stream's run on the same account took the sync over: what it fetches lands in the
      // shared cache, which this pair classifies from its watermark now or on its next run.
      if (err instanceof AppError && err.code === "conflict") return null;
      throw err;
    });
    if (!page) {
      await progress.log(`Another run is syncing @${run.xHandle}'s followers; classifying what is cached`);
      return;
    }
    if (page.retryAfterSeconds > 0) {
      await progress.log(`X rate limit reached; waiting ${page.retryAfterSeconds} s`);
      await progress.wait(page.retryAfterSeconds * 1000);
      continue;
    }
    if (page.message) await progress.log(page.message);
    if (page.done) {
      await progress.log(`Found ${page.runNewFollowers} new followers and ${page.runNewLikers} new likers`);
      return;
    }
  }
}

interface Classified {
  /** Followers (not likers) among the profiles classified: new to this pair. */
  newFollowers: number;
  /** Where the pair's next run starts; null leaves it (a re-test). */
  watermark: string | null;
}

/** The cached profiles after `from`, classified and recorded in batches. */
async function classifyCachedProfiles({ followers, classifier, leads }: RunDeps, run: Run, progress: RunProgress, from: string): Promise<Classified> {
  await progress.log("Classifying");
  const tally = { profiles: 0, followers: 0, high: 0, medium: 0 };
  let pageToken = from;
  let watermark = from;
  do {
    const page = await followers.listCachedProfiles({ userId: run.userId, accountId: run.accountId, runId: 0, pageToken, limit: CLASSIFY_BATCH });
    const results = page.profiles.length > 0 ? await classifier.classify(run.userId, run.segmentId, page.profiles) : [];
    const candidates = matches(page.profiles, results);
    tally.profiles += page.profiles.length;
    tally.followers += page.profiles.filter((p) => p.sourceType === "new_follower").length;
    tally.high += candidates.filter((c) => c.matchConfidence === "high").length;
    tally.medium += candidates.filter((c) => c.matchConfidence === "medium").length;
    await progress.log(`Classified ${tally.profiles} profiles: ${tally.high} high fit, ${tally.medium} medium fit`);
    if (candidates.length > 0) {
      await progress.log(`Recording ${candidates.length} leads`);
      await leads.recordLeads(run, candidates);
    }
    pageToken = page.nextPageToken;
    watermark = page.resumeToken;
  } while (pageToken);
  return { newFollowers: tally.followers, watermark };
}

function matches(profiles: CachedProfile[], results: Classification[]): LeadCandidate[] {
  const byId = new Map(profiles.map((p) => [p.xUserId, p]));
  return results.flatMap(({ xUserId, outcome, reasons }) => {
    const profile = byId.get(xUserId);
    return profile && outcome !== "none" ? [{ profile, matchConfidence: outcome, matchReasons: reasons }] : [];
  });
}

/** Counts from the leads service, so they always equal what the run's leads list shows. */
async function succeed({ db, leads, now }: RunDeps, run: Run, classified: Classified, progress: RunProgress): Promise<void> {
  const { high, medium } = await leads.countRunLeads(run.userId, run.id);
  const counts = { newFollowersCount: classified.newFollowers, candidatesPassedCount: high + medium, mediumFitCount: medium, enrichedCount: 0 };
  await progress.log(`${counts.candidatesPassedCount} new leads (${high} high fit, ${medium} medium fit) in the lead list`);
  const succeeded = await db.transaction(async (uow) => {
    const ended = await uow.runs.succeed(run.id, counts, now());
    if (ended) await uow.events.runCompleted(ended);
    if (ended && classified.watermark !== null) await uow.streams.setPairWatermark(run.streamPairId, classified.watermark);
    return ended;
  });
  if (!succeeded) throw new RunStopped();
}

async function fail({ db, now }: RunDeps, runId: number, errorMessage: string): Promise<void> {
  await db.transaction(async (uow) => {
    const ended = await uow.runs.fail(runId, errorMessage, now());
    if (ended) await uow.events.runCompleted(ended);
  });
}
