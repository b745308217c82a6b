import { creditReservationNotFound } from "../../domain/errors.js";
import type { CreditReservation, UnitOfWork } from "../ports.js";

/** The user's reservation, locked; not_found for an unknown id or another user's. */
export async function ownReservation(uow: UnitOfWork, userId: number, id: string): Promise<CreditReservation> {
  const reservation = await uow.creditReservations.find(id);
  if (!reservation || reservation.userId !== userId) throw creditReservationNotFound();
  return reservation;
}
