import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { randomUUID } from "node:crypto";
import { connectBus, type Bus } from "@leadstream/platform";
import { RateLimitCounter } from "../../src/rate-limit/counter.js";

describe("shared rate-limit counter (NATS KV)", () => {
  const buses: Bus[] = [];
  const replica = async () => {
    const bus = await connectBus({ url: inject("natsUrl"), prefix: inject("natsPrefix"), name: "counter-test" });
    buses.push(bus);
    return new RateLimitCounter(bus);
  };
  let a: RateLimitCounter;
  let b: RateLimitCounter;
  beforeAll(async () => {
    [a, b] = [await replica(), await replica()];
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
  });

  it("counts a burst of concurrent requests on one key exactly, each request getting its own count", async () => {
    const key = `k-${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 200 }, () => a.increment(key)));
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it("shares one count between replicas racing on the same key", async () => {
    const key = `k-${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 120 }, (_, i) => (i % 2 ? a : b).increment(key)));
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  });

  it("keeps separate keys separate", async () => {
    const [k1, k2] = [`k-${randomUUID()}`, `k-${randomUUID()}`];
    await Promise.all([a.increment(k1), a.increment(k1), a.increment(k2)]);
    expect(await a.increment(k1)).toBe(3);
    expect(await b.increment(k2)).toBe(2);
  });
});
