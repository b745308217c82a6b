import { describe, expect, it, vi } from "vitest";
import { AppError } from "@leadstream/platform";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Principal } from "../../src/auth/principal.js";
import type { RateLimitCounter } from "../../src/rate-limit/counter.js";
import { rateLimit } from "../../src/rate-limit/hook.js";
import { decide, rateWindowAt } from "../../src/rate-limit/window.js";

const MINUTE = 60_000;
const T = 29_000_000 * MINUTE; // a window start

describe("rateWindowAt", () => {
  it("names the window by its epoch minute and counts whole seconds to its end", () => {
    expect(rateWindowAt(T)).toEqual({ start: 29_000_000, resetSeconds: 60 });
    expect(rateWindowAt(T + 1)).toEqual({ start: 29_000_000, resetSeconds: 60 });
    expect(rateWindowAt(T + 30_500)).toEqual({ start: 29_000_000, resetSeconds: 30 });
    expect(rateWindowAt(T + 59_999)).toEqual({ start: 29_000_000, resetSeconds: 1 });
    expect(rateWindowAt(T + MINUTE)).toEqual({ start: 29_000_001, resetSeconds: 60 });
  });
});

describe("decide", () => {
  const window = { start: 1, resetSeconds: 17 };

  it("counts down the remaining requests", () => {
    expect(decide(1, 60, window)).toEqual({ allowed: true, headers: { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "59", "x-ratelimit-reset": "17" } });
    expect(decide(60, 60, window)).toEqual({ allowed: true, headers: { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "17" } });
  });

  it("refuses the request over the limit with Retry-After", () => {
    expect(decide(61, 60, window)).toEqual({
      allowed: false,
      headers: { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "17", "retry-after": "17" },
    });
  });
});

describe("the rate-limit hook", () => {
  const bearer: Principal = { userId: 1, teamId: 1, apiKeyId: 42, via: "bearer" };
  const setup = (principal: Principal | null, increment: (key: string) => number | Promise<number>) => {
    const counter = { increment: vi.fn(increment) } as unknown as RateLimitCounter & { increment: ReturnType<typeof vi.fn> };
    const headers: Record<string, string> = {};
    const warn = vi.fn();
    const request = { principal, log: { warn } } as unknown as FastifyRequest;
    const reply = { headers: (h: Record<string, string>) => Object.assign(headers, h) } as unknown as FastifyReply;
    const hook = rateLimit({ counter, limit: 2, now: () => T + 45_000 });
    const run = () => new Promise<void>((resolve, reject) => hook.call(undefined as never, request, reply, (err?: Error) => (err ? reject(err) : resolve())));
    return { run, counter, headers, warn };
  };

  it("counts Bearer calls under the key id and the window", async () => {
    const { run, counter, headers } = setup(bearer, async () => 2);
    await run();
    expect(counter.increment).toHaveBeenCalledWith("42.29000000", 2, "42.28999999");
    expect(headers).toEqual({ "x-ratelimit-limit": "2", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "15" });
  });

  it("decides at once on a count the counter answers without I/O (this replica's lease)", async () => {
    const { run, headers } = setup(bearer, () => 1);
    await run();
    expect(headers["x-ratelimit-remaining"]).toBe("1");
  });

  it("throws rate_limited over the limit", async () => {
    const { run, headers } = setup(bearer, async () => 3);
    await expect(run()).rejects.toMatchObject({ code: "rate_limited" } satisfies Partial<AppError>);
    expect(headers["retry-after"]).toBe("15");
  });

  it("leaves session calls alone", async () => {
    const { run, counter, headers } = setup({ ...bearer, apiKeyId: 0, via: "session" }, async () => 1);
    await run();
    expect(counter.increment).not.toHaveBeenCalled();
    expect(headers).toEqual({});
  });

  it("lets the request through and logs when the counter store fails", async () => {
    const { run, headers, warn } = setup(bearer, async () => {
      throw new Error("nats down");
    });
    await expect(run()).resolves.toBeUndefined();
    expect(headers).toEqual({});
    expect(warn).toHaveBeenCalledOnce();
  });
});
