import type { onRequestHookHandler } from "fastify";
import { AppError } from "@leadstream/platform";
import type { RateLimitCounter } from "./counter.js";
import { decide, rateWindowAt } from "./window.js";

/**
 * onRequest hook, after authentication: counts Bearer calls per API key in fixed one-minute
 * windows and refuses the one over the limit. Session calls are not limited (spec 5.7). If the
 * counter store fails the request goes through (fail open) and the failure is logged.
 * Callback-style, so a count from this replica's lease costs no promise.
 */
export function rateLimit(opts: { counter: RateLimitCounter; limit: number; now?: () => number }): onRequestHookHandler {
  const now = opts.now ?? Date.now;
  return function limitRate(request, reply, done) {
    const principal = request.principal;
    if (principal?.via !== "bearer") return done();
    const window = rateWindowAt(now());
    const decideOn = (count: number) => {
      const decision = decide(count, opts.limit, window);
      reply.headers(decision.headers);
      done(decision.allowed ? undefined : new AppError("rate_limited", `Rate limit of ${opts.limit} requests per minute exceeded; retry in ${window.resetSeconds} s.`));
    };
    const letThrough = (err: unknown) => {
      request.log.warn({ err }, "rate-limit counter unavailable; request let through");
      done();
    };
    let counted: number | Promise<number>;
    try {
      counted = opts.counter.increment(`${principal.apiKeyId}.${window.start}`, opts.limit);
    } catch (err) {
      return letThrough(err);
    }
    if (typeof counted === "number") return decideOn(counted);
    counted.then(decideOn, letThrough);
  };
}
