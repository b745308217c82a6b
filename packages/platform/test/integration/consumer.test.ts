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
  const event = () => defineEvent(h.subject("user.signed_up"), UserSignedUpSchema);

  const publish = async (msgId: string, userId: number, email = "") => {
    const hdrs = natsHeaders();
    hdrs.set("event-type", UserSignedUpSchema.typeName);
    await h.bus.js.publish(h.bus.subject(h.subject("user.signed_up")), toBinary(UserSignedUpSchema, create(UserSignedUpSchema, { userId, email })), { msgID: msgId, headers: hdrs });
  };
  const effects = async (messageId: string) =>
    (await h.ds.query(`SELECT count(*)::int AS c FROM "${h.schema}".effects WHERE message_id = $1`, [messageId]))[0].c as number;

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
      stream: h.stream,
      durable: "test-effects",
      filterSubject: h.subject(">"),
      maxDeliver: 3,
      retryDelayMs: () => 50,
      handlers: [
        on(event(), async (msg, { em, messageId }) => {
          const n = (attempts.get(msg.userId) ?? 0) + 1;
          attempts.set(msg.userId, n);
          await em.query(`INSERT INTO "${h.schema}".effects (message_id, value) VALUES ($1, $2)`, [messageId, msg.email]);
          if (msg.email === "fail-once" && n === 1) throw new Error("transient failure");
          if (msg.email === "always-fail") throw new Error("permanent failure");
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
    await expect
      .poll(async () => (await h.ds.query(`SELECT deliveries FROM "${h.schema}".dead_letters WHERE message_id = 'poison-1'`))[0]?.deliveries, { timeout: 5000 })
      .toBe(3);
    expect(await effects("poison-1")).toBe(0);
  });

  it("parks an event type it has no handler for without retrying", async () => {
    const hdrs = natsHeaders();
    hdrs.set("event-type", "leadstream.events.v1.Unknown");
    await h.bus.js.publish(h.bus.subject(h.subject("unknown.thing")), new Uint8Array([1, 2, 3]), { msgID: "unknown-1", headers: hdrs });
    await expect
      .poll(async () => (await h.ds.query(`SELECT deliveries FROM "${h.schema}".dead_letters WHERE message_id = 'unknown-1'`))[0]?.deliveries, { timeout: 5000 })
      .toBe(1);
  });
});
