import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { authenticate } from "../auth/authenticate.js";
import { addStandardErrorResponses } from "../http/standard-errors.js";
import type { RateLimitCounter } from "../rate-limit/counter.js";
import { rateLimit } from "../rate-limit/hook.js";
import { apiKeyRoutes } from "./api-keys.js";
import { authRoutes } from "./auth.js";
import type { RouteDeps } from "./deps.js";
import { meRoutes } from "./me.js";

/**
 * Everything under /api/v2: authentication as each route's `config.auth` says, then the rate
 * limit (it needs the key id), then the areas, one plugin each.
 */
export const apiRoutes: FastifyPluginAsyncTypebox<RouteDeps & { rateLimitCounter: RateLimitCounter }> = async (api, opts) => {
  const { config, identity, keyCache, rateLimitCounter } = opts;
  const deps: RouteDeps = { config, identity, keyCache };
  api.addHook("onRoute", addStandardErrorResponses);
  api.addHook("onRequest", authenticate({ identity, keyCache, publicOrigins: config.PUBLIC_ORIGINS }));
  api.addHook("onRequest", rateLimit({ counter: rateLimitCounter, limit: config.RATE_LIMIT_PER_MINUTE }));
  await api.register(meRoutes, deps);
  await api.register(authRoutes, deps);
  await api.register(apiKeyRoutes, deps);
};
