import type { RouteOptions } from "fastify";
import { isStateChanging } from "../auth/credentials.js";
import { errorResponse } from "./schemas.js";

/**
 * onRoute hook for /api routes: requires `config.auth`, and adds the shared error body for each
 * error status the gateway itself can produce on that route (from its auth mode, method and
 * inputs), so the OpenAPI document lists them all without every route repeating them.
 */
export function addStandardErrorResponses(route: RouteOptions): void {
  const auth = route.config?.auth;
  if (!auth) throw new Error(`${String(route.method)} ${route.url}: routes under /api must declare config.auth`);
  const schema = route.schema ?? {};
  const changesState = [route.method].flat().some(isStateChanging);
  const statuses = new Set([500, 503]);
  if (schema.params || schema.querystring || schema.body || schema.headers) statuses.add(400);
  if (schema.body) [413, 415].forEach((s) => statuses.add(s));
  if (auth !== "none") statuses.add(401);
  if (auth === "bearer" || auth === "any") statuses.add(429);
  if ((auth === "session" || auth === "any") && changesState) statuses.add(403);
  const standard = Object.fromEntries([...statuses].map((status) => [status, errorResponse(status)]));
  route.schema = { ...schema, response: { ...standard, ...(schema.response as object | undefined) } };
}
