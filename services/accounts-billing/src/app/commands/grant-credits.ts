import { validGrant } from "../../domain/credits.js";
import type { AppDeps } from "../ports.js";
import { knownUser } from "../steps/known-user.js";

/** Operator call: adds credits to the user's team balance (a ledger row); returns the new balance. */
export function grantCredits(deps: AppDeps) {
  return async (input: { userId: number; amount: number; reason: string }): Promise<number> => {
    const amount = validGrant(input.amount);
    const user = await knownUser(deps, input.userId);
    return deps.db.transaction(async (uow) => {
      await uow.credits.add(user.teamId, amount, input.reason.trim() || "operator grant");
      return uow.credits.balance(user.teamId);
    });
  };
}
