import { creditsSummary, topupDue, validCreditSettings, type CreditSettings, type CreditsSummary } from "../../domain/credits.js";
import type { AppDeps } from "../ports.js";
import { startTopup, topupIfDue } from "../steps/credit-topup.js";
import { knownUser } from "../steps/known-user.js";

/**
 * Changes the team's auto top-up and low-balance threshold (the fields given, at least one). The
 * user who turns auto top-up on pays for its packs. Settings that put a team already under its
 * threshold into auto top-up (turning it on, or raising the threshold over the balance) are a
 * crossing too: one pack is bought, so a team at 0 credits can top up at all.
 */
export function updateCreditSettings(deps: AppDeps) {
  return async (input: { userId: number } & CreditSettings): Promise<CreditsSummary> => {
    const settings = validCreditSettings(input);
    const user = await knownUser(deps, input.userId);
    const { credits, topupId } = await deps.db.transaction(async (uow) => {
      const before = await uow.credits.lockedAccount(user.teamId);
      const after = await uow.credits.updateSettings(user.teamId, settings, user.userId);
      return { credits: creditsSummary(after), topupId: await topupIfDue(uow, topupDue(before, after), after) };
    });
    if (topupId) startTopup(deps, topupId);
    return credits;
  };
}
