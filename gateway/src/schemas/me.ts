import { SUBSCRIPTION_STATUS } from "@leadstream/contracts/vocabulary";
import { Type, type Static } from "typebox";
import { Timestamp } from "../http/schemas.js";
import { Tier } from "./streams.js";

const Count = Type.Integer({ minimum: 0 });

export const Me = Type.Object({
  name: Type.String({ description: "Display name" }),
  email: Type.String({ format: "email" }),
  subscriptionStatus: Type.Enum(SUBSCRIPTION_STATUS.names, { examples: ["free_user"] }),
  isFreeTier: Type.Boolean(),
  accounts: Type.Array(
    Type.Object({
      accountId: Type.Integer(),
      xHandle: Type.String(),
      tier: Tier(),
      monthlyRetest: Type.Object({ used: Count, budget: Count, remaining: Count, billingPeriodStart: Timestamp }),
      dailySync: Type.Object({ used: Count, cap: Count, remaining: Count }),
    }),
  ),
  credits: Type.Object({ balance: Count, lowBalanceThreshold: Count, isLow: Type.Boolean(), autoTopupEnabled: Type.Boolean() }),
  totals: Type.Object({ monthlyRetestRemaining: Count, dailySyncRemaining: Count }),
}, { description: "The current-user record (spec 2.7)" });
export type Me = Static<typeof Me>;
