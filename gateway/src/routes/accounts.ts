import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { TrackedAccount } from "@leadstream/contracts";
import { TIER } from "@leadstream/contracts/vocabulary";
import { principalOf } from "../auth/principal.js";
import { errorResponse, IdParams } from "../http/schemas.js";
import { segmentIdsByAccount, toAccountJson, toTierChangeJson } from "../mapping/accounts.js";
import { present } from "../mapping/proto.js";
import { Account, AccountAwake, ChangeTierBody, TierChange } from "../schemas/accounts.js";
import type { RouteDeps } from "./deps.js";

const tags = ["accounts"];
const NOT_FOUND = errorResponse(404, "`not_found`: no such account of yours");

const awakeAnswer = ({ account }: { account?: TrackedAccount }) => {
  const { id, awake } = present(account, "the account");
  return { success: true as const, accountId: id, awake };
};

export const accountRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { accountsBilling, streams }) => {
  app.get(
    "/accounts",
    {
      config: { auth: "any" },
      schema: { summary: "Your tracked accounts, active and sleeping (accounts are added through streams)", tags, response: { 200: Type.Object({ accounts: Type.Array(Account) }, { description: "Your tracked accounts" }) } },
    },
    async (request) => {
      const userId = principalOf(request).userId;
      const [listed, liveStreams] = await Promise.all([accountsBilling.listAccounts({ userId }), streams.listStreams({ userId, includeInactive: true, includeArchived: false })]);
      const segmentIds = segmentIdsByAccount(liveStreams.streams);
      return { accounts: listed.accounts.map((account) => toAccountJson(account, segmentIds.get(account.id) ?? [])) };
    },
  );

  app.post(
    "/accounts/:id/sleep",
    {
      config: { auth: "any", idempotent: true },
      schema: { summary: "Put an account to sleep: no syncing, and the subscription quantity drops by one", tags, params: IdParams, response: { 200: AccountAwake, 404: NOT_FOUND, 502: errorResponse(502) } },
    },
    async (request) => awakeAnswer(await accountsBilling.sleepAccount({ userId: principalOf(request).userId, accountId: request.params.id })),
  );

  app.post(
    "/accounts/:id/wake",
    {
      config: { auth: "any", idempotent: true },
      schema: {
        summary: "Wake an account: syncing resumes, and the subscription quantity rises by one",
        tags,
        params: IdParams,
        response: { 200: AccountAwake, 403: errorResponse(403, "`subscription_required`: no active paid subscription (or a cookie request without a matching Origin)"), 404: NOT_FOUND, 502: errorResponse(502) },
      },
    },
    async (request) => awakeAnswer(await accountsBilling.wakeAccount({ userId: principalOf(request).userId, accountId: request.params.id })),
  );

  app.post(
    "/accounts/:id/change-tier",
    {
      config: { auth: "any", idempotent: true },
      schema: {
        summary: "Upgrade (now, prorated) or downgrade (at the end of the billing period) an account",
        tags,
        params: IdParams,
        body: ChangeTierBody,
        response: { 200: TierChange, 400: errorResponse(400, "Invalid request (`param` names the field), `account_sleeping`, `invalid_idempotency_key`"), 404: NOT_FOUND, 502: errorResponse(502) },
      },
    },
    async (request) => toTierChangeJson(await accountsBilling.changeTier({ userId: principalOf(request).userId, accountId: request.params.id, tier: TIER.value(request.body.tier) })),
  );
};
