// Shared by the benchmarks: PostgreSQL and NATS found (or started) like `pnpm dev`, a private
// database and NATS prefix, child processes for servers, their memory, and autocannon runs.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { connect } from "@nats-io/transport-node";
import { jetstreamManager } from "@nats-io/jetstream";
import { findOrStartNats, findOrStartPostgres } from "@leadstream/dev";

export const root = new URL("../", import.meta.url).pathname;

/** The entry point of each process of the stack. */
export const STACK_ENTRIES = {
  sandbox: "tools/x-sandbox/src/main.ts",
  identity: "services/identity/src/main.ts",
  billing: "services/accounts-billing/src/main.ts",
  classification: "services/classification/src/main.ts",
  streams: "services/streams/src/main.ts",
  leads: "services/leads/src/main.ts",
  notifications: "services/notifications/src/main.ts",
  gateway: "gateway/src/main.ts",
} as const;
export type StackProcess = keyof typeof STACK_ENTRIES;

/**
 * Ports from `base` (to `base` + 7) for the X sandbox, every service and the gateway, and the env
 * variables that point each process at the others.
 */
export function localStack(base: number) {
  const port = { sandbox: base, identity: base + 1, billing: base + 2, classification: base + 3, streams: base + 4, leads: base + 5, gateway: base + 6, notifications: base + 7 };
  const url = (p: number) => `http://127.0.0.1:${p}`;
  const peers = {
    IDENTITY_URL: url(port.identity),
    ACCOUNTS_BILLING_URL: url(port.billing),
    CLASSIFICATION_URL: url(port.classification),
    STREAMS_URL: url(port.streams),
    LEADS_URL: url(port.leads),
    NOTIFICATIONS_URL: url(port.notifications),
    X_API_BASE_URL: url(port.sandbox),
  };
  /** The URL that answers once `name` is ready. */
  const readyUrl = (name: StackProcess) => `${url(port[name])}${name === "sandbox" ? "/sandbox/health" : "/readyz"}`;
  return { port, url, peers, readyUrl };
}

export type LocalStack = ReturnType<typeof localStack>;

/** A process's resident set size now, in MiB (NaN once it has exited). */
export function rssMiB(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

export async function openBenchEnv() {
  const id = randomBytes(3).toString("hex");
  const postgres = await findOrStartPostgres({ dataDir: join(root, ".data", "bench-pg") });
  const nats = await findOrStartNats({ dataDir: join(root, ".data", "bench-nats") });
  const dbName = `leadstream_bench_${id}`;
  const dbUrl = new URL(postgres.url);
  dbUrl.pathname = `/${dbName}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", INTERNAL_TOKEN: `bench-${id}`, LOG_LEVEL: "warn", DATABASE_URL: dbUrl.toString(), NATS_URL: nats.url, NATS_PREFIX: `bench${id}`, X_API_BEARER_TOKEN: "bench-sandbox-token" };
  const children: ChildProcess[] = [];
  /** Starts `entry` under Node (with `nodeArgs` first, e.g. --cpu-prof) and resolves with its process once `readyUrl` answers. */
  const spawnServer = (entry: string, extraEnv: NodeJS.ProcessEnv, readyUrl: string, nodeArgs: string[] = []): Promise<ChildProcess> => {
    // BENCH_LOG_DIR keeps each process's log lines (stdout) in <dir>/<entry's folder>.log.
    const logDir = process.env.BENCH_LOG_DIR;
    const stdout = logDir ? openSync(join(logDir, `${entry.replace(/\/src\/main\.ts$|\.ts$/, "").replaceAll("/", "-")}.log`), "a") : "ignore";
    const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", join(root, entry)], { env: { ...env, ...extraEnv }, stdio: ["ignore", stdout, "inherit"] });
    children.push(child);
    const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`${entry} exited (code ${code}) before it was ready`))));
    return Promise.race([waitFor(readyUrl), exited]).then(() => child);
  };
  return {
    env,
    spawnServer,
    /** Starts one process of `stack` on its port, pointed at the others (`entry` replaces its usual entry point). */
    spawnStackProcess(stack: LocalStack, name: StackProcess, extraEnv: NodeJS.ProcessEnv = {}, opts: { entry?: string; nodeArgs?: string[] } = {}): Promise<ChildProcess> {
      return spawnServer(opts.entry ?? STACK_ENTRIES[name], { ...stack.peers, PORT: String(stack.port[name]), ...extraEnv }, stack.readyUrl(name), opts.nodeArgs);
    },
    async close() {
      for (const c of children) c.kill("SIGTERM");
      await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : undefined)));
      const admin = new pg.Client({ connectionString: postgres.url.replace(/\/[^/]*$/, "/postgres") });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
      const nc = await connect({ servers: nats.url });
      const jsm = await jetstreamManager(nc);
      for await (const name of jsm.streams.names()) if (name.includes(`bench${id}_`)) await jsm.streams.delete(name);
      await nc.close();
      await nats.stop();
      await postgres.stop();
    },
  };
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs / 1000} s`);
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export async function load(opts: { url: string; headers?: Record<string, string>; connections?: number; seconds?: number }): Promise<LoadResult> {
  const result = await autocannon({ url: opts.url, headers: opts.headers, connections: opts.connections ?? 50, duration: opts.seconds ?? 10 });
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}
