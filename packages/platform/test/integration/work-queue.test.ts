import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, toBinary } from "@bufbuild/protobuf";
import { headers as natsHeaders } from "@nats-io/nats-core";
import { UserSignedUpSchema } from "@leadstream/contracts";
import { inject } from "vitest";
import { connectBus, defineEvent, WorkQueueConsumer, type Bus, type Job } from "@leadstream/platform";
import { openHarness } from "./harness.js";

describe("work queue consumer", () => {
  let h: Awaited<ReturnType<typeof openHarness>>;
  const seen: { userId: number; job: Job }[] = [];
  let workers: WorkQueueConsumer<typeof UserSignedUpSchema>[] = [];

  const worker = (behaviour: (userId: number, job: Job) => Promise<void>, bus: Bus = h.bus) =>
    new WorkQueueConsumer({
      bus,
      logger: h.logger,
      stream: h.stream,
      durable: "test-jobs",
      filterSubject: h.subject("job"),
      event: defineEvent(h.subject("job"), UserSignedUpSchema),
      ackWaitMs: 600,
      maxDeliver: 3,
      retryDelayMs: () => 50,
      concurrency: 2,
      handle: async (msg, job) => {
        seen.push({ userId: msg.userId, job });
        await behaviour(msg.userId, job);
      },
    });
  const enqueue = async (userId: number) => {
    const hdrs = natsHeaders();
    hdrs.set("event-type", UserSignedUpSchema.typeName);
    await h.bus.js.publish(h.bus.subject(h.subject("job")), toBinary(UserSignedUpSchema, create(UserSignedUpSchema, { userId })), { msgID: `job-${userId}`, headers: hdrs });
  };
  const attempts = (userId: number) => seen.filter((s) => s.userId === userId).length;

  beforeAll(async () => {
    h = await openHarness("workq");
  });
  afterAll(async () => {
    for (const w of workers) await w.stop();
    await h.bus.jsm.streams.delete(h.bus.streamName(h.stream.name));
    await h.close();
  });

  it("keeps a job longer than the ack wait alive with heartbeats: it runs once", async () => {
    const w = worker(async (userId) => {
      if (userId === 1) await new Promise((r) => setTimeout(r, 2000));
    });
    workers.push(w);
    await w.start();
    await enqueue(1);
    await expect.poll(() => attempts(1)).toBe(1);
    await new Promise((r) => setTimeout(r, 2500));
    expect(attempts(1)).toBe(1);
    const info = await h.bus.jsm.streams.info(h.bus.streamName(h.stream.name));
    expect(Number(info.state.messages)).toBe(0); // work queue: acked jobs are gone
  });

  it("retries a failed job and tells the handler about its last attempt", async () => {
    await workers[0].stop();
    workers = [];
    const w = worker(async (userId) => {
      if (userId === 2) throw new Error("downstream unavailable");
    });
    workers.push(w);
    await w.start();
    await enqueue(2);
    await expect.poll(() => attempts(2), { timeout: 5000 }).toBe(3);
    expect(seen.filter((s) => s.userId === 2).map((s) => [s.job.deliveryCount, s.job.lastAttempt])).toEqual([[1, false], [2, false], [3, true]]);
  });

  it("redelivers the job of a worker that died mid-job to another worker", async () => {
    await workers[0].stop();
    workers = [];
    // The dying worker has its own connection; closing it mid-job is what a crash looks like to
    // JetStream: no ack, no more heartbeats.
    const doomedBus = await connectBus({ url: inject("natsUrl"), prefix: inject("natsPrefix"), name: "doomed" });
    let release!: () => void;
    const hang = new Promise<void>((r) => (release = r));
    const dying = worker(async (userId, job) => {
      if (userId === 3 && job.deliveryCount === 1) await hang;
    }, doomedBus);
    await dying.start();
    await enqueue(3);
    await expect.poll(() => attempts(3)).toBe(1);
    await doomedBus.nc.close();
    const survivor = worker(async () => undefined);
    workers.push(survivor);
    await survivor.start();
    await expect.poll(() => seen.some((s) => s.userId === 3 && s.job.deliveryCount === 2), { timeout: 5000 }).toBe(true);
    release();
    await dying.stop();
  });
});
