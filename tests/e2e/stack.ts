import net from "node:net";
import { startService, type RunningService, type ServiceName } from "@leadstream/platform";
import { isolatedEnv, testEnv } from "@leadstream/testing";
import { identityService } from "@leadstream/identity";
import { accountsBillingService } from "@leadstream/accounts-billing";
import { streamsService } from "@leadstream/streams";
import { classificationService } from "@leadstream/classification";
import { leadsService } from "@leadstream/leads";
import { notificationsService } from "@leadstream/notifications";
import { startGateway } from "@leadstream/gateway";

const definitions = {
  identity: identityService,
  "accounts-billing": accountsBillingService,
  streams: streamsService,
  classification: classificationService,
  leads: leadsService,
  notifications: notificationsService,
} as const;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.once("error", reject);
  });

export type Gateway = Awaited<ReturnType<typeof startGateway>>;

/**
 * Every service and `gateways` gateway replicas, in this process, on a database and NATS prefix
 * of their own (see isolatedEnv), with the run scheduler off (tests run streams by hand). Ports
 * are chosen first so every service knows its peers from the start.
 */
export async function startStack(opts: { gateways?: number; env?: Record<string, string> } = {}) {
  const names = Object.keys(definitions) as ServiceName[];
  const ports = await Promise.all(names.map(() => freePort()));
  const peers = Object.fromEntries(names.map((n, i) => [n, `http://127.0.0.1:${ports[i]}`])) as Record<ServiceName, string>;
  const services: RunningService<unknown>[] = [];
  const gateways: Gateway[] = [];
  const own = isolatedEnv();
  const env = { ...own.env, RUN_SCHEDULER_ENABLED: "false", ...opts.env };
  const stop = async () => {
    for (const g of gateways) await g.stop();
    for (const s of services.reverse()) await s.stop();
    await own.drop();
  };
  try {
    for (const [i, name] of names.entries()) {
      services.push((await startService(definitions[name] as never, testEnv({ ...env, PORT: String(ports[i]) }, peers))) as RunningService<unknown>);
    }
    const gatewayPorts = await Promise.all(Array.from({ length: opts.gateways ?? 1 }, () => freePort()));
    const origins = gatewayPorts.map((p) => `http://127.0.0.1:${p}`).join(",");
    for (const port of gatewayPorts) gateways.push(await startGateway(testEnv({ PUBLIC_ORIGINS: origins, ...env, PORT: String(port) }, peers)));
  } catch (err) {
    await stop();
    throw err;
  }
  return { services, gateways, peers, gateway: gateways[0], env, stop };
}
