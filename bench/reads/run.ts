// bench/reads (issue 12): the read calls clients poll, under load, every service and the gateway
// in its own process as deployed (production mode, LOG_LEVEL warn). Many users, each with an API
// key, a session, a stream of two pairs, runs and leads; every request of a load picks the next
// user, so Bearer calls go through the real rate limiter (one NATS KV counter per key, none of
// them refused) and the credential caches hold many entries. Side by side in the same pass: the
// bare Fastify route, and the gateway's own cost on a route that calls no service. Each process's
// RSS is printed after every pass.
//
//   pnpm bench reads
//   BENCH_USERS=1000 BENCH_SECONDS=10 BENCH_PASSES=2 BENCH_ROUTES=me,streams BENCH_PROFILE=gateway,streams pnpm bench reads
//
// BENCH_PROFILE names processes to run under --cpu-prof (profiles land in .data/profiles/<time>-<name>,
// the main thread's is CPU.*.0.*.cpuprofile; `pnpm bench reads:profile <file>` prints its top items).
import { execSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { METRICS } from "@leadstream/contracts";
import { prometheusName, scrapeMetrics, sumOf } from "../../packages/testing/src/prometheus.js";
import { generateApiKey } from "../../services/identity/src/domain/api-key.js";
import { localStack, openBenchEnv, root, rssMiB } from "../harness.js";

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PASSES = Number(process.env.BENCH_PASSES ?? 2);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const ONLY = process.env.BENCH_ROUTES?.split(",").map((s) => s.trim()).filter(Boolean);
/** The gateway's read-cache lookups (by result), scraped from its /metrics around each load. */
const LOOKUPS = prometheusName(METRICS.readCacheLookups);
const PROFILE = new Set(process.env.BENCH_PROFILE?.split(",").map((s) => s.trim()).filter(Boolean));
// Each key makes a few hundred calls a minute here (the limiter's cost does not depend on the
// limit, only on a counter per key): high enough that none is refused.
const RATE_LIMIT = process.env.BENCH_RATE_LIMIT ?? "100000";
const RUNS_PER_PAIR = 20;
const LEADS_PER_PAIR = 200;
const PROFILE_DIR = join(root, ".data", "profiles");
/** CPU µs a second each group burns with no requests; set once the stack is up. */
const idleUsPerSecond = { gateway: 0, services: 0, postgres: 0, nats: 0 };
const TICK_US = 1e6 / Number(execSync("getconf CLK_TCK").toString().trim() || 100);

interface BenchUser {
  id: number;
  email: string;
  apiKey: string;
  session: string;
  streamId: number;
}

type Auth = "bearer" | "session";

interface Route {
  name: string;
  path: (u: BenchUser) => string;
  auths: Auth[];
  /** The bare route lives on its own server. */
  bare?: boolean;
}

const routes: Route[] = [
  { name: "noop", path: () => "/api/v2/bench/noop", auths: ["bearer", "session"] },
  { name: "me", path: () => "/api/v2/me", auths: ["bearer", "session"] },
  { name: "streams", path: () => "/api/v2/streams", auths: ["bearer", "session"] },
  { name: "stream-leads", path: (u) => `/api/v2/streams/${u.streamId}/leads?limit=100`, auths: ["bearer", "session"] },
  // GET /leads takes an API key only (spec 4.5).
  { name: "leads", path: () => "/api/v2/leads?limit=100", auths: ["bearer"] },
  { name: "runs", path: () => "/api/v2/runs", auths: ["bearer", "session"] },
];

const bench = await openBenchEnv();
try {
  const stack = localStack(7700);
  const { port, url } = stack;
  const barePort = port.notifications + 1;
  const procs = new Map<string, ChildProcess>();
  mkdirSync(PROFILE_DIR, { recursive: true });
  // A folder per process: Node writes one profile per thread (tsx's loader runs in a worker), the main thread's with tid 0.
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const nodeArgs = (name: string) => (PROFILE.has(name) ? ["--cpu-prof", `--cpu-prof-dir=${join(PROFILE_DIR, `${stamp}-${name}`)}`] : []);

  console.log("starting the bare route, identity, accounts-billing, streams, leads and the gateway...");
  procs.set("bare", await bench.spawnServer("bench/gateway/bare-server.ts", { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`, nodeArgs("bare")));
  const spawn = async (name: "identity" | "billing" | "streams" | "leads" | "gateway", env: NodeJS.ProcessEnv = {}, entry?: string) =>
    procs.set(name, await bench.spawnStackProcess(stack, name, env, { entry, nodeArgs: nodeArgs(name) }));
  await spawn("identity");
  // The scheduler is off: a sync slot passing mid-measurement would start a thousand runs.
  await Promise.all([spawn("billing"), spawn("streams", { RUN_SCHEDULER_ENABLED: "false" }), spawn("leads")]);
  await spawn("gateway", { RATE_LIMIT_PER_MINUTE: RATE_LIMIT }, "bench/reads/gateway.ts");
  const gatewayUrl = url(port.gateway);

  const users = await seed();
  const check = await fetch(`${gatewayUrl}${routes[3].path(users[0])}`, { headers: { authorization: `Bearer ${users[0].apiKey}` } });
  const page = (await check.json()) as { leads?: unknown[]; total?: number };
  if (check.status !== 200 || page.leads?.length !== 100) throw new Error(`GET /streams/{id}/leads answered ${check.status} with ${page.leads?.length} leads`);

  const selected = routes.filter((r) => !ONLY || ONLY.includes(r.name));
  const pgAdmin = new pg.Client({ connectionString: bench.env.DATABASE_URL });
  pgAdmin.on("error", () => undefined); // dropped with the database at the end
  await pgAdmin.connect();
  const natsPids = execSync("pidof nats-server || true").toString().trim().split(/\s+/).filter(Boolean).map(Number);
  const cpu: CpuProbe = {
    gateway: [procs.get("gateway")!.pid!],
    services: ["identity", "billing", "streams", "leads"].map((name) => procs.get(name)!.pid!),
    postgres: async () => ((await pgAdmin.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).rows as { pid: number }[]).map((r) => r.pid),
    nats: natsPids,
    idle: idleUsPerSecond,
  };
  const rss: Record<string, number>[] = [];
  {
    const pgPids = await cpu.postgres();
    const sample = () => ({ gateway: cpuUs(cpu.gateway), services: cpuUs(cpu.services), postgres: cpuUs(pgPids), nats: cpuUs(cpu.nats) });
    const a = sample();
    await new Promise((r) => setTimeout(r, 5000));
    const b = sample();
    for (const k of Object.keys(idleUsPerSecond) as (keyof typeof idleUsPerSecond)[]) idleUsPerSecond[k] = (b[k] - a[k]) / 5;
    console.log(`idle CPU (subtracted below): gateway ${(idleUsPerSecond.gateway / 1e4).toFixed(1)} %, services ${(idleUsPerSecond.services / 1e4).toFixed(1)} %, nats-server ${(idleUsPerSecond.nats / 1e4).toFixed(1)} % of a core`);
  }
  for (let pass = 1; pass <= PASSES; pass++) {
    console.log(`\npass ${pass}/${PASSES}: autocannon, ${CONNECTIONS} connections, ${SECONDS} s a load, ${USERS} users rotated per request`);
    const table: Row[] = [];
    const cold: Row[] = [];
    // The bare route's row shows the bare server's CPU in the gateway column.
    const bareCpu: CpuProbe = { gateway: [procs.get("bare")!.pid!], services: [], postgres: async () => [], nats: [] };
    const bare: Route = { name: "bare Fastify", path: () => "/bare", auths: ["bearer"], bare: true };
    await measure(bare, "bearer", users, `http://127.0.0.1:${barePort}`, { warmUp: true });
    const bareBefore = await measure(bare, "bearer", users, `http://127.0.0.1:${barePort}`, { cpu: bareCpu });
    table.push(bareBefore);
    for (const route of selected) {
      for (const auth of route.auths) {
        // Every user's first request of the pass, then the time warm-up: the steady state of polling
        // clients is each one's answer cached (until its data changes), whatever a miss costs.
        cold.push(await measure(route, auth, users, gatewayUrl, { oneRound: true }));
        await measure(route, auth, users, gatewayUrl, { warmUp: true });
        table.push(await measure(route, auth, users, gatewayUrl, { cpu }));
      }
    }
    const bareAfter = await measure({ ...bare, name: "bare Fastify (again)" }, "bearer", users, `http://127.0.0.1:${barePort}`, { cpu: bareCpu });
    table.push(bareAfter);
    printTable(table, (bareBefore.rps + bareAfter.rps) / 2);
    console.log(`\nthe same routes, first request of each of the ${USERS} users this pass (a cold read cache misses, a warm one hits):`);
    for (const r of cold) console.log(`${r.name.padEnd(30)}${r.rps.toFixed(0).padStart(9)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  cache hits ${r.cacheHits === undefined ? "-" : `${(r.cacheHits * 100).toFixed(1)} %`}`);
    rss.push(Object.fromEntries([...procs].map(([name, child]) => [name, rssMiB(child.pid!)])));
  }

  await pgAdmin.end();
  console.log(`\nRSS (MiB) after each pass`);
  console.log(`${"process".padEnd(16)}${rss.map((_, i) => `pass ${i + 1}`.padStart(10)).join("")}${rss.length > 1 ? "    change".padStart(10) : ""}`);
  for (const name of procs.keys()) {
    const values = rss.map((r) => r[name]);
    const change = values.length > 1 ? `${values[values.length - 1] - values[0] >= 0 ? "+" : ""}${(values[values.length - 1] - values[0]).toFixed(1)}`.padStart(10) : "";
    console.log(`${name.padEnd(16)}${values.map((v) => v.toFixed(1).padStart(10)).join("")}${change}`);
  }
  if (PROFILE.size > 0) console.log(`\nCPU profiles are written to ${PROFILE_DIR} when the processes exit.`);
} finally {
  await bench.close();
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  refused: number;
  errors: number;
  /** CPU time per request (µs) of the gateway, of the services together, of PostgreSQL's backends for this database, of nats-server. */
  cpu?: { gateway: number; services: number; postgres: number; nats: number };
  /** The share of the load's read-cache lookups that were hits (routes that read through it). */
  cacheHits?: number;
}

/**
 * Where the CPU goes, robust to other load on the machine: each process's CPU time (utime +
 * stime from /proc) over a load, per request served. On an otherwise idle machine the sum bounds
 * the throughput: cores / CPU per request.
 */
interface CpuProbe {
  gateway: number[];
  services: number[];
  /** Backends of the bench database, asked again at each load (pools keep their connections). */
  postgres(): Promise<number[]>;
  nats: number[];
  /** What these processes burn a second when idle, subtracted. */
  idle?: typeof idleUsPerSecond;
}

function cpuUs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended: its time is lost, not fatal.
    }
  }
  return ticks * TICK_US;
}

/** One autocannon load; every request names the next user (path and credential). */
async function measure(route: Route, auth: Auth, users: BenchUser[], base: string, opts: { warmUp?: boolean; oneRound?: boolean; cpu?: CpuProbe } = {}): Promise<Row> {
  let next = 0;
  const probe = opts.cpu;
  const pgPids = probe ? await probe.postgres() : [];
  const sample = (p: CpuProbe) => ({ gateway: cpuUs(p.gateway), services: cpuUs(p.services), postgres: cpuUs(pgPids), nats: cpuUs(p.nats) });
  const before = probe && sample(probe);
  const lookups = async () => {
    const all = await scrapeMetrics(base);
    return { hits: sumOf(all, LOOKUPS, { leadstream_read_cache_result: "hit" }), total: sumOf(all, LOOKUPS) };
  };
  const lookupsBefore = (probe || opts.oneRound) && !route.bare ? await lookups() : undefined;
  const startedAt = performance.now();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    // A warm-up runs the load for a few seconds first: it fills the credential caches, opens the
    // connections and lets V8 optimise the route's code, so each figure is the steady state.
    ...(opts.oneRound ? { amount: users.length } : opts.warmUp ? { duration: WARM_UP_SECONDS } : { duration: SECONDS }),
    requests: [
      {
        method: "GET",
        setupRequest: (req) => {
          const user = users[next++ % users.length];
          const headers = auth === "bearer" ? { authorization: `Bearer ${user.apiKey}` } : { cookie: `session=${user.session}` };
          return { ...req, path: route.path(user), headers };
        },
      },
    ],
  });
  const refused = Number((result.statusCodeStats as Record<string, { count: number }> | undefined)?.["429"]?.count ?? 0);
  const served = Math.max(1, result.requests.total);
  // Less what the processes burn when idle (pollers, heartbeats), measured once per pass.
  const seconds = (performance.now() - startedAt) / 1000;
  const after = probe && sample(probe);
  const perRequest = (k: keyof typeof idleUsPerSecond) => Math.max(0, after![k] - before![k] - (probe?.idle?.[k] ?? 0) * seconds) / served;
  const cpu = probe && { gateway: perRequest("gateway"), services: perRequest("services"), postgres: perRequest("postgres"), nats: perRequest("nats") };
  const lookupsAfter = lookupsBefore && (await lookups());
  const looked = lookupsAfter ? lookupsAfter.total - lookupsBefore!.total : 0;
  const cacheHits = looked > 0 ? (lookupsAfter!.hits - lookupsBefore!.hits) / looked : undefined;
  return { name: route.bare ? route.name : `GET ${route.name} (${auth})`, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, refused, errors: result.errors, cpu, cacheHits };
}

function printTable(rows: Row[], bareRps: number) {
  const us = (n: number | undefined) => (n === undefined ? "" : n.toFixed(0)).padStart(8);
  console.log(
    `${"route".padEnd(30)}${"req/s".padStart(9)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"x bare".padStart(8)}${"non-2xx".padStart(9)}${"429".padStart(6)}${"errors".padStart(8)}` +
      `   CPU µs/req:${"gateway".padStart(8)}${"services".padStart(9)}${"pg".padStart(8)}${"nats".padStart(8)}${"cache hits".padStart(12)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(30)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${(r.rps / bareRps).toFixed(3).padStart(8)}${String(r.non2xx).padStart(9)}${String(r.refused).padStart(6)}${String(r.errors).padStart(8)}` +
        `${" ".repeat(14)}${us(r.cpu?.gateway)}${us(r.cpu?.services).padStart(9)}${us(r.cpu?.postgres)}${us(r.cpu?.nats)}${(r.cacheHits === undefined ? "" : `${(r.cacheHits * 100).toFixed(1)} %`).padStart(12)}`,
    );
  }
}

function sha256(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/**
 * USERS users, each with an API key, a session, two tracked accounts, a stream of two pairs,
 * RUNS_PER_PAIR ended runs and LEADS_PER_PAIR leads per pair, and some budget use: written with
 * set-based SQL into each service's schema (the rows the services' own commands and read models
 * would hold), so that seeding thousands of users takes seconds.
 */
async function seed(): Promise<BenchUser[]> {
  const started = Date.now();
  const keys = Array.from({ length: USERS }, () => generateApiKey());
  const sessions = Array.from({ length: USERS }, () => randomBytes(32).toString("base64url"));
  const emails = Array.from({ length: USERS }, (_, i) => `reads-${i}@example.com`);
  const db = new pg.Client({ connectionString: bench.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query("BEGIN");
    const { rows: created } = (await db.query(
      `WITH input AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS i(email, key_hash, session_hash, n)),
            teams AS (INSERT INTO "identity".teams (name) SELECT email FROM input ORDER BY n RETURNING id),
            numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM teams),
            users AS (INSERT INTO "identity".users (team_id, email, display_name, plan)
                      SELECT t.id, i.email, i.email, 'paid' FROM input i JOIN numbered t USING (n) ORDER BY i.n
                      RETURNING id, team_id, email),
            keys AS (INSERT INTO "identity".api_keys (user_id, key_hash, hint)
                     SELECT u.id, i.key_hash, 'svc_…' FROM users u JOIN input i USING (email)),
            sessions AS (INSERT INTO "identity".sessions (token_hash, user_id, expires_at)
                         SELECT i.session_hash, u.id, now() + interval '30 days' FROM users u JOIN input i USING (email)),
            billing AS (INSERT INTO "accounts_billing".users (user_id, team_id, email, plan, subscription_status)
                        SELECT id, team_id, email, 'paid', 'active' FROM users)
       SELECT u.id, u.email FROM users u`,
      [emails, keys.map(sha256), sessions.map(sha256)],
    )) as { rows: { id: number; email: string }[] };
    const idOf = new Map(created.map((r) => [r.email, r.id]));
    await db.query(
      `INSERT INTO "accounts_billing".tracked_accounts (user_id, x_user_id, handle, display_name, profile_image_url, followers_count, tier)
       SELECT u, (9000000000 + u * 2 + x)::text, 'reads' || u || '_' || x, 'Account ' || u || '_' || x, 'https://pbs.example/a' || u || '_' || x || '.jpg', 5000 + x, 'pro'
         FROM unnest($1::int[]) AS u CROSS JOIN (VALUES (0), (1)) AS xs(x)`,
      [[...idOf.values()]],
    );
    // Streams' read model of the accounts, as accounts-billing's events would fill it.
    await db.query(
      `INSERT INTO "streams".tracked_accounts (id, user_id, handle, profile_image_url, tier, changed_at)
       SELECT id, user_id, handle, profile_image_url, tier, now() FROM "accounts_billing".tracked_accounts`,
    );
    await db.query(
      `INSERT INTO "streams".streams (user_id, ${"name, sync_times, timezone, auto_enrich_linkedin, auto_enrich_email, email_mode, email_digest_override, telegram_override, delivery_destination, webhook_url, csv_email_recipients, is_active, is_archived"})
       SELECT u, 'Stream of user ' || u, ARRAY['09:00', '17:00'], 'Europe/Berlin', false, false, 'any', NULL, false, 'leads_only', NULL, NULL, true, false
         FROM unnest($1::int[]) AS u`,
      [[...idOf.values()]],
    );
    await db.query(
      `INSERT INTO "streams".stream_pairs (stream_id, account_id, segment_id, segment_name, segment_description)
       SELECT s.id, a.id, 100000 + s.user_id, 'SaaS founders', 'Founders and engineers at B2B SaaS companies'
         FROM "streams".streams s JOIN "streams".tracked_accounts a ON a.user_id = s.user_id`,
    );
    await db.query(
      `INSERT INTO "streams".runs (user_id, stream_id, stream_name, stream_pair_id, account_id, x_handle, segment_id, segment_name, source, mode, status,
                                   triggered_at, started_at, completed_at, last_progress_at, new_followers_count, candidates_passed_count, medium_fit_count,
                                   enriched_count, progress_log, bot_filter)
       SELECT s.user_id, s.id, s.name, p.id, p.account_id, a.handle, p.segment_id, p.segment_name, 'manual', 'sync-then-search', 'succeeded',
              t.at, t.at, t.at + interval '40 seconds', t.at + interval '40 seconds', 120 + g, 12 + g % 7, 5 + g % 3, 0,
              jsonb_build_array(
                jsonb_build_object('at', to_char(t.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'message', 'Run started'),
                jsonb_build_object('at', to_char((t.at + interval '10 seconds') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'message', 'Fetched ' || (120 + g) || ' new followers'),
                jsonb_build_object('at', to_char((t.at + interval '30 seconds') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'message', 'Classified; the bot filter dropped 7 (4 scam, 3 follow_farm)'),
                jsonb_build_object('at', to_char((t.at + interval '40 seconds') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'message', 'Recorded ' || (12 + g % 7) || ' leads')),
              '{"droppedCount": 7, "droppedByKind": {"scam": 4, "follow_farm": 3}, "sample": []}'::jsonb
         FROM "streams".streams s
         JOIN "streams".stream_pairs p ON p.stream_id = s.id
         JOIN "streams".tracked_accounts a ON a.id = p.account_id
         CROSS JOIN generate_series(1, $1::int) AS g
         CROSS JOIN LATERAL (SELECT date_trunc('milliseconds', now()) - g * interval '6 hours' - p.id * interval '1 second' AS at) AS t`,
      [RUNS_PER_PAIR],
    );
    // A third of them exported (the default per-stream listing shows the new ones: more than 100).
    await db.query(
      `INSERT INTO "leads".leads (user_id, stream_id, stream_name, tracked_account_id, tracked_account_handle, segment_id, run_id,
                                  x_user_id, handle, display_name, profile_image_url, follower_count, bio, url, location,
                                  match_confidence, source_type, match_reasons, discovered_at, exported_at)
       SELECT s.user_id, s.id, s.name, p.account_id, a.handle, p.segment_id, 1 + g % $2::int,
              (1700000000000000000 + p.id::bigint * 100000 + g)::text, 'lead_' || p.id || '_' || g, 'Lead ' || g, 'https://pbs.example/' || p.id || '_' || g || '.jpg',
              (g * 7919) % 50000, 'Founder at Company ' || g % 997 || '. Building tools for growth teams; previously product at a marketplace.',
              'https://example.com/' || g, 'Berlin', CASE WHEN g % 3 = 0 THEN 'high' ELSE 'medium' END, CASE WHEN g % 5 = 0 THEN 'liker' ELSE 'new_follower' END,
              '["job_role: founder", "industry: saas"]'::jsonb, t.at, CASE WHEN g % 3 = 1 THEN t.at + interval '1 hour' END
         FROM "streams".streams s
         JOIN "streams".stream_pairs p ON p.stream_id = s.id
         JOIN "streams".tracked_accounts a ON a.id = p.account_id
         CROSS JOIN generate_series(1, $1::int) AS g
         CROSS JOIN LATERAL (SELECT date_trunc('milliseconds', now()) - g * interval '37 minutes' - p.id * interval '1 millisecond' AS at) AS t`,
      [LEADS_PER_PAIR, RUNS_PER_PAIR],
    );
    await db.query(
      `INSERT INTO "accounts_billing".budget_usage (account_id, kind, at)
       SELECT id, kind, now() - interval '1 minute' FROM "accounts_billing".tracked_accounts CROSS JOIN (VALUES ('sync'), ('sync'), ('retest')) AS k(kind)`,
    );
    await db.query("COMMIT");
    for (const schema of ["identity", "accounts_billing", "streams", "leads"]) {
      const { rows } = await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = $1`, [schema]);
      for (const { tablename } of rows as { tablename: string }[]) await db.query(`VACUUM ANALYZE "${schema}"."${tablename}"`);
    }
    const { rows: streams } = (await db.query(`SELECT id, user_id FROM "streams".streams`)) as { rows: { id: number; user_id: number }[] };
    const streamOf = new Map(streams.map((r) => [r.user_id, r.id]));
    console.log(`  seeded ${USERS} users: a key, a session, a stream of two pairs, ${RUNS_PER_PAIR * 2} runs and ${LEADS_PER_PAIR * 2} leads each (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return emails.map((email, i) => {
      const id = idOf.get(email)!;
      return { id, email, apiKey: keys[i], session: sessions[i], streamId: streamOf.get(id)! };
    });
  } finally {
    await db.end();
  }
}

