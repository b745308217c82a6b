import { trace } from "@opentelemetry/api";
import { pino, type Logger, type LevelWithSilent } from "pino";
import { currentRequestContext } from "./request-context.js";

export type { Logger };

/** Structured JSON logs; every line carries the active trace and request ids. */
export function createLogger(service: string, level: LevelWithSilent = "info"): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const span = trace.getActiveSpan()?.spanContext();
      const requestId = currentRequestContext()?.requestId;
      return {
        ...(span ? { traceId: span.traceId, spanId: span.spanId } : {}),
        ...(requestId ? { requestId } : {}),
      };
    },
  });
}
