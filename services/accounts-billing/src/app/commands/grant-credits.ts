import { validGrant } from "../../domain/credits.js";
import type { AppDeps } from "../ports.js";
import { knownUser } from "../steps/known-user.js";

/** Operator call: adds credits to the user's team balance (a grant row); returns the new balance. */
export function grantCredits(deps: AppDeps) {
  return async (input: { userId: number; amount: number; reason: string }): Promise<number> => {
    const amount = validGrant(input.amount);
    const user = await knownUser(deps, input.userId);
    const account = await deps.db.repositories.credits.post(user.teamId, { kind: "grant", amount, description: input.reason.trim() || "operator grant" });
    return account.balance;
  };
}
