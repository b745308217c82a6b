// bench/leads: every filter combination of GET /streams/{id}/leads and GET /leads (first pages,
// offset 10 000 / the cursor 100 pages in, summary counts) at a million leads of 200 users, the
// caller with 100 000, and filter values that match none of the caller's leads. Per combination: the leads RPC's latency (a leads service in its own
// process) and the database time of the very SQL it runs (EXPLAIN ANALYZE: planning + execution),
// BENCH_CALLS times each; then the plan's scans, sorts and shared buffers.
//
// BENCH_CALLS (default 100): calls per combination. BENCH_ONLY: a regular expression; only
// combinations whose label matches. BENCH_JSON: a file to write every figure to.
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { LeadsService } from "@leadstream/contracts";
import { LIFECYCLE, MATCH_CONFIDENCE } from "@leadstream/contracts/vocabulary";
import { createRpcClient } from "@leadstream/platform";
import { openBenchEnv } from "../harness.js";
import { leadCountsQuery, leadPageQuery, leadPageWithCountsQuery, type SqlQuery } from "../../services/leads/src/db/lead-queries.js";
import { encodeCursor, type CursorPosition } from "../../services/leads/src/domain/cursor.js";
import { validLeadFilter, validStreamFilter, type LeadFilter, type RawLeadFilter } from "../../services/leads/src/domain/lead-filter.js";
import { combinations, DEEP_OFFSET, PAGE_SIZE, type Combination, type Filter } from "./combinations.js";
import { databaseMs, planFacts, type PlanFacts } from "./explain.js";
import { SEED, seedLeads } from "./seed.js";

const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const WARM_UP = 3;
const TARGET_MS = 20;
const port = 7396;
const userId = SEED.callerId;

const protoFilter = (f: Filter) => ({
  lifecycle: LIFECYCLE.value(f.lifecycle ?? null),
  matchConfidence: MATCH_CONFIDENCE.value(f.matchConfidence ?? null),
  accountId: f.accountId ?? 0,
  segmentId: f.segmentId ?? 0,
  streamId: f.streamId ?? 0,
  since: f.since === undefined ? undefined : { seconds: BigInt(Math.floor(f.since.getTime() / 1000)), nanos: (f.since.getTime() % 1000) * 1_000_000 },
});

const rawFilter = (f: Filter): RawLeadFilter => ({
  lifecycle: f.lifecycle ?? "",
  matchConfidence: f.matchConfidence ?? "",
  accountId: f.accountId ?? 0,
  segmentId: f.segmentId ?? 0,
  streamId: f.streamId ?? 0,
  since: f.since ?? null,
});

interface Measured {
  label: string;
  dbP50: number;
  dbP99: number;
  rpcP50: number;
  rpcP99: number;
  plan: PlanFacts;
}

const bench = await openBenchEnv();
const db = new pg.Client({ connectionString: bench.env.DATABASE_URL });
try {
  await bench.spawnServer("services/leads/src/main.ts", { PORT: String(port) }, `http://127.0.0.1:${port}/readyz`);
  await db.connect();
  const { large } = SEED;
  console.log(`seeding ${SEED.leads.toLocaleString("en")} leads of ${SEED.users} users; users 1 (the caller) and 2 have ${(SEED.leads / SEED.largeEvery).toLocaleString("en")} each in ${large.streams} streams, ${large.segments} segments, ${large.accounts} accounts`);
  const seedStarted = Date.now();
  await seedLeads(db, console.log);
  console.log(`seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  const sizes = await db.query(`SELECT relname, pg_size_pretty(pg_relation_size(oid)) AS size FROM pg_class WHERE relnamespace = 'leads'::regnamespace AND relkind IN ('r', 'i') AND relname LIKE 'leads%' ORDER BY relname`);
  console.log(`sizes: ${sizes.rows.map((r: { relname: string; size: string }) => `${r.relname} ${r.size}`).join(", ")}`);
  const perStream = await db.query(`SELECT stream_id, count(*)::int AS n, count(*) FILTER (WHERE exported_at IS NULL)::int AS new FROM "leads".leads WHERE user_id = $1 GROUP BY 1 ORDER BY 1`, [userId]);
  console.log(`user ${userId}'s streams (leads, new): ${perStream.rows.map((r: { stream_id: number; n: number; new: number }) => `${r.stream_id}: ${r.n}, ${r.new}`).join("; ")}\n`);

  const client = createRpcClient(LeadsService, { baseUrl: `http://127.0.0.1:${port}`, internalToken: bench.env.INTERNAL_TOKEN!, caller: "bench" });

  /**
   * The cursor of page 101 (after the 10 000th lead under the filter); when fewer match, of the
   * last page of 100 (none when there is one page only).
   */
  async function deepCursor(filter: LeadFilter): Promise<CursorPosition | null> {
    const { text, values } = leadPageQuery(userId, filter, { limit: DEEP_OFFSET + PAGE_SIZE });
    const { rows } = await db.query<{ discovered_at: Date; id: number }>(`SELECT discovered_at, id FROM (${text}) walked`, values);
    const before = Math.min(DEEP_OFFSET, rows.length - PAGE_SIZE);
    return before > 0 ? { at: rows[before - 1].discovered_at, id: rows[before - 1].id } : null;
  }

  /** The RPC a combination makes and the statement the service runs for it. */
  async function prepare(c: Combination): Promise<{ call: () => Promise<unknown>; sql: SqlQuery }> {
    // A stream's leads take the stream from the path, not as a filter.
    const filter = protoFilter(c.route === "stream" ? { ...c.filter, streamId: undefined } : c.filter);
    if (c.route === "stream") {
      const streamId = c.filter.streamId!;
      const domain = validStreamFilter(streamId, rawFilter(c.filter));
      if (c.kind === "summary") return { call: () => client.summarizeStreamLeads({ userId, streamId, filter }), sql: leadCountsQuery(userId, domain) };
      const offset = c.kind === "deep" ? DEEP_OFFSET : 0;
      return { call: () => client.listStreamLeads({ userId, streamId, filter, limit: PAGE_SIZE, offset }), sql: leadPageWithCountsQuery(userId, domain, { limit: PAGE_SIZE, offset }) };
    }
    const domain = validLeadFilter(rawFilter(c.filter));
    const after = c.kind === "deep" ? await deepCursor(domain) : null;
    const cursor = after ? encodeCursor(after) : "";
    // ListLeads asks for one lead beyond the page, to tell whether another follows.
    return { call: () => client.listLeads({ userId, filter, limit: PAGE_SIZE, cursor }), sql: leadPageQuery(userId, domain, { limit: PAGE_SIZE + 1, after }) };
  }

  const chosen = combinations().filter((c) => !ONLY || ONLY.test(c.label));
  console.log(`${chosen.length} combinations, ${CALLS} calls each; DB ms = planning + execution (EXPLAIN ANALYZE), RPC ms = the leads RPC from this process; load average ${loadAverage()}`);
  const header = `${"combination".padEnd(56)} ${"rows".padStart(5)} ${"DB p50".padStart(7)} ${"DB p99".padStart(7)} ${"RPC p99".padStart(7)} ${"buffers".padStart(7)}  plan`;
  console.log(header);
  const results: Measured[] = [];
  for (const c of chosen) {
    const { call, sql } = await prepare(c);
    for (let i = 0; i < WARM_UP; i++) await call();
    const rpc: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const t = performance.now();
      await call();
      rpc.push(performance.now() - t);
    }
    const dbMs: number[] = [];
    for (let i = 0; i < CALLS; i++) dbMs.push(await databaseMs(db, sql));
    const plan = await planFacts(db, sql);
    const m: Measured = { label: c.label, dbP50: percentile(dbMs, 0.5), dbP99: percentile(dbMs, 0.99), rpcP50: percentile(rpc, 0.5), rpcP99: percentile(rpc, 0.99), plan };
    results.push(m);
    const flag = m.dbP99 > TARGET_MS || plan.seqScan ? " !" : "";
    console.log(
      `${c.label.padEnd(56)} ${String(plan.rows).padStart(5)} ${m.dbP50.toFixed(2).padStart(7)} ${m.dbP99.toFixed(2).padStart(7)} ${m.rpcP99.toFixed(2).padStart(7)} ${String(plan.buffers).padStart(7)}  ${plan.nodes.join(" > ")}${flag}`,
    );
  }

  const missed = results.filter((r) => r.dbP99 > TARGET_MS);
  const seq = results.filter((r) => r.plan.seqScan);
  const sorts = results.filter((r) => r.plan.sortedRows > PAGE_SIZE + 1);
  const worst = results.toSorted((a, b) => b.dbP99 - a.dbP99).slice(0, 10);
  console.log(`\n${results.length} combinations: ${missed.length} over ${TARGET_MS} ms DB p99, ${seq.length} with a Seq Scan, ${sorts.length} sorting more than a page`);
  console.log(`DB p99 over all combinations: max ${worst[0]?.dbP99.toFixed(2)} ms; RPC p99 max ${Math.max(...results.map((r) => r.rpcP99)).toFixed(2)} ms; load average ${loadAverage()}`);
  console.log("slowest (DB p99):");
  for (const r of worst) console.log(`  ${r.label.padEnd(56)} ${r.dbP99.toFixed(2).padStart(7)} ms`);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 1));
} finally {
  await db.end().catch(() => undefined);
  await bench.close();
}

/** The machine's load (1, 5, 15 minutes): on a shared machine, what a p99 mostly measures. */
function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
}

function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}
