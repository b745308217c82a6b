// What the load's requests did, per route: counts by status, errors without an answer, and
// latencies, over the whole load and over the current progress window.

export interface RouteCounts {
  requests: number;
  /** Requests by HTTP status. */
  statuses: Map<number, number>;
  /** Requests that got no HTTP answer, by error message. */
  errors: Map<string, number>;
  latenciesMs: number[];
}

const emptyCounts = (): RouteCounts => ({ requests: 0, statuses: new Map(), errors: new Map(), latenciesMs: [] });

export class LoadStats {
  readonly total = new Map<string, RouteCounts>();
  private window = new Map<string, RouteCounts>();

  record(route: string, outcome: { status: number } | { error: string }, latencyMs: number): void {
    for (const table of [this.total, this.window]) {
      let counts = table.get(route);
      if (!counts) table.set(route, (counts = emptyCounts()));
      counts.requests += 1;
      counts.latenciesMs.push(latencyMs);
      if ("status" in outcome) counts.statuses.set(outcome.status, (counts.statuses.get(outcome.status) ?? 0) + 1);
      else counts.errors.set(outcome.error, (counts.errors.get(outcome.error) ?? 0) + 1);
    }
  }

  /** The window since the last call, which starts a new one. */
  takeWindow(): Map<string, RouteCounts> {
    const window = this.window;
    this.window = new Map();
    return window;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface Summary {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  refused: number;
  errors: number;
  /** "404 x3, ECONNRESET x1", or "" */
  failures: string;
}

export function summarize(counts: RouteCounts[], seconds: number): Summary {
  const latencies = counts.flatMap((c) => c.latenciesMs).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  const errors = new Map<string, number>();
  for (const c of counts) {
    for (const [status, n] of c.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
    for (const [error, n] of c.errors) errors.set(error, (errors.get(error) ?? 0) + n);
  }
  const non2xx = [...statuses].filter(([status]) => status < 200 || status >= 300);
  const requests = counts.reduce((n, c) => n + c.requests, 0);
  return {
    requests,
    perSecond: requests / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    non2xx: non2xx.reduce((n, [, count]) => n + count, 0),
    refused: statuses.get(429) ?? 0,
    errors: [...errors.values()].reduce((n, count) => n + count, 0),
    failures: [...non2xx.map(([status, n]) => `${status} x${n}`), ...[...errors].map(([error, n]) => `${error} x${n}`)].join(", "),
  };
}

export function printRouteTable(total: Map<string, RouteCounts>, seconds: number, order: string[]): Summary {
  const ms = (n: number) => (Number.isNaN(n) ? "-" : n.toFixed(1)).padStart(9);
  console.log(`${"route".padEnd(36)}${"requests".padStart(10)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"non-2xx".padStart(9)}${"429".padStart(6)}${"errors".padStart(8)}  failures`);
  const line = (name: string, s: Summary) =>
    console.log(
      `${name.padEnd(36)}${String(s.requests).padStart(10)}${s.perSecond.toFixed(1).padStart(9)}${ms(s.p50)}${ms(s.p99)}${String(s.non2xx).padStart(9)}${String(s.refused).padStart(6)}${String(s.errors).padStart(8)}  ${s.failures}`,
    );
  const routes = [...order.filter((r) => total.has(r)), ...[...total.keys()].filter((r) => !order.includes(r))];
  for (const route of routes) line(route, summarize([total.get(route)!], seconds));
  const all = summarize([...total.values()], seconds);
  line("all", all);
  return all;
}
