import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { METRICS } from "@leadstream/contracts";
import { PROMETHEUS_CONTENT_TYPE, type Attributes, type ProcessMetrics } from "@leadstream/platform";

/** Prometheus scrapes the gateway here: outside /api/v2, without credentials, not in the OpenAPI document. */
export const metricsRoutes: FastifyPluginAsync<{ metrics: ProcessMetrics }> = async (app, { metrics }) => {
  app.get("/metrics", { schema: { hide: true } }, async (_request, reply) => reply.type(PROMETHEUS_CONTENT_TYPE).send(await metrics.scrape()));
};

// The semantic conventions' known methods; anything else is recorded as _OTHER (bounded cardinality).
const KNOWN_METHODS = new Set(["CONNECT", "DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT", "TRACE"]);

/**
 * An onResponse hook recording http.server.request.duration per route template (none for
 * requests no route matched), method and status; error.type is the status of a 5xx.
 */
export function requestDurations(metrics: ProcessMetrics) {
  const duration = metrics.histogram(METRICS.httpServerRequestDuration);
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const status = reply.statusCode;
    const attributes: Attributes = {
      "http.request.method": KNOWN_METHODS.has(request.method) ? request.method : "_OTHER",
      "http.response.status_code": status,
      "url.scheme": request.protocol,
    };
    if (request.routeOptions.url !== undefined) attributes["http.route"] = request.routeOptions.url;
    if (status >= 500) attributes["error.type"] = String(status);
    duration.record(reply.elapsedTime / 1000, attributes);
    done();
  };
}
