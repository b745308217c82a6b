import type { RouteOptions } from "fastify";
import { isStateChanging } from "../auth/credentials.js";
import { errorResponse } from "./schemas.js";

/** What an Idempotency-Key adds to a route's errors. */
const IDEMPOTENCY_ERRORS = {
  409: "`idempotency_conflict`: a request with this Idempotency-Key is still running",
  422: "`idempotency_key_reused`: this Idempotency-Key was used for a different request",
};

/**
 * onRoute hook for /api routes: requires `config.auth`, and adds the shared error body for each
 * error status the gateway itself can produce on that route (from its auth mode, method and
 * inputs), so the OpenAPI document lists them all without every route repeating them.
 */
export function addStandardErrorResponses(route: RouteOptions): void {
  const { auth, idempotent } = route.config ?? {};
  if (!auth) throw new Error(`${String(route.method)} ${route.url}: routes under /api must declare config.auth`);
  const schema = route.schema ?? {};
  const changesState = [route.method].flat().some(isStateChanging);
  const statuses = new Map<number, string | undefined>([[500, undefined], [503, undefined]]);
  if (schema.params || schema.querystring || schema.body || schema.headers || idempotent) statuses.set(400, undefined);
  if (schema.body) [413, 415].forEach((s) => statuses.set(s, undefined));
  if (auth !== "none") statuses.set(401, undefined);
  if (auth === "bearer" || auth === "any") statuses.set(429, undefined);
  if ((auth === "session" || auth === "any") && changesState) statuses.set(403, undefined);
  if (idempotent) Object.entries(IDEMPOTENCY_ERRORS).forEach(([s, description]) => statuses.set(Number(s), description));
  const standard = Object.fromEntries([...statuses].map(([status, description]) => [status, errorResponse(status, description)]));
  route.schema = { ...schema, response: { ...standard, ...(schema.response as object | undefined) } };
}
