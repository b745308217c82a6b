import type { onRequestHookHandler, onSendHookHandler, RouteOptions } from "fastify";
import { AppError, runWithRequestContext } from "@leadstream/platform";

/**
 * onRoute hook: every handler runs inside the request context, so the RPC calls it makes carry
 * the request id and end by the request's deadline, `budgetMs` after it arrived (hooks before the
 * handler, such as an API key lookup, spend from the same budget).
 */
export const runHandlerInRequestContext = (budgetMs: number) =>
  function addRequestContext(route: RouteOptions): void {
    const handler = route.handler;
    route.handler = function handleInRequestContext(request, reply) {
      const deadline = Math.floor(Date.now() - reply.elapsedTime) + budgetMs;
      return runWithRequestContext({ requestId: request.id, deadline }, () => handler.call(this, request, reply));
    };
  };

// The hooks every request runs are callback-style: an async hook costs a promise a request.

/** onSend hook: X-Request-Id on every response, success or error. */
export const sendRequestId: onSendHookHandler = (request, reply, payload, done) => {
  reply.header("x-request-id", request.id);
  done(null, payload);
};

/** onRequest hook: every /api/v1 path, any method, is 410 (spec 9), before its body is read. */
export const rejectRemovedVersion: onRequestHookHandler = (request, _reply, done) => {
  done(/^\/api\/v1(\/|\?|$)/.test(request.url) ? new AppError("gone", "API v1 has been removed; use /api/v2 (see /docs).") : undefined);
};
