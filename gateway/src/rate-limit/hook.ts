import type { onRequestAsyncHookHandler } from "fastify";
import { AppError } from "@leadstream/platform";
import type { RateLimitCounter } from "./counter.js";
import { decide, rateWindowAt } from "./window.js";

/**
 * onRequest hook, after authentication: counts Bearer calls per API key in fixed one-minute
 * windows and refuses the one over the limit. Session calls are not limited (spec 5.7). If the
 * counter store fails the request goes through (fail open) and the failure is logged.
 */
export function rateLimit(opts: { counter: RateLimitCounter; limit: number; now?: () => number }): onRequestAsyncHookHandler {
  const now = opts.now ?? Date.now;
  return async function limitRate(request, reply) {
    const principal = request.principal;
    if (principal?.via !== "bearer") return;
    const window = rateWindowAt(now());
    let count: number;
    try {
      count = await opts.counter.increment(`${principal.apiKeyId}.${window.start}`, opts.limit);
    } catch (err) {
      request.log.warn({ err }, "rate-limit counter unavailable; request let through");
      return;
    }
    const decision = decide(count, opts.limit, window);
    reply.headers(decision.headers);
    if (!decision.allowed) {
      throw new AppError("rate_limited", `Rate limit of ${opts.limit} requests per minute exceeded; retry in ${window.resetSeconds} s.`);
    }
  };
}
