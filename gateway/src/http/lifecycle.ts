import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
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

/** onSend hook: X-Request-Id on every response, success or error. */
export async function sendRequestId(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("x-request-id", request.id);
}

/** onRequest hook: every /api/v1 path, any method, is 410 (spec 9), before its body is read. */
export async function rejectRemovedVersion(request: FastifyRequest): Promise<void> {
  if (/^\/api\/v1(\/|\?|$)/.test(request.url)) {
    throw new AppError("gone", "API v1 has been removed; use /api/v2 (see /docs).");
  }
}
