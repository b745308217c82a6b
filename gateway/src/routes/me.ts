import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { timestampMs } from "@bufbuild/protobuf/wkt";
import { principalOf } from "../auth/principal.js";
import { toMeJson } from "../mapping/me.js";
import { present } from "../mapping/proto.js";
import { serveCached } from "../read-cache/serve.js";
import { Me } from "../schemas/me.js";
import type { RouteDeps } from "./deps.js";

export const meRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { identity, accountsBilling, readCache }) => {
  app.get(
    "/me",
    {
      config: { auth: "any" },
      schema: { summary: "The current user, subscription, credits and every budget", tags: ["identity"], response: { 200: Me } },
    },
    (request, reply) =>
      serveCached(readCache, request, reply, async () => {
        const { userId } = principalOf(request);
        const [{ user }, billing] = await Promise.all([identity.getUser({ userId }), accountsBilling.getBillingSummary({ userId })]);
        // Budgets also change with time alone (midnight UTC, the period's end, a due downgrade).
        return { payload: toMeJson(present(user, "the user"), billing), validUntil: billing.validUntil ? timestampMs(billing.validUntil) : undefined };
      }),
  );
};
