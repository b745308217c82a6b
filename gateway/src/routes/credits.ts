import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { principalOf } from "../auth/principal.js";
import { errorResponse } from "../http/schemas.js";
import { toCreditsJson, toLedgerPageJson } from "../mapping/credits.js";
import { present } from "../mapping/proto.js";
import { CreditLedgerPage, CreditLedgerQuery, CreditSettingsBody, CreditSettingsUpdated, LEDGER_PAGE_SIZE } from "../schemas/credits.js";
import type { RouteDeps } from "./deps.js";

const tags = ["credits"];

export const creditRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { accountsBilling }) => {
  app.get(
    "/credits/ledger",
    {
      config: { auth: "any" },
      schema: {
        summary: "Your team's credit ledger: every grant, charge, refund and top-up, newest first, by cursor page",
        tags,
        querystring: CreditLedgerQuery,
        response: { 200: CreditLedgerPage, 400: errorResponse(400, "Invalid request (`param` names the field; `cursor` when it is not one this API returned)") },
      },
    },
    async (request) => {
      const { limit = LEDGER_PAGE_SIZE, cursor = "" } = request.query;
      return toLedgerPageJson(await accountsBilling.listCreditLedger({ userId: principalOf(request).userId, limit, cursor }));
    },
  );

  app.put(
    "/credits/settings",
    {
      config: { auth: "any" },
      schema: {
        summary: "Change your team's auto top-up and low-balance threshold (the fields sent; at least one)",
        tags,
        body: CreditSettingsBody,
        response: { 200: CreditSettingsUpdated, 400: errorResponse(400, "`invalid_request`: no field sent (`param`: `body`) or a bad value (`param` names the field)") },
      },
    },
    async (request) => {
      const res = await accountsBilling.updateCreditSettings({ userId: principalOf(request).userId, ...request.body });
      return { credits: toCreditsJson(present(res.credits, "the credits")) };
    },
  );
};
