// Where a run's time goes: every process exports its spans over OTLP/HTTP (JSON) to this
// collector, which keeps them in memory; `breakdown` sums them by step over a time window.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Span {
  service: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  startMs: number;
  endMs: number;
  attributes: Record<string, string>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string | number;
  endTimeUnixNano: string | number;
  attributes?: { key: string; value: OtlpValue }[];
}
interface OtlpBody {
  resourceSpans?: { resource?: { attributes?: { key: string; value: OtlpValue }[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

const nanosToMs = (n: string | number): number => Number(BigInt(n) / 1000n) / 1000;
const attributes = (list: { key: string; value: OtlpValue }[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, String(value.stringValue ?? value.intValue ?? "")]));

export async function spanCollector(): Promise<{ endpoint: string; spans: Span[]; close(): Promise<void> }> {
  const spans: Span[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as OtlpBody;
        for (const rs of body.resourceSpans ?? []) {
          const service = attributes(rs.resource?.attributes)["service.name"] ?? "?";
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? [])
              spans.push({
                service,
                name: s.name,
                kind: s.kind,
                traceId: s.traceId,
                spanId: s.spanId,
                parentSpanId: s.parentSpanId ?? "",
                startMs: nanosToMs(s.startTimeUnixNano),
                endMs: nanosToMs(s.endTimeUnixNano),
                attributes: attributes(s.attributes),
              });
        }
      } catch {
        // Not JSON (a protobuf exporter): nothing to add.
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** OTEL settings for a spawned process: export to the collector often, drop nothing. */
export const exportTo = (endpoint: string) => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
  OTEL_BSP_SCHEDULE_DELAY: "200",
  OTEL_BSP_MAX_QUEUE_SIZE: "100000",
  OTEL_BSP_MAX_EXPORT_BATCH_SIZE: "2000",
});

const CLIENT = 3;
const SERVER = 2;

interface Row {
  step: string;
  calls: number;
  totalMs: number;
}

/**
 * The run's time by step, from the spans of the trace the streams worker ran it in: each RPC the
 * worker made (client side, so network and protobuf coding count), inside accounts-billing the X
 * requests and its own work, and the worker's progress-log writes. Steps overlap when the worker
 * overlaps them, so they can add up to more than the wall time.
 */
export function breakdown(spans: Span[]): { wallMs: number; rows: Row[] } {
  const ms = (s: Span) => s.endMs - s.startMs;
  // The bench's longest run is the worker's longest span.
  const worker = spans.filter((s) => s.service === "streams" && s.name.endsWith(" process")).sort((a, b) => ms(b) - ms(a))[0];
  if (!worker) return { wallMs: 0, rows: [] };
  const ofRun = spans.filter((s) => s.traceId === worker.traceId && s.startMs >= worker.startMs && s.endMs <= worker.endMs + 1);
  const rows = new Map<string, Row>();
  const add = (step: string, ms: number, calls = 1) => {
    const row = rows.get(step) ?? { step, calls: 0, totalMs: 0 };
    row.calls += calls;
    row.totalMs += ms;
    rows.set(step, row);
  };
  const childrenOf = (s: Span) => ofRun.filter((c) => c.parentSpanId === s.spanId);
  for (const s of ofRun) {
    if (s.service === "streams" && s.kind === CLIENT) add(`streams -> ${s.name.split("/").at(-1)} (round trip)`, ms(s));
    if (s.service === "accounts-billing" && s.kind === SERVER && s.name.endsWith("/FetchFollowersPage")) {
      const x = childrenOf(s).filter((c) => c.kind === CLIENT && c.name.startsWith("GET"));
      const xMs = x.reduce((sum, c) => sum + ms(c), 0);
      add("  accounts-billing: X sandbox requests", xMs, x.length);
      add("  accounts-billing: the rest (cache lookup, upsert, sync state)", ms(s) - xMs);
    }
    if (s.kind === SERVER && s.service !== "streams") add(`  ${s.service}: ${s.name.split("/").at(-1)} handler`, ms(s));
  }
  // What the worker spent outside its RPCs: progress-log writes, the run's own rows, tallies.
  const calls = ofRun.filter((s) => s.service === "streams" && s.kind === CLIENT).sort((a, b) => a.startMs - b.startMs);
  let busy = 0;
  let until = -Infinity;
  for (const c of calls) {
    if (c.endMs <= until) continue;
    busy += c.endMs - Math.max(c.startMs, until);
    until = c.endMs;
  }
  add("streams: outside any RPC (progress-log writes, its own rows, tallies)", ms(worker) - busy);
  return { wallMs: ms(worker), rows: [...rows.values()] };
}

export function printBreakdown({ wallMs, rows }: { wallMs: number; rows: Row[] }): void {
  if (rows.length === 0) {
    console.log("(no spans for a time breakdown)");
    return;
  }
  console.log(`\nwhere the worker's ${(wallMs / 1000).toFixed(2)} s went (summed span time; overlapping steps add up to more):`);
  for (const { step, calls, totalMs } of rows)
    console.log(`  ${step.padEnd(68)} ${String(calls).padStart(5)} calls ${(totalMs / 1000).toFixed(2).padStart(7)} s ${(totalMs / calls).toFixed(1).padStart(7)} ms/call ${((100 * totalMs) / wallMs).toFixed(0).padStart(4)} %`);
}
