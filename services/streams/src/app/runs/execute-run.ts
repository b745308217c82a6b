import { AppError } from "@leadstream/platform";
import { inSpan, SPAN_ATTRIBUTES, tracer as tracerOf, type Span } from "@leadstream/platform/tracing";
import { botFilterTally, describeBotFilter, type BotFilterReport, type BotFilterTally } from "../../domain/bot-filter.js";
import type { Run } from "../../domain/run.js";
import type { AutoEnrichment, CachedProfile, Classification, FollowerCachePort, FollowersPage, LeadCandidate, RunDeps } from "../ports.js";
import { runProgress, RunStopped, type RunProgress } from "./run-progress.js";

const tracer = tracerOf("streams");

// Classify's and ListCachedProfiles' limit.
const CLASSIFY_BATCH = 1000;
// Classify calls in flight at most: the classification service starts on the next batch as soon
// as it is done with one, instead of waiting for the round trip (results are still taken in order).
const CLASSIFY_IN_FLIGHT = 2;
const ENRICH_BATCH = 100;
// The "Classified" progress line, at most this often (and once at the end).
const PROGRESS_EVERY_MS = 2000;

export interface RunJob {
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
  /** Aborts when the worker shuts down: the run is left running for its redelivery. */
  signal: AbortSignal;
}

/**
 * The worker's side of a run: sync followers (sync-then-search) while classifying the cached
 * profiles the pair has not classified yet as they arrive (a re-test: all of them, no sync),
 * record the leads, count them, and move the pair's watermark on. A redelivered run starts over from the top, which repeats
 * nothing: the follower sync resumes from accounts-billing's saved cursor, the watermark only
 * moves when the run succeeds, and recording leads is idempotent, so it ends with the same
 * leads as an uninterrupted run. The bot filter's tally lives in memory for one attempt and is
 * written only when the run ends, so a redelivered run's report counts one pass, never two.
 */
export function executeRun(deps: RunDeps) {
  return (runId: number, job: RunJob): Promise<void> =>
    // Every RPC, X request and event of the run is a descendant of this span.
    inSpan(tracer, "run execute", { attributes: { [SPAN_ATTRIBUTES.runId]: runId } }, (span) => runOnce(deps, runId, job, span));
}

async function runOnce(deps: RunDeps, runId: number, job: RunJob, span: Span): Promise<void> {
  const { runs } = deps.db.repositories;
  const startedAt = deps.now();
  const run = await runs.start(runId, startedAt);
  if (!run) return endedBeforeStart(deps, runId);
  span.setAttributes({ [SPAN_ATTRIBUTES.streamId]: run.streamId, "leadstream.account_id": run.accountId, "leadstream.run.mode": run.mode, "leadstream.run.source": run.source });
  const progress = runProgress(deps, runId, job.signal);
  // Set once a first batch is classified: what a failed run keeps of it.
  const tallied: { bots: BotFilterTally | null } = { bots: null };
  const tally = () => (tallied.bots ??= botFilterTally());
  try {
    await progress.log(run.startedAt?.getTime() === startedAt.getTime() ? "Run started" : "Run resumed after an interruption");
    // A re-test fetches nothing and classifies every cached profile, however many there are.
    const sync = run.mode === "sync-then-search";
    const from = sync ? await deps.db.repositories.streams.pairWatermark(run.streamPairId) : "";
    const classified = sync ? await syncAndClassify(deps, run, progress, job.signal, from, tally) : await classifyCachedProfiles(deps, run, progress, from, tally, null);
    await autoEnrich(deps, run, progress);
    await succeed(deps, run, sync ? classified : { ...classified, newFollowers: 0, watermark: null }, progress);
  } catch (err) {
    if (err instanceof RunStopped) return;
    if (job.signal.aborted) throw err;
    const message = err instanceof Error ? err.message : String(err);
    if (job.lastAttempt) await fail(deps, runId, `The run failed: ${message}`, tallied.bots?.report() ?? null);
    else await progress.log(`Interrupted (${message}); retrying`).catch(() => undefined);
    throw err;
  }
}

/** The message of a run that is over: a redelivery, or a run cancelled while queued, whose reserved budget goes back (idempotent). */
async function endedBeforeStart({ db, budget }: RunDeps, runId: number): Promise<void> {
  const run = await db.repositories.runs.find(runId);
  if (run?.status === "cancelled") await budget.release(run.userId, run.id);
}

/** A page of the follower cache, from ListCachedProfiles or as a sync page cached it. */
interface CachePage {
  profiles: CachedProfile[];
  /** After the last of `profiles`. */
  resumeToken: string;
}

type CachedByPage = FollowersPage["cached"];

/** Where the sync stood when a listing started. */
interface Snapshot {
  pages: number;
  ended: boolean;
}

interface Listed {
  page: Awaited<ReturnType<FollowerCachePort["listCachedProfiles"]>>;
  sync: Snapshot;
}

/** Sync pages kept for the classifying side at most; the sync waits for room. */
const PAGES_KEPT = 2;

/**
 * What the follower sync has done so far, for the classifying side that runs beside it: how many
 * pages it has cached, whether it has ended, a wait for its next page or its end, and the last
 * pages it cached (in cache order), which the classifying side takes instead of listing them when
 * its listing stands where one of them starts.
 */
class SyncProgress {
  pages = 0;
  ended = false;
  private kept: { seq: number; page: CachedByPage }[] = [];
  private failure: { error: unknown } | null = null;
  private wakeUp: (() => void) | null = null;
  private roomMade: (() => void) | null = null;

  pageCached(page: CachedByPage): void {
    this.pages++;
    // A page over Classify's limit is listed in batches instead.
    if (page.profiles.length > 0 && page.profiles.length <= CLASSIFY_BATCH) this.kept.push({ seq: this.pages, page });
    this.wake();
  }

  end(error?: unknown): void {
    this.ended = true;
    if (error !== undefined) {
      this.failure = { error };
      this.kept = [];
    }
    this.wake();
  }

  /** Where the sync stands now; a listing started after this sees every page it counts. */
  snapshot(): Snapshot {
    if (this.failure) throw this.failure.error;
    return { pages: this.pages, ended: this.ended };
  }

  get failed(): boolean {
    return this.failure !== null;
  }

  /** Whether the sync has cached a page after `since`. */
  hasPageSince(since: { pages: number }): boolean {
    return this.pages !== since.pages;
  }

  /** Resolves once the sync has cached a page after `since`, or ended; rejects when it failed. */
  async changedSince(since: { pages: number }): Promise<void> {
    while (this.pages === since.pages && !this.ended) await new Promise<void>((resolve) => (this.wakeUp = resolve));
    this.snapshot();
  }

  /**
   * The kept page that starts at `position`, if any, with the number of pages the sync had cached
   * with it; the pages before it are behind the caller and dropped.
   */
  take(position: string): { page: CachePage; seq: number } | null {
    const at = this.kept.findIndex(({ page }) => page.previousToken === position);
    if (at < 0) return null;
    const taken = this.kept[at];
    this.dropUpTo(at + 1);
    return taken;
  }

  /** A listing that started at `snapshot` and reached the end of the cache has seen the pages it counts. */
  listedUpTo(snapshot: { pages: number }): void {
    this.dropUpTo(this.kept.filter(({ seq }) => seq <= snapshot.pages).length);
  }

  /** Resolves when fewer than PAGES_KEPT pages wait to be taken (or `signal` aborts). */
  async room(signal: AbortSignal): Promise<void> {
    while (this.kept.length >= PAGES_KEPT) {
      signal.throwIfAborted();
      await new Promise<void>((resolve) => {
        const aborted = () => resolve();
        // The run's signal outlives every wait: a listener left on it per wait would pile up.
        this.roomMade = () => {
          signal.removeEventListener("abort", aborted);
          resolve();
        };
        signal.addEventListener("abort", aborted, { once: true });
      });
    }
    signal.throwIfAborted();
  }

  private dropUpTo(count: number): void {
    if (count === 0) return;
    this.kept = this.kept.slice(count);
    const roomMade = this.roomMade;
    this.roomMade = null;
    roomMade?.();
  }

  private wake(): void {
    const wakeUp = this.wakeUp;
    this.wakeUp = null;
    wakeUp?.();
  }
}

/** Pages the account's new followers into the follower cache, one FetchFollowersPage call at a time, until done or `stop` aborts. */
async function syncFollowers({ followers }: RunDeps, run: Run, progress: RunProgress, synced: SyncProgress, stop: AbortSignal): Promise<void> {
  progress.note("Fetching new followers");
  for (;;) {
    stop.throwIfAborted();
    const page = await followers.fetchFollowersPage(run.userId, run.accountId, run.id).catch((err: unknown) => {
      // Another stream's run on the same account took the sync over: what it fetches lands in the
      // shared cache, which this pair classifies from its watermark now or on its next run.
      if (err instanceof AppError && err.code === "conflict") return null;
      throw err;
    });
    if (!page) {
      progress.note(`Another run is syncing @${run.xHandle}'s followers; classifying what is cached`);
      return;
    }
    if (page.retryAfterSeconds > 0) {
      progress.note(`X rate limit reached; waiting ${page.retryAfterSeconds} s`);
      await progress.wait(page.retryAfterSeconds * 1000, stop);
      continue;
    }
    synced.pageCached(page.cached);
    // The page's line is written while the next page is fetched.
    if (page.message) progress.note(page.message);
    if (page.done) {
      progress.note(`Found ${page.runNewFollowers} new followers and ${page.runNewLikers} new likers`);
      return;
    }
    // The classifying side is behind: it takes the pages kept for it before the sync goes on.
    await synced.room(stop);
  }
}

interface Classified {
  /** Followers (not likers) among the profiles classified: new to this pair. */
  newFollowers: number;
  /** Where the pair's next run starts; null leaves it (a re-test). */
  watermark: string | null;
  botFilter: BotFilterReport;
}

/**
 * A sync run: the follower sync and the classifying of what it caches, side by side. The
 * classifying side follows the cache from the pair's watermark and, once it has caught up, waits
 * for the sync's next page; it ends when it has caught up with a sync that has ended. Either side
 * failing fails both.
 */
async function syncAndClassify(deps: RunDeps, run: Run, progress: RunProgress, signal: AbortSignal, from: string, bots: () => BotFilterTally): Promise<Classified> {
  const synced = new SyncProgress();
  const stop = new AbortController();
  const syncing = syncFollowers(deps, run, progress, synced, AbortSignal.any([signal, stop.signal])).then(
    () => synced.end(),
    (err: unknown) => {
      synced.end(err);
      throw err;
    },
  );
  syncing.catch(() => undefined); // seen through `synced`, and awaited below
  try {
    const classified = await classifyCachedProfiles(deps, run, progress, from, bots, synced);
    await syncing;
    return classified;
  } catch (err) {
    stop.abort(err);
    await syncing.catch(() => undefined);
    throw err;
  }
}

/** Settled promises are handled: a rejection is seen where the promise is awaited, never as unhandled. */
const handled = <T>(promise: Promise<T>): Promise<T> => {
  promise.catch(() => undefined);
  return promise;
};

/**
 * The cached profiles after `from`, classified and recorded in batches of up to 1000 (while one
 * batch is classified, the next is listed and sent to be classified, and the last one's leads
 * recorded); `bots` tallies what the bot filter did (created with the first batch). With `synced`,
 * it goes on until it has caught up with the ended sync, taking the sync's pages as they come
 * instead of listing them whenever its position is where one starts.
 */
async function classifyCachedProfiles(
  { followers, classifier, leads, now }: RunDeps,
  run: Run,
  progress: RunProgress,
  from: string,
  bots: () => BotFilterTally,
  synced: SyncProgress | null,
): Promise<Classified> {
  progress.note("Classifying");
  const tally = { profiles: 0, followers: 0, high: 0, medium: 0 };
  const list = (pageToken: string): Promise<Listed> => {
    const sync = synced?.snapshot() ?? { pages: 0, ended: true };
    return handled(followers.listCachedProfiles({ userId: run.userId, accountId: run.accountId, runId: 0, pageToken, limit: CLASSIFY_BATCH }).then((page) => ({ page, sync })));
  };
  // The listing in flight, when the last one had more to list.
  let listing: Promise<Listed> | null = list(from);
  let recording: Promise<void> = Promise.resolve();
  let position = from;
  // The "Classified" line is written at most every PROGRESS_EVERY_MS, and once at the end.
  let unlogged = { profiles: 0, leads: 0 };
  let loggedAt = now().getTime();
  const logClassified = () => {
    progress.note(`Classified ${tally.profiles} profiles: ${tally.high} high fit, ${tally.medium} medium fit`);
    if (unlogged.leads > 0) progress.note(`Recording ${unlogged.leads} leads`);
    unlogged = { profiles: 0, leads: 0 };
    loggedAt = now().getTime();
  };
  // Batches sent to be classified, oldest first; each is settled (tallied, its leads recorded) in turn.
  const inFlight: { profiles: CachedProfile[]; results: Promise<Classification[]> }[] = [];
  const settleOldest = async () => {
    const { profiles, results } = inFlight.shift()!;
    const classified = await results;
    const candidates = matches(profiles, classified);
    tallyBots(bots(), profiles, classified);
    tally.profiles += profiles.length;
    tally.followers += profiles.filter((p) => p.sourceType === "new_follower").length;
    tally.high += candidates.filter((c) => c.matchConfidence === "high").length;
    tally.medium += candidates.filter((c) => c.matchConfidence === "medium").length;
    // One RecordLeads at a time, so leads are recorded in cache order.
    await recording;
    if (candidates.length > 0) recording = handled(leads.recordLeads(run, candidates));
    unlogged = { profiles: unlogged.profiles + profiles.length, leads: unlogged.leads + candidates.length };
    if (now().getTime() - loggedAt >= PROGRESS_EVERY_MS) logClassified();
  };
  const settleAll = async () => {
    while (inFlight.length > 0) await settleOldest();
  };
  try {
    for (;;) {
      const taken = listing ? null : (synced?.take(position) ?? null);
      let batch: CachePage | null = taken?.page ?? null;
      // Set when the batch reaches the end of the cache as it was when the sync had cached
      // `pages` pages: a listing that got to the end, or the sync's page (only the sync adds to
      // the cache, and its later pages will be kept too).
      let caughtUp: Snapshot | null = taken ? { pages: taken.seq, ended: false } : null;
      if (!batch) {
        const listed: Listed = await (listing ?? list(position));
        listing = listed.page.nextPageToken ? list(listed.page.nextPageToken) : null;
        if (!listed.page.nextPageToken) {
          caughtUp = listed.sync;
          synced?.listedUpTo(listed.sync);
        }
        batch = listed.page;
      }
      // A cancelled run (or a worker shutting down) stops here, even between progress lines.
      progress.check();
      if (batch.profiles.length > 0) {
        if (inFlight.length === CLASSIFY_IN_FLIGHT) await settleOldest();
        inFlight.push({ profiles: batch.profiles, results: handled(classifier.classify(run.userId, run.segmentId, batch.profiles)) });
      }
      position = batch.resumeToken;
      if (!caughtUp) continue;
      if (caughtUp.ended) break;
      // Nothing new to classify yet: what is in flight is settled while the sync fetches.
      while (inFlight.length > 0 && !synced!.hasPageSince(caughtUp)) await settleOldest();
      await synced!.changedSince(caughtUp);
    }
    await settleAll();
    await recording;
  } catch (err) {
    // What was sent to be classified before the sync failed still counts, and its leads are recorded.
    if (synced?.failed) await settleAll().catch(() => undefined);
    throw err;
  } finally {
    await Promise.allSettled([listing, recording, ...inFlight.map((f) => f.results)]);
  }
  if (unlogged.profiles > 0 || tally.profiles === 0) logClassified();
  const botFilter = bots().report();
  if (tally.profiles > 0) progress.note(describeBotFilter(botFilter));
  await progress.flush();
  return { newFollowers: tally.followers, watermark: position, botFilter };
}

function tallyBots(bots: BotFilterTally, profiles: CachedProfile[], results: Classification[]): void {
  const byId = new Map(profiles.map((p) => [p.xUserId, p]));
  for (const { xUserId, outcome, reasons, botScore, botKind } of results) {
    const profile = byId.get(xUserId);
    if (profile) bots.add({ xUserId, handle: profile.handle, botScore, botKind, confidence: outcome === "none" ? null : outcome, reasons });
  }
}

function matches(profiles: CachedProfile[], results: Classification[]): LeadCandidate[] {
  const byId = new Map(profiles.map((p) => [p.xUserId, p]));
  return results.flatMap(({ xUserId, outcome, reasons }) => {
    const profile = byId.get(xUserId);
    return profile && outcome !== "none" ? [{ profile, matchConfidence: outcome, matchReasons: reasons }] : [];
  });
}

const OUTPUT_NAMES = { linkedin_url: "LinkedIn URLs", email: "e-mails" } as const;

/**
 * The stream's auto-enrichment of the run's new leads, in batches, paid in credits. Running out of
 * credits, or the provider failing for some leads, does not fail the run: the log says so.
 */
async function autoEnrich({ db, leads }: RunDeps, run: Run, progress: RunProgress): Promise<void> {
  const stream = await db.repositories.streams.findOwned(run.userId, run.streamId);
  if (!stream) return;
  const options: AutoEnrichment = {
    outputs: [...(stream.autoEnrichLinkedin ? (["linkedin_url"] as const) : []), ...(stream.autoEnrichEmail ? (["email"] as const) : [])],
    emailMode: stream.emailMode,
  };
  if (options.outputs.length === 0) return;
  const what = options.outputs.map((o) => OUTPUT_NAMES[o]).join(" and ");
  await progress.log(`Enriching new leads with ${what}${options.emailMode === "verified" && stream.autoEnrichEmail ? " (verified e-mails only)" : ""}`);
  const tally = { attempted: 0, failed: 0, credits: 0 };
  for (;;) {
    const batch = await leads.enrichRunLeads(run.userId, run.id, options, ENRICH_BATCH);
    tally.attempted += batch.attemptedCount;
    tally.failed += batch.failedCount;
    tally.credits += batch.creditsCharged;
    if (batch.attemptedCount > 0) await progress.log(`Enriched ${batch.runEnrichedCount} leads so far (${tally.credits} credits charged)`);
    if (batch.creditsExhausted) {
      await progress.log(`Out of credits: ${batch.remainingCount} leads were not enriched. Add credits or turn on auto top-up to enrich the next run's leads.`);
      break;
    }
    if (batch.remainingCount === 0 || batch.attemptedCount === 0) break;
  }
  if (tally.failed > 0) await progress.log(`The enrichment provider failed for ${tally.failed} leads; they were left unenriched and nothing was charged for them`);
}

/** Counts from the leads service, so they always equal what the run's leads list shows. */
async function succeed({ db, leads, now }: RunDeps, run: Run, classified: Classified, progress: RunProgress): Promise<void> {
  const { high, medium, enriched } = await leads.countRunLeads(run.userId, run.id);
  const counts = { newFollowersCount: classified.newFollowers, candidatesPassedCount: high + medium, mediumFitCount: medium, enrichedCount: enriched };
  await progress.log(`${counts.candidatesPassedCount} new leads (${high} high fit, ${medium} medium fit) in the lead list`);
  const succeeded = await db.transaction(async (uow) => {
    const ended = await uow.runs.succeed(run.id, counts, classified.botFilter, now());
    if (ended) await uow.events.runCompleted(ended);
    if (ended && classified.watermark !== null) await uow.streams.setPairWatermark(run.streamPairId, classified.watermark);
    return ended;
  });
  if (!succeeded) throw new RunStopped();
}

async function fail({ db, now }: RunDeps, runId: number, errorMessage: string, botFilter: BotFilterReport | null): Promise<void> {
  await db.transaction(async (uow) => {
    const ended = await uow.runs.fail(runId, errorMessage, now(), botFilter);
    if (ended) await uow.events.runCompleted(ended);
  });
}
