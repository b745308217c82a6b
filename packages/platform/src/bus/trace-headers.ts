import { context, propagation, type Context } from "@opentelemetry/api";
import type { MsgHdrs } from "@nats-io/nats-core";

/** W3C trace context (and the request id) carried as plain string pairs: outbox rows, NATS headers. */
export function captureTraceHeaders(ctx: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

export function contextFromNatsHeaders(headers: MsgHdrs | undefined): Context {
  if (!headers) return context.active();
  return propagation.extract(context.active(), headers, {
    keys: (h) => h.keys(),
    get: (h, key) => (h.has(key) ? h.get(key) : undefined),
  });
}
