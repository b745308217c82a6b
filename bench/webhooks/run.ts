// bench/webhooks: a run with 10 000 new leads delivered as webhooks, leads, streams and
// notifications each in its own process. Like the gateway's webhook tests, the run is not a real
// X sync: the leads are recorded through the leads RPC (as a run's worker does) and the run's
// completion is published on the bus (streams.run.completed, as streams' outbox relay does).
// Prints, per scenario, batches/s and p50/p99 from run completion to receipt of each batch:
//   1. one fast local receiver;
//   2. the same next to a receiver that takes 5 s per request (the fast one's p99 must not move).
import { create, toBinary } from "@bufbuild/protobuf";
import { randomUUID } from "node:crypto";
import { EVENTS, LeadsService, NotificationsService, RunCompletedSchema } from "@leadstream/contracts";
import { connectBus, createRpcClient } from "@leadstream/platform";
import { startWebhookReceiver, type WebhookReceiver } from "@leadstream/dev";
import { localStack, openBenchEnv } from "../harness.js";

const LEADS = Number(process.env.BENCH_WEBHOOK_LEADS ?? 10_000);
const SLOW_MS = Number(process.env.BENCH_WEBHOOK_SLOW_MS ?? 5_000);
const BATCH = 50;

const bench = await openBenchEnv();
const receivers: WebhookReceiver[] = [];
try {
  const { port, url, peers } = localStack(7680);
  const notificationsPort = port.gateway + 1;
  const env = { ...peers, NOTIFICATIONS_URL: url(notificationsPort) };
  console.log("starting leads, streams and notifications...");
  await bench.spawnServer("services/leads/src/main.ts", { ...env, PORT: String(port.leads) }, `${url(port.leads)}/readyz`);
  await bench.spawnServer("services/streams/src/main.ts", { ...env, PORT: String(port.streams), RUN_WORKER_CONCURRENCY: "0", RUN_SCHEDULER_ENABLED: "false" }, `${url(port.streams)}/readyz`);
  await bench.spawnServer("services/notifications/src/main.ts", { ...env, PORT: String(notificationsPort), WEBHOOKS_ALLOW_PRIVATE: "true" }, `${url(notificationsPort)}/readyz`);

  const rpc = { baseUrl: "", internalToken: bench.env.INTERNAL_TOKEN!, caller: "bench" };
  const leads = createRpcClient(LeadsService, { ...rpc, baseUrl: peers.LEADS_URL });
  const notifications = createRpcClient(NotificationsService, { ...rpc, baseUrl: url(notificationsPort) });
  const bus = await connectBus({ url: bench.env.NATS_URL!, prefix: bench.env.NATS_PREFIX!, name: "bench-webhooks" });

  let nextUser = 1;
  /** A user subscribed with each receiver, a run of theirs with `LEADS` new leads, completed on the bus; when it completed. */
  async function completedRun(targets: WebhookReceiver[]): Promise<number> {
    const userId = nextUser++;
    const runId = 1000 + userId;
    for (const r of targets) r.setSecret((await notifications.subscribe({ userId, targetUrl: r.url })).secret);
    for (let from = 0; from < LEADS; from += 1000) {
      const candidates = Array.from({ length: Math.min(1000, LEADS - from) }, (_, k) => {
        const i = from + k;
        return {
          profile: { xUserId: `${runId}${String(i).padStart(6, "0")}`, handle: `lead_${runId}_${i}`, displayName: `Lead ${i}`, profileImageUrl: "https://img.example/p.png", followerCount: i, bio: "Founder, building B2B SaaS" },
          matchConfidence: i % 3 ? "high" : "medium",
          sourceType: "new_follower",
          matchReasons: ["job_role: Founder"],
        };
      });
      await leads.recordLeads({ userId, streamId: 1, streamName: "Bench", runId, trackedAccountId: 1, trackedAccountHandle: "bench_target", segmentId: 1, candidates: candidates as any });
    }
    const completed = Date.now();
    const event = create(RunCompletedSchema, { runId, userId, streamId: 1, trackedAccountId: 1, segmentId: 1, status: "succeeded" as any, mode: "sync" as any, newFollowersCount: LEADS, candidatesPassedCount: LEADS });
    await bus.js.publish(bus.subject(EVENTS.streams.runCompleted.subject), toBinary(RunCompletedSchema, event), { msgID: randomUUID() });
    return completed;
  }

  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  async function received(r: WebhookReceiver, completedAt: number, batches: number, timeoutMs = 300_000) {
    const deadline = Date.now() + timeoutMs;
    while (r.delivered().length < batches) {
      if (Date.now() > deadline) throw new Error(`${r.url}: ${r.delivered().length} of ${batches} batches after ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const latencies = r.delivered().map((b) => b.receivedAt.getTime() - completedAt).sort((a, b) => a - b);
    const leadCount = r.delivered().reduce((n, b) => n + (b.leads?.length ?? 0), 0);
    const seconds = latencies.at(-1)! / 1000;
    const sending = (latencies.at(-1)! - latencies[0]!) / 1000;
    return { batches: latencies.length, leadCount, seconds, perSecond: latencies.length / seconds, sendingPerSecond: (latencies.length - 1) / sending, first: latencies[0]!, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  }
  const show = (label: string, s: Awaited<ReturnType<typeof received>>) =>
    console.log(
      `  ${label}: ${s.batches} batches (${s.leadCount} leads) in ${s.seconds.toFixed(2)} s after completion = ${s.perSecond.toFixed(1)} batches/s ` +
        `(${s.sendingPerSecond.toFixed(1)} batches/s from the first receipt, at ${s.first} ms); completion -> receipt p50 ${s.p50} ms, p99 ${s.p99} ms`,
    );

  const batches = Math.ceil(LEADS / BATCH);
  const fast = await startWebhookReceiver({ path: "/fast" });
  receivers.push(fast);
  console.log(`\n1. one receiver, a run with ${LEADS} new leads (${batches} batches of ${BATCH}):`);
  const alone = await received(fast, await completedRun([fast]), batches);
  show("fast receiver", alone);

  const fast2 = await startWebhookReceiver({ path: "/fast" });
  const slow = await startWebhookReceiver({ path: "/slow", behaviour: () => new Promise((resolve) => setTimeout(() => resolve(200), SLOW_MS)) });
  receivers.push(fast2, slow);
  console.log(`\n2. the same run to a fast receiver and one that takes ${SLOW_MS / 1000} s per request:`);
  const completedAt = await completedRun([fast2, slow]);
  const beside = await received(fast2, completedAt, batches);
  show("fast receiver", beside);
  const slowSoFar = slow.requests.length;
  console.log(`  slow receiver: ${slowSoFar} request(s) received meanwhile (one at a time, ${SLOW_MS / 1000} s each)`);
  console.log(`\nfast receiver's p99: ${alone.p99} ms alone, ${beside.p99} ms next to the slow one`);
  await bus.close();
} finally {
  await Promise.all(receivers.map((r) => r.close()));
  await bench.close();
}
