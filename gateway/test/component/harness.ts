import type { AddressInfo } from "node:net";
import { inject } from "vitest";
import { AccountsBillingService, ClassificationService, IdentityService, LeadsService, NotificationsService, StreamsService } from "@leadstream/contracts";
import { connectBus, createLogger, createProcessMetrics, type Bus } from "@leadstream/platform";
import { fakePeer, isolatedEnv, PeerCalls, testEnv, type FakeImpl } from "@leadstream/testing";
import { buildGateway, loadGatewayConfig, type GatewayApp, type GatewayConfig, type ServiceClients } from "../../src/index.js";

/** The gateway's peers, by the name of its client for each (ServiceClients). */
const PEERS = {
  identity: IdentityService,
  streams: StreamsService,
  classification: ClassificationService,
  accountsBilling: AccountsBillingService,
  leads: LeadsService,
  notifications: NotificationsService,
} as const;

/** What the gateway's peers do in a test: only the RPCs it needs; the others answer Unimplemented. */
export type Fakes = { [K in keyof typeof PEERS]?: FakeImpl<(typeof PEERS)[K]> };

export interface Replica {
  url: string;
  port: number;
  app: GatewayApp;
  config: GatewayConfig;
}

export interface ComponentGateway {
  /** The first replica. */
  url: string;
  port: number;
  replicas: Replica[];
  /** Every RPC the fakes received, from any replica. */
  calls: PeerCalls;
  /** A connection of the test's own on the replicas' bus, to publish what a peer would. */
  bus: Bus;
  stop(): Promise<void>;
}

/**
 * `replicas` gateways assembled as startGateway does (config -> bus -> clients -> buildGateway ->
 * listen), but whose peers are fakes (see @leadstream/testing's fakePeer): the requests and
 * answers are real Connect messages, and a fake's AppError comes back through the same error
 * mapping as a real service's. The bus is real NATS under a prefix of this gateway set's own,
 * so rate limits, idempotency records and revocations are shared by its replicas and nobody else.
 * `fakesOrMake` may be a function of the test's bus connection, for fakes that publish events (as
 * identity publishes revocations). `routes` adds routes to each replica before it listens. No
 * peer listens at the service URLs (the readiness probe's identity check fails).
 */
export async function startGateway(fakesOrMake: Fakes | ((bus: Bus) => Fakes) = {}, opts: { replicas?: number; env?: Record<string, string>; routes?: (app: GatewayApp) => void } = {}): Promise<ComponentGateway> {
  const prefix = isolatedEnv().env.NATS_PREFIX;
  const calls = new PeerCalls();
  const replicas: Replica[] = [];
  const buses: Bus[] = [];
  const stop = async () => {
    for (const r of replicas) await r.app.close();
    for (const b of buses.reverse()) await b.close();
  };
  try {
    const testBus = await connectBus({ url: inject("natsUrl"), prefix, name: "component-test" });
    buses.push(testBus);
    const fakes = typeof fakesOrMake === "function" ? fakesOrMake(testBus) : fakesOrMake;
    for (let i = 0; i < (opts.replicas ?? 1); i++) {
      const config = loadGatewayConfig(testEnv({ NATS_PREFIX: prefix, ...opts.env }));
      // Each replica has its own connection, as in production.
      const bus = await connectBus({ url: config.NATS_URL, prefix: config.NATS_PREFIX, name: "gateway" });
      buses.push(bus);
      const clients = Object.fromEntries(Object.entries(PEERS).map(([name, service]) => [name, fakePeer(service, fakes[name as keyof Fakes] ?? {}, { calls, caller: "gateway" })]));
      const logger = createLogger("gateway", config.LOG_LEVEL);
      const app = buildGateway({ config, logger, bus, metrics: createProcessMetrics({ name: "gateway", env: {}, logger }), ...(clients as unknown as ServiceClients) });
      opts.routes?.(app);
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      replicas.push({ url: `http://127.0.0.1:${port}`, port, app, config });
    }
    return { url: replicas[0].url, port: replicas[0].port, replicas, calls, bus: testBus, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
