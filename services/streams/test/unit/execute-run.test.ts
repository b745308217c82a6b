import { describe, expect, it } from "vitest";
import type { CachedProfile, Classification, ClassifierPort, Database, FollowerCachePort, LeadCandidate, LeadsPort, RunDeps, RunRepository, UnitOfWork } from "../../src/app/ports.js";
import { executeRun } from "../../src/app/runs/execute-run.js";
import type { BotFilterReport } from "../../src/domain/bot-filter.js";
import type { Run, RunCounts } from "../../src/domain/run.js";

// The worker on in-memory peers: the follower cache holds `profiles` (all of them from the start,
// or `syncPage` more with each FetchFollowersPage call), served in pages of up to 1000 (the
// worker's batch); the classifier reads each profile's fate off its handle.

const RUN_ID = 7;

/** `bot_<kind>_<i>` is dropped as <kind>, `lead_<i>` is a high-fit lead, anything else is no match. */
function classifyByHandle(p: CachedProfile, i: number): Classification {
  const bot = /^bot_([a-z_]+?)_\d+$/.exec(p.handle);
  if (bot) return { xUserId: p.xUserId, outcome: "none", reasons: [`excluded as a bot: ${bot[1]}`], botScore: 0.6 + (i % 40) / 100, botKind: bot[1] as Classification["botKind"] };
  if (p.handle.startsWith("lead_")) return { xUserId: p.xUserId, outcome: "high", reasons: ["matched job_role Founder"], botScore: (i % 30) / 100, botKind: null };
  return { xUserId: p.xUserId, outcome: "none", reasons: ["no job_role evidence"], botScore: 0.1, botKind: null };
}

const profile = (handle: string, i: number): CachedProfile => ({
  xUserId: String(1000 + i),
  handle,
  displayName: handle,
  bio: "",
  followersCount: 10,
  followingCount: 10,
  tweetCount: 10,
  listedCount: 0,
  createdAt: null,
  profileImageUrl: "",
  defaultProfileImage: false,
  verified: false,
  location: "",
  url: "",
  sourceType: "new_follower",
});

/** 1 200 followers: 60 scams, 30 follow farms, 12 engagement baits, 100 leads, the rest no match. */
function followerCache(): CachedProfile[] {
  return Array.from({ length: 1200 }, (_, i) => {
    if (i % 20 === 0) return profile(`bot_scam_${i}`, i);
    if (i % 40 === 1) return profile(`bot_follow_farm_${i}`, i);
    if (i % 100 === 2) return profile(`bot_engagement_bait_${i}`, i);
    if (i % 12 === 3) return profile(`lead_${i}`, i);
    return profile(`person_${i}`, i);
  });
}

interface StoredRun {
  run: Run;
  counts?: RunCounts;
}

function fakeRunRepository(stored: StoredRun): RunRepository {
  const running = () => stored.run.status === "running";
  return {
    find: async () => stored.run,
    async start(_runId, at) {
      if (!["queued", "running"].includes(stored.run.status)) return null;
      stored.run = { ...stored.run, status: "running", startedAt: stored.run.startedAt ?? at };
      return stored.run;
    },
    async appendProgress(_runId, entry) {
      if (running()) stored.run = { ...stored.run, progressLog: [...stored.run.progressLog, entry] };
      return running();
    },
    touch: async () => running(),
    async succeed(_runId, counts, botFilter, at) {
      if (!running()) return null;
      stored.run = { ...stored.run, ...counts, status: "succeeded", completedAt: at, botFilter };
      return stored.run;
    },
    async fail(_runId, errorMessage, at, botFilter = null) {
      if (!running()) return null;
      stored.run = { ...stored.run, status: "failed", errorMessage, completedAt: at, botFilter };
      return stored.run;
    },
  } as Partial<RunRepository> as RunRepository;
}

function world(
  opts: { failOnClassifyCall?: number; failSync?: boolean; syncPage?: number; failSyncAtPage?: number; classifyMs?: number; preCached?: number; withholdPages?: boolean } = {},
) {
  const cache = followerCache();
  // How much of `cache` the sync has cached so far.
  let cached = opts.syncPage || opts.failSync ? (opts.preCached ?? 0) : cache.length;
  let syncCalls = 0;
  let listCalls = 0;
  // The fake cache's listing position after `n` profiles ("" = the start).
  const token = (n: number) => (n === 0 ? "" : String(n));
  const stored: StoredRun = {
    run: {
      id: RUN_ID,
      userId: 1,
      streamId: 2,
      streamName: "s",
      streamPairId: 3,
      accountId: 4,
      xHandle: "acme",
      segmentId: 5,
      segmentName: null,
      source: "manual",
      mode: "sync-then-search",
      status: "queued",
      slotAt: null,
      triggeredAt: new Date(),
      startedAt: null,
      completedAt: null,
      errorMessage: null,
      progressLog: [],
      botFilter: null,
      newFollowersCount: 0,
      candidatesPassedCount: 0,
      mediumFitCount: 0,
      enrichedCount: 0,
    },
  };
  const runs = fakeRunRepository(stored);
  let watermark = "";
  const streams = {
    pairWatermark: async () => watermark,
    setPairWatermark: async (_pairId: number, w: string) => {
      watermark = w;
    },
    findOwned: async () => null,
  };
  const uow = { runs, streams, events: { runCompleted: async () => undefined } } as unknown as UnitOfWork;
  const db = { repositories: uow, transaction: async <T>(work: (u: UnitOfWork) => Promise<T>) => work(uow) } as unknown as Database;

  const followers: FollowerCachePort = {
    async fetchFollowersPage() {
      syncCalls++;
      if (opts.failSync) throw new Error("X is down");
      if (opts.syncPage) await new Promise((r) => setTimeout(r, 5)); // X takes a while
      if (syncCalls === opts.failSyncAtPage) throw new Error("X is down");
      const before = cached;
      cached = Math.min(cache.length, cached + (opts.syncPage ?? 0));
      const done = cached === cache.length;
      const page = opts.withholdPages
        ? { profiles: [], previousToken: token(cached), resumeToken: token(cached) }
        : { profiles: cache.slice(before, cached), previousToken: token(before), resumeToken: token(cached) };
      return { message: `Fetched followers page ${syncCalls}`, done, retryAfterSeconds: 0, runNewFollowers: cached, runNewLikers: 0, cached: page };
    },
    async listCachedProfiles({ pageToken, limit }) {
      listCalls++;
      const from = pageToken === "" ? 0 : Number(pageToken);
      const profiles = cache.slice(from, Math.min(cached, from + limit));
      const next = from + profiles.length;
      return { profiles, nextPageToken: next < cached ? token(next) : "", resumeToken: token(next) };
    },
  };
  let classifyCalls = 0;
  const classified: string[] = [];
  const classifying = { now: 0, most: 0 };
  const classifier: ClassifierPort = {
    async classify(_userId, _segmentId, profiles) {
      classifyCalls++;
      if (classifyCalls === opts.failOnClassifyCall) throw new Error("classification is unavailable");
      classifying.most = Math.max(classifying.most, ++classifying.now);
      if (opts.classifyMs) await new Promise((r) => setTimeout(r, opts.classifyMs));
      classifying.now--;
      classified.push(...profiles.map((p) => p.xUserId));
      return profiles.map((p) => classifyByHandle(p, Number(p.xUserId) - 1000));
    },
  };
  const leadIds = new Set<string>();
  const recorded: string[] = [];
  const leads: LeadsPort = {
    async recordLeads(_run, candidates: LeadCandidate[]) {
      for (const c of candidates) leadIds.add(c.profile.xUserId);
      recorded.push(...candidates.map((c) => c.profile.xUserId));
    },
    countRunLeads: async () => ({ high: leadIds.size, medium: 0, enriched: 0 }),
    enrichRunLeads: async () => {
      throw new Error("not used");
    },
  };
  const deps = { db, followers, classifier, leads, budget: {}, now: () => new Date() } as unknown as RunDeps;
  return { execute: executeRun(deps), stored, leadIds, recorded, cache, classified, mostClassifying: () => classifying.most, watermark: () => watermark, syncCalls: () => syncCalls, listCalls: () => listCalls };
}

const job = (lastAttempt: boolean) => ({ lastAttempt, signal: new AbortController().signal });

/** What one uninterrupted pass over the cache drops. */
function expectOnePass(report: BotFilterReport | null) {
  expect(report).not.toBeNull();
  expect(report!.droppedCount).toBe(102);
  expect(report!.droppedByKind).toEqual({ scam: 60, follow_farm: 30, engagement_bait: 12 });
  expect(report!.sample.filter((e) => e.botKind !== null)).toHaveLength(20);
  expect(report!.sample.filter((e) => e.confidence === "high")).toHaveLength(10);
}

describe("a run's bot filter report", () => {
  it("tallies every classify batch of the run, bounds the sample and logs the drops", async () => {
    const w = world();
    await w.execute(RUN_ID, job(true));
    expect(w.stored.run.status).toBe("succeeded");
    expectOnePass(w.stored.run.botFilter);
    const sample = w.stored.run.botFilter!.sample;
    // The dropped ones take turns by kind (the most frequent first); the leads come most bot-like first.
    expect(sample.slice(0, 3).map((e) => e.botKind)).toEqual(["scam", "follow_farm", "engagement_bait"]);
    const leadScores = sample.filter((e) => e.confidence).map((e) => e.botScore);
    expect(leadScores).toEqual([...leadScores].sort((a, b) => b - a));
    expect(sample.every((e) => e.handle !== "" && e.xUserId !== "" && e.reasons.length > 0)).toBe(true);
    expect(w.stored.run.progressLog.map((e) => e.message)).toContain("Dropped 102 bots (60 scam, 30 follow_farm, 12 engagement_bait)");
  });

  it("counts one pass when the run is redelivered after failing mid-classification", async () => {
    const w = world({ failOnClassifyCall: 2 }); // the second batch (200) fails
    await expect(w.execute(RUN_ID, job(false))).rejects.toThrow("classification is unavailable");
    expect(w.stored.run).toMatchObject({ status: "running", botFilter: null }); // nothing written until the run ends
    expect(w.leadIds.size).toBeGreaterThan(0); // the first batch's leads are recorded

    await w.execute(RUN_ID, job(true)); // the redelivery starts over from the pair's watermark
    expect(w.stored.run.status).toBe("succeeded");
    expect(w.stored.run.progressLog.map((e) => e.message)).toContain("Run resumed after an interruption");
    expectOnePass(w.stored.run.botFilter);
    expect(w.stored.run.progressLog.filter((e) => e.message.startsWith("Dropped "))).toEqual([expect.objectContaining({ message: "Dropped 102 bots (60 scam, 30 follow_farm, 12 engagement_bait)" })]);

    // A late copy of the message finds the run over and changes nothing.
    const ended = w.stored.run;
    await w.execute(RUN_ID, job(true));
    expect(w.stored.run).toBe(ended);
  });

  it("keeps what it classified when the last attempt fails", async () => {
    const w = world({ failOnClassifyCall: 2 }); // batch 1 (1 000 profiles) is classified
    await expect(w.execute(RUN_ID, job(true))).rejects.toThrow("classification is unavailable");
    expect(w.stored.run.status).toBe("failed");
    const report = w.stored.run.botFilter!;
    const firstThousand = w.cache.slice(0, 1000).map((p, i) => classifyByHandle(p, i));
    expect(report.droppedCount).toBe(firstThousand.filter((c) => c.botKind !== null).length);
    expect(report.droppedByKind).toEqual({ scam: 50, follow_farm: 25, engagement_bait: 10 });
  });

  it("has no report when the run fails before classifying", async () => {
    const w = world({ failSync: true });
    await expect(w.execute(RUN_ID, job(true))).rejects.toThrow("X is down");
    expect(w.stored.run).toMatchObject({ status: "failed", botFilter: null });
  });

  it("has the report of what it classified beside the sync when the sync fails later", async () => {
    const w = world({ syncPage: 400, failSyncAtPage: 3 }); // 800 cached, then X fails
    await expect(w.execute(RUN_ID, job(true))).rejects.toThrow("X is down");
    expect(w.stored.run.status).toBe("failed");
    expect(w.classified.length).toBeLessThanOrEqual(800);
    const report = w.stored.run.botFilter;
    const expected = w.classified.map((id) => classifyByHandle(w.cache[Number(id) - 1000], Number(id) - 1000)).filter((c) => c.botKind !== null).length;
    expect(report?.droppedCount ?? 0).toBe(expected);
    expect(w.watermark()).toBe(""); // a failed run leaves the pair's watermark
  });
});

describe("a sync run classifies beside the follower sync", () => {
  it("classifies each profile the sync caches once, as the pages arrive, and ends after the sync", async () => {
    const w = world({ syncPage: 250 }); // 5 pages for 1 200 profiles
    await w.execute(RUN_ID, job(true));
    expect(w.stored.run.status).toBe("succeeded");
    expect(w.syncCalls()).toBe(5);
    expect(w.classified).toEqual(w.cache.map((p) => p.xUserId));
    // The sync's pages are taken as they come: listed are only the cache before the sync and its end.
    expect(w.listCalls()).toBeLessThanOrEqual(3);
    expect(w.stored.run.newFollowersCount).toBe(1200);
    expect(w.watermark()).toBe("1200");
    expectOnePass(w.stored.run.botFilter);
    const messages = w.stored.run.progressLog.map((e) => e.message);
    expect(messages.filter((m) => m.startsWith("Fetched followers page"))).toHaveLength(5);
    expect(messages).toContain("Found 1200 new followers and 0 new likers");
    expect(messages).toContain(`Classified 1200 profiles: ${w.leadIds.size} high fit, 0 medium fit`);
    expect(messages.filter((m) => m.startsWith("Dropped "))).toHaveLength(1);
    expect(messages.at(-1)).toBe(`${w.leadIds.size} new leads (${w.leadIds.size} high fit, 0 medium fit) in the lead list`);
    const times = w.stored.run.progressLog.map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("holds the sync back while classifying is behind, and still classifies each profile once", async () => {
    const w = world({ syncPage: 25, classifyMs: 30 }); // 12 pages, classifying slower than the sync
    await w.execute(RUN_ID, job(true));
    expect(w.stored.run.status).toBe("succeeded");
    expect(w.classified).toEqual(w.cache.map((p) => p.xUserId));
    expectOnePass(w.stored.run.botFilter);
    expect(w.watermark()).toBe("1200");
  });

  it("leaves no listener behind on the run's signal for each time the sync waits for room", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      const w = world({ syncPage: 40, classifyMs: 40 }); // 30 pages, the sync waiting for room on half of them
      await w.execute(RUN_ID, job(true));
      expect(w.stored.run.status).toBe("succeeded");
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).not.toContain("MaxListenersExceededWarning");
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("sends the next batch to be classified while one is classified, and records leads in cache order", async () => {
    const w = world({ syncPage: 25, classifyMs: 30 });
    await w.execute(RUN_ID, job(true));
    expect(w.mostClassifying()).toBe(2);
    const leadsInCacheOrder = w.cache.filter((p) => p.handle.startsWith("lead_")).map((p) => p.xUserId);
    expect(w.recorded).toEqual(leadsInCacheOrder);
    expectOnePass(w.stored.run.botFilter);
  });

  it("counts and records what was sent to be classified when the sync fails", async () => {
    const w = world({ syncPage: 100, classifyMs: 40, failSyncAtPage: 5 });
    await expect(w.execute(RUN_ID, job(true))).rejects.toThrow("X is down");
    const sent = w.classified.map((id) => w.cache[Number(id) - 1000]);
    expect(sent.length).toBeGreaterThan(0);
    expect(w.stored.run.botFilter?.droppedCount).toBe(sent.filter((p, i) => classifyByHandle(p, i).botKind !== null).length);
    expect(w.recorded).toEqual(sent.filter((p) => p.handle.startsWith("lead_")).map((p) => p.xUserId));
  });

  it("lists the cache ahead of the sync's pages (an earlier attempt's, another stream's) before taking them", async () => {
    const w = world({ syncPage: 250, preCached: 300 });
    await w.execute(RUN_ID, job(true));
    expect(w.classified).toEqual(w.cache.map((p) => p.xUserId));
    expect(w.stored.run.newFollowersCount).toBe(1200);
    expectOnePass(w.stored.run.botFilter);
  });

  it("lists what the sync's pages do not hand over", async () => {
    const w = world({ syncPage: 250, withholdPages: true });
    await w.execute(RUN_ID, job(true));
    expect(w.classified).toEqual(w.cache.map((p) => p.xUserId));
    expect(w.listCalls()).toBeGreaterThan(2);
    expectOnePass(w.stored.run.botFilter);
  });

  it("repeats nothing when redelivered after the classifying side failed mid-sync", async () => {
    const w = world({ syncPage: 250, failOnClassifyCall: 2 });
    await expect(w.execute(RUN_ID, job(false))).rejects.toThrow("classification is unavailable");
    expect(w.stored.run.status).toBe("running");
    const synced = w.syncCalls();
    await w.execute(RUN_ID, job(true));
    expect(w.stored.run.status).toBe("succeeded");
    expect(w.syncCalls() - synced).toBeLessThanOrEqual(5);
    expect(w.leadIds.size).toBe(w.cache.filter((p) => p.handle.startsWith("lead_")).length);
    expectOnePass(w.stored.run.botFilter);
    expect(w.watermark()).toBe("1200");
  });
});
