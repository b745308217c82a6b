// The load: `connections` workers, each sending one request at a time, picked by weight from a
// client's mix (mostly polling leads and runs, a few writes), for a random user with its API key
// or, on routes that take one, now and then its session cookie; and beside them a runner that
// starts a stream's sync at a fixed rate, so runs start and finish throughout.
import type { LoadStats } from "./stats.js";
import type { LoadUser } from "./setup.js";

export type Auth = "bearer" | "cookie";

interface Call {
  method: "GET" | "POST" | "PATCH";
  path: string;
  body?: unknown;
  auth: Auth;
  /** Sent as this user instead. */
  as?: LoadUser;
}

interface Op {
  route: string;
  weight: number;
  /** The request for `user`, or null when there is nothing to send (another op is picked). */
  call(user: LoadUser, state: MixState): Call | null;
  /** Reads a 200's body. */
  answered?(user: LoadUser, body: unknown, state: MixState): void;
}

export const FINISHED = new Set(["succeeded", "failed", "cancelled"]);
const KNOWN_LEADS_PER_USER = 20;

/** What the clients have seen: lead ids to give feedback on, runs still to poll. */
export class MixState {
  readonly leadIds = new Map<number, number[]>();
  /** Runs queued and not yet seen finished, by run id. */
  readonly activeRuns = new Map<number, { user: LoadUser; runId: number }>();
  /** Users with a run not yet seen finished. */
  readonly busyUsers = new Set<number>();

  constructor(readonly cookieShare: number) {}

  rememberLeads(user: LoadUser, ids: number[]): void {
    if (ids.length === 0) return;
    const known = this.leadIds.get(user.id) ?? [];
    known.push(...ids.slice(0, KNOWN_LEADS_PER_USER));
    this.leadIds.set(user.id, known.slice(-KNOWN_LEADS_PER_USER));
  }

  runSeen(runId: number, status: string): void {
    const run = this.activeRuns.get(runId);
    if (!run || !FINISHED.has(status)) return;
    this.activeRuns.delete(runId);
    if (![...this.activeRuns.values()].some((r) => r.user.id === run.user.id)) this.busyUsers.delete(run.user.id);
  }

  either(): Auth {
    return Math.random() < this.cookieShare ? "cookie" : "bearer";
  }
}

const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

export const OPS: Op[] = [
  {
    route: "GET /streams/{id}/leads",
    weight: 30,
    call: (u, s) => ({ method: "GET", path: `/streams/${u.streamId}/leads?limit=100`, auth: s.either() }),
    answered: (u, body, s) => s.rememberLeads(u, ((body as { leads: { id: number }[] }).leads ?? []).map((l) => l.id)),
  },
  {
    // Bearer only (spec 4.5).
    route: "GET /leads",
    weight: 20,
    call: () => ({ method: "GET", path: "/leads?limit=100", auth: "bearer" }),
    answered: (u, body, s) => s.rememberLeads(u, ((body as { data: { id: number }[] }).data ?? []).map((l) => l.id)),
  },
  { route: "GET /runs", weight: 15, call: (_, s) => ({ method: "GET", path: "/runs", auth: s.either() }) },
  { route: "GET /me", weight: 15, call: (_, s) => ({ method: "GET", path: "/me", auth: s.either() }) },
  { route: "GET /streams", weight: 8, call: (_, s) => ({ method: "GET", path: "/streams", auth: s.either() }) },
  {
    // A client following a run it started: one of the runs still open, as its user.
    route: "GET /streams/{id}/runs/{runId}",
    weight: 6,
    call: (_, s) => {
      const run = pick([...s.activeRuns.values()]);
      return run ? { method: "GET", path: `/streams/${run.user.streamId}/runs/${run.runId}`, auth: s.either(), as: run.user } : null;
    },
    answered: (_, body, s) => s.runSeen((body as { id: number }).id, (body as { status: string }).status),
  },
  {
    route: "PATCH /streams/{id}",
    weight: 2,
    call: (u) => ({ method: "PATCH", path: `/streams/${u.streamId}`, body: { name: `Load stream ${u.index} (${Date.now() % 100_000})` }, auth: "bearer" }),
  },
  {
    route: "POST /leads/{id}/feedback",
    weight: 2,
    call: (u, s) => {
      const leadId = pick(s.leadIds.get(u.id) ?? []);
      return leadId === undefined ? null : { method: "POST", path: `/leads/${leadId}/feedback`, body: { feedback: Math.random() < 0.7 ? "good" : "bad" }, auth: "bearer" };
    },
  },
];

const TOTAL_WEIGHT = OPS.reduce((n, op) => n + op.weight, 0);

export interface Client {
  gatewayUrl: string;
  stats: LoadStats;
  state: MixState;
  timeoutMs: number;
}

/** Sends one call, records it under `route`, and answers its JSON body when the status is 2xx. */
export async function send(client: Client, route: string, user: LoadUser, call: Call): Promise<unknown> {
  const headers: Record<string, string> = call.auth === "bearer" ? { authorization: `Bearer ${user.apiKey}` } : { cookie: user.cookie };
  if (call.body !== undefined) headers["content-type"] = "application/json";
  const started = performance.now();
  try {
    const res = await fetch(`${client.gatewayUrl}/api/v2${call.path}`, { method: call.method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body), signal: AbortSignal.timeout(client.timeoutMs) });
    const text = await res.text();
    client.stats.record(route, { status: res.status }, performance.now() - started);
    return res.ok ? JSON.parse(text) : undefined;
  } catch (err) {
    client.stats.record(route, { error: errorName(err) }, performance.now() - started);
    return undefined;
  }
}

function errorName(err: unknown): string {
  if (err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError")) return "timeout";
  const cause = err instanceof Error ? (err.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (err instanceof Error ? err.message : String(err));
}

/** One worker: a request at a time until `stop` aborts. */
export async function worker(client: Client, users: LoadUser[], stop: AbortSignal): Promise<void> {
  while (!stop.aborted) {
    let roll = Math.random() * TOTAL_WEIGHT;
    const op = OPS.find((o) => (roll -= o.weight) < 0) ?? OPS[0]!;
    const picked = pick(users)!;
    const call = op.call(picked, client.state);
    if (!call) continue;
    const user = call.as ?? picked;
    const body = await send(client, op.route, user, call);
    if (body !== undefined) op.answered?.(user, body, client.state);
  }
}

export interface RunnerCounts {
  posts: number;
  queued: number;
  skipped: Map<string, number>;
}

/**
 * Starts a sync of a random user's stream every `intervalMs` (POST /streams/{id}/run, Bearer),
 * choosing among users with no run still open and under `syncsPerDay` starts (the accounts' daily
 * cap), until `stop` aborts.
 */
export async function runner(client: Client, users: LoadUser[], opts: { intervalMs: number; syncsPerDay: number }, stop: AbortSignal): Promise<RunnerCounts> {
  const counts: RunnerCounts = { posts: 0, queued: 0, skipped: new Map() };
  const started = new Map<number, number>();
  const pending: Promise<void>[] = [];
  for (let tick = performance.now(); !stop.aborted; tick += opts.intervalMs) {
    const user = pick(users.filter((u) => !client.state.busyUsers.has(u.id) && (started.get(u.id) ?? 0) < opts.syncsPerDay));
    if (user) {
      started.set(user.id, (started.get(user.id) ?? 0) + 1);
      client.state.busyUsers.add(user.id);
      counts.posts += 1;
      pending.push(
        send(client, "POST /streams/{id}/run", user, { method: "POST", path: `/streams/${user.streamId}/run`, body: {}, auth: "bearer" }).then((body) => {
          const res = body as { queued?: { syncRunId: number }[]; skipped?: { reason: string }[] } | undefined;
          for (const q of res?.queued ?? []) client.state.activeRuns.set(q.syncRunId, { user, runId: q.syncRunId });
          counts.queued += res?.queued?.length ?? 0;
          for (const s of res?.skipped ?? []) counts.skipped.set(s.reason, (counts.skipped.get(s.reason) ?? 0) + 1);
          if (!res?.queued?.length) client.state.busyUsers.delete(user.id);
        }),
      );
    }
    await sleep(tick + opts.intervalMs - performance.now(), stop);
  }
  await Promise.all(pending);
  return counts;
}

export function sleep(ms: number, stop?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (stop?.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      stop?.removeEventListener("abort", done);
      resolve();
    }
    stop?.addEventListener("abort", done, { once: true });
  });
}
