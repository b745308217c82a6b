import type { onSendAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import { AppError } from "@leadstream/platform";
import { principalOf } from "../auth/principal.js";
import { parseIdempotencyKey, recordKey, requestFingerprint } from "./key.js";
import type { IdempotencyStore } from "./store.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A POST with side effects: a retry carrying the same Idempotency-Key gets the first response. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set while this request holds an idempotency key. */
    idempotencyClaim?: { key: string; fingerprint: string };
  }
}

export const REPLAYED_HEADER = "Idempotent-Replayed";

/**
 * Final answers worth replaying. 401 and 429 come before the handler; a 5xx is released instead,
 * so the client can retry: our sagas undo their side effects when they fail.
 */
export const isReplayable = (status: number): boolean => status < 500 && status !== 401 && status !== 429;

/**
 * Hooks for routes marked `config.idempotent`, for a request that sends Idempotency-Key:
 * preHandler (after auth, rate limit and validation, none of which is remembered) claims the key
 * or answers from its record; onSend records the final response.
 */
export function idempotencyHooks(store: IdempotencyStore): { preHandler: preHandlerAsyncHookHandler; onSend: onSendAsyncHookHandler } {
  return {
    async preHandler(request, reply) {
      const header = request.headers["idempotency-key"];
      if (header === undefined) return;
      const key = recordKey(principalOf(request).userId, parseIdempotencyKey(header));
      const fingerprint = requestFingerprint(request.method, request.url, request.rawBody);
      const earlier = await store.claim(key, fingerprint).catch((err: unknown) => {
        request.log.error({ err }, "idempotency store unavailable");
        throw new AppError("service_unavailable", "Idempotency keys cannot be checked right now; retry shortly.");
      });
      if (!earlier) {
        request.idempotencyClaim = { key, fingerprint };
        return;
      }
      if (earlier.fingerprint !== fingerprint) {
        throw new AppError("idempotency_key_reused", "This Idempotency-Key was used for a different request; use a new key for a new request.");
      }
      if (earlier.state === "in_progress") {
        throw new AppError("idempotency_conflict", "A request with this Idempotency-Key is still in progress; retry once it has finished.");
      }
      return reply.code(earlier.status).header(REPLAYED_HEADER, "true").type("application/json; charset=utf-8").send(earlier.body);
    },

    async onSend(request, reply, payload) {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = undefined;
      const status = reply.statusCode;
      try {
        if (isReplayable(status) && typeof payload === "string") await store.complete(claim.key, { state: "done", fingerprint: claim.fingerprint, status, body: payload });
        else await store.release(claim.key);
      } catch (err) {
        request.log.error({ err, status }, "could not record the idempotent response");
      }
      return payload;
    },
  };
}
