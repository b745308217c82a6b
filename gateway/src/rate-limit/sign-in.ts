import { createHash } from "node:crypto";
import type { preHandlerAsyncHookHandler } from "fastify";
import { AppError } from "@leadstream/platform";
import type { RateLimitCounter } from "./counter.js";
import { decide, rateWindowAt, type RateDecision } from "./window.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route without credentials that checks a password or creates an account: limited per IP and per e-mail. */
    signIn?: boolean;
  }
}

export interface SignInLimits {
  counter: RateLimitCounter;
  perIp: number;
  perEmail: number;
  now?: () => number;
}

/**
 * preHandler hook for `config.signIn` routes (sign-up, log-in), after validation so the body's
 * e-mail is known: at most `perIp` attempts a minute from one address and `perEmail` for one
 * e-mail, counted in the same shared NATS KV windows as API keys, so credential stuffing and
 * sign-up floods are slowed on every replica alike. Fails open, like the API-key limit.
 */
export function limitSignIns(opts: SignInLimits): preHandlerAsyncHookHandler {
  const now = opts.now ?? Date.now;
  return async function limitSignIn(request, reply) {
    const window = rateWindowAt(now());
    const email = String((request.body as { email?: unknown } | undefined)?.email ?? "").trim().toLowerCase();
    let decisions: RateDecision[];
    try {
      const [byIp, byEmail] = await Promise.all([
        opts.counter.increment(`signin-ip.${counterId(request.ip)}.${window.start}`, opts.perIp),
        opts.counter.increment(`signin-email.${counterId(email)}.${window.start}`, opts.perEmail),
      ]);
      decisions = [decide(byIp, opts.perIp, window), decide(byEmail, opts.perEmail, window)];
    } catch (err) {
      request.log.warn({ err }, "sign-in rate-limit counter unavailable; request let through");
      return;
    }
    const refused = decisions.find((d) => !d.allowed);
    if (refused) {
      reply.headers(refused.headers);
      throw new AppError("rate_limited", `Too many sign-in attempts; retry in ${window.resetSeconds} s.`);
    }
  };
}

/** KV keys take a narrow alphabet, and an e-mail address should not sit in it in clear. */
const counterId = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);
