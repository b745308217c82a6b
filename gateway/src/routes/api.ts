import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Bus } from "@leadstream/platform";
import { authenticate } from "../auth/authenticate.js";
import { isStateChanging } from "../auth/credentials.js";
import { parseJsonBodies } from "../http/json-body.js";
import { addRouteHook } from "../http/route-hooks.js";
import { addStandardErrorResponses } from "../http/standard-errors.js";
import { idempotencyHooks } from "../idempotency/hooks.js";
import type { IdempotencyStore } from "../idempotency/store.js";
import type { RateLimitCounter } from "../rate-limit/counter.js";
import { rateLimit } from "../rate-limit/hook.js";
import { limitSignIns } from "../rate-limit/sign-in.js";
import { dropCachedReadsOnWrite } from "../read-cache/changes.js";
import { accountRoutes } from "./accounts.js";
import { apiKeyRoutes } from "./api-keys.js";
import { authRoutes } from "./auth.js";
import { creditRoutes } from "./credits.js";
import type { RouteDeps } from "./deps.js";
import { dmTemplateRoutes } from "./dm-templates.js";
import { enrichmentRoutes } from "./enrichment.js";
import { leadRoutes } from "./leads.js";
import { lookupSegmentRoutes } from "./lookup-segments.js";
import { meRoutes } from "./me.js";
import { runRoutes } from "./runs.js";
import { segmentRoutes } from "./segments.js";
import { streamRoutes } from "./streams.js";
import { notificationSettingsRoutes } from "./notification-settings.js";
import { webhookRoutes } from "./webhooks.js";

/**
 * Everything under /api/v2: authentication as each route's `config.auth` says, then the rate
 * limit (it needs the key id), then, for sign-in routes, the sign-in limits and, for idempotent
 * POSTs, the Idempotency-Key check; then the areas, one plugin each. A state-changing request
 * drops the user's cached reads on every replica before it is answered.
 */
export type ApiArea = FastifyPluginAsyncTypebox<RouteDeps>;

export const apiRoutes: FastifyPluginAsyncTypebox<RouteDeps & { bus: Bus; rateLimitCounter: RateLimitCounter; idempotencyStore: IdempotencyStore; extraApiRoutes: ApiArea[] }> = async (api, opts) => {
  const { config, keyCache, sessionCache, readCache, bus, identity, streams, classification, accountsBilling, leads, notifications, rateLimitCounter, idempotencyStore, extraApiRoutes } = opts;
  // Not `...rest`: the options also hold `prefix`, which the areas must not inherit.
  const deps: RouteDeps = { config, keyCache, sessionCache, readCache, identity, streams, classification, accountsBilling, leads, notifications };
  const idempotency = idempotencyHooks(idempotencyStore);
  parseJsonBodies(api);
  api.addHook("onRoute", addStandardErrorResponses);
  const authDeps = { identity, keyCache, sessionCache, publicOrigins: config.PUBLIC_ORIGINS };
  const limitRate = rateLimit({ counter: rateLimitCounter, limit: config.RATE_LIMIT_PER_MINUTE });
  // Hooks only some routes need are added to those routes alone: a read pays for none of them.
  const signInLimit = limitSignIns({ counter: rateLimitCounter, perIp: config.SIGN_IN_LIMIT_PER_IP, perEmail: config.SIGN_IN_LIMIT_PER_EMAIL });
  const dropCachedReads = dropCachedReadsOnWrite(bus, readCache);
  api.addHook("onRoute", (route) => {
    addRouteHook(route, "onRequest", authenticate(authDeps, route.config?.auth ?? "none"));
    addRouteHook(route, "onRequest", limitRate);
    if (route.config?.signIn) addRouteHook(route, "preHandler", signInLimit);
    if (route.config?.idempotent) {
      addRouteHook(route, "preHandler", idempotency.preHandler);
      addRouteHook(route, "onSend", idempotency.onSend);
    }
    if ([route.method].flat().some(isStateChanging)) addRouteHook(route, "onSend", dropCachedReads);
  });
  for (const routes of [meRoutes, authRoutes, apiKeyRoutes, streamRoutes, runRoutes, leadRoutes, enrichmentRoutes, segmentRoutes, lookupSegmentRoutes, accountRoutes, dmTemplateRoutes, webhookRoutes, notificationSettingsRoutes, creditRoutes, ...extraApiRoutes]) await api.register(routes, deps);
};
