import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { principalOf } from "../auth/principal.js";
import { toMeJson } from "../mapping/me.js";
import { present } from "../mapping/proto.js";
import { Me } from "../schemas/me.js";
import type { RouteDeps } from "./deps.js";

export const meRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { identity, accountsBilling }) => {
  app.get(
    "/me",
    {
      config: { auth: "any" },
      schema: { summary: "The current user, subscription, credits and every budget", tags: ["identity"], response: { 200: Me } },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const [{ user }, billing] = await Promise.all([identity.getUser({ userId }), accountsBilling.getBillingSummary({ userId })]);
      return toMeJson(present(user, "the user"), billing);
    },
  );
};
