import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StorageType } from "@nats-io/jetstream";
import { STREAMS } from "@leadstream/contracts";
import { connectBus, ensureStream, type Bus } from "@leadstream/platform";
import { eventually, freePort } from "@leadstream/testing";
import { lazyBucket } from "../../gateway/src/kv-bucket.js";

// Three local nats-servers run deploy/k8s/base/nats/nats.conf (ports, directories and routes
// made local), and the platform creates its streams and buckets with NATS_STREAM_REPLICAS=3 as
// the manifests set it.

const version = /v(\d+)\.(\d+)/.exec(spawnSync("nats-server", ["--version"], { encoding: "utf8" }).stdout ?? "");
const natsServer = version !== null;

describe.skipIf(!natsServer)(`the NATS cluster of deploy/k8s${natsServer ? "" : " (skipped: nats-server is not installed)"}`, () => {
  const dir = mkdtempSync(join(tmpdir(), "leadstream-nats-cluster-"));
  const servers: ChildProcess[] = [];
  const urls: string[] = [];
  let bus: Bus;

  /** The manifests' nats.conf for server `i` on this machine; each change must apply. */
  const localConfig = (i: number, ports: { client: number[]; cluster: number[]; monitor: number[] }) => {
    let conf = readFileSync(new URL("../k8s/base/nats/nats.conf", import.meta.url), "utf8");
    const replace = (pattern: RegExp, by: string) => {
      expect(conf, String(pattern)).toMatch(pattern);
      conf = conf.replace(pattern, by);
    };
    replace(/^port: \d+$/m, `host: 127.0.0.1\nport: ${ports.client[i]}`);
    replace(/^http_port: \d+$/m, `http_port: ${ports.monitor[i]}`);
    replace(/^pid_file: \S+/m, `pid_file: ${join(dir, `nats-${i}.pid`)}`);
    replace(/store_dir: \S+/, `store_dir: ${join(dir, `data-${i}`)}`);
    replace(/(cluster\s*\{[^}]*?\n\s*port:\s*)\d+/, `$1${ports.cluster[i]}\n  host: 127.0.0.1`);
    replace(/routes:\s*\[[^\]]*\]/, `routes: [${ports.cluster.map((p) => `nats://127.0.0.1:${p}`).join(", ")}]`);
    // Debian's nats-server 2.9 rejects it; the manifests run 2.10.
    if (Number(version![1]) === 2 && Number(version![2]) < 10) replace(/^\s*sync_interval:.*$/m, "");
    return conf;
  };

  beforeAll(async () => {
    const ports = { client: [] as number[], cluster: [] as number[], monitor: [] as number[] };
    for (const list of Object.values(ports)) for (let i = 0; i < 3; i++) list.push(await freePort());
    for (let i = 0; i < 3; i++) {
      const file = join(dir, `nats-${i}.conf`);
      writeFileSync(file, localConfig(i, ports));
      servers.push(spawn("nats-server", ["-c", file], { env: { ...process.env, SERVER_NAME: `nats-${i}` }, stdio: "ignore" }));
      urls.push(`nats://127.0.0.1:${ports.client[i]}`);
    }
    // JetStream answers once the three servers have elected a meta leader.
    bus = await eventually(
      async () => {
        const b = await connectBus({ url: urls[0], prefix: "", name: "cluster-test", replicas: 3 });
        try {
          await b.jsm.getAccountInfo();
          return b;
        } catch (err) {
          await b.close();
          throw err;
        }
      },
      { timeoutMs: 30_000, intervalMs: 250, what: "the JetStream cluster" },
    );
  });

  afterAll(async () => {
    await bus?.close().catch(() => undefined);
    await Promise.all(servers.map((s) => (s.exitCode === null && s.signalCode === null ? new Promise((r) => (s.once("exit", r), s.kill("SIGKILL"))) : undefined)));
    rmSync(dir, { recursive: true, force: true });
  });

  it("holds every stream of the catalog on all three servers, on file storage", async () => {
    for (const spec of Object.values(STREAMS)) {
      const info = await bus.jsm.streams.info(await ensureStream(bus, spec));
      expect(info.config.num_replicas, spec.name).toBe(3);
      expect(info.config.storage, spec.name).toBe(StorageType.File);
      expect(info.cluster?.replicas, spec.name).toHaveLength(2);
    }
  });

  it("holds the gateway's KV buckets on all three servers", async () => {
    await lazyBucket(bus, "idempotency", { storage: "file", history: 1 })();
    expect((await bus.jsm.streams.info("KV_idempotency")).config.num_replicas).toBe(3);
  });

  it("raises a stream created with one replica to NATS_STREAM_REPLICAS when a process starts with 3", async () => {
    const single = await connectBus({ url: urls[1], prefix: "scaled", name: "single", replicas: 1 });
    try {
      const name = await ensureStream(single, STREAMS.identity);
      expect((await single.jsm.streams.info(name)).config.num_replicas).toBe(1);
      const scaled = await connectBus({ url: urls[2], prefix: "scaled", name: "scaled", replicas: 3 });
      try {
        await ensureStream(scaled, STREAMS.identity);
        await eventually(async () => (await scaled.jsm.streams.info(name)).cluster?.replicas?.length === 2, { timeoutMs: 20_000, what: "two more replicas" });
        expect((await scaled.jsm.streams.info(name)).config.num_replicas).toBe(3);
      } finally {
        await scaled.close();
      }
    } finally {
      await single.close();
    }
  });

  it("keeps acknowledged events and takes new ones when the stream's leader dies", async () => {
    const name = await ensureStream(bus, STREAMS.leads);
    await bus.js.publish("leads.test.before", "before");
    const leader = (await bus.jsm.streams.info(name)).cluster!.leader!;
    const index = Number(/^nats-(\d)$/.exec(leader)![1]);
    servers[index].kill("SIGKILL");
    // A new leader is elected among the two left; the client moves if it was connected to the dead one.
    await eventually(() => bus.js.publish("leads.test.after", "after", { timeout: 2_000 }), { timeoutMs: 30_000, intervalMs: 500, what: "a publish after the leader died" });
    const info = await bus.jsm.streams.info(name);
    expect(info.cluster?.leader).not.toBe(leader);
    expect(info.state.messages).toBe(2);
  });
});
