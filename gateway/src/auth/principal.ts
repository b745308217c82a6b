import type { FastifyRequest } from "fastify";

/** How a route may be called: API key, session cookie, either, or without credentials. */
export type AuthMode = "any" | "bearer" | "session" | "none";

/** Who is calling, as established by the auth hook. */
export interface Principal {
  userId: number;
  teamId: number;
  /** The key used, or 0 for a session. */
  apiKeyId: number;
  via: "bearer" | "session";
}

declare module "fastify" {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The caller of a route whose auth mode is not "none". */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error(`${request.method} ${request.url} reached its handler without an authenticated caller`);
  return request.principal;
}
