import http from "node:http";
import http2 from "node:http2";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { type ConnectRouter } from "@connectrpc/connect";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { HealthCheckResponse_ServingStatus, Health } from "@leadstream/contracts";
import type { Logger } from "../logger.js";
import { PROMETHEUS_CONTENT_TYPE, type ProcessMetrics } from "../metrics.js";
import { rpcMetrics } from "../metrics-rpc.js";
import { serverInterceptors } from "./interceptors.js";

export type Readiness = () => Promise<Record<string, boolean>>;

export interface RpcServerOptions {
  service: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
  routes: (router: ConnectRouter) => void;
  internalToken: string;
  /** Also accepted, besides internalToken (a rotation in progress). */
  acceptedTokens?: string[];
  logger: Logger;
  readiness: Readiness;
  /** The process's metrics: every call is timed (rpc.server.duration) and GET /metrics serves them. */
  metrics?: ProcessMetrics;
}

export interface RpcServer {
  port: number;
  url: string;
  /** Marks the service not ready (readyz 503, gRPC health NOT_SERVING) while draining. */
  setDraining(): void;
  close(): Promise<void>;
}

/**
 * One port speaks both HTTP/2 cleartext (Connect, gRPC, gRPC-Web) and HTTP/1.1 (Connect,
 * /healthz, /readyz for HTTP probes, /metrics for Prometheus). Node's plaintext HTTP/2 server
 * cannot fall back to 1.1, so the first bytes of each connection pick the server: the HTTP/2
 * preface starts with "PRI".
 */
export async function startRpcServer(opts: RpcServerOptions): Promise<RpcServer> {
  let draining = false;
  const ready = async () => {
    if (draining) return { draining: false };
    return opts.readiness();
  };
  const handler = connectNodeAdapter({
    routes: (router) => {
      opts.routes(router);
      router.service(Health, {
        async check() {
          const checks = await ready().catch(() => ({ error: false }));
          const ok = Object.values(checks).every(Boolean);
          return { status: ok ? HealthCheckResponse_ServingStatus.SERVING : HealthCheckResponse_ServingStatus.NOT_SERVING };
        },
      });
    },
    // The first interceptor is the outermost: it times the whole call and sees the code the caller gets.
    interceptors: [
      ...(opts.metrics ? [rpcMetrics(opts.metrics, "server")] : []),
      ...serverInterceptors({ internalToken: opts.internalToken, acceptedTokens: opts.acceptedTokens, logger: opts.logger }),
    ],
    fallback: (req, res) => {
      const path = (req.url ?? "").split("?")[0];
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (path === "/healthz") return reply(200, { status: "ok", service: opts.service });
      if (path === "/metrics" && opts.metrics) {
        void opts.metrics.scrape().then(
          (text) => {
            res.writeHead(200, { "content-type": PROMETHEUS_CONTENT_TYPE });
            res.end(text);
          },
          (err: unknown) => {
            opts.logger.error({ err }, "metrics scrape failed");
            reply(500, { error: "internal_error", message: "Metrics could not be collected" });
          },
        );
        return;
      }
      if (path === "/readyz") {
        void ready()
          .catch(() => ({ error: false }))
          .then((checks) => reply(Object.values(checks).every(Boolean) ? 200 : 503, { checks }));
        return;
      }
      reply(404, { error: "not_found", message: "Not found" });
    },
  });

  const h1 = http.createServer(handler);
  const h2 = http2.createServer(handler);
  const sessions = new Set<http2.ServerHttp2Session>();
  h2.on("session", (s) => {
    sessions.add(s);
    s.on("close", () => sessions.delete(s));
  });
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.once("data", (chunk) => {
      socket.pause();
      socket.unshift(chunk);
      (chunk.subarray(0, 3).toString("latin1") === "PRI" ? h2 : h1).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    url: `http://${opts.host}:${port}`,
    setDraining: () => {
      draining = true;
    },
    async close() {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sessions) s.close();
      h1.closeIdleConnections();
      const timer = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
      }, 5_000);
      await closed;
      clearTimeout(timer);
    },
  };
}
