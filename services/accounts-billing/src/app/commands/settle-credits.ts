import { creditsSummary, optionalRef, topupDue, validCharge, validDescription, validReservationId, type CreditsSummary } from "../../domain/credits.js";
import { creditReservationConflict } from "../../domain/errors.js";
import type { AppDeps } from "../ports.js";
import { startTopup, topupIfDue } from "../steps/credit-topup.js";
import { ownReservation } from "../steps/own-reservation.js";

export interface SettleInput {
  userId: number;
  reservationId: string;
  charge: number;
  /** What the charge paid for (0: none). */
  leadId: number;
  lookupId: number;
  description: string;
}

/**
 * Ends a hold: charges `charge` (0 to the amount held) as one ledger row and frees the hold, in
 * one transaction on the locked reservation and balance row. A charge that takes the balance
 * under the team's threshold with auto top-up on records a top-up there; the purchase itself
 * starts after commit. Idempotent per reservation id.
 */
export function settleCredits(deps: AppDeps) {
  return async (input: SettleInput): Promise<{ charged: number; credits: CreditsSummary }> => {
    const id = validReservationId(input.reservationId);
    const leadId = optionalRef("leadId", input.leadId);
    const lookupId = optionalRef("lookupId", input.lookupId);
    const description = validDescription(input.description);
    const { charged, spent, credits, topupId } = await deps.db.transaction(async (uow) => {
      const reservation = await ownReservation(uow, input.userId, id);
      const { teamId } = reservation;
      if (reservation.state !== "held") {
        // A repeat gets the first answer; a hold that expired (or was given back) can no longer be charged.
        const { state, charged: first } = reservation;
        if (input.charge !== first) throw creditReservationConflict(id, state === "released" ? "was released before it was settled" : `was already settled for ${first} credits`);
        return { charged: first, spent: 0, credits: creditsSummary(await uow.credits.account(teamId)), topupId: null };
      }
      const charge = validCharge(input.charge, reservation.amount);
      await uow.creditReservations.setState(id, "settled", charge);
      if (charge === 0) return { charged: 0, spent: 0, credits: creditsSummary(await uow.credits.releaseHold(teamId, reservation.amount)), topupId: null };
      const after = await uow.credits.post(teamId, { kind: "charge", amount: -charge, description, reservationId: id, leadId, lookupId }, reservation.amount);
      const before = { ...after, balance: after.balance + charge };
      return { charged: charge, spent: charge, credits: creditsSummary(after), topupId: await topupIfDue(uow, topupDue(before, after), after) };
    });
    if (spent > 0) deps.usage.creditsSpent(spent);
    if (topupId) startTopup(deps, topupId);
    return { charged, credits };
  };
}
