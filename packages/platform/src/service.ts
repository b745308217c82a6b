import type { DescService } from "@bufbuild/protobuf";
import type { Client, ConnectRouter } from "@connectrpc/connect";
import type { DataSource } from "typeorm";
import type { SignalSpec, StreamSpec, UsersChangedSchema } from "@leadstream/contracts";
import { commonConfigSpec, int, loadConfig, serviceUrl, SERVICE_PORTS, strList, type CommonConfig, type ConfigSpec, type ServiceName } from "./config.js";
import { createDataSource, ensureDatabase, migrate, type DataSourceOptions, type MigrationClass } from "./db/data-source.js";
import { platformMigrations } from "./db/platform-tables.js";
import { connectBus, type Bus } from "./bus/connection.js";
import { ChangeFeed } from "./bus/change-feed.js";
import { DurableConsumer, type ConsumerOptions } from "./bus/consumer.js";
import { Outbox, OutboxRelay } from "./bus/outbox.js";
import { periodicTask } from "./periodic-task.js";
import { ensureStream } from "./bus/streams.js";
import { createLogger, type Logger } from "./logger.js";
import { createProcessMetrics, observeOutbox, type ProcessMetrics } from "./metrics.js";
import { createRpcClient } from "./rpc/client.js";
import { startRpcServer, type RpcServer } from "./rpc/server.js";
import { Shutdown } from "./shutdown.js";

type Env = Record<string, string | undefined>;

/** Settings of a service process beyond the common ones (the gateway has neither). */
export interface ServerConfig {
  PORT: number;
  /** Internal tokens accepted besides INTERNAL_TOKEN, during a rotation (docs/operations.md). */
  INTERNAL_TOKENS_ACCEPTED: string[];
}

export interface ServiceDeps<C> {
  config: CommonConfig & C & ServerConfig;
  logger: Logger;
  ds: DataSource;
  bus: Bus;
  outbox: Outbox;
  relay: OutboxRelay;
  /** This process's metrics (served at GET /metrics on the RPC port). */
  metrics: ProcessMetrics;
  /** A client for a peer service, at `<PEER>_URL` (default 127.0.0.1:<its port>). */
  peer<S extends DescService>(service: S, name: ServiceName): Client<S>;
  env: Env;
}

/** How often a service looks for parked messages due a replay (a tiny indexed table). */
const DEAD_LETTER_REPLAY_POLL_MS = 60_000;

export type ConsumerDefinition = Omit<ConsumerOptions, "bus" | "ds" | "schema" | "logger">;

/** A long-running loop owned by the service (scheduler, relay-like workers). */
export interface BackgroundTask {
  name: string;
  start(): void | Promise<void>;
  stop(): Promise<void>;
}

export interface ServiceParts<A> {
  /** The application (use cases); exposed to tests through the running handle. */
  app: A;
  routes?: (router: ConnectRouter) => void;
  consumers?: ConsumerDefinition[];
  background?: BackgroundTask[];
}

export interface ServiceDefinition<C, A> {
  name: ServiceName;
  schema: string;
  config?: ConfigSpec<C>;
  migrations: MigrationClass[];
  entities?: DataSourceOptions["entities"];
  /** Streams this service publishes to; created on start. */
  streams?: StreamSpec[];
  /**
   * The signal its change triggers feed (usersChangedTriggersMigration among `migrations`): the
   * service forwards their notifications to it, so gateways drop cached answers on commit.
   */
  changes?: SignalSpec<typeof UsersChangedSchema>;
  build(deps: ServiceDeps<C>): ServiceParts<A> | Promise<ServiceParts<A>>;
}

export interface RunningService<A, C = unknown> {
  name: ServiceName;
  port: number;
  url: string;
  app: A;
  deps: ServiceDeps<C>;
  stop(): Promise<void>;
}

export function defineService<C, A>(def: ServiceDefinition<C, A>): ServiceDefinition<C, A> {
  return def;
}

/**
 * Composition shared by every service: config -> database (created, migrated) -> bus ->
 * application -> RPC server, consumers, outbox relay. Used by main.ts and by tests alike.
 */
export async function startService<C, A>(def: ServiceDefinition<C, A>, env: Env = process.env): Promise<RunningService<A, C>> {
  const config = {
    ...loadConfig(commonConfigSpec, env),
    ...loadConfig<ServerConfig>({ PORT: int({ default: SERVICE_PORTS[def.name], min: 0, max: 65535 }), INTERNAL_TOKENS_ACCEPTED: strList() }, env),
    ...(def.config ? loadConfig(def.config, env) : ({} as C)),
  };
  const logger = createLogger(def.name, config.LOG_LEVEL);
  const shutdown = new Shutdown(logger);
  try {
    const metrics = createProcessMetrics({ name: def.name, env, logger });
    shutdown.add("metrics", () => metrics.shutdown());
    await ensureDatabase(config.DATABASE_URL);
    const ds = createDataSource({
      url: config.DATABASE_URL,
      schema: def.schema,
      applicationName: def.name,
      migrations: [...platformMigrations(def.schema), ...def.migrations],
      entities: def.entities,
    });
    await ds.initialize();
    shutdown.add("database", () => ds.destroy());
    await migrate(ds, def.schema);

    const bus = await connectBus({ url: config.NATS_URL, prefix: config.NATS_PREFIX, name: def.name, replicas: config.NATS_STREAM_REPLICAS });
    shutdown.add("nats", () => bus.close());
    for (const stream of def.streams ?? []) await ensureStream(bus, stream);

    const outbox = new Outbox(def.schema);
    const relay = new OutboxRelay({ ds, schema: def.schema, bus, logger });
    observeOutbox(metrics, ds, def.schema);
    const deps: ServiceDeps<C> = {
      config,
      logger,
      ds,
      bus,
      outbox,
      relay,
      metrics,
      env,
      peer: (service, name) => createRpcClient(service, { baseUrl: serviceUrl(name, env), internalToken: config.INTERNAL_TOKEN, caller: def.name, metrics }),
    };
    const parts = await def.build(deps);

    relay.start();
    shutdown.add("outbox relay", () => relay.stop());
    const consumers: DurableConsumer[] = [];
    for (const c of parts.consumers ?? []) {
      const consumer = new DurableConsumer({ ...c, bus, ds, schema: def.schema, logger });
      await consumer.start();
      consumers.push(consumer);
      metrics.watchConsumer({ bus, stream: bus.streamName(c.filter.stream.name), durable: c.durable, subject: c.filter.subject });
      shutdown.add(`consumer ${c.durable}`, () => consumer.stop());
    }
    if (consumers.length > 0) {
      const replays = periodicTask("dead-letter replay", DEAD_LETTER_REPLAY_POLL_MS, async () => {
        for (const consumer of consumers) await consumer.replayParked();
      }, logger);
      replays.start();
      shutdown.add(replays.name, () => replays.stop());
    }
    if (def.changes) {
      const feed = new ChangeFeed({ url: config.DATABASE_URL, schema: def.schema, name: def.name, bus, signal: def.changes, logger });
      await feed.start();
      shutdown.add("change feed", () => feed.stop());
    }
    for (const task of parts.background ?? []) {
      await task.start();
      shutdown.add(task.name, () => task.stop());
    }

    const server: RpcServer = await startRpcServer({
      service: def.name,
      host: config.HOST,
      port: config.PORT,
      routes: parts.routes ?? (() => undefined),
      internalToken: config.INTERNAL_TOKEN,
      acceptedTokens: config.INTERNAL_TOKENS_ACCEPTED,
      logger,
      metrics,
      readiness: async () => ({
        database: await ds.query("SELECT 1").then(() => true, () => false),
        nats: !bus.nc.isClosed() && (await withTimeout(bus.nc.flush(), 1000).then(() => true, () => false)),
      }),
    });
    // Registered last, so it runs first: stop taking requests, finish the ones in flight.
    shutdown.add("rpc server", () => server.close());
    logger.info({ port: server.port }, `${def.name} ready`);

    return { name: def.name, port: server.port, url: server.url, app: parts.app, deps, stop: () => shutdown.run() };
  } catch (err) {
    await shutdown.run();
    throw err;
  }
}

/** main.ts of every service: start, log a failure as one line, stop cleanly on SIGINT/SIGTERM. */
export async function runServiceMain<C, A>(def: ServiceDefinition<C, A>): Promise<void> {
  try {
    const running = await startService(def);
    const stop = (signal: NodeJS.Signals) => {
      running.deps.logger.info({ signal }, `${def.name} shutting down`);
      void running.stop().then(() => process.exit(0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (err) {
    console.error(`${def.name} failed to start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), ms).unref())]);
