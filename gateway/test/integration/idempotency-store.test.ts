import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { randomUUID } from "node:crypto";
import { connectBus, type Bus } from "@leadstream/platform";
import { CLAIM_LEASE_MS, IdempotencyStore } from "../../src/idempotency/store.js";

describe("idempotency store (NATS KV)", () => {
  let bus: Bus;
  let store: IdempotencyStore;
  beforeAll(async () => {
    bus = await connectBus({ url: inject("natsUrl"), prefix: inject("natsPrefix"), name: "idempotency-test" });
    store = new IdempotencyStore(bus);
  });
  afterAll(() => bus.close());

  const key = () => `1.${randomUUID()}`;
  const putRaw = async (k: string, record: object) => {
    const kv = await bus.kvm.open(bus.bucketName("idempotency"));
    await kv.put(k, JSON.stringify(record));
  };

  it("lets exactly one of two concurrent claims run", async () => {
    const k = key();
    const [a, b] = await Promise.all([store.claim(k, "fp"), store.claim(k, "fp")]);
    expect([a, b].filter((r) => r === undefined)).toHaveLength(1);
    expect([a, b].find((r) => r !== undefined)).toMatchObject({ state: "in_progress", fingerprint: "fp" });
  });

  it("answers a completed key with its record, and frees a released one", async () => {
    const k = key();
    expect(await store.claim(k, "fp")).toBeUndefined();
    await store.complete(k, { state: "done", fingerprint: "fp", status: 201, body: "{}" });
    expect(await store.claim(k, "fp")).toMatchObject({ state: "done", status: 201 });
    const released = key();
    await store.claim(released, "fp");
    await store.release(released);
    expect(await store.claim(released, "fp")).toBeUndefined();
  });

  it("lets a retry of the same request take over a claim abandoned by a crashed gateway", async () => {
    const k = key();
    await putRaw(k, { state: "in_progress", fingerprint: "fp", claimedAt: Date.now() - CLAIM_LEASE_MS - 1000 });
    expect(await store.claim(k, "other")).toMatchObject({ state: "in_progress", fingerprint: "fp" });
    expect(await store.claim(k, "fp")).toBeUndefined();
    // The takeover is a fresh claim: a concurrent retry now waits for it.
    expect(await store.claim(k, "fp")).toMatchObject({ state: "in_progress" });
  });

  it("keeps a recent claim in progress", async () => {
    const k = key();
    await putRaw(k, { state: "in_progress", fingerprint: "fp", claimedAt: Date.now() - 1000 });
    expect(await store.claim(k, "fp")).toMatchObject({ state: "in_progress" });
  });
});
