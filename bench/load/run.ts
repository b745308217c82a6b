// bench/load (issue 13): a realistic mix through the gateway, every process of the stack on its
// own (identity, accounts-billing, classification, streams, leads, notifications, the gateway and
// the X sandbox) in production mode. BENCH_USERS users, each with an API key, a session, a
// stream of two pairs on their own sandbox accounts and a webhook subscription to a local
// receiver; then for BENCH_SECONDS, BENCH_CONNECTIONS workers poll leads, runs, /me and streams
// and now and then rename a stream or give feedback on a lead (Bearer keys through the real rate
// limiter, some session cookies), while syncs are started at BENCH_RUNS_PER_MINUTE and sandbox
// time moves an hour every 30 s so later runs find new followers. Every 30 s a progress line and
// each process's RSS; at the end requests/s and p50/p99 per route, failures by status, runs, and
// whether every lead of a finished run (failed and cancelled ones too) reached its webhook exactly once.
//
//   pnpm bench load
//   BENCH_USERS=100 BENCH_SECONDS=60 BENCH_CONNECTIONS=20 pnpm bench load
import { type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { TIER_LIMITS } from "../../services/accounts-billing/src/domain/tiers.js";
import { localStack, openBenchEnv, rssMiB, type StackProcess } from "../harness.js";
import { MixState, OPS, runner, sleep, worker, type Client } from "./mix.js";
import { startLoadReceiver } from "./receiver.js";
import { setUpUsers } from "./setup.js";
import { LoadStats, printRouteTable, summarize } from "./stats.js";

const USERS = Number(process.env.BENCH_USERS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUNS_PER_MINUTE = Number(process.env.BENCH_RUNS_PER_MINUTE ?? 30);
/** Followers of each sandbox account before its first run. */
const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 50);
/** New followers of each account per sandbox hour (one passes every progress interval). */
const NEW_FOLLOWERS_PER_HOUR = Number(process.env.BENCH_NEW_FOLLOWERS_PER_HOUR ?? 10);
const COOKIE_SHARE = 0.2;
// Far above what a key sends here: the limiter's work does not depend on the limit, and a 429 is a failure.
const RATE_LIMIT = "1000000";
const PROGRESS_SECONDS = Math.min(30, SECONDS);
/** RSS at this point is the warm-up value the end is compared with (60 s, or half a shorter load). */
const WARM_UP_SECONDS = Math.min(60, Math.max(PROGRESS_SECONDS, Math.floor(SECONDS / 2 / PROGRESS_SECONDS) * PROGRESS_SECONDS));
const RSS_GROWTH_FLAG = 0.1;
const DRAIN_TIMEOUT_MS = 300_000;

const bench = await openBenchEnv();
const receiver = await startLoadReceiver();
const mailDir = mkdtempSync(join(tmpdir(), "bench-load-mail-"));
const db = new pg.Client({ connectionString: bench.env.DATABASE_URL });
db.on("error", () => undefined); // dropped with the database at the end
let failed = false;
try {
  const stack = localStack(7880);
  const procs = new Map<StackProcess, ChildProcess>();
  const spawn = async (name: StackProcess, env: NodeJS.ProcessEnv = {}) => procs.set(name, await bench.spawnStackProcess(stack, name, env));
  console.log(`starting the X sandbox, six services and the gateway (ports ${stack.port.sandbox}-${stack.port.notifications})...`);
  const sandboxLimit = "1000000";
  await spawn("sandbox", {
    X_SANDBOX_RATE_LIMIT_FOLLOWERS: sandboxLimit,
    X_SANDBOX_RATE_LIMIT_USERS: sandboxLimit,
    X_SANDBOX_RATE_LIMIT_TWEETS: sandboxLimit,
    X_SANDBOX_RATE_LIMIT_LIKING_USERS: sandboxLimit,
    X_SANDBOX_NEW_FOLLOWERS_PER_HOUR: String(NEW_FOLLOWERS_PER_HOUR),
  });
  await spawn("identity");
  await Promise.all([
    spawn("billing"),
    spawn("classification"),
    spawn("leads"),
    // The receiver is on loopback over http: the dev/test escape from the https + public address rule.
    spawn("notifications", { WEBHOOKS_ALLOW_PRIVATE: "true", MAIL_DIR: mailDir }),
    // Runs start only from the load's POST /streams/{id}/run: a schedule slot passing would start hundreds at once.
    spawn("streams", { RUN_SCHEDULER_ENABLED: "false", WEBHOOKS_ALLOW_PRIVATE: "true" }),
  ]);
  await spawn("gateway", { RATE_LIMIT_PER_MINUTE: RATE_LIMIT });
  const gatewayUrl = stack.url(stack.port.gateway);
  const sandboxUrl = stack.url(stack.port.sandbox);

  const setupStarted = performance.now();
  const users = await setUpUsers({ users: USERS, followers: FOLLOWERS, gatewayUrl, sandboxUrl, identityUrl: stack.peers.IDENTITY_URL, internalToken: bench.env.INTERNAL_TOKEN!, receiver });
  console.log(`set up ${USERS} users, each with a key, a session, a stream of two pairs (${FOLLOWERS} followers per account) and a webhook subscription (${((performance.now() - setupStarted) / 1000).toFixed(1)} s)`);
  await db.connect();

  const stats = new LoadStats();
  const state = new MixState(COOKIE_SHARE);
  const client: Client = { gatewayUrl, stats, state, timeoutMs: 30_000 };
  const stop = new AbortController();
  console.log(
    `\nload: ${CONNECTIONS} workers for ${SECONDS} s over ${USERS} users (${Math.round(COOKIE_SHARE * 100)} % of cookie-capable reads with a session), ` +
      `a stream run started every ${(60 / RUNS_PER_MINUTE).toFixed(1)} s, sandbox time +1 h (${NEW_FOLLOWERS_PER_HOUR} new followers per account) every ${PROGRESS_SECONDS} s`,
  );
  console.log(`mix: ${OPS.map((op) => `${op.route} ${op.weight}`).join(", ")}; plus POST /streams/{id}/run`);
  const started = performance.now();
  const workers = Array.from({ length: CONNECTIONS }, () => worker(client, users, stop.signal));
  const runnerDone = runner(client, users, { intervalMs: 60_000 / RUNS_PER_MINUTE, syncsPerDay: TIER_LIMITS.pro.dailySyncs }, stop.signal);

  const rss: { at: number; mib: Map<StackProcess, number> }[] = [];
  console.log(`\n${"t s".padStart(5)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"non-2xx".padStart(9)}${"429".padStart(6)}${"errors".padStart(8)}${"runs".padStart(7)}${"ended".padStart(7)}${"batches".padStart(9)}${"leads".padStart(8)}${"RSS MiB".padStart(9)}`);
  let windowStarted = started;
  for (let at = PROGRESS_SECONDS; ; at = Math.min(at + PROGRESS_SECONDS, SECONDS)) {
    await sleep(started + at * 1000 - performance.now());
    if (at >= SECONDS) stop.abort();
    const now = performance.now();
    const window = summarize([...stats.takeWindow().values()], (now - windowStarted) / 1000);
    windowStarted = now;
    const sample = new Map([...procs].map(([name, child]) => [name, rssMiB(child.pid!)]));
    rss.push({ at, mib: sample });
    const runCounts = await runStatusCounts(db);
    const finished = (runCounts.get("succeeded") ?? 0) + (runCounts.get("failed") ?? 0) + (runCounts.get("cancelled") ?? 0);
    const leads = [...receiver.leadCounts().values()].reduce((n, c) => n + c, 0);
    console.log(
      `${String(at).padStart(5)}${window.perSecond.toFixed(1).padStart(9)}${window.p50.toFixed(1).padStart(9)}${window.p99.toFixed(1).padStart(9)}${String(window.non2xx).padStart(9)}${String(window.refused).padStart(6)}${String(window.errors).padStart(8)}` +
        `${String(sum(runCounts)).padStart(7)}${String(finished).padStart(7)}${String(receiver.batches()).padStart(9)}${String(leads).padStart(8)}${sum(sample).toFixed(0).padStart(9)}${window.failures ? `  ${window.failures}` : ""}`,
    );
    if (at >= SECONDS) break;
    await fetch(`${sandboxUrl}/sandbox/advance`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ hours: 1 }) });
  }
  await Promise.all(workers);
  const posted = await runnerDone;
  const seconds = (performance.now() - started) / 1000;

  console.log(`\nper route over ${seconds.toFixed(0)} s:`);
  const all = printRouteTable(stats.total, seconds, [...OPS.map((op) => op.route), "POST /streams/{id}/run"]);
  const endRuns = await runStatusCounts(db);
  console.log(
    `\nruns: ${posted.posts} POST /streams/{id}/run, ${posted.queued} runs queued` +
      `${posted.skipped.size ? `, skipped: ${[...posted.skipped].map(([reason, n]) => `${reason} x${n}`).join(", ")}` : ""}; at the end of the load: ${[...endRuns].map(([status, n]) => `${n} ${status}`).join(", ") || "none"}`,
  );

  // RSS saws up and down with garbage collection, so two single samples say little: a leak shows
  // as peaks that keep rising. Compare the highest sample of the second half after warm-up with
  // the highest of the first half.
  const steady = rss.filter((r) => r.at >= WARM_UP_SECONDS);
  const half = Math.ceil(steady.length / 2);
  const [early, late] = [steady.slice(0, half), steady.slice(half)];
  const peak = (samples: typeof rss, name: StackProcess) => Math.max(...samples.map((r) => r.mib.get(name)!));
  console.log(`\nRSS (MiB) every ${PROGRESS_SECONDS} s; growth = peak of ${late[0]?.at ?? "-"}-${late.at(-1)?.at ?? "-"} s over peak of ${early[0]?.at ?? "-"}-${early.at(-1)?.at ?? "-"} s (after warm-up), flagged over ${RSS_GROWTH_FLAG * 100} %`);
  console.log(`${"process".padEnd(16)}${rss.map((r) => `${r.at} s`.padStart(8)).join("")}${"growth".padStart(10)}`);
  const grown: string[] = [];
  for (const name of procs.keys()) {
    const growth = late.length === 0 ? 0 : peak(late, name) / peak(early, name) - 1;
    if (growth > RSS_GROWTH_FLAG) grown.push(name);
    console.log(`${name.padEnd(16)}${rss.map((r) => r.mib.get(name)!.toFixed(1).padStart(8)).join("")}${`${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} %`.padStart(10)}${growth > RSS_GROWTH_FLAG ? "  GROWING" : ""}`);
  }

  console.log(`\ndraining: waiting for the open runs to end and their webhooks to arrive...`);
  const delivery = await drain(db, receiver, DRAIN_TIMEOUT_MS);
  const finalRuns = await runStatusCounts(db);
  const { rows: work } = (await db.query(
    `SELECT count(*)::int AS runs, coalesce(sum(new_followers_count), 0)::int AS followers, coalesce(sum(candidates_passed_count), 0)::int AS leads,
            count(*) FILTER (WHERE nth > 1)::int AS later, coalesce(sum(new_followers_count) FILTER (WHERE nth > 1), 0)::int AS later_followers
       FROM (SELECT *, row_number() OVER (PARTITION BY stream_pair_id ORDER BY id) AS nth FROM "streams".runs) r WHERE status = 'succeeded'`,
  )) as { rows: { runs: number; followers: number; leads: number; later: number; later_followers: number }[] };
  const w = work[0]!;
  console.log(
    `runs: ${[...finalRuns].map(([status, n]) => `${n} ${status}`).join(", ") || "none"} (the last ended ${(delivery.runsEndedAfterMs / 1000).toFixed(1)} s after the load); ` +
      `succeeded runs classified ${w.followers} new followers and recorded ${w.leads} leads; ${w.later} were a pair's second run or later, with ${w.later_followers} new followers`,
  );
  console.log(
    `webhooks: ${receiver.batches()} batches (${receiver.retries()} retried, ${receiver.rejected()} rejected), ${delivery.received} distinct leads received of ${delivery.expected} leads of finished runs (${delivery.ofFailedRuns} of failed or cancelled ones): ` +
      `${delivery.missing} missing, ${delivery.duplicated} duplicated, ${delivery.unexpected} not of a finished run; ${delivery.pending} deliveries still pending`,
  );

  const problems = [
    all.errors > 0 && `${all.errors} requests got no answer`,
    all.non2xx > 0 && `${all.non2xx} non-2xx answers (${all.refused} of them 429)`,
    (finalRuns.get("failed") ?? 0) + (finalRuns.get("cancelled") ?? 0) > 0 && `${(finalRuns.get("failed") ?? 0) + (finalRuns.get("cancelled") ?? 0)} runs failed or were cancelled`,
    (finalRuns.get("queued") ?? 0) + (finalRuns.get("running") ?? 0) > 0 && "runs still open after the drain",
    (delivery.missing > 0 || delivery.duplicated > 0 || delivery.unexpected > 0 || delivery.pending > 0 || receiver.rejected() > 0) && "webhook deliveries incomplete, duplicated or rejected",
    grown.length > 0 && `RSS grew more than ${RSS_GROWTH_FLAG * 100} % after warm-up: ${grown.join(", ")}`,
  ].filter((p): p is string => typeof p === "string");
  failed = problems.length > 0;
  console.log(failed ? `\nFAILED: ${problems.join("; ")}` : `\nOK: ${all.perSecond.toFixed(1)} requests/s held, no errors, every lead delivered once, no RSS growth after warm-up`);
} finally {
  await db.end().catch(() => undefined);
  await receiver.close();
  await bench.close();
  rmSync(mailDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;

function sum(values: Map<unknown, number>): number {
  return [...values.values()].reduce((n, v) => n + v, 0);
}

async function runStatusCounts(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = (await client.query(`SELECT status, count(*)::int AS n FROM "streams".runs GROUP BY status ORDER BY status`)) as { rows: { status: string; n: number }[] };
  return new Map(rows.map((r) => [r.status, r.n]));
}

/**
 * Waits until no run is open and every lead of a finished run has reached the receiver with no
 * delivery pending (or `timeoutMs` passes), then compares what arrived with the leads table.
 */
async function drain(client: pg.Client, hooks: Awaited<ReturnType<typeof startLoadReceiver>>, timeoutMs: number) {
  const startedAt = performance.now();
  const deadline = startedAt + timeoutMs;
  let runsEndedAfterMs = NaN;
  const expectedIds = async () =>
    ((await client.query(`SELECT l.id FROM "leads".leads l JOIN "streams".runs r ON r.id = l.run_id WHERE r.status IN ('succeeded', 'failed', 'cancelled')`)) as { rows: { id: number }[] }).rows.map((r) => r.id);
  const pendingDeliveries = async () => ((await client.query(`SELECT count(*)::int AS n FROM "notifications".deliveries WHERE status IN ('pending', 'sending')`)) as { rows: { n: number }[] }).rows[0]!.n;
  for (;;) {
    const open = (await client.query(`SELECT count(*)::int AS n FROM "streams".runs WHERE status IN ('queued', 'running')`)) as { rows: { n: number }[] };
    if (open.rows[0]!.n === 0) {
      if (Number.isNaN(runsEndedAfterMs)) runsEndedAfterMs = performance.now() - startedAt;
      const expected = await expectedIds();
      const received = hooks.leadCounts();
      if (expected.every((id) => received.has(id)) && (await pendingDeliveries()) === 0) break;
    }
    if (performance.now() > deadline) break;
    await sleep(1000);
  }
  const expected = new Set(await expectedIds());
  const received = hooks.leadCounts();
  const { rows } = (await client.query(`SELECT count(*)::int AS n FROM "leads".leads l JOIN "streams".runs r ON r.id = l.run_id WHERE r.status IN ('failed', 'cancelled')`)) as { rows: { n: number }[] };
  return {
    runsEndedAfterMs,
    expected: expected.size,
    received: received.size,
    missing: [...expected].filter((id) => !received.has(id)).length,
    duplicated: [...received.values()].filter((n) => n > 1).length,
    unexpected: [...received.keys()].filter((id) => !expected.has(id)).length,
    pending: await pendingDeliveries(),
    ofFailedRuns: rows[0]!.n,
  };
}
