import { validHoldAmount, validReservationId } from "../../domain/credits.js";
import { creditReservationConflict, creditsExhausted } from "../../domain/errors.js";
import type { AppDeps } from "../ports.js";
import { knownUser } from "../steps/known-user.js";

/**
 * Holds `amount` credits of the user's team for one operation, or refuses with credits_exhausted
 * when the available balance (balance minus holds) cannot cover it. The hold is one conditional
 * UPDATE of the team's balance row, so concurrent reserves never hold more than the balance.
 * Idempotent per reservation id: a repeat answers the current available balance. Returns it.
 */
export function reserveCredits(deps: AppDeps) {
  return async (input: { userId: number; reservationId: string; amount: number }): Promise<number> => {
    const id = validReservationId(input.reservationId);
    const amount = validHoldAmount(input.amount);
    const user = await knownUser(deps, input.userId);
    return deps.db.transaction(async (uow) => {
      if (await uow.creditReservations.create({ id, teamId: user.teamId, userId: user.userId, amount })) {
        const held = await uow.credits.hold(user.teamId, amount);
        if (held) return held.balance - held.reserved;
        const { balance, reserved } = await uow.credits.account(user.teamId);
        throw creditsExhausted(amount, balance, reserved); // rolls the reservation back
      }
      const existing = await uow.creditReservations.find(id);
      if (existing?.userId !== user.userId || existing.amount !== amount) throw creditReservationConflict(id, "is already used for another hold");
      const { balance, reserved } = await uow.credits.account(user.teamId);
      return balance - reserved;
    });
  };
}
