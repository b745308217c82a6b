import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type, type Static } from "typebox";
import { principalOf } from "../auth/principal.js";
import { errorResponse, IdParams, NullableTimestamp, Success, Timestamp } from "../http/schemas.js";
import { isoTime, isoTimeOrNull, present } from "../mapping/proto.js";
import type { RouteDeps } from "./deps.js";

const ApiKey = Type.Object({
  id: Type.Integer(),
  hint: Type.String({ description: "Enough of the key to recognise it, e.g. `svc_Ab…x9Zq`" }),
  legacy: Type.Boolean({ description: "Issued before v2" }),
  createdAt: Timestamp,
  revokedAt: NullableTimestamp,
  lastUsedAt: NullableTimestamp,
});

const GeneratedKey = Type.Object({
  id: Type.Integer(),
  apiKey: Type.String({ description: "The key itself: shown this once and never again" }),
  hint: Type.String(),
  createdAt: Timestamp,
  replacedKeyId: Type.Union([Type.Integer(), Type.Null()], { description: "The key this one replaced (now revoked), if any" }),
}, { description: "The new key, shown once" });

export const apiKeyRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { identity, keyCache }) => {
  const revoke = async (request: FastifyRequest<{ Params: Static<typeof IdParams> }>) => {
    await identity.revokeApiKey({ userId: principalOf(request).userId, keyId: request.params.id });
    // Identity's revocation event reaches every replica; this one need not wait for it.
    keyCache.forget(request.params.id);
    return { success: true as const };
  };

  app.get(
    "/api-keys",
    {
      config: { auth: "session" },
      schema: { summary: "Your API keys (never the keys themselves)", tags: ["api-keys"], response: { 200: Type.Object({ keys: Type.Array(ApiKey) }, { description: "Active and revoked keys" }) } },
    },
    async (request) => {
      const { keys } = await identity.listApiKeys({ userId: principalOf(request).userId });
      return {
        keys: keys.map((k) => ({
          id: k.id,
          hint: k.hint,
          legacy: k.legacy,
          createdAt: isoTime(present(k.createdAt, "the key's creation time")),
          revokedAt: isoTimeOrNull(k.revokedAt),
          lastUsedAt: isoTimeOrNull(k.lastUsedAt),
        })),
      };
    },
  );

  app.post(
    "/api-keys",
    {
      config: { auth: "session", idempotent: true },
      schema: {
        summary: "Generate an API key, or regenerate it: the previous key stops working at once",
        tags: ["api-keys"],
        response: { 201: GeneratedKey },
      },
    },
    async (request, reply) => {
      const res = await identity.generateApiKey({ userId: principalOf(request).userId });
      const key = present(res.key, "the new key");
      if (res.replacedKeyId) keyCache.forget(res.replacedKeyId);
      return reply.code(201).send({
        id: key.id,
        apiKey: res.apiKey,
        hint: key.hint,
        createdAt: isoTime(present(key.createdAt, "the key's creation time")),
        replacedKeyId: res.replacedKeyId || null,
      });
    },
  );

  app.delete(
    "/api-keys/:id",
    {
      config: { auth: "session" },
      schema: { summary: "Revoke one of your API keys", tags: ["api-keys"], params: IdParams, response: { 200: Success, 404: errorResponse(404) } },
    },
    revoke,
  );

  app.delete(
    "/lookups/api-keys/:id",
    {
      config: { auth: "any" },
      schema: { summary: "Revoke one of your API keys, with a key or the session cookie (browser extension sign-out)", tags: ["api-keys"], params: IdParams, response: { 200: Success, 404: errorResponse(404) } },
    },
    revoke,
  );
};
