import { afterAll, beforeAll, expect, it } from "vitest";
import { context, propagation, trace } from "@opentelemetry/api";
import { startTelemetry, stopTelemetry } from "../../src/telemetry.js";

// Without OTEL_EXPORTER_OTLP_ENDPOINT (local runs, the benchmarks): spans cost next to nothing,
// yet trace context still flows and log lines can still name their trace.
let endpoint: string | undefined;
beforeAll(() => {
  endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  startTelemetry("telemetry-test");
});
afterAll(async () => {
  await stopTelemetry();
  if (endpoint !== undefined) process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
});

it("records no span without an exporter, but gives every span ids that propagate", () => {
  const tracer = trace.getTracer("test");
  const root = tracer.startSpan("root");
  expect(root.isRecording()).toBe(false);
  expect(root.spanContext().traceId).toMatch(/^(?!0+$)[0-9a-f]{32}$/);

  const ctx = trace.setSpan(context.active(), root);
  const child = tracer.startSpan("child", {}, ctx);
  expect(child.spanContext().traceId).toBe(root.spanContext().traceId);
  expect(child.spanContext().spanId).not.toBe(root.spanContext().spanId);

  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), child), headers);
  expect(headers.traceparent).toBe(`00-${root.spanContext().traceId}-${child.spanContext().spanId}-00`);
  child.end();
  root.end();
});

it("continues an incoming trace", () => {
  const incoming = propagation.extract(context.active(), { traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" });
  const span = trace.getTracer("test").startSpan("server", {}, incoming);
  expect(span.spanContext().traceId).toBe("0af7651916cd43dd8448eb211c80319c");
  span.end();
});
