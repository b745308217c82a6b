// `pnpm dev`: PostgreSQL and NATS (found or started), then every service, the X sandbox and the
// gateway as child processes with prefixed logs. Ctrl-C stops everything cleanly.
import { join } from "node:path";
import { ensureDatabase, SERVICE_PORTS, serviceUrlEnv, type ServiceName } from "@leadstream/platform";
import { findOrStartNats, findOrStartPostgres, type Infra } from "./infra.js";
import { startProcess, type ManagedProcess } from "./processes.js";

const root = new URL("../../../", import.meta.url).pathname;
const say = (line: string) => console.log(`\x1b[1mdev\x1b[0m ${line}`);

async function main() {
  const infra: Infra[] = [];
  const children: ManagedProcess[] = [];
  let stopping = false;

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say("stopping...");
    for (const p of children) if (p.child.exitCode === null) p.child.kill("SIGTERM");
    await Promise.all(children.map((p) => p.exited));
    for (const i of infra.reverse()) await i.stop().catch(() => undefined);
    process.exit(code);
  };
  process.on("SIGINT", () => void stopAll(0));
  process.on("SIGTERM", () => void stopAll(0));

  try {
    const postgres = await findOrStartPostgres({ dataDir: join(root, ".data", "postgres"), log: say });
    infra.push(postgres);
    const nats = await findOrStartNats({ dataDir: join(root, ".data", "nats"), log: say });
    infra.push(nats);
    await ensureDatabase(postgres.url);
    say(`PostgreSQL ${redact(postgres.url)}, NATS ${nats.url}`);

    const sandboxPort = Number(process.env.X_SANDBOX_PORT ?? 7190);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: postgres.url,
      NATS_URL: nats.url,
      X_API_BASE_URL: process.env.X_API_BASE_URL ?? `http://127.0.0.1:${sandboxPort}`,
    };
    for (const name of Object.keys(SERVICE_PORTS) as ServiceName[]) env[serviceUrlEnv(name)] ??= `http://127.0.0.1:${SERVICE_PORTS[name]}`;

    const gatewayPort = Number(process.env.PORT ?? 8080);
    const entries: [string, string, NodeJS.ProcessEnv][] = [
      ["x-sandbox", "tools/x-sandbox/src/main.ts", { ...env, PORT: String(sandboxPort) }],
      ...(Object.entries(SERVICE_PORTS) as [ServiceName, number][]).map(([name, port]): [string, string, NodeJS.ProcessEnv] => [name, `services/${name}/src/main.ts`, { ...env, PORT: String(port) }]),
      ["gateway", "gateway/src/main.ts", { ...env, PORT: String(gatewayPort) }],
    ];
    const width = Math.max(...entries.map(([n]) => n.length));
    entries.forEach(([name, entry, childEnv], i) => {
      const p = startProcess(name, join(root, entry), childEnv, i, width);
      children.push(p);
      void p.exited.then((code) => {
        if (!stopping) {
          say(`${name} exited (code ${code}); stopping everything`);
          void stopAll(1);
        }
      });
    });

    const gateway = `http://127.0.0.1:${gatewayPort}`;
    await waitReady(`${gateway}/readyz`, () => stopping);
    if (!stopping) say(`Leadstream is up: API ${gateway}/api/v2, docs ${gateway}/docs. Ctrl-C stops everything.`);
  } catch (err) {
    say(err instanceof Error ? err.message : String(err));
    await stopAll(1);
  }
}

async function waitReady(url: string, cancelled: () => boolean) {
  while (!cancelled()) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, "//$1:***@");

void main();
