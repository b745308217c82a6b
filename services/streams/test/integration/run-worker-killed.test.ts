import { spawn, type ChildProcess } from "node:child_process";
import { eventually, freePort } from "@leadstream/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RunStatus } from "@leadstream/contracts";
import { finishedRun, followersOfInterest, paidUser, startStack, streamOnFixture, streamsClient, type Stack } from "./harness.js";

const root = new URL("../../../../", import.meta.url).pathname;
// Short, so a dead worker's run comes back within the test (production: 60 s).
const ACK_WAIT = { RUN_ACK_WAIT_SECONDS: "3" };

describe("a run whose worker process is killed", () => {
  let s: Stack;
  let worker: ChildProcess | undefined;
  beforeAll(async () => {
    // The stack's own streams service answers RPCs but works no runs: the spawned process does.
    s = await startStack({ streamsEnv: { RUN_WORKER_CONCURRENCY: "0", ...ACK_WAIT } });
  });
  afterAll(async () => {
    worker?.kill("SIGKILL");
    await s?.stop();
  });

  const leadsOf = async (userId: number, streamId: number) =>
    (await s.leads.listStreamLeads({ userId, streamId, limit: 500 })).leads.map((l) => `${l.profile!.handle} ${l.matchConfidence} ${l.sourceType}`).sort();

  it("is taken over by another replica and ends with the same leads as an uninterrupted run", { timeout: 90_000 }, async () => {
    const port = await freePort();
    worker = spawn(process.execPath, ["--import", "tsx", "services/streams/src/main.ts"], {
      cwd: root,
      env: { ...process.env, ...s.streamsEnv({ ...ACK_WAIT, PORT: String(port), RUN_WORKER_CONCURRENCY: "1", LOG_LEVEL: "silent" }) },
      stdio: "ignore",
    });
    await eventually(() => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false), { timeoutMs: 30_000, what: "the worker process" });

    const userId = await paidUser(s);
    const fixture = { followers: followersOfInterest(), tweets: [{ text: "Launch day", liking_users: followersOfInterest().slice(0, 6) }] };
    const baseline = await streamOnFixture(s, userId, fixture.followers, { tweets: fixture.tweets });
    const first = await finishedRun(s.streams, userId, baseline.streamId, (await s.streams.runStream({ userId, streamId: baseline.streamId })).queued[0].runId);
    expect(first.status).toBe(RunStatus.SUCCEEDED);

    // The second run stops at the likers: X's window is spent (accounts-billing waits it out, even for a new replica).
    const interrupted = await streamOnFixture(s, userId, fixture.followers, { tweets: fixture.tweets });
    s.sandbox.rateLimiter.configure({ likingUsers: 1, windowSeconds: 10 });
    s.sandbox.rateLimiter.hit("likingUsers");
    const runId = (await s.streams.runStream({ userId, streamId: interrupted.streamId })).queued[0].runId;
    await eventually(
      async () => ((await s.streams.getRun({ userId, streamId: interrupted.streamId, runId })).run?.progressLog.some((e) => e.message.startsWith("X rate limit reached")) ? true : undefined),
      { timeoutMs: 20_000, what: "the run to wait on X" },
    );

    worker.kill("SIGKILL"); // no shutdown, no ack, no more heartbeats
    await new Promise((r) => worker!.once("exit", r));
    s.sandbox.rateLimiter.configure({ likingUsers: 1000, windowSeconds: 900 });
    const replica = await s.startStreamsReplica({ ...ACK_WAIT, RUN_WORKER_CONCURRENCY: "1" });
    const resumed = await finishedRun(streamsClient(replica.url), userId, interrupted.streamId, runId, 30_000);

    expect(resumed.status).toBe(RunStatus.SUCCEEDED);
    expect(resumed.progressLog.map((e) => e.message)).toContain("Run resumed after an interruption");
    expect(resumed).toMatchObject({ newFollowersCount: first.newFollowersCount, candidatesPassedCount: first.candidatesPassedCount, mediumFitCount: first.mediumFitCount });
    expect(await leadsOf(userId, interrupted.streamId)).toEqual(await leadsOf(userId, baseline.streamId));
  });
});
