import { ROOT_CONTEXT, context, propagation, type Context } from "@opentelemetry/api";
import type { MsgHdrs } from "@nats-io/nats-core";

/** W3C trace context (and the request id) carried as plain string pairs: outbox rows, NATS headers, queued jobs. */
export function captureTraceHeaders(ctx: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

/**
 * The context `captureTraceHeaders` saved, for a span that continues that trace. Nothing saved
 * gives a new trace, never the trace of whatever happens to be active where the row is read.
 */
export function contextFromTraceHeaders(headers: Record<string, string>): Context {
  return propagation.extract(ROOT_CONTEXT, headers);
}

/** The context a message's publisher sent in its headers (none: a new trace). */
export function contextFromNatsHeaders(headers: MsgHdrs | undefined): Context {
  if (!headers) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, headers, {
    keys: (h) => h.keys(),
    get: (h, key) => (h.has(key) ? h.get(key) : undefined),
  });
}

/** Semantic-convention attributes of a span that publishes to or processes from a subject (un-prefixed). */
export function messagingAttributes(subject: string, operation: "publish" | "process"): Record<string, string> {
  return {
    "messaging.system": "nats",
    "messaging.destination.name": subject,
    "messaging.operation.type": operation === "publish" ? "send" : "process",
    "messaging.operation.name": operation,
  };
}
