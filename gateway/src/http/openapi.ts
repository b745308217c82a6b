import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { Type } from "typebox";
import type { AuthMode } from "../auth/principal.js";
import { isReplayable } from "../idempotency/hooks.js";

const SECURITY: Record<AuthMode, Record<string, string[]>[]> = {
  any: [{ bearer: [] }, { cookie: [] }],
  bearer: [{ bearer: [] }],
  session: [{ cookie: [] }],
  none: [],
};

const HEADERS = {
  "X-Request-Id": { description: "The request's id (a UUID; an incoming UUID X-Request-Id is kept). Error bodies repeat it as `requestId`.", schema: { type: "string", format: "uuid" } },
  "X-RateLimit-Limit": { description: "Bearer calls: requests allowed per 60-second window for this key", schema: { type: "integer" } },
  "X-RateLimit-Remaining": { description: "Bearer calls: requests left in the current window", schema: { type: "integer" } },
  "X-RateLimit-Reset": { description: "Bearer calls: seconds until the window resets", schema: { type: "integer" } },
  "Retry-After": { description: "Seconds until the window resets (1-60)", schema: { type: "integer" } },
  "Idempotent-Replayed": { description: "`true` when this is the stored response of an earlier request with the same Idempotency-Key", schema: { type: "string", enum: ["true"] } },
};

/** Documents the header; the idempotency hook, not schema validation, checks it (400 `invalid_idempotency_key`). */
const IdempotencyKeyHeader = Type.Object({
  "Idempotency-Key": Type.Optional(
    Type.String({
      description:
        "Makes a retry safe: within 24 h, the same key with the same request returns the first response (success or 4xx) with `Idempotent-Replayed: true` instead of doing it again. 1-255 printable ASCII characters, bare or as a quoted string; use a new UUID per operation. Keys are scoped to you. While the first request runs: 409 `idempotency_conflict`; the same key with a different request: 422 `idempotency_key_reused`. A 5xx is not stored, so a retry runs again. Replays count against the rate limit.",
      examples: ["8e03978e-40d5-43e8-bc93-6894a57f9324"],
      // Room for the quoted form of a 255-character key with escapes.
      maxLength: 512,
    }),
  ),
});

const ref = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { headers?: Record<string, unknown> }>;
}

/** Documents the headers the gateway adds to responses, which no route schema states itself. */
function describeResponseHeaders(doc: { paths?: Record<string, Record<string, Operation> | undefined>; components?: Record<string, unknown> }) {
  doc.components = { ...doc.components, headers: HEADERS };
  for (const path of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(path ?? {})) {
      const bearer = operation.security?.some((s) => "bearer" in s) ?? false;
      const idempotent = operation.parameters?.some((p) => p.in === "header" && p.name === "Idempotency-Key") ?? false;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        response.headers = {
          ...response.headers,
          "X-Request-Id": ref("X-Request-Id"),
          ...(bearer && { "X-RateLimit-Limit": ref("X-RateLimit-Limit"), "X-RateLimit-Remaining": ref("X-RateLimit-Remaining"), "X-RateLimit-Reset": ref("X-RateLimit-Reset") }),
          ...(status === "429" && { "Retry-After": ref("Retry-After") }),
          ...(idempotent && isReplayable(Number(status)) && { "Idempotent-Replayed": ref("Idempotent-Replayed") }),
        };
      }
    }
  }
  return doc;
}

/** OpenAPI 3.1 built from the route schemas; each operation's security follows its `config.auth`. */
export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: "3.1.0",
    info: {
      title: "Leadstream API",
      version: "2.0.0",
      description: "Stream-centred lead campaigns. Bearer calls are limited to 60 requests per minute per key; every response carries X-Request-Id.",
    },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "API key: `Authorization: Bearer svc_...`" },
        cookie: { type: "apiKey", in: "cookie", name: "session", description: "Session cookie from /auth/signup or /auth/login; state-changing calls need a matching Origin" },
      },
    },
  },
  refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === "string" ? json.$id : `def-${i}`) },
  transform: ({ schema, url, route }) => ({
    schema: { ...schema, ...(route.config?.idempotent && { headers: IdempotencyKeyHeader }), security: SECURITY[route.config?.auth ?? "none"] } as typeof schema,
    url,
  }),
  transformObject: (documentObject) => describeResponseHeaders(("openapiObject" in documentObject ? documentObject.openapiObject : {}) as Parameters<typeof describeResponseHeaders>[0]),
};
