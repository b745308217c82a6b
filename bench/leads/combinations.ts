// Every filter combination the public API offers on GET /streams/{id}/leads and GET /leads, each
// filter present or absent (enums: each value), as first pages, deep pages and summary counts.
import type { Lifecycle } from "../../services/leads/src/domain/lead-filter.js";
import type { MatchConfidence } from "../../services/leads/src/domain/lead.js";
import { largeAccountsOf, largeSegmentOf, largeStreamId, seedEnd } from "./seed.js";

export interface Filter {
  lifecycle?: Lifecycle;
  matchConfidence?: MatchConfidence;
  accountId?: number;
  segmentId?: number;
  streamId?: number;
  since?: Date;
}

export interface Combination {
  /** GET /streams/{id}/leads (ListStreamLeads or, summary=true, SummarizeStreamLeads) or GET /leads (ListLeads). */
  route: "stream" | "leads";
  /** page: offset 0 / no cursor; deep: offset 10 000 / the cursor 100 pages of 100 in; summary: the counts. */
  kind: "page" | "deep" | "summary";
  /** For a stream's leads, streamId is the stream of the request. */
  filter: Filter;
  label: string;
}

/** The caller's (user 1's) largest stream (a quarter of its leads), its segment, an account it shares with another stream. */
const STREAM_ID = largeStreamId(1, 1);
const SEGMENT_ID = largeSegmentOf(1, 1);
const ACCOUNT_ID = largeAccountsOf(1, 1)[1];
const SINCE = new Date(seedEnd.getTime() - 90 * 86_400_000);
/**
 * Values that match none of the caller's leads, which an ordered scan may walk all of the caller's
 * leads (or another user's) to find out: an account of the caller's no lead came through yet, a
 * segment without leads, and the largest stream, its segment and an account of the other large
 * user (a caller naming ids of another user's).
 */
const EMPTY = {
  "acct(idle)": { accountId: 12 },
  "seg(none)": { segmentId: 9 },
  "stream(other user's)": { streamId: largeStreamId(2, 1) },
  "acct(other user's)": { accountId: largeAccountsOf(2, 1)[1] },
  "seg(other user's)": { segmentId: largeSegmentOf(2, 1) },
} satisfies Record<string, Filter>;
/** Within one stream another user's account or segment is no different from an idle one. */
const STREAM_EMPTY = ["acct(idle)", "seg(none)", "stream(other user's)"] as const;

export const PAGE_SIZE = 100;
export const DEEP_OFFSET = 10_000;

const maybe = <T>(values: T[]): (T | undefined)[] => [undefined, ...values];

function label(route: Combination["route"], kind: Combination["kind"], f: Filter, empty?: string): string {
  const where = route === "stream" ? `stream ${kind === "summary" ? "summary" : kind === "deep" ? `offset ${DEEP_OFFSET}` : "offset 0"}` : `leads ${kind === "deep" ? "cursor p100" : "first"}`;
  if (empty) return `${where.padEnd(18)} ${f.lifecycle ?? "-"} ${empty}`;
  const parts = [f.lifecycle ?? "-", f.matchConfidence ?? "-", f.accountId && "acct", f.segmentId && "seg", route === "leads" && f.streamId && "stream", f.since && "since"];
  return `${where.padEnd(18)} ${parts.filter(Boolean).join(" ")}`;
}

function* filters(lifecycles: (Lifecycle | undefined)[], withStream: boolean): Generator<Filter> {
  for (const lifecycle of lifecycles)
    for (const matchConfidence of maybe<MatchConfidence>(["high", "medium"]))
      for (const accountId of maybe([ACCOUNT_ID]))
        for (const segmentId of maybe([SEGMENT_ID]))
          for (const streamId of withStream ? maybe([STREAM_ID]) : [undefined])
            for (const since of maybe([SINCE])) yield { lifecycle, matchConfidence, accountId, segmentId, streamId, since };
}

export function combinations(): Combination[] {
  const all: Combination[] = [];
  const add = (route: Combination["route"], kind: Combination["kind"], filter: Filter, empty?: string) => all.push({ route, kind, filter, label: label(route, kind, filter, empty) });
  // The gateway always sends a lifecycle for a stream's leads (default new).
  for (const kind of ["page", "deep", "summary"] as const) {
    for (const f of filters(["new", "exported"], false)) add("stream", kind, { ...f, streamId: STREAM_ID });
    for (const lifecycle of ["new", "exported"] as const)
      for (const name of STREAM_EMPTY) add("stream", kind, { lifecycle, streamId: STREAM_ID, ...EMPTY[name] }, name);
  }
  // GET /leads: lifecycle absent means both; groupBy=stream groups the same page in the gateway.
  for (const kind of ["page", "deep"] as const) for (const f of filters(maybe<Lifecycle>(["new", "exported"]), true)) add("leads", kind, f);
  for (const lifecycle of maybe<Lifecycle>(["new", "exported"])) for (const [name, value] of Object.entries(EMPTY)) add("leads", "page", { lifecycle, ...value }, name);
  return all;
}
