import type { AddressInfo } from "node:net";
import { connectBus, createLogger, createProcessMetrics, Shutdown } from "@leadstream/platform";
import { buildGateway, type GatewayApp, type GatewayDeps } from "./app.js";
import { createServiceClients } from "./clients.js";
import { loadGatewayConfig } from "./config.js";

type Env = Record<string, string | undefined>;

export interface RunningGateway {
  url: string;
  port: number;
  app: GatewayApp;
  /** Stops accepting requests, finishes the ones in flight, then closes the NATS connection. */
  stop(): Promise<void>;
}

/** Config -> bus -> clients -> app -> listen. Used by main.ts, the dev runner and tests (PORT=0 picks a free port). */
export async function startGateway(env: Env = process.env, extras: Pick<GatewayDeps, "extraApiRoutes"> = {}): Promise<RunningGateway> {
  const config = loadGatewayConfig(env);
  const logger = createLogger("gateway", config.LOG_LEVEL);
  const shutdown = new Shutdown(logger);
  try {
    const metrics = createProcessMetrics({ name: "gateway", env, logger });
    shutdown.add("metrics", () => metrics.shutdown());
    const bus = await connectBus({ url: config.NATS_URL, prefix: config.NATS_PREFIX, name: "gateway", replicas: config.NATS_STREAM_REPLICAS });
    shutdown.add("nats", () => bus.close());
    const app = buildGateway({ config, logger, bus, metrics, ...createServiceClients(config, metrics), ...extras });
    // Registered last, so it runs first on shutdown.
    shutdown.add("http server", () => app.close());
    await app.listen({ port: config.PORT, host: config.HOST });
    const port = (app.server.address() as AddressInfo).port;
    logger.info({ port }, "gateway ready");
    return { url: `http://${config.HOST}:${port}`, port, app, stop: () => shutdown.run() };
  } catch (err) {
    await shutdown.run();
    throw err;
  }
}
