import type { Client } from "@connectrpc/connect";
import type { FastifyRequest, onRequestHookHandler } from "fastify";
import type { IdentityService, Principal as PrincipalMessage } from "@leadstream/contracts";
import { isWellFormedApiKey, looksLikeLegacyKey } from "@leadstream/contracts/api-key-format";
import { AppError, runWithRequestContext, type ErrorCode } from "@leadstream/platform";
import { isAllowedOrigin, isStateChanging, parseBearer, SESSION_COOKIE } from "./credentials.js";
import type { KeyCache, SessionCache } from "./credential-cache.js";
import type { AuthMode, Principal } from "./principal.js";

export interface AuthDeps {
  identity: Client<typeof IdentityService>;
  keyCache: KeyCache;
  sessionCache: SessionCache;
  publicOrigins: readonly string[];
}

const SEND_KEY = "Send your API key as 'Authorization: Bearer <key>'.";

/**
 * A route's onRequest hook: establishes `request.principal` as its auth `mode` demands, or answers
 * 401/403. Made once per route (reading the mode from each request's routeOptions builds an object
 * a request). Callback-style, so a credential the cache holds costs no promise.
 */
export function authenticate(deps: AuthDeps, mode: AuthMode): onRequestHookHandler {
  return function authenticateRequest(request, _reply, done) {
    let found: Principal | Promise<Principal> | null;
    try {
      found = mode === "none" ? null : identify(request, mode, deps);
    } catch (err) {
      return done(err as Error);
    }
    if (!(found instanceof Promise)) {
      request.principal = found;
      return done();
    }
    found.then((principal) => {
      request.principal = principal;
      done();
    }, done);
  };
}

function identify(request: FastifyRequest, mode: Exclude<AuthMode, "none">, deps: AuthDeps): Principal | Promise<Principal> {
  const authorization = request.headers.authorization;
  if (mode === "bearer" || (mode === "any" && authorization !== undefined)) return authenticateKey(authorization, request.id, deps);

  const token = request.cookies[SESSION_COOKIE];
  if (!token) {
    if (mode === "any") throw new AppError("missing_key", `${SEND_KEY} In the app, sign in.`);
    throw new AppError("unauthenticated", authorization ? "This endpoint takes the session cookie, not an API key: sign in." : "Sign in first: this endpoint takes the session cookie.");
  }
  if (isStateChanging(request.method) && !isAllowedOrigin(request.headers.origin, deps.publicOrigins)) {
    throw new AppError("csrf_origin_mismatch", "A signed-in request that changes data must come from the Leadstream app (its Origin header is missing or not allowed).");
  }
  return authenticateSession(token, request.id, deps);
}

function authenticateKey(authorization: string | undefined, requestId: string, deps: AuthDeps): Principal | Promise<Principal> {
  const bearer = parseBearer(authorization);
  if (bearer.kind === "missing") throw new AppError("missing_key", SEND_KEY);
  if (bearer.kind === "malformed") throw new AppError("invalid_key_format", "The Authorization header must be 'Bearer <key>'.");
  // The checksum rejects typos and guesses here, before any lookup.
  if (!isWellFormedApiKey(bearer.key) && !looksLikeLegacyKey(bearer.key)) {
    throw new AppError("invalid_key_format", "That is not a Leadstream API key (svc_ followed by 41 characters); copy it again from your account.");
  }
  const cached = deps.keyCache.get(bearer.key);
  if (cached) return cached;
  return lookUp(requestId, async () => {
    const res = await deps.identity.authenticateApiKey({ apiKey: bearer.key }).catch(unauthorizedAs("invalid_key", "The API key is unknown or has been revoked."));
    const principal = toPrincipal(res.principal, "bearer");
    deps.keyCache.set(bearer.key, principal);
    return principal;
  });
}

function authenticateSession(token: string, requestId: string, deps: AuthDeps): Principal | Promise<Principal> {
  const cached = deps.sessionCache.get(token);
  if (cached) return cached;
  return lookUp(requestId, async () => {
    const res = await deps.identity.authenticateSession({ sessionToken: token }).catch(unauthorizedAs("unauthenticated", "Your session has expired or was signed out: sign in again."));
    const principal = toPrincipal(res.principal, "session");
    deps.sessionCache.set(token, principal);
    return principal;
  });
}

/**
 * How the credential caches renew an entry, off any request's path: identity's principal for the
 * credential again, or undefined once identity refuses it.
 */
export function renewals(identity: AuthDeps["identity"]) {
  return {
    key: (key: string) => identity.authenticateApiKey({ apiKey: key }).then((res) => toPrincipal(res.principal, "bearer"), refusedAsUndefined),
    session: (token: string) => identity.authenticateSession({ sessionToken: token }).then((res) => toPrincipal(res.principal, "session"), refusedAsUndefined),
  };
}

const refusedAsUndefined = (err: unknown): undefined => {
  if (err instanceof AppError && err.status === 401) return undefined;
  throw err;
};

/** A credential the cache does not hold is asked of identity under the request's id (a cache hit needs no context). */
const lookUp = (requestId: string, ask: () => Promise<Principal>): Promise<Principal> => runWithRequestContext({ requestId }, ask);

/** Identity's 401s become the gateway's code and wording for this credential; other failures pass through. */
const unauthorizedAs = (code: ErrorCode, message: string) => (err: unknown): never => {
  if (err instanceof AppError && err.status === 401) throw new AppError(code, message);
  throw err;
};

function toPrincipal(p: PrincipalMessage | undefined, via: Principal["via"]): Principal {
  if (!p) throw new Error("identity answered without a principal");
  return { userId: p.userId, teamId: p.teamId, apiKeyId: p.apiKeyId, via };
}
