// A one-line summary of a query's plan: its nodes in order, the indexes they use, the time taken.
import type pg from "pg";

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Heap Fetches"?: number;
  "Actual Rows"?: number;
  Plans?: PlanNode[];
}

function describe(node: PlanNode): string[] {
  const index = node["Index Name"] ? ` using ${node["Index Name"]}` : "";
  const heap = node["Heap Fetches"] !== undefined ? `, heap fetches ${node["Heap Fetches"]}` : "";
  const here = `${node["Node Type"]}${index} (rows ${node["Actual Rows"]}${heap})`;
  return [here, ...(node.Plans ?? []).flatMap(describe)];
}

export async function planSummary(db: pg.Client, query: { text: string; values: unknown[] }): Promise<string> {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`, query.values);
  const [{ Plan, "Execution Time": ms }] = rows[0]["QUERY PLAN"] as [{ Plan: PlanNode; "Execution Time": number }];
  return `${describe(Plan).join(" > ")}; ${ms.toFixed(2)} ms`;
}
