import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromBinary } from "@bufbuild/protobuf";
import { UserSignedUpSchema } from "@leadstream/contracts";
import { defineEvent, ensureStream, Outbox, OutboxRelay } from "@leadstream/platform";
import { openHarness } from "./harness.js";

describe("transactional outbox and relay", () => {
  let h: Awaited<ReturnType<typeof openHarness>>;
  let streamName: string;
  let event: ReturnType<typeof defineEvent<typeof UserSignedUpSchema>>;
  let outbox: Outbox;

  beforeAll(async () => {
    h = await openHarness("outbox");
    streamName = await ensureStream(h.bus, h.stream);
    event = defineEvent(h.subject("user.signed_up"), UserSignedUpSchema);
    outbox = new Outbox(h.schema);
  });
  afterAll(async () => {
    await h.bus.jsm.streams.delete(streamName);
    await h.close();
  });

  const addEvents = async (count: number, from: number) => {
    for (let i = from; i < from + count; i++) {
      await h.ds.transaction((em) => outbox.add(em, event, { userId: i, email: `u${i}@example.com` }));
    }
  };
  const streamMessages = async () => Number((await h.bus.jsm.streams.info(streamName)).state.messages);
  const relay = (batchSize = 100) => new OutboxRelay({ ds: h.ds, schema: h.schema, bus: h.bus, logger: h.logger, batchSize, pollMs: 20 });

  it("rolls back with the transaction: no row, no event", async () => {
    await h.ds
      .transaction(async (em) => {
        await outbox.add(em, event, { userId: -1 });
        throw new Error("business rule failed");
      })
      .catch(() => undefined);
    const [{ count }] = await h.ds.query(`SELECT count(*)::int AS count FROM "${h.schema}".outbox`);
    expect(count).toBe(0);
  });

  it("delivers every event exactly once across a relay crash and restart", async () => {
    await addEvents(50, 1);
    const first = relay(10);
    expect(await first.publishPending()).toBe(50);
    await first.stop();
    expect(await streamMessages()).toBe(50);

    // A relay that died after publishing but before marking rows published: the marks are lost.
    await h.ds.query(`UPDATE "${h.schema}".outbox SET published_at = NULL, locked_until = 'epoch' WHERE id IN (SELECT id FROM "${h.schema}".outbox ORDER BY created_at DESC LIMIT 10)`);
    await addEvents(5, 51);
    const restarted = relay(10);
    restarted.start();
    await expect.poll(async () => (await h.ds.query(`SELECT count(*)::int AS c FROM "${h.schema}".outbox WHERE published_at IS NULL`))[0].c, { timeout: 5000 }).toBe(0);
    await restarted.stop();

    // Re-published rows were dropped by JetStream's Nats-Msg-Id de-duplication.
    expect(await streamMessages()).toBe(55);
    const consumer = await h.bus.js.consumers.get(streamName);
    const seen = new Map<number, number>();
    const batch = await consumer.fetch({ max_messages: 100, expires: 1000 });
    for await (const m of batch) {
      const msg = fromBinary(UserSignedUpSchema, m.data);
      seen.set(msg.userId, (seen.get(msg.userId) ?? 0) + 1);
      expect(m.headers?.get("event-type")).toBe("leadstream.events.v1.UserSignedUp");
      if (seen.size === 55) break;
    }
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 55 }, (_, i) => i + 1));
  });

  it("publishes in creation order", async () => {
    const consumer = await h.bus.js.consumers.get(streamName);
    const before = Number((await h.bus.jsm.streams.info(streamName)).state.last_seq);
    // Several events in one transaction share its created_at: the order must still hold.
    await h.ds.transaction(async (em) => {
      for (let i = 5000; i < 5015; i++) await outbox.add(em, event, { userId: i });
    });
    for (let i = 5015; i < 5030; i++) await h.ds.transaction((em) => outbox.add(em, event, { userId: i }));
    await relay(50).publishPending();
    const batch = await consumer.fetch({ max_messages: 500, expires: 1000 });
    const order: number[] = [];
    for await (const m of batch) {
      if (m.seq > before) order.push(fromBinary(UserSignedUpSchema, m.data).userId);
      if (order.length === 30) break;
    }
    expect(order).toEqual(Array.from({ length: 30 }, (_, i) => 5000 + i));
  });

  it("two relays running at once never publish the same row twice", async () => {
    const before = await streamMessages();
    await addEvents(200, 1000);
    const a = relay(7);
    const b = relay(7);
    const counts = await Promise.all([a.publishPending(), b.publishPending(), a.publishPending(), b.publishPending()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(200);
    expect(await streamMessages()).toBe(before + 200);
  });
});
