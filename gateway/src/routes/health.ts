import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Bus } from "@leadstream/platform";

const CHECK_TIMEOUT_MS = 1_000;

const Checks = Type.Object({ checks: Type.Object({ nats: Type.Boolean(), identity: Type.Boolean() }) }, { description: "Each dependency and whether it answered" });

/** Probes for Kubernetes and load balancers; outside /api and without credentials. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ bus: Bus; identityUrl: string }> = async (app, { bus, identityUrl }) => {
  const natsReachable = () =>
    !bus.nc.isClosed() &&
    Promise.race([bus.nc.flush(), new Promise((_, reject) => setTimeout(reject, CHECK_TIMEOUT_MS).unref())]).then(() => true, () => false);
  const identityReady = () =>
    fetch(`${identityUrl}/readyz`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then((res) => res.ok, () => false);

  app.get(
    "/healthz",
    { schema: { summary: "Liveness: the process answers", tags: ["ops"], response: { 200: Type.Object({ status: Type.Literal("ok") }, { description: "Alive" }) } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/readyz",
    { schema: { summary: "Readiness: NATS reachable and identity ready", tags: ["ops"], response: { 200: Checks, 503: Checks } } },
    async (_request, reply) => {
      const [nats, identity] = await Promise.all([natsReachable(), identityReady()]);
      return reply.code(nats && identity ? 200 : 503).send({ checks: { nats, identity } });
    },
  );
};
