import { startService, type RunningService, type ServiceDefinition, type ServiceName } from "@leadstream/platform";
import { testEnv } from "./env.js";
import { freePort } from "./free-port.js";
import { isolatedEnv } from "./isolated.js";

type Env = Record<string, string | undefined>;

/** A service as a stack starts it: the definition its package (`@leadstream/<service>`) exports. */
export type StackService = ServiceDefinition<unknown, unknown>;

/** A running gateway as a stack needs it (@leadstream/gateway's RunningGateway is one). */
export interface StackGateway {
  url: string;
  stop(): Promise<void>;
}

/** The X sandbox as a stack needs it (@leadstream/x-sandbox's XSandbox is one). */
export interface StackSandbox {
  listen(port: number): Promise<string>;
  close(): Promise<void>;
}

export interface StackOptions<S extends ServiceName, G extends StackGateway, X extends StackSandbox> {
  /** What to start, in this order: each service's definition by its name. */
  services: Record<S, StackService>;
  /** For every service and gateway replica (after the stack's own database and NATS prefix). */
  env?: Env;
  /** For one service (and its replicas) only, after `env`. */
  serviceEnv?: Partial<Record<S, Env>>;
  /** Listens before the services start, which get its URL as X_API_BASE_URL; closed with the stack. */
  sandbox?: X;
  /**
   * Gateway replicas in front of the services, started with `start` (the gateway package's
   * startGateway). Ports are chosen first; with `ownOrigins`, PUBLIC_ORIGINS lists the replicas'
   * own origins (else the gateway's default, unless `env` says otherwise).
   */
  gateway?: { start(env: Env): Promise<G>; replicas?: number; env?: Env; ownOrigins?: boolean };
}

export interface Stack<S extends ServiceName, G extends StackGateway, X extends StackSandbox> {
  /** Where each service listens. */
  peers: Record<S, string>;
  services: Record<S, RunningService<unknown>>;
  gateways: G[];
  /** The first gateway replica (undefined without a gateway). */
  gateway: G;
  sandbox: X | undefined;
  /** The environment `name` runs with in this stack, plus `overrides` (to start it as a process of its own). */
  envFor(name: S, overrides?: Env): Env;
  /** Another replica of `name` on the stack's database and bus, on a port of its own; stopped with the stack unless stopped first. */
  startReplica(name: S, overrides?: Env): Promise<RunningService<unknown>>;
  stop(): Promise<void>;
}

const once = (stop: () => Promise<void>) => {
  let stopped: Promise<void> | undefined;
  return () => (stopped ??= stop());
};

/**
 * The services given, and optionally the X sandbox and gateway replicas, in this process, on a
 * database and NATS prefix of their own (see isolatedEnv), dropped on stop. The run scheduler is
 * off unless `env` or `serviceEnv` turns it on (tests fire runs by hand). Every port is chosen
 * first, so every service knows its peers from the start; a service not in the stack is
 * reached nowhere (see testEnv).
 *
 * This package depends on no service: callers pass the definitions (and the gateway's starter).
 */
export async function startStack<S extends ServiceName, G extends StackGateway = StackGateway, X extends StackSandbox = StackSandbox>(
  opts: StackOptions<S, G, X>,
): Promise<Stack<S, G, X>> {
  const names = Object.keys(opts.services) as S[];
  const own = isolatedEnv();
  const stops: (() => Promise<void>)[] = [];
  const gateways: G[] = [];
  const stop = async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    for (const s of stops.reverse()) await s();
    await opts.sandbox?.close();
    await own.drop();
  };
  try {
    const ports = await Promise.all(names.map(() => freePort()));
    const peers = Object.fromEntries(names.map((name, i) => [name, `http://127.0.0.1:${ports[i]}`])) as Record<S, string>;
    const shared: Env = { ...own.env, RUN_SCHEDULER_ENABLED: "false" };
    if (opts.sandbox) shared.X_API_BASE_URL = await opts.sandbox.listen(0);
    const envFor = (name: S, overrides: Env = {}) => testEnv({ ...shared, ...opts.env, ...opts.serviceEnv?.[name], ...overrides }, peers);
    const start = async (name: S, overrides: Env) => {
      const running = await startService(opts.services[name], envFor(name, overrides));
      const stopOnce = once(running.stop);
      stops.push(stopOnce);
      return { ...running, stop: stopOnce };
    };

    const services = {} as Record<S, RunningService<unknown>>;
    for (const [i, name] of names.entries()) services[name] = await start(name, { PORT: String(ports[i]) });

    if (opts.gateway) {
      const gatewayPorts = await Promise.all(Array.from({ length: opts.gateway.replicas ?? 1 }, () => freePort()));
      const origins = opts.gateway.ownOrigins ? { PUBLIC_ORIGINS: gatewayPorts.map((p) => `http://127.0.0.1:${p}`).join(",") } : {};
      for (const port of gatewayPorts) gateways.push(await opts.gateway.start(testEnv({ ...shared, ...origins, ...opts.env, ...opts.gateway.env, PORT: String(port) }, peers)));
    }
    return { peers, services, gateways, gateway: gateways[0], sandbox: opts.sandbox, envFor, startReplica: (name, overrides = {}) => start(name, { PORT: "0", ...overrides }), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
