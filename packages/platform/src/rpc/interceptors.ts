import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { Code, ConnectError, type Interceptor } from "@connectrpc/connect";
import { SpanKind, SpanStatusCode, context, propagation, trace } from "@opentelemetry/api";
import type { Logger } from "../logger.js";
import { AppError } from "../errors.js";
import { isDatabaseUnavailable } from "../db/unavailable.js";
import { toConnectError } from "./connect-errors.js";
import { currentRequestContext, runWithRequestContext } from "../request-context.js";

const tracer = trace.getTracer("leadstream.rpc");
const headerGetter = { keys: (h: Headers) => [...h.keys()], get: (h: Headers, k: string) => h.get(k) ?? undefined };
const headerSetter = { set: (h: Headers, k: string, v: string) => h.set(k, v) };
const digest = (s: string) => createHash("sha256").update(s).digest();

/** Services that answer without the internal credential (Kubernetes' gRPC probes). */
const PUBLIC_SERVICES = new Set(["grpc.health.v1.Health"]);

/**
 * Server side, outermost first: continue the caller's trace in a SERVER span, restore the
 * request context, refuse calls without the internal credential, and turn domain errors into
 * ConnectErrors carrying the spec code (unknown errors are logged and hidden).
 */
export function serverInterceptors(opts: { internalToken: string; acceptedTokens?: string[]; logger: Logger }): Interceptor[] {
  const expected = [opts.internalToken, ...(opts.acceptedTokens ?? [])].map((token) => digest(`Bearer ${token}`));
  const trace_: Interceptor = (next) => async (req) => {
    const parent = propagation.extract(context.active(), req.header, headerGetter);
    const name = `${req.service.typeName}/${req.method.name}`;
    const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes: { "rpc.system": "connect_rpc", "rpc.service": req.service.typeName, "rpc.method": req.method.name } }, parent);
    return context.with(trace.setSpan(parent, span), async () => {
      try {
        return await next(req);
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
        throw err;
      } finally {
        span.end();
      }
    });
  };
  const requestContext: Interceptor = (next) => (req) =>
    runWithRequestContext({ requestId: req.header.get("x-request-id") ?? randomUUID(), caller: req.header.get("x-caller") ?? undefined }, () => next(req));
  const auth: Interceptor = (next) => (req) => {
    if (!PUBLIC_SERVICES.has(req.service.typeName)) {
      const given = digest(req.header.get("authorization") ?? "");
      if (!expected.some((e) => timingSafeEqual(given, e))) throw new ConnectError("internal credential required", Code.Unauthenticated);
    }
    return next(req);
  };
  const errors: Interceptor = (next) => async (req) => {
    try {
      return await next(req);
    } catch (err) {
      if (err instanceof AppError) throw toConnectError(err);
      if (err instanceof ConnectError) throw err;
      if (isDatabaseUnavailable(err)) {
        opts.logger.warn({ err, rpc: `${req.service.typeName}/${req.method.name}` }, "database unavailable");
        throw toConnectError(new AppError("service_unavailable", "A service is temporarily unavailable; try again shortly."));
      }
      opts.logger.error({ err, rpc: `${req.service.typeName}/${req.method.name}` }, "unhandled error in RPC handler");
      throw new ConnectError("internal error", Code.Internal);
    }
  };
  // Connect runs the last interceptor first.
  return [errors, auth, requestContext, trace_];
}

/**
 * Client side: a CLIENT span with traceparent injected, the internal credential, the request
 * id and caller name. (Domain errors are rehydrated by createRpcClient: Connect wraps whatever
 * an interceptor throws that is not a ConnectError.)
 */
export function clientInterceptors(opts: { internalToken: string; caller: string }): Interceptor[] {
  const trace_: Interceptor = (next) => async (req) => {
    const name = `${req.service.typeName}/${req.method.name}`;
    const span = tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes: { "rpc.system": "connect_rpc", "rpc.service": req.service.typeName, "rpc.method": req.method.name } });
    const ctx = trace.setSpan(context.active(), span);
    propagation.inject(ctx, req.header, headerSetter);
    try {
      return await context.with(ctx, () => next(req));
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
      throw err;
    } finally {
      span.end();
    }
  };
  const identity: Interceptor = (next) => async (req) => {
    req.header.set("authorization", `Bearer ${opts.internalToken}`);
    req.header.set("x-caller", opts.caller);
    const requestId = currentRequestContext()?.requestId;
    if (requestId) req.header.set("x-request-id", requestId);
    return next(req);
  };
  return [identity, trace_];
}
