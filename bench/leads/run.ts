// bench/leads: latency of the leads RPC for a user with a million leads (about 50 000 per stream):
// per-stream pages (first, offset 10 000, filtered), summary counts, and a cross-stream cursor
// walk, through a leads service in its own process; then the plan of each query.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { LeadsService } from "@leadstream/contracts";
import { LIFECYCLE, MATCH_CONFIDENCE } from "@leadstream/contracts/vocabulary";
import { createRpcClient } from "@leadstream/platform";
import { openBenchEnv } from "../harness.js";
import { leadCountsQuery, leadPageQuery, type SqlQuery } from "../../services/leads/src/db/lead-queries.js";
import { decodeCursor, type CursorPosition } from "../../services/leads/src/domain/cursor.js";
import { NO_FILTER, validLeadFilter, validStreamFilter, type Lifecycle } from "../../services/leads/src/domain/lead-filter.js";
import type { MatchConfidence } from "../../services/leads/src/domain/lead.js";
import { planSummary } from "./explain.js";
import { SEED, seedLeads } from "./seed.js";

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const WARM_UP = 10;
const WALK_PAGES = 50;
const port = 7396;
const { userId } = SEED;
const streamId = 1;
const accountId = 1;

interface Filter {
  lifecycle?: Lifecycle;
  matchConfidence?: MatchConfidence;
  accountId?: number;
}

const protoFilter = (f: Filter) => ({ ...f, lifecycle: LIFECYCLE.value(f.lifecycle ?? null), matchConfidence: MATCH_CONFIDENCE.value(f.matchConfidence ?? null) });

interface Scenario {
  name: string;
  call(): Promise<unknown>;
  /** The SQL the call runs, for EXPLAIN (after the calls, so a walk can name a cursor). */
  queries(): SqlQuery[];
}

const bench = await openBenchEnv();
const db = new pg.Client({ connectionString: bench.env.DATABASE_URL });
try {
  await bench.spawnServer("services/leads/src/main.ts", { PORT: String(port) }, `http://127.0.0.1:${port}/readyz`);
  await db.connect();
  console.log(`seeding ${SEED.leads.toLocaleString("en")} leads for one user across ${SEED.streams} streams, ${SEED.segments} segments, ${SEED.accounts} accounts`);
  const seedStarted = Date.now();
  await seedLeads(db, console.log);
  console.log(`seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  const sizes = await db.query(`SELECT relname, pg_size_pretty(pg_relation_size(oid)) AS size FROM pg_class WHERE relnamespace = 'leads'::regnamespace AND relkind IN ('r', 'i') AND relname LIKE 'leads%' ORDER BY relname`);
  console.log(`sizes: ${sizes.rows.map((r: { relname: string; size: string }) => `${r.relname} ${r.size}`).join(", ")}\n`);

  const client = createRpcClient(LeadsService, { baseUrl: `http://127.0.0.1:${port}`, internalToken: bench.env.INTERNAL_TOKEN!, caller: "bench" });

  const streamPage = (name: string, filter: Filter, offset: number): Scenario => {
    const domainFilter = validStreamFilter(streamId, { ...NO_FILTER, ...filter });
    return {
      name,
      call: () => client.listStreamLeads({ userId, streamId, filter: protoFilter(filter), limit: 100, offset }),
      queries: () => [leadPageQuery(userId, domainFilter, { limit: 100, offset }), leadCountsQuery(userId, domainFilter)],
    };
  };
  const summary = (name: string, filter: Filter): Scenario => ({
    name,
    call: () => client.summarizeStreamLeads({ userId, streamId, filter: protoFilter(filter) }),
    queries: () => [leadCountsQuery(userId, validStreamFilter(streamId, { ...NO_FILTER, ...filter }))],
  });
  const cursorWalk = (): Scenario => {
    let cursor = "";
    let pages = 0;
    let midWalk: CursorPosition | null = null;
    return {
      name: `ListLeads cursor walk, 500 a page, ${WALK_PAGES} pages`,
      async call() {
        const page = await client.listLeads({ userId, limit: 500, cursor });
        pages += 1;
        cursor = pages % WALK_PAGES === 0 ? "" : page.nextCursor;
        if (pages === WALK_PAGES / 2) midWalk = decodeCursor(cursor);
      },
      queries: () => [leadPageQuery(userId, validLeadFilter(NO_FILTER), { limit: 501, after: midWalk })],
    };
  };

  const scenarios = [
    streamPage("ListStreamLeads first page", {}, 0),
    streamPage("ListStreamLeads first page, lifecycle new", { lifecycle: "new" }, 0),
    streamPage("ListStreamLeads offset 10 000", {}, 10_000),
    streamPage("ListStreamLeads new + high + account", { lifecycle: "new", matchConfidence: "high", accountId }, 0),
    summary("SummarizeStreamLeads", {}),
    summary("SummarizeStreamLeads, lifecycle new", { lifecycle: "new" }),
    cursorWalk(),
  ];

  console.log(`${"call".padEnd(48)} ${"calls".padStart(5)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}`);
  for (const s of scenarios) {
    for (let i = 0; i < WARM_UP; i++) await s.call();
    const ms: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const t = performance.now();
      await s.call();
      ms.push(performance.now() - t);
    }
    console.log(`${s.name.padEnd(48)} ${String(CALLS).padStart(5)} ${percentile(ms, 0.5).toFixed(2).padStart(8)} ${percentile(ms, 0.99).toFixed(2).padStart(8)}`);
  }

  console.log("\nplans (EXPLAIN ANALYZE of the SQL each call runs):");
  for (const s of scenarios) {
    console.log(`${s.name}:`);
    for (const query of s.queries()) console.log(`  ${await planSummary(db, query)}`);
  }
} finally {
  await db.end().catch(() => undefined);
  await bench.close();
}

function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}
