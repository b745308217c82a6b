import type { Client } from "@connectrpc/connect";
import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
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

/** onRequest hook: establishes `request.principal` as the route's `config.auth` demands, or answers 401/403. */
export function authenticate(deps: AuthDeps): onRequestAsyncHookHandler {
  return async function authenticateRequest(request) {
    const mode = request.routeOptions.config.auth ?? "none";
    request.principal = mode === "none" ? null : await runWithRequestContext({ requestId: request.id }, () => identify(request, mode, deps));
  };
}

function identify(request: FastifyRequest, mode: Exclude<AuthMode, "none">, deps: AuthDeps): Promise<Principal> {
  const authorization = request.headers.authorization;
  if (mode === "bearer" || (mode === "any" && authorization !== undefined)) return authenticateKey(authorization, deps);

  const token = request.cookies[SESSION_COOKIE];
  if (!token) {
    if (mode === "any") throw new AppError("missing_key", `${SEND_KEY} In the app, sign in.`);
    throw new AppError("unauthenticated", authorization ? "This endpoint takes the session cookie, not an API key: sign in." : "Sign in first: this endpoint takes the session cookie.");
  }
  if (isStateChanging(request.method) && !isAllowedOrigin(request.headers.origin, deps.publicOrigins)) {
    throw new AppError("csrf_origin_mismatch", "A signed-in request that changes data must come from the Leadstream app (its Origin header is missing or not allowed).");
  }
  return authenticateSession(token, deps);
}

async function authenticateKey(authorization: string | undefined, deps: AuthDeps): Promise<Principal> {
  const bearer = parseBearer(authorization);
  if (bearer.kind === "missing") throw new AppError("missing_key", SEND_KEY);
  if (bearer.kind === "malformed") throw new AppError("invalid_key_format", "The Authorization header must be 'Bearer <key>'.");
  // The checksum rejects typos and guesses here, before any lookup.
  if (!isWellFormedApiKey(bearer.key) && !looksLikeLegacyKey(bearer.key)) {
    throw new AppError("invalid_key_format", "That is not a Leadstream API key (svc_ followed by 41 characters); copy it again from your account.");
  }
  const cached = deps.keyCache.get(bearer.key);
  if (cached) return cached;
  const res = await deps.identity.authenticateApiKey({ apiKey: bearer.key }).catch(unauthorizedAs("invalid_key", "The API key is unknown or has been revoked."));
  const principal = toPrincipal(res.principal, "bearer");
  deps.keyCache.set(bearer.key, principal);
  return principal;
}

async function authenticateSession(token: string, deps: AuthDeps): Promise<Principal> {
  const cached = deps.sessionCache.get(token);
  if (cached) return cached;
  const res = await deps.identity.authenticateSession({ sessionToken: token }).catch(unauthorizedAs("unauthenticated", "Your session has expired or was signed out: sign in again."));
  const principal = toPrincipal(res.principal, "session");
  deps.sessionCache.set(token, principal);
  return principal;
}

/** Identity's 401s become the gateway's code and wording for this credential; other failures pass through. */
const unauthorizedAs = (code: ErrorCode, message: string) => (err: unknown): never => {
  if (err instanceof AppError && err.status === 401) throw new AppError(code, message);
  throw err;
};

function toPrincipal(p: PrincipalMessage | undefined, via: Principal["via"]): Principal {
  if (!p) throw new Error("identity answered without a principal");
  return { userId: p.userId, teamId: p.teamId, apiKeyId: p.apiKeyId, via };
}
