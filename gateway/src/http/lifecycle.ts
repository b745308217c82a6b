import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { AppError, runWithRequestContext } from "@leadstream/platform";

/** onRoute hook: every handler runs inside the request context, so the RPC calls it makes carry the request id. */
export function runHandlerInRequestContext(route: RouteOptions): void {
  const handler = route.handler;
  route.handler = function handleInRequestContext(request, reply) {
    return runWithRequestContext({ requestId: request.id }, () => handler.call(this, request, reply));
  };
}

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
