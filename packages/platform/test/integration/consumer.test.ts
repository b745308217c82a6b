import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, toBinary } from "@bufbuild/protobuf";
import { headers as natsHeaders, nanos } from "@nats-io/nats-core";
import { RetentionPolicy, StorageType } from "@nats-io/jetstream";
import { UserSignedUpSchema } from "@leadstream/contracts";
import { defineEvent, DurableConsumer, on } from "@leadstream/platform";
import { openHarness } from "./harness.js";

describe("inbox-guarded durable consumer", () => {
  let h: Awaited<ReturnType<typeof openHarness>>;
  let streamName: string;
  let consumer: DurableConsumer;
  const attempts = new Map<number, number>();
  let fixed = false;
  const event = () => defineEvent(h.subject("user.signed_up"), UserSignedUpSchema);

  const publish = async (msgId: string, userId: number, email = "") => {
    const hdrs = natsHeaders();
    hdrs.set("event-type", UserSignedUpSchema.typeName);
    await h.bus.js.publish(h.bus.subject(h.subject("user.signed_up")), toBinary(UserSignedUpSchema, create(UserSignedUpSchema, { userId, email })), { msgID: msgId, headers: hdrs });
  };
  const effects = async (messageId: string) =>
    (await h.ds.query(`SELECT count(*)::int AS c FROM "${h.schema}".effects WHERE message_id = $1`, [messageId]))[0].c as number;
  const deadLetters = (messageId: string): Promise<{ deliveries: number }[]> =>
    h.ds.query(`SELECT deliveries FROM "${h.schema}".dead_letters WHERE message_id = $1`, [messageId]);
  const parked = (messageId: string): Promise<{ replays: number; due: boolean; error: string }[]> =>
    h.ds.query(`SELECT replays, replay_after <= now() AS due, error FROM "${h.schema}".dead_letters WHERE message_id = $1`, [messageId]);

  beforeAll(async () => {
    h = await openHarness("consumer");
    // A short de-duplication window, so the test can put the same message id on the stream twice
    // (what a redelivery after a lost ack looks like to the consumer).
    streamName = h.bus.streamName(h.stream.name);
    await h.bus.jsm.streams.add({ name: streamName, subjects: h.stream.subjects.map(h.bus.subject), retention: RetentionPolicy.Limits, storage: StorageType.Memory, duplicate_window: nanos(100) });
    consumer = new DurableConsumer({
      bus: h.bus,
      ds: h.ds,
      schema: h.schema,
      logger: h.logger,
      filter: { subject: h.subject(">"), stream: h.stream },
      durable: "test-effects",
      maxDeliver: 3,
      retryDelayMs: () => 50,
      replayDelayMs: (replays) => (replays === 0 ? 0 : 3_600_000),
      handlers: [
        on(event(), async (msg, { em, messageId }) => {
          const n = (attempts.get(msg.userId) ?? 0) + 1;
          attempts.set(msg.userId, n);
          await em.query(`INSERT INTO "${h.schema}".effects (message_id, value) VALUES ($1, $2)`, [messageId, msg.email]);
          if (msg.email === "fail-once" && n === 1) throw new Error("transient failure");
          if (msg.email === "always-fail") throw new Error("permanent failure");
          if (msg.email === "fail-until-fixed" && !fixed) throw new Error("a peer is down");
        }),
      ],
    });
    await consumer.start();
  });
  afterAll(async () => {
    await consumer.stop();
    await h.bus.jsm.streams.delete(streamName);
    await h.close();
  });

  it("handles the same message twice with one effect", async () => {
    await publish("dup-1", 1, "first");
    await expect.poll(() => effects("dup-1")).toBe(1);
    await new Promise((r) => setTimeout(r, 200)); // past the de-duplication window
    await publish("dup-1", 1, "first");
    await expect.poll(() => attempts.get(1) ?? 0, { timeout: 500 }).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(Number((await h.bus.jsm.streams.info(streamName)).state.messages)).toBe(2);
    expect(await effects("dup-1")).toBe(1);
    expect(attempts.get(1)).toBe(1);
  });

  it("retries a failed attempt, whose effect was rolled back, and applies it once", async () => {
    await publish("retry-1", 2, "fail-once");
    await expect.poll(() => attempts.get(2) ?? 0).toBe(2);
    await expect.poll(() => effects("retry-1")).toBe(1);
  });

  it("parks a message that keeps failing in dead_letters after max deliveries", async () => {
    await publish("poison-1", 3, "always-fail");
    await expect.poll(() => deadLetters("poison-1"), { timeout: 5000 }).toEqual([{ deliveries: 3 }]);
    expect(await effects("poison-1")).toBe(0);
  });

  it("acks an event type it has no handler for (one added later on its wildcard) with no effect", async () => {
    const hdrs = natsHeaders();
    hdrs.set("event-type", "leadstream.events.v1.UserDeleted");
    const consumerInfo = () => h.bus.jsm.consumers.info(streamName, "test-effects");
    const pendingBefore = (await consumerInfo()).num_ack_pending;
    const { seq } = await h.bus.js.publish(h.bus.subject(h.subject("user.deleted")), new Uint8Array([0xff, 0xff, 0xff]), { msgID: "new-type-1", headers: hdrs });
    // Delivered and not left pending: acked (a terminated message would be in dead_letters).
    await expect
      .poll(async () => {
        const info = await consumerInfo();
        return info.delivered.stream_seq >= seq && info.num_ack_pending === pendingBefore;
      }, { timeout: 5000 })
      .toBe(true);
    expect(await effects("new-type-1")).toBe(0);
    expect(await deadLetters("new-type-1")).toEqual([]);
    expect(await h.ds.query(`SELECT 1 FROM "${h.schema}".inbox WHERE message_id = 'new-type-1'`)).toEqual([]);
  });

  it("parks a payload of a handled type that does not decode, without retrying", async () => {
    const hdrs = natsHeaders();
    hdrs.set("event-type", UserSignedUpSchema.typeName);
    await h.bus.js.publish(h.bus.subject(h.subject("user.signed_up")), new Uint8Array([0xff, 0xff, 0xff]), { msgID: "corrupt-1", headers: hdrs });
    await expect.poll(() => deadLetters("corrupt-1"), { timeout: 5000 }).toEqual([{ deliveries: 1 }]);
    expect(await effects("corrupt-1")).toBe(0);
  });

  it("replays a parked message once its cause is gone: handled once, through the inbox, and no longer parked", async () => {
    await publish("parked-1", 5, "fail-until-fixed");
    await expect.poll(() => deadLetters("parked-1"), { timeout: 5000 }).toEqual([{ deliveries: 3 }]);
    // Still failing: left parked, its next replay later.
    expect(await consumer.replayParked()).toBe(0);
    expect(await parked("parked-1")).toEqual([{ replays: 1, due: false, error: "Error: a peer is down" }]);
    await h.ds.query(`UPDATE "${h.schema}".dead_letters SET replay_after = now() WHERE message_id = 'parked-1'`);
    fixed = true;
    const [first, second] = await Promise.all([consumer.replayParked(), consumer.replayParked()]);
    expect(first + second).toBe(1);
    expect(await effects("parked-1")).toBe(1);
    expect(await parked("parked-1")).toEqual([]);
    expect(await consumer.replayParked()).toBe(0);
    expect(await effects("parked-1")).toBe(1);
  });

  it("never replays a payload that does not decode", async () => {
    const hdrs = natsHeaders();
    hdrs.set("event-type", UserSignedUpSchema.typeName);
    await h.bus.js.publish(h.bus.subject(h.subject("user.signed_up")), new Uint8Array([0xff, 0xfe]), { msgID: "corrupt-2", headers: hdrs });
    await expect.poll(() => parked("corrupt-2"), { timeout: 5000 }).toEqual([expect.objectContaining({ replays: 0, due: false })]);
    await consumer.replayParked();
    expect(await parked("corrupt-2")).toEqual([expect.objectContaining({ replays: 0, due: false })]);
    expect(await effects("corrupt-2")).toBe(0);
  });
});
