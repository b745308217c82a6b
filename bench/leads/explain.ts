// What PostgreSQL does for a query: its time (planning + execution, from EXPLAIN ANALYZE) and the
// facts of its plan that matter at a million rows: which scans on which indexes, sorts and their
// input, shared buffers touched.
import type pg from "pg";

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Heap Fetches"?: number;
  "Actual Rows": number;
  "Actual Loops": number;
  "Shared Hit Blocks": number;
  "Shared Read Blocks": number;
  Plans?: PlanNode[];
}

interface Explained {
  Plan: PlanNode;
  "Planning Time": number;
  "Execution Time": number;
}

export interface PlanFacts {
  /** Scans and sorts in plan order, e.g. "IOS leads_stream_recent_new (rows 2500)", "Sort (in 2500)". */
  nodes: string[];
  seqScan: boolean;
  /** Rows into the largest sort, 0 without one. */
  sortedRows: number;
  /** Shared buffers hit and read by the execution. */
  buffers: number;
  /** Heap pages visited by index-only scans whose visibility map bit was not set. */
  heapFetches: number;
  rows: number;
}

const SHORT: Record<string, string> = { "Index Only Scan": "IOS", "Index Scan": "IS", "Bitmap Heap Scan": "BHS", "Bitmap Index Scan": "BIS", "Seq Scan": "SEQ" };

function walk(node: PlanNode, facts: PlanFacts): void {
  const type = node["Node Type"];
  const rows = node["Actual Rows"] * node["Actual Loops"];
  if (type in SHORT) {
    facts.nodes.push(`${SHORT[type]} ${node["Index Name"] ?? node["Relation Name"]} (rows ${rows})`);
    facts.heapFetches += node["Heap Fetches"] ?? 0;
    if (type === "Seq Scan") facts.seqScan = true;
  }
  if (type === "Sort" || type === "Incremental Sort") {
    const input = (node.Plans ?? []).reduce((n, child) => n + child["Actual Rows"] * child["Actual Loops"], 0);
    facts.nodes.push(`${type} (in ${input})`);
    facts.sortedRows = Math.max(facts.sortedRows, input);
  }
  for (const child of node.Plans ?? []) walk(child, facts);
}

async function explain(db: pg.Client, options: string, query: { text: string; values: unknown[] }): Promise<Explained> {
  const { rows } = await db.query(`EXPLAIN (${options}, FORMAT JSON) ${query.text}`, query.values);
  return (rows[0]["QUERY PLAN"] as [Explained])[0];
}

/** Planning plus execution time in ms, without per-node timing (so the instrumentation costs little). */
export async function databaseMs(db: pg.Client, query: { text: string; values: unknown[] }): Promise<number> {
  const e = await explain(db, "ANALYZE, TIMING OFF", query);
  return e["Planning Time"] + e["Execution Time"];
}

export async function planFacts(db: pg.Client, query: { text: string; values: unknown[] }): Promise<PlanFacts> {
  const { Plan } = await explain(db, "ANALYZE, BUFFERS", query);
  const facts: PlanFacts = { nodes: [], seqScan: false, sortedRows: 0, buffers: Plan["Shared Hit Blocks"] + Plan["Shared Read Blocks"], heapFetches: 0, rows: Plan["Actual Rows"] };
  walk(Plan, facts);
  return facts;
}
