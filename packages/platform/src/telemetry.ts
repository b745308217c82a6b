import { NodeSDK } from "@opentelemetry/sdk-node";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { AlwaysOffSampler, NoopSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { instrumentations as ours } from "./instrumentations.js";

let sdk: NodeSDK | undefined;

/**
 * Starts the OpenTelemetry SDK for this process: W3C trace context, async context, outgoing
 * fetch/undici spans. Spans are exported over OTLP only when OTEL_EXPORTER_OTLP_ENDPOINT is set,
 * so local runs and tests need no collector. Call it first thing in main.
 *
 * Without an endpoint, tracing is near-free: spans are not sampled (no span objects, no
 * export), but every span still gets its ids, so trace context still flows through HTTP, RPC
 * and NATS headers and log lines still carry trace ids. (Left to its defaults, the SDK would
 * record every span and try to export traces, metrics and logs to localhost:4318.) Every
 * process of a deployment shares the setting: a process that exports keeps the sampling
 * decision of the traceparent it receives.
 */
export function startTelemetry(serviceName: string): void {
  if (sdk) return;
  const exporting = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME ?? serviceName });
  const instrumentations = ours();
  sdk = exporting
    ? new NodeSDK({ resource, traceExporter: new OTLPTraceExporter(), instrumentations })
    : new NodeSDK({ resource, sampler: new AlwaysOffSampler(), spanProcessors: [new NoopSpanProcessor()], metricReaders: [], logRecordProcessors: [], instrumentations });
  sdk.start();
}

export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown();
  sdk = undefined;
}
