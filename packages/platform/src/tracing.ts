import { SpanKind, SpanStatusCode, context, trace, type Attributes, type Context, type Link, type Span, type Tracer } from "@opentelemetry/api";
import { contextFromTraceHeaders } from "./bus/trace-headers.js";

export { SpanKind, SpanStatusCode, type Span, type Tracer };
export { captureTraceHeaders, contextFromTraceHeaders } from "./bus/trace-headers.js";

/** Our attributes on spans, beside the semantic conventions' (a run's spans carry the first two). */
export const SPAN_ATTRIBUTES = {
  runId: "leadstream.run_id",
  streamId: "leadstream.stream_id",
} as const;

/** A tracer of this code base; cheap to hold at module level (it follows whichever provider is registered later). */
export const tracer = (scope: string): Tracer => trace.getTracer(`leadstream.${scope}`);

export interface SpanSpec {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The span's parent (default: the active context's span). */
  parent?: Context;
  /** A new trace, whatever the active context holds (a scheduler's run). */
  root?: boolean;
  /** Spans this one is about without being their child (a digest's runs). */
  links?: Link[];
}

/** Links to the contexts `captureTraceHeaders` saved (those that saved none are left out). */
export function linksTo(saved: Record<string, string>[]): Link[] {
  return saved.flatMap((headers) => {
    const spanContext = trace.getSpanContext(contextFromTraceHeaders(headers));
    return spanContext && trace.isSpanContextValid(spanContext) ? [{ context: spanContext }] : [];
  });
}

/**
 * Runs `fn` inside a new span, active for everything `fn` calls (RPCs, events written to the
 * outbox, HTTP requests), and ends it; a throw marks the span failed and is rethrown.
 */
export async function inSpan<T>(tracer: Tracer, name: string, spec: SpanSpec, fn: (span: Span) => Promise<T>): Promise<T> {
  const parent = spec.parent ?? context.active();
  const span = tracer.startSpan(name, { kind: spec.kind ?? SpanKind.INTERNAL, attributes: spec.attributes, root: spec.root, links: spec.links }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (err) {
    failSpan(span, err);
    throw err;
  } finally {
    span.end();
  }
}

/** Marks the span failed with `error` (an Error, or the reason as text). */
export function failSpan(span: Span, error: unknown): void {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}
