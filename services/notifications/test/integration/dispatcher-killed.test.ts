import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { connectBus, createDataSource } from "@leadstream/platform";
import { eventually, freePort, startWebhookReceiver, testEnv, type WebhookReceiver } from "@leadstream/testing";
import type { DataSource } from "typeorm";
import type { Repositories } from "../../src/app/ports.js";
import { repositoriesOn } from "../../src/db/repositories.js";
import { inBatches } from "../../src/domain/batches.js";
import { SAMPLE_LEAD } from "../../src/domain/webhook-lead.js";

// A real notifications process, SIGKILLed while it POSTs the second of a run's three batches
// (the receiver holds that request until the kill). A restarted process sends the remaining
// batches and the one in flight again, after its lease, with the same webhook-id: nothing lost.
// The processes get their own database and NATS prefix, so no other test's notifications
// service claims these batches (claims are not per user) or consumes their events.

const root = new URL("../../../../", import.meta.url).pathname;
const id = randomBytes(4).toString("hex");
const base = testEnv();
const databaseUrl = (() => {
  const url = new URL(base.DATABASE_URL!);
  url.pathname = `/leadstream_notif_kill_${id}`;
  return url.toString();
})();
const natsPrefix = `${base.NATS_PREFIX}k${id}`;
// Lease = 3 x timeout: the batch in flight comes back 6 s after it was claimed.
const env = { ...base, DATABASE_URL: databaseUrl, NATS_PREFIX: natsPrefix, WEBHOOKS_ALLOW_PRIVATE: "true", WEBHOOK_TIMEOUT_MS: "2000", WEBHOOK_POLL_MS: "100", WEBHOOK_RETRY_DELAYS_MS: "200,200,200" };

let receiver: WebhookReceiver;
let ds: DataSource | undefined;
const children: ChildProcess[] = [];

async function startNotifications(): Promise<ChildProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "services/notifications/src/main.ts"], { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: "ignore" });
  children.push(child);
  await eventually(() => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok || undefined, () => undefined), { timeoutMs: 30_000, what: "the notifications process" });
  return child;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  await receiver?.close();
  await ds?.destroy();
  const admin = new pg.Client({ connectionString: base.DATABASE_URL!.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS leadstream_notif_kill_${id} WITH (FORCE)`);
  await admin.end();
  const bus = await connectBus({ url: base.NATS_URL!, prefix: natsPrefix, name: "kill-test-cleanup" });
  for await (const name of bus.jsm.streams.names()) if (name.startsWith(`${natsPrefix}_`)) await bus.jsm.streams.delete(name);
  await bus.close();
});

it("SIGKILLed between two batches of a run: after a restart the remaining batches arrive, the one in flight again with its webhook-id, none lost", { timeout: 90_000 }, async () => {
  const first = await startNotifications(); // migrates its database
  ds = createDataSource({ url: databaseUrl, schema: "notifications", applicationName: "kill-test", migrations: [] });
  await ds.initialize();
  const repos: Repositories = repositoriesOn(ds.manager);

  // Batch 1 is answered, batch 2 is held until the process is dead, then everything is answered.
  let release: (status: number) => void = () => undefined;
  const held = new Promise<number>((resolve) => (release = resolve));
  receiver.behave((n) => (n === 2 ? held : 200));

  const userId = randomInt(1, 2 ** 31 - 1);
  const runId = randomInt(1, 2 ** 31 - 1);
  receiver.setSecret(await repos.secrets.ensure(userId, "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"));
  const leads = Array.from({ length: 120 }, (_, i) => ({ ...SAMPLE_LEAD, id: i + 1, profile: { ...SAMPLE_LEAD.profile, handle: `lead_${i + 1}` } }));
  // As the run consumer queues them: one row per batch of 50, in one statement.
  await repos.deliveries.add(inBatches(leads).map((batch) => ({ userId, subscriptionId: null, streamId: 1, runId, targetUrl: receiver.url, leads: batch, trace: {} })));

  await eventually(() => receiver.requests.length >= 2 || undefined, { timeoutMs: 15_000, what: "batch 2 in flight" });
  first.kill("SIGKILL");
  await new Promise((resolve) => (first.exitCode === null && first.signalCode === null ? first.once("exit", resolve) : resolve(undefined)));
  const inFlight = receiver.requests[1]!.webhookId;
  expect(receiver.requests.map((r) => r.answered)).toEqual([200, 0]);
  release(200); // its connection is gone: the answer never reaches anyone
  expect(receiver.delivered()).toHaveLength(1);

  await startNotifications();
  await eventually(() => receiver.delivered().length === 3 || undefined, { timeoutMs: 30_000, intervalMs: 100, what: "every batch after the restart" });
  await new Promise((resolve) => setTimeout(resolve, 500)); // nothing more comes

  const delivered = receiver.delivered();
  expect(delivered.map((b) => b.leads!.length).sort()).toEqual([20, 50, 50]);
  expect(delivered.flatMap((b) => (b.leads as { id: number }[]).map((l) => l.id)).sort((a, b) => a - b)).toEqual(leads.map((l) => l.id));
  // Batch 2 came twice with one webhook-id (the receiver drops the repeat); the others once.
  expect(receiver.requests.filter((r) => r.webhookId === inFlight)).toHaveLength(2);
  expect(receiver.requests).toHaveLength(4);
  expect(receiver.requests.every((r) => r.verified)).toBe(true);

  const logged = await repos.deliveries.page(userId, { subscriptionId: null, streamId: null, status: null, limit: 10, beforeId: null });
  expect(logged.map((d) => d.status)).toEqual(["delivered", "delivered", "delivered"]);
  expect(logged.find((d) => d.webhookId === inFlight)!.attempts.map((a) => a.statusCode)).toEqual([200]);
});
