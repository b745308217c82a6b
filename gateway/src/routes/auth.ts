import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { User } from "@leadstream/contracts";
import { credentialHash } from "../auth/credential-cache.js";
import { SESSION_COOKIE } from "../auth/credentials.js";
import { errorResponse, Success } from "../http/schemas.js";
import { present } from "../mapping/proto.js";
import type { RouteDeps } from "./deps.js";

const Email = Type.String({ format: "email", maxLength: 254 });

const SignUpBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 8, maxLength: 200 }),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "IANA zone, e.g. Europe/Berlin", examples: ["Europe/Berlin"] })),
});

const LogInBody = Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 200 }) });

const SignedIn = Type.Object(
  { user: Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String(), timezone: Type.String() }) },
  { description: "Signed in; the session cookie is set" },
);

const SET_COOKIE = { "Set-Cookie": { type: "string", description: "`session=<token>; HttpOnly; SameSite=Lax; Path=/`" } };

export const authRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { identity, config, sessionCache }) => {
  const signIn = (reply: FastifyReply, token: string, user: User | undefined) => {
    reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: "lax", secure: config.COOKIE_SECURE, path: "/" });
    const { id, email, displayName, timezone } = present(user, "the user");
    return { user: { id, email, name: displayName, timezone } };
  };

  app.post(
    "/auth/signup",
    {
      config: { auth: "none", signIn: true },
      schema: {
        summary: "Create an account and sign in (sets the session cookie)",
        tags: ["auth"],
        body: SignUpBody,
        response: { 201: { ...SignedIn, headers: SET_COOKIE }, 409: errorResponse(409), 429: errorResponse(429, "Too many sign-in attempts from this address or for this e-mail; see Retry-After") },
      },
    },
    async (request, reply) => {
      const { email, password, name, timezone } = request.body;
      const res = await identity.signUp({ email, password, displayName: name ?? "", timezone: timezone ?? "", signupIp: request.ip });
      return reply.code(201).send(signIn(reply, res.sessionToken, res.user));
    },
  );

  app.post(
    "/auth/login",
    {
      config: { auth: "none", signIn: true },
      schema: {
        summary: "Sign in with e-mail and password (sets the session cookie)",
        tags: ["auth"],
        body: LogInBody,
        response: { 200: { ...SignedIn, headers: SET_COOKIE }, 401: errorResponse(401), 429: errorResponse(429, "Too many sign-in attempts from this address or for this e-mail; see Retry-After") },
      },
    },
    async (request, reply) => {
      const res = await identity.logIn(request.body);
      return signIn(reply, res.sessionToken, res.user);
    },
  );

  app.post(
    "/auth/logout",
    {
      config: { auth: "session" },
      schema: { summary: "Sign out: ends the session and clears the cookie", tags: ["auth"], response: { 200: Success } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE] ?? "";
      await identity.logOut({ sessionToken: token });
      // Other replicas drop it on identity's event; this one need not wait for it.
      sessionCache.forget(credentialHash(token));
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { success: true as const };
    },
  );
};
