import { afterEach, describe, expect, it } from "vitest";
import { newSecret, signatureFor } from "../../../services/notifications/src/domain/signature.js";
import { startLoadReceiver, type LoadReceiver } from "../receiver.js";

let receiver: LoadReceiver | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

/** A batch POSTed as notifications signs it (its own signing code). */
async function deliver(url: string, secret: string, webhookId: string, leads: unknown[]): Promise<number> {
  const body = JSON.stringify(leads);
  const timestamp = Math.floor(Date.now() / 1000);
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "webhook-id": webhookId, "webhook-timestamp": String(timestamp), "webhook-signature": signatureFor(secret, webhookId, timestamp, body) },
    body,
  });
  return res.status;
}

describe("the load's webhook receiver", () => {
  it("counts each lead id of each first-time batch, a repeated webhook-id as a retry, per user's secret", async () => {
    receiver = await startLoadReceiver();
    const [alice, bob] = [newSecret(), newSecret()];
    receiver.setSecret(1, alice);
    receiver.setSecret(2, bob);
    expect(await deliver(receiver.urlFor(1), alice, "msg_a", [{ id: 10 }, { id: 11 }])).toBe(200);
    expect(await deliver(receiver.urlFor(2), bob, "msg_b", [{ id: 20 }])).toBe(200);
    expect(await deliver(receiver.urlFor(1), alice, "msg_a", [{ id: 10 }, { id: 11 }])).toBe(200);
    // The same lead in another batch: delivered twice.
    expect(await deliver(receiver.urlFor(1), alice, "msg_c", [{ id: 11 }])).toBe(200);

    expect(receiver.batches()).toBe(3);
    expect(receiver.retries()).toBe(1);
    expect(receiver.rejected()).toBe(0);
    expect([...receiver.leadCounts()].sort(([a], [b]) => a - b)).toEqual([
      [10, 1],
      [11, 2],
      [20, 1],
    ]);
  });

  it("refuses a batch signed with another user's secret, or that is not an array of leads", async () => {
    receiver = await startLoadReceiver();
    const [alice, bob] = [newSecret(), newSecret()];
    receiver.setSecret(1, alice);
    receiver.setSecret(2, bob);
    expect(await deliver(receiver.urlFor(1), bob, "msg_x", [{ id: 1 }])).toBe(401);
    expect(await deliver(receiver.urlFor(3), alice, "msg_y", [{ id: 2 }])).toBe(401);
    expect(await deliver(receiver.urlFor(1), alice, "msg_z", [{ handle: "no id" }])).toBe(401);
    expect(receiver.rejected()).toBe(3);
    expect(receiver.batches()).toBe(0);
    expect(receiver.leadCounts().size).toBe(0);
  });
});
