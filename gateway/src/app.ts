import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RawReplyDefaultExpression, type RawRequestDefaultExpression, type RawServerDefault } from "fastify";
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import { FastifyOtelInstrumentation } from "@fastify/otel";
import swagger from "@fastify/swagger";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { METRIC_ATTRIBUTES, METRICS } from "@leadstream/contracts";
import { AppError, type Attributes, type Bus, type Logger, type ProcessMetrics } from "@leadstream/platform";
import { renewals } from "./auth/authenticate.js";
import { keyCache as newKeyCache, sessionCache as newSessionCache } from "./auth/credential-cache.js";
import { followRevocations } from "./auth/revocations.js";
import type { ServiceClients } from "./clients.js";
import type { GatewayConfig } from "./config.js";
import { answerClientError } from "./http/client-errors.js";
import { errorReply } from "./http/errors.js";
import { rejectRemovedVersion, runHandlerInRequestContext, sendRequestId } from "./http/lifecycle.js";
import { swaggerOptions } from "./http/openapi.js";
import { requestIdFor } from "./http/request-id.js";
import { sharedSchemas } from "./http/schemas.js";
import { validatorCompiler } from "./http/validation.js";
import { REPLAYED_HEADER } from "./idempotency/hooks.js";
import { IdempotencyStore } from "./idempotency/store.js";
import { RateLimitCounter } from "./rate-limit/counter.js";
import { followChanges } from "./read-cache/changes.js";
import { ReadCache, type LookupResult } from "./read-cache/read-cache.js";
import { apiRoutes, type ApiArea } from "./routes/api.js";
import { docsRoutes } from "./routes/docs.js";
import { healthRoutes } from "./routes/health.js";
import { metricsRoutes, requestDurations } from "./routes/metrics.js";
import { stripeWebhookRoutes } from "./routes/stripe-webhook.js";

export interface GatewayDeps extends ServiceClients {
  config: GatewayConfig;
  logger: Logger;
  bus: Bus;
  /** This process's metrics, served at GET /metrics. */
  metrics: ProcessMetrics;
  /** More areas under /api/v2, behind the same hooks (`pnpm bench reads` adds a route that calls no service). */
  extraApiRoutes?: ApiArea[];
}

export type GatewayApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Logger, TypeBoxTypeProvider>;

const KEY_CACHE_MAX_ENTRIES = 10_000;

/** Most bodies are a few fields; the routes that take long lists raise it to BODY_LIMIT_BYTES. */
export const SMALL_BODY_LIMIT_BYTES = 16 * 1024;

/** The public HTTP API: /api/v2 routes behind auth, rate limit and one error format, plus probes and docs. */
export function buildGateway(deps: GatewayDeps): GatewayApp {
  const { config, logger, bus, metrics, extraApiRoutes = [], ...clients } = deps;
  const app = Fastify({
    loggerInstance: logger,
    genReqId: requestIdFor,
    bodyLimit: Math.min(SMALL_BODY_LIMIT_BYTES, config.BODY_LIMIT_BYTES),
    frameworkErrors: (err, request, reply) => sendError(err, request, reply),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.removeContentTypeParser("text/plain");
  for (const schema of sharedSchemas) app.addSchema(schema);
  app.setErrorHandler(sendError);
  app.setNotFoundHandler(async (request) => {
    throw new AppError("not_found", `No route for ${request.method} ${request.url.split("?")[0]}.`);
  });
  app.addHook("onSend", sendRequestId);
  app.addHook("onRoute", runHandlerInRequestContext(config.RPC_TIMEOUT_MS));
  app.addHook("onRequest", rejectRemovedVersion);
  const durations = requestDurations(metrics);
  app.addHook("onRoute", durations.onRoute);
  app.addHook("onResponse", durations.onResponse);

  // Registered before any route so the request span wraps hooks and handlers, and so is the
  // parent of the RPC client spans they start. One span for the request; none per lifecycle hook
  // or for the handler (about ten a request, which say nothing a trace needs and cost every call).
  // Named `{method} {route}` (the semantic conventions' HTTP server span name) instead of "request".
  app.register(new FastifyOtelInstrumentation({ registerOnInitialization: false, instrumentHooks: false, instrumentHandler: false, requestHook: (span, request) => span.isRecording() && span.updateName(`${request.method} ${request.routeOptions.url ?? ""}`.trim()) }).plugin());
  app.register(cookie);
  app.register(cors, {
    origin: "*",
    credentials: false,
    // An OPTIONS request that is not a CORS preflight gets the same 204 (the plugin's strict
    // mode would answer it with a plain-text 400, outside the API's error format).
    strictPreflight: false,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type", "Idempotency-Key"],
    // Joined once here: the plugin joins a list on every request.
    exposedHeaders: ["X-Request-Id", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After", REPLAYED_HEADER].join(", "),
  });
  app.register(swagger, swaggerOptions);

  const cacheOptions = { ttlMs: config.KEY_CACHE_TTL_SECONDS * 1000, maxEntries: KEY_CACHE_MAX_ENTRIES };
  const renew = renewals(clients.identity);
  const keyCache = newKeyCache({ ...cacheOptions, renew: renew.key });
  const sessionCache = newSessionCache({ ...cacheOptions, renew: renew.session });
  const stopFollowing = followRevocations(bus, logger, {
    keyRevoked: (keyId) => keyCache.forget(keyId),
    sessionRevoked: (tokenHash) => sessionCache.forget(tokenHash),
    missedEvents: () => {
      keyCache.clear();
      sessionCache.clear();
    },
  });
  app.addHook("onClose", async () => stopFollowing());
  const readCache = new ReadCache({ ttlMs: config.READ_CACHE_TTL_SECONDS * 1000, maxBytes: config.READ_CACHE_MAX_MB * 1024 * 1024, onLookup: countLookups(metrics) });
  const stopFollowingChanges = followChanges(bus, logger, readCache);
  app.addHook("onClose", async () => stopFollowingChanges());

  app.register(apiRoutes, { prefix: "/api/v2", config, keyCache, sessionCache, readCache, bus, ...clients, rateLimitCounter: new RateLimitCounter(bus), idempotencyStore: new IdempotencyStore(bus), extraApiRoutes });
  app.register(stripeWebhookRoutes, { accountsBilling: clients.accountsBilling, config });
  app.register(healthRoutes, { bus, identityUrl: config.IDENTITY_URL });
  app.register(metricsRoutes, { metrics });
  app.register(docsRoutes);
  return app;
}

/** leadstream.gateway.read_cache.lookups, one attribute set per result. */
function countLookups(metrics: ProcessMetrics): (result: LookupResult) => void {
  const lookups = metrics.counter(METRICS.readCacheLookups);
  const attributes = new Map<LookupResult, Attributes>();
  return (result) => {
    let set = attributes.get(result);
    if (!set) attributes.set(result, (set = { [METRIC_ATTRIBUTES.readCacheResult]: result }));
    lookups.add(1, set);
  };
}

function sendError(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, unexpected } = errorReply(err, request.id);
  if (unexpected) request.log.error({ err }, "unhandled error");
  // Set here too: a framework error (a URL that does not decode) is sent without the onSend hooks.
  return reply.code(status).header("x-request-id", request.id).send(body);
}
