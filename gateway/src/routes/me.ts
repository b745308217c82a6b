import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { principalOf } from "../auth/principal.js";
import { Timestamp } from "../http/schemas.js";
import { present, type RouteDeps } from "./deps.js";

const Count = Type.Integer({ minimum: 0 });

const Me = Type.Object({
  name: Type.String({ description: "Display name" }),
  email: Type.String({ format: "email" }),
  subscriptionStatus: Type.String({ description: "`active`, `trialing`, `free_user`, `past_due`, `canceled`, `unpaid`, `incomplete`", examples: ["free_user"] }),
  isFreeTier: Type.Boolean(),
  accounts: Type.Array(
    Type.Object({
      accountId: Type.Integer(),
      xHandle: Type.String(),
      tier: Type.Union([Type.Literal("starter"), Type.Literal("growth"), Type.Literal("pro")]),
      monthlyRetest: Type.Object({ used: Count, budget: Count, remaining: Count, billingPeriodStart: Timestamp }),
      dailySync: Type.Object({ used: Count, cap: Count, remaining: Count }),
    }),
  ),
  credits: Type.Object({ balance: Count, lowBalanceThreshold: Count, isLow: Type.Boolean(), autoTopupEnabled: Type.Boolean() }),
  totals: Type.Object({ monthlyRetestRemaining: Count, dailySyncRemaining: Count }),
}, { description: "The current-user record (spec 2.7)" });

export const meRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { identity }) => {
  app.get(
    "/me",
    {
      config: { auth: "any" },
      schema: { summary: "The current user, subscription, credits and every budget", tags: ["identity"], response: { 200: Me } },
    },
    async (request) => {
      const user = present((await identity.getUser({ userId: principalOf(request).userId })).user, "the user");
      // Subscription, accounts, budgets and credits come from billing in a later issue; until then every user is free.
      return {
        name: user.displayName,
        email: user.email,
        subscriptionStatus: "free_user",
        isFreeTier: true,
        accounts: [],
        credits: { balance: 0, lowBalanceThreshold: 10, isLow: true, autoTopupEnabled: false },
        totals: { monthlyRetestRemaining: 0, dailySyncRemaining: 0 },
      };
    },
  );
};
