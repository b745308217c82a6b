import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { instrumentations } from "@leadstream/platform/instrumentations";

let exporter: InMemorySpanExporter | undefined;

/**
 * Registers a tracer provider that samples every span and keeps the finished ones in memory, and
 * the processes' instrumentations (outgoing HTTP), once per test worker.
 */
export function installTestTracing(): InMemorySpanExporter {
  if (exporter) return exporter;
  exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  trace.setGlobalTracerProvider(provider);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  instrumentations();
  return exporter;
}
