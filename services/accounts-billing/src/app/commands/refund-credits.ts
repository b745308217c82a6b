import { creditsSummary, validReservationId, type CreditsSummary } from "../../domain/credits.js";
import type { AppDeps } from "../ports.js";
import { ownReservation } from "../steps/own-reservation.js";

/**
 * Gives a settled charge back as a refund row naming what it had paid for (the result could not
 * be kept); a hold not settled yet is released. Idempotent per reservation id: a repeat answers
 * the first refund. Returns the credits refunded.
 */
export function refundCredits(deps: AppDeps) {
  return async (input: { userId: number; reservationId: string }): Promise<{ refunded: number; credits: CreditsSummary }> => {
    const id = validReservationId(input.reservationId);
    return deps.db.transaction(async (uow) => {
      const reservation = await ownReservation(uow, input.userId, id);
      const { teamId, amount, charged } = reservation;
      switch (reservation.state) {
        case "held":
          await uow.creditReservations.setState(id, "released");
          return { refunded: 0, credits: creditsSummary(await uow.credits.releaseHold(teamId, amount)) };
        case "released":
          return { refunded: 0, credits: creditsSummary(await uow.credits.account(teamId)) };
        case "refunded":
          return { refunded: charged, credits: creditsSummary(await uow.credits.account(teamId)) };
        case "settled": {
          await uow.creditReservations.setState(id, "refunded");
          const charge = await uow.credits.chargeOf(id);
          if (!charge) return { refunded: 0, credits: creditsSummary(await uow.credits.account(teamId)) };
          const after = await uow.credits.post(teamId, {
            kind: "refund",
            amount: charged,
            description: charge.description ? `Refund: ${charge.description}` : "Refund",
            reservationId: id,
            leadId: charge.leadId,
            lookupId: charge.lookupId,
          });
          return { refunded: charged, credits: creditsSummary(after) };
        }
      }
    });
  };
}
