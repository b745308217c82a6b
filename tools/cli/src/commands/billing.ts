import { AccountsBillingService, IdentityService } from "@leadstream/contracts";
import { SUBSCRIPTION_STATUS } from "@leadstream/contracts/vocabulary";
import type { Command } from "./index.js";
import { client, required } from "./clients.js";

const accounts = () => client(AccountsBillingService, "accounts-billing");

const OPERATOR_STATUSES = ["active", "trialing", "past_due", "canceled"] as const;

async function userIdByEmail(email: string): Promise<number> {
  const { user } = await client(IdentityService, "identity").findUserByEmail({ email });
  return user!.id;
}

export const billingCommands: Record<string, Command> = {
  "subscriptions:set": {
    usage: `--email E --status ${OPERATOR_STATUSES.join("|")} [--json]`,
    options: { email: { type: "string" }, status: { type: "string" } },
    async run(v) {
      const given = required(v, "status");
      const status = OPERATOR_STATUSES.find((s) => s === given);
      if (!status) throw new Error(`--status must be one of ${OPERATOR_STATUSES.join(", ")}`);
      const userId = await userIdByEmail(required(v, "email"));
      const res = await accounts().setSubscriptionStatus({ userId, status: SUBSCRIPTION_STATUS.value(status) });
      return { userId, status: SUBSCRIPTION_STATUS.name(res.status) };
    },
  },
  "credits:grant": {
    usage: "--email E --amount N [--reason R] [--json]",
    options: { email: { type: "string" }, amount: { type: "string" }, reason: { type: "string" } },
    async run(v) {
      const amount = Number(required(v, "amount"));
      if (!Number.isInteger(amount)) throw new Error("--amount must be a whole number of credits");
      const userId = await userIdByEmail(required(v, "email"));
      const res = await accounts().grantCredits({ userId, amount, reason: (v.reason as string | undefined) ?? "" });
      return { userId, balance: res.balance };
    },
  },
};
