import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { addRouteHook } from "../http/route-hooks.js";
import { METRICS } from "@leadstream/contracts";
import { PROMETHEUS_CONTENT_TYPE, type Attributes, type HistogramSeries, type ProcessMetrics } from "@leadstream/platform";

/** Prometheus scrapes the gateway here: outside /api/v2, without credentials, not in the OpenAPI document. */
export const metricsRoutes: FastifyPluginAsync<{ metrics: ProcessMetrics }> = async (app, { metrics }) => {
  app.get("/metrics", { schema: { hide: true } }, async (_request, reply) => reply.type(PROMETHEUS_CONTENT_TYPE).send(await metrics.scrape()));
};

// The semantic conventions' known methods; anything else is recorded as _OTHER (bounded cardinality).
const KNOWN_METHODS = new Set(["CONNECT", "DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT", "TRACE"]);

/**
 * http.server.request.duration by route template, method and status; error.type is the status of
 * a 5xx. `onRoute` gives each route its own onResponse hook, which keeps the series it has
 * recorded into (bound to their attributes once), so a request builds no attributes; `onResponse`
 * records the requests no route matched (without http.route).
 */
export function requestDurations(metrics: ProcessMetrics) {
  const series = metrics.boundHistogram(METRICS.httpServerRequestDuration);
  const recorder = (route: string | undefined) => {
    const bySet = new Map<string, HistogramSeries>();
    return (request: FastifyRequest, reply: FastifyReply): void => {
      const set = `${request.method} ${reply.statusCode} ${request.protocol}`;
      let record = bySet.get(set);
      if (!record) {
        record = series(durationAttributes(route, request.method, reply.statusCode, request.protocol));
        bySet.set(set, record);
      }
      record(reply.elapsedTime / 1000);
    };
  };
  const recordUnmatched = recorder(undefined);
  return {
    onRoute(route: RouteOptions): void {
      const record = recorder(route.url);
      addRouteHook(route, "onResponse", function recordDuration(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
        record(request, reply);
        done();
      });
    },
    onResponse(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
      if (request.is404) recordUnmatched(request, reply);
      done();
    },
  };
}

function durationAttributes(route: string | undefined, method: string, status: number, scheme: string): Attributes {
  const attributes: Attributes = {
    "http.request.method": KNOWN_METHODS.has(method) ? method : "_OTHER",
    "http.response.status_code": status,
    "url.scheme": scheme,
  };
  if (route !== undefined) attributes["http.route"] = route;
  if (status >= 500) attributes["error.type"] = String(status);
  return attributes;
}
