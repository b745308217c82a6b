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

  const LIMIT = 100_000;

  it("counts a burst of concurrent requests on one key exactly, each request getting its own count", async () => {
    const key = `k-${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 200 }, () => a.increment(key, LIMIT)));
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it("shares one count between replicas racing on the same key: no count is handed out twice", async () => {
    const key = `k-${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 120 }, (_, i) => (i % 2 ? a : b).increment(key, LIMIT)));
    expect(new Set(counts).size).toBe(120);
  });

  it("claims growing leases: a key only this replica writes costs a write per lease, never a read", async () => {
    const { counter, calls } = await countingReplica();
    const key = `k-${randomUUID()}`;
    for (let i = 1; i <= 100; i++) expect(await counter.increment(key, LIMIT)).toBe(i);
    // Leases of 1, 2, 4, ..., 64 counts.
    expect(calls).toEqual(["create", "update", "update", "update", "update", "update", "update"]);
    // ... 128 and 256 (511 counts in nine writes), then 256 at most.
    for (let i = 101; i <= 800; i++) expect(await counter.increment(key, LIMIT)).toBe(i);
    expect(calls.length).toBe(11);
  });

  it("goes on doubling a busy client's leases into its next window instead of starting from one", async () => {
    const { counter, calls } = await countingReplica();
    const [first, next] = [`k-${randomUUID()}`, `k-${randomUUID()}`];
    for (let i = 1; i <= 100; i++) expect(await counter.increment(first, LIMIT)).toBe(i);
    calls.length = 0;
    // The first window's last lease was 64 counts (its seventh write); the next window's first claims 128.
    for (let i = 1; i <= 64; i++) expect(await counter.increment(next, LIMIT, first)).toBe(i);
    expect(calls).toEqual(["create"]);
    // A key whose previous window is unknown here starts from one.
    calls.length = 0;
    for (let i = 1; i <= 3; i++) expect(await counter.increment(`k-${randomUUID()}`, LIMIT, `k-${randomUUID()}`)).toBe(1);
    expect(calls).toEqual(["create", "create", "create"]);
  });

  it("allows one replica exactly the limit, then refuses without writing", async () => {
    const { counter, calls } = await countingReplica();
    const key = `k-${randomUUID()}`;
    const counts: number[] = [];
    for (let i = 0; i < 40; i++) counts.push(await counter.increment(key, 25));
    expect(counts.slice(0, 25)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(counts.slice(25).every((c) => c > 25)).toBe(true);
    const writes = calls.length;
    await counter.increment(key, 25);
    expect(calls.length).toBe(writes);
  });

  it("hands out counts in request order across replicas taking turns, so exactly the limit is allowed", async () => {
    const key = `k-${randomUUID()}`;
    const counts: number[] = [];
    for (let i = 0; i < 130; i++) counts.push(await (i % 2 ? a : b).increment(key, 100));
    expect(counts.slice(0, 100)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(counts.slice(100).every((c) => c > 100)).toBe(true);
  });

  it("reads first once another replica writes the key too, and stops leasing", async () => {
    const one = await countingReplica();
    const two = await countingReplica();
    const key = `k-${randomUUID()}`;
    expect(await one.counter.increment(key, LIMIT)).toBe(1);
    expect(await two.counter.increment(key, LIMIT)).toBe(2); // create refused: read, then update
    expect(await one.counter.increment(key, LIMIT)).toBe(3); // its revision is stale: refused, read, update claiming one count
    expect(await one.counter.increment(key, LIMIT)).toBe(4); // a shared key: read, then update
    expect(await two.counter.increment(key, LIMIT)).toBe(5);
    expect(one.calls).toEqual(["create", "update", "get", "update", "get", "update"]);
    expect(two.calls).toEqual(["create", "get", "update", "get", "update"]);
  });

  it("keeps separate keys separate", async () => {
    const [k1, k2] = [`k-${randomUUID()}`, `k-${randomUUID()}`];
    await Promise.all([a.increment(k1, LIMIT), a.increment(k1, LIMIT), a.increment(k2, LIMIT)]);
    expect(await a.increment(k1, LIMIT)).toBe(3);
    expect(await b.increment(k2, LIMIT)).toBe(2);
  });
});
