// The fault tests' tools: services as child processes (to SIGKILL, SIGSTOP and restart), a TCP
// proxy to cut PostgreSQL off, a nats-server of the test's own to restart. The stack itself is the
// e2e one (every service in this process, on a database and NATS prefix of its own).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServiceName } from "@leadstream/platform";
import { freePort, isolatedEnv } from "@leadstream/testing";
import { startStack, type Stack } from "../e2e/stack.js";

const ROOT = new URL("../../", import.meta.url).pathname;

const exitOf = (child: ChildProcess): Promise<void> => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve())));

/** Resolves once something accepts TCP connections on `port`. */
async function listening(port: number, what: string, alive: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      const done = (connected: boolean) => {
        socket.destroy();
        resolve(connected);
      };
      socket.once("connect", () => done(true)).once("error", () => done(false));
    });
    if (ok) return;
    if (!alive()) throw new Error(`${what} exited before it listened`);
    if (Date.now() > deadline) throw new Error(`${what} did not listen within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts `command` with its output appended to FAULTS_LOG_DIR/<name>.log when that is set, else dropped. */
function spawnLogged(name: string, command: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): ChildProcess {
  const out = process.env.FAULTS_LOG_DIR ? openSync(join(process.env.FAULTS_LOG_DIR, `${name}.log`), "a") : "ignore";
  try {
    return spawn(command, args, { ...opts, stdio: ["ignore", out, out] });
  } finally {
    if (typeof out === "number") closeSync(out);
  }
}

/** A service of the stack running as a process of its own, on the port the stack gave it. */
export interface ServiceProcess {
  name: ServiceName;
  /** SIGKILL, as a crash or an OOM kill would, and its exit. */
  kill(): Promise<void>;
  /** Starts it again with the same environment and port; resolves when it is ready. */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open and nothing answers (a slow peer at its worst). */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

async function serviceProcess(stack: Stack, name: ServiceName): Promise<ServiceProcess> {
  const running = stack.services[name as keyof Stack["services"]];
  const port = running.port;
  await running.stop();
  const env = { ...process.env, ...stack.envFor(name as keyof Stack["services"], { PORT: String(port) }) };
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawnLogged(name, process.execPath, ["--import", "tsx", join(ROOT, "services", name, "src", "main.ts")], { cwd: ROOT, env });
    child = started;
    await listening(port, name, () => started.exitCode === null && started.signalCode === null);
    // Listening comes last in a service's start-up: it is ready (migrated, subscribed) now.
    const ready = await fetch(`${running.url}/readyz`).then((r) => r.ok, () => false);
    if (!ready) throw new Error(`${name} listens but is not ready`);
  };
  await start();
  return {
    name,
    async kill() {
      const c = child!;
      c.kill("SIGKILL");
      await exitOf(c);
    },
    start,
    freeze: () => void child!.kill("SIGSTOP"),
    thaw: () => void child!.kill("SIGCONT"),
    // The stack's database is dropped next: nothing to shut down gracefully for.
    async stop() {
      child?.kill("SIGKILL");
      if (child) await exitOf(child);
    },
  };
}

/** A TCP proxy to `target` that can cut every connection and refuse new ones, then let them through again. */
export interface TcpProxy {
  port: number;
  /** Resets every open connection, and every new one until restore(). */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let open = true;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    if (!open) return void client.resetAndDestroy();
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve()));
  return {
    port,
    cut() {
      open = false;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      open = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `nats-server -js` on a port and storage directory of its own. */
export interface NatsServer {
  url: string;
  /** SIGTERM, down for `downMs`, then started again on the same port and storage (streams and consumers survive). */
  restart(downMs: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startNatsServer(): Promise<NatsServer> {
  if (spawnSync("nats-server", ["--version"]).error) throw new Error("The NATS restart test needs nats-server on PATH (Debian/Ubuntu: apt-get install nats-server)");
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "leadstream-faults-nats-"));
  let child: ChildProcess;
  const up = async () => {
    const started = spawnLogged("nats-server", "nats-server", ["-js", "-a", "127.0.0.1", "-p", String(port), "-sd", dir]);
    child = started;
    await listening(port, "nats-server", () => started.exitCode === null);
  };
  const down = async () => {
    child.kill("SIGTERM");
    await exitOf(child);
  };
  await up();
  return {
    url: `nats://127.0.0.1:${port}`,
    async restart(downMs) {
      await down();
      await new Promise((r) => setTimeout(r, downMs));
      await up();
    },
    async stop() {
      await down();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface FaultStackOptions {
  /** Services that run as processes of their own (killed, frozen, restarted); the rest run in this process. */
  processes?: ServiceName[];
  /** Every service reaches PostgreSQL through a TCP proxy the test controls. */
  postgresProxy?: boolean;
  /** Every service and the gateway use a nats-server of the test's own. */
  privateNats?: boolean;
  /** For every service, process and the gateway. */
  env?: Record<string, string>;
  sandbox: NonNullable<Parameters<typeof startStack>[0]>["sandbox"];
}

export type FaultStack = Stack & {
  processes: Partial<Record<ServiceName, ServiceProcess>>;
  postgres: TcpProxy | undefined;
  nats: NatsServer | undefined;
};

/**
 * The e2e stack with the faults asked for: services moved to child processes, PostgreSQL behind
 * a proxy, a private nats-server. Stopping it stops all of them and drops the database.
 */
export async function startFaultStack(opts: FaultStackOptions): Promise<FaultStack> {
  const env: Record<string, string> = { ...opts.env };
  const cleanups: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    let postgres: TcpProxy | undefined;
    if (opts.postgresProxy) {
      // The stack's own database, reached through the proxy (the stack's drop() goes direct).
      const own = isolatedEnv();
      const direct = new URL(own.env.DATABASE_URL);
      postgres = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      cleanups.push(() => own.drop());
      cleanups.push(() => postgres!.close());
      const proxied = new URL(direct);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(postgres.port);
      env.DATABASE_URL = proxied.toString();
    }
    let nats: NatsServer | undefined;
    if (opts.privateNats) {
      nats = await startNatsServer();
      cleanups.push(() => nats!.stop());
      env.NATS_URL = nats.url;
    }
    const stack = await startStack({ sandbox: opts.sandbox, env });
    cleanups.push(() => stack.stop());
    const processes: FaultStack["processes"] = {};
    cleanups.push(() => Promise.all(Object.values(processes).map((p) => p.stop())).then(() => undefined));
    await Promise.all(
      (opts.processes ?? []).map(async (name) => {
        processes[name] = await serviceProcess(stack, name);
      }),
    );
    return { ...stack, processes, postgres, nats, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
