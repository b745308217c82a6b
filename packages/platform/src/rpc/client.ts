import type { DescService } from "@bufbuild/protobuf";
import { createClient, type CallOptions, type Client } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-node";
import type { ProcessMetrics } from "../metrics.js";
import { rpcMetrics } from "../metrics-rpc.js";
import { currentRequestContext } from "../request-context.js";
import { fromConnectError } from "./connect-errors.js";
import { clientInterceptors } from "./interceptors.js";

export interface RpcClientOptions {
  baseUrl: string;
  internalToken: string;
  /** This process's name, sent as x-caller. */
  caller: string;
  /** Per call; shorter when the current request context's deadline comes sooner. */
  timeoutMs?: number;
  /** The calling process's metrics: rpc.client.duration of every call (none without). */
  metrics?: ProcessMetrics;
}

/**
 * A Connect client over HTTP/2 cleartext (one multiplexed connection per peer) with our
 * interceptors; a failure carrying one of our error codes is thrown as that AppError.
 */
export function createRpcClient<S extends DescService>(service: S, opts: RpcClientOptions): Client<S> {
  const transport = createConnectTransport({
    baseUrl: opts.baseUrl,
    httpVersion: "2",
    // Peers are on the same network: compressing a page of leads costs more CPU on both sides
    // than sending it as it is (by default the client accepts gzip and brotli, and the server
    // compresses every answer over 1 KiB).
    acceptCompression: [],
    interceptors: [...(opts.metrics ? [rpcMetrics(opts.metrics, "client")] : []), ...clientInterceptors({ internalToken: opts.internalToken, caller: opts.caller })],
  });
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const client = createClient(service, transport) as Record<string, (request: unknown, options?: CallOptions) => Promise<unknown>>;
  const wrapped: Record<string, (request: unknown, options?: CallOptions) => Promise<unknown>> = {};
  for (const name of Object.keys(client)) {
    wrapped[name] = (request, options) => {
      const deadline = currentRequestContext()?.deadline;
      const timeout = Math.min(options?.timeoutMs ?? timeoutMs, deadline === undefined ? Infinity : Math.max(1, Math.floor(deadline - Date.now())));
      return client[name](request, { ...options, timeoutMs: timeout }).catch((err: unknown) => Promise.reject(fromConnectError(err)));
    };
  }
  return wrapped as unknown as Client<S>;
}
