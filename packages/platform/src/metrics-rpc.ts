import { ConnectError, type Interceptor } from "@connectrpc/connect";
import { codeToString } from "@connectrpc/connect/protocol-connect";
import type { Attributes } from "@opentelemetry/api";
import { METRICS } from "@leadstream/contracts";
import type { ProcessMetrics } from "./metrics.js";

/**
 * rpc.server.duration or rpc.client.duration of every call, with the Connect RPC attributes the
 * RPC spans carry (semantic conventions 1.37) and, on failure, the Connect code ("not_found").
 * Put it first (outermost), so it times the whole call and sees the code the caller gets.
 */
export function rpcMetrics(metrics: ProcessMetrics, side: "server" | "client"): Interceptor {
  const duration = metrics.histogram(side === "server" ? METRICS.rpcServerDuration : METRICS.rpcClientDuration);
  return (next) => async (req) => {
    const started = performance.now();
    const attributes: Attributes = { "rpc.system": "connect_rpc", "rpc.service": req.service.typeName, "rpc.method": req.method.name };
    try {
      return await next(req);
    } catch (err) {
      attributes["rpc.connect_rpc.error_code"] = codeToString(ConnectError.from(err).code);
      throw err;
    } finally {
      duration.record(performance.now() - started, attributes);
    }
  };
}
