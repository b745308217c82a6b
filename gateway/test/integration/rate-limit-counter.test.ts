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
  /** A replica whose KV calls are recorded by name. */
  const countingReplica = async () => {
    const bus = await connectBus({ url: inject("natsUrl"), prefix: inject("natsPrefix"), name: "counter-test" });
    buses.push(bus);
    const calls: string[] = [];
    const kvm = new Proxy(bus.kvm, {
      get: (target, prop) =>
        prop === "create"
          ? async (...args: Parameters<typeof target.create>) => {
              const kv = await target.create(...args);
              return new Proxy(kv, {
                get: (k, name) => {
                  const value = Reflect.get(k, name) as unknown;
                  if (typeof value !== "function") return value;
                  return (...a: unknown[]) => {
                    if (name === "get" || name === "create" || name === "update") calls.push(name);
                    return (value as (...x: unknown[]) => unknown).apply(k, a);
                  };
                },
              });
            }
          : Reflect.get(target, prop),
    });
    return { counter: new RateLimitCounter({ ...bus, kvm } as Bus), calls };
  };
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

  it("writes each count of a key only this replica writes in one round trip (no read)", async () => {
    const { counter, calls } = await countingReplica();
    const key = `k-${randomUUID()}`;
    for (let i = 1; i <= 5; i++) expect(await counter.increment(key)).toBe(i);
    expect(calls).toEqual(["create", "update", "update", "update", "update"]);
  });

  it("reads first once another replica writes the key too, and stays exact", async () => {
    const one = await countingReplica();
    const two = await countingReplica();
    const key = `k-${randomUUID()}`;
    expect(await one.counter.increment(key)).toBe(1);
    expect(await two.counter.increment(key)).toBe(2); // create refused: read, then update
    expect(await one.counter.increment(key)).toBe(3); // its revision is stale: refused, read, update
    expect(await one.counter.increment(key)).toBe(4); // a shared key: read, then update
    expect(one.calls).toEqual(["create", "update", "get", "update", "get", "update"]);
    expect(two.calls).toEqual(["create", "get", "update"]);
  });

  it("keeps separate keys separate", async () => {
    const [k1, k2] = [`k-${randomUUID()}`, `k-${randomUUID()}`];
    await Promise.all([a.increment(k1), a.increment(k1), a.increment(k2)]);
    expect(await a.increment(k1)).toBe(3);
    expect(await b.increment(k2)).toBe(2);
  });
});
