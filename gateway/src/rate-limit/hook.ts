import type { HookHandlerDoneFunction, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { AppError } from "@leadstream/platform";
import type { RateLimitCounter } from "./counter.js";
import { decide, rateWindowAt, type RateWindow } from "./window.js";

/**
 * onRequest hook, after authentication: counts Bearer calls per API key in fixed one-minute
 * windows and refuses the one over the limit. Session calls are not limited (spec 5.7). If the
 * counter store fails the request goes through (fail open) and the failure is logged.
 * Callback-style, and no closure a request (under tsx each named closure costs a defineProperty),
 * so a count from this replica's lease costs no promise and no allocation beyond its headers.
 */
export function rateLimit(opts: { counter: RateLimitCounter; limit: number; now?: () => number }): onRequestHookHandler {
  const { counter, limit } = opts;
  const now = opts.now ?? Date.now;
  return function limitRate(request, reply, done) {
    const principal = request.principal;
    if (principal?.via !== "bearer") return done();
    const window = rateWindowAt(now());
    let counted: number | Promise<number>;
    try {
      counted = counter.increment(`${principal.apiKeyId}.${window.start}`, limit, `${principal.apiKeyId}.${window.start - 1}`);
    } catch (err) {
      return letThrough(request, err, done);
    }
    if (typeof counted === "number") return answer(counted, limit, window, reply, done);
    counted.then(
      (count) => answer(count, limit, window, reply, done),
      (err: unknown) => letThrough(request, err, done),
    );
  };
}

function answer(count: number, limit: number, window: RateWindow, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const decision = decide(count, limit, window);
  reply.headers(decision.headers);
  done(decision.allowed ? undefined : new AppError("rate_limited", `Rate limit of ${limit} requests per minute exceeded; retry in ${window.resetSeconds} s.`));
}

function letThrough(request: FastifyRequest, err: unknown, done: HookHandlerDoneFunction): void {
  request.log.warn({ err }, "rate-limit counter unavailable; request let through");
  done();
}
