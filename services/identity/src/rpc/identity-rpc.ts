import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ConnectRouter, ServiceImpl } from "@connectrpc/connect";
import { IdentityService } from "@leadstream/contracts";
import { PLAN } from "@leadstream/contracts/vocabulary";
import type { IdentityApp } from "../app/identity-app.js";
import type { ApiKey } from "../domain/api-key.js";
import type { User } from "../domain/user.js";

// Proto <-> app only. Requests are passed as they are where their fields match the use case's
// input; AppErrors thrown by the app reach the caller through the platform's error interceptor.

const toProtoUser = (user: User) => ({
  id: user.id,
  teamId: user.teamId,
  email: user.email,
  displayName: user.displayName,
  timezone: user.timezone,
  plan: PLAN.value(user.plan),
  signupIp: user.signupIp ?? "",
  createdAt: timestampFromDate(user.createdAt),
});

const toProtoApiKey = (key: ApiKey) => ({
  id: key.id,
  hint: key.hint,
  legacy: key.legacy,
  createdAt: timestampFromDate(key.createdAt),
  revokedAt: key.revokedAt ? timestampFromDate(key.revokedAt) : undefined,
  lastUsedAt: key.lastUsedAt ? timestampFromDate(key.lastUsedAt) : undefined,
});

export function identityRpc(app: IdentityApp): ServiceImpl<typeof IdentityService> {
  return {
    async signUp(req) {
      const { user, sessionToken } = await app.signUp(req);
      return { user: toProtoUser(user), sessionToken };
    },
    async logIn(req) {
      const { user, sessionToken } = await app.logIn(req);
      return { user: toProtoUser(user), sessionToken };
    },
    async logOut(req) {
      await app.logOut(req);
      return {};
    },
    async authenticateApiKey(req) {
      return { principal: await app.authenticateApiKey(req) };
    },
    async authenticateSession(req) {
      return { principal: await app.authenticateSession(req) };
    },
    async getUser(req) {
      return { user: toProtoUser(await app.getUser(req)) };
    },
    async findUserByEmail(req) {
      return { user: toProtoUser(await app.findUserByEmail(req)) };
    },
    async listApiKeys(req) {
      return { keys: (await app.listApiKeys(req)).map(toProtoApiKey) };
    },
    async generateApiKey(req) {
      const { key, apiKey, replacedKeyId } = await app.generateApiKey(req);
      return { key: toProtoApiKey(key), apiKey, replacedKeyId };
    },
    async revokeApiKey(req) {
      await app.revokeApiKey(req);
      return {};
    },
    async createUser(req) {
      const { user, apiKey, apiKeyId } = await app.createUser({ ...req, plan: PLAN.nameOrNull(req.plan) ?? "free" });
      return { user: toProtoUser(user), apiKey, apiKeyId };
    },
    async createSession(req) {
      return { sessionToken: await app.createSession(req) };
    },
    async importLegacyApiKey(req) {
      return { key: toProtoApiKey(await app.importLegacyApiKey(req)) };
    },
  };
}

export const identityRoutes = (app: IdentityApp) => (router: ConnectRouter) => router.service(IdentityService, identityRpc(app));
