import { NodeSDK } from "@opentelemetry/sdk-node";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { trace, type Tracer } from "@opentelemetry/api";

let sdk: NodeSDK | undefined;

/**
 * Starts the OpenTelemetry SDK for this process: W3C trace context, async context, outgoing
 * fetch/undici spans. Spans are exported over OTLP only when OTEL_EXPORTER_OTLP_ENDPOINT is set,
 * so local runs and tests need no collector. Call it first thing in main.
 */
export function startTelemetry(serviceName: string): void {
  if (sdk) return;
  const exporting = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
  sdk = new NodeSDK({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME ?? serviceName }),
    traceExporter: exporting ? new OTLPTraceExporter() : undefined,
    instrumentations: [new UndiciInstrumentation()],
  });
  sdk.start();
}

export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown();
  sdk = undefined;
}

export const tracer = (name: string): Tracer => trace.getTracer(`leadstream.${name}`);
