import { randomInt } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startService, type RunningService } from "@leadstream/platform";
import { startWebhookReceiver, testEnv, type WebhookReceiver } from "@leadstream/testing";
import type { NotificationsApp } from "../../src/app/notifications-app.js";
import type { Repositories } from "../../src/app/ports.js";
import { repositoriesOn } from "../../src/db/repositories.js";
import { SAMPLE_LEAD } from "../../src/domain/webhook-lead.js";
import { notificationsService } from "../../src/service.js";

// The dispatcher's claims against real PostgreSQL: leases (a sender that died mid-POST) and
// SKIP LOCKED (replicas). The service's own poll is slowed down so only the test claims.
let svc: RunningService<NotificationsApp>;
let repos: Repositories;
let receiver: WebhookReceiver;
beforeAll(async () => {
  svc = (await startService(notificationsService, testEnv({ WEBHOOK_POLL_MS: "60000", WEBHOOKS_ALLOW_PRIVATE: "true" }))) as RunningService<NotificationsApp>;
  repos = repositoriesOn(svc.deps.ds.manager);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await svc?.stop();
});

/**
 * Every other URL with a batch: the deliveries table is shared with the other test files running
 * now, whose older batches a claim would take first, so each claim here passes them as busy.
 */
async function others(mine: string[]): Promise<string[]> {
  const rows = (await svc.deps.ds.query(`SELECT DISTINCT target_url FROM "notifications".deliveries WHERE NOT (target_url = ANY($1::text[]))`, [mine])) as { target_url: string }[];
  return rows.map((r) => r.target_url);
}

async function queue(userId: number, urls: string[]): Promise<void> {
  receiver.setSecret(await repos.secrets.ensure(userId, "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"));
  await repos.deliveries.add(urls.map((targetUrl) => ({ userId, subscriptionId: null, streamId: null, runId: null, targetUrl, leads: [SAMPLE_LEAD], trace: {} })));
}

it("claims a batch whose sender died again after its lease, with the same webhook-id, and delivers it once", async () => {
  const url = `${receiver.url}/lease-${randomInt(1e9)}`;
  await queue(randomInt(1, 2 ** 31 - 1), [url]);
  const [first] = (await svc.app.claimDue(100, await others([url]), 300)).filter((b) => b.targetUrl === url);
  expect(first).toMatchObject({ attemptCount: 1 });
  expect((await svc.app.claimDue(100, await others([url]), 300)).filter((b) => b.targetUrl === url)).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 400));
  const [again] = (await svc.app.claimDue(100, await others([url]), 300)).filter((b) => b.targetUrl === url);
  expect(again).toMatchObject({ id: first.id, webhookId: first.webhookId, attemptCount: 2 });
  expect(await svc.app.deliver(again)).toMatchObject({ statusCode: 200 });
  expect(receiver.delivered().filter((b) => b.webhookId === first.webhookId)).toHaveLength(1);
  expect((await svc.app.claimDue(100, await others([url]), 300)).filter((b) => b.targetUrl === url)).toEqual([]);
});

it("lets dispatchers claim at once without ever taking the same batch; a URL in flight is left alone", async () => {
  // Rounds of four make it likely that a claim commits while another's statement is under way,
  // which took the same batches again before the lock re-checked that they are due.
  let urls: string[] = [];
  for (let round = 0; round < 10; round++) {
    urls = Array.from({ length: 20 }, (_, i) => `${receiver.url}/replica-${randomInt(1e9)}-${i}`);
    await queue(randomInt(1, 2 ** 31 - 1), urls);
    const busy = await others(urls);
    const claims = await Promise.all(Array.from({ length: 4 }, () => svc.app.claimDue(100, busy, 60_000)));
    const ours = claims.flat().filter((batch) => urls.includes(batch.targetUrl));
    expect(new Set(ours.map((batch) => batch.id)).size).toBe(ours.length);
    expect(ours.map((batch) => batch.targetUrl).sort()).toEqual([...urls].sort());
  }
  await queue(randomInt(1, 2 ** 31 - 1), [urls[0]]);
  const claimed = await svc.app.claimDue(100, [urls[0], ...(await others([urls[0]]))], 60_000);
  expect(claimed.filter((batch) => batch.targetUrl === urls[0])).toEqual([]);
});
