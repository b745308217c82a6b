import type { AppDeps } from "../ports.js";

/** Background round: releases the credit holds not settled within HOLD_TTL_MINUTES. */
export function releaseExpiredCreditHolds(deps: AppDeps) {
  return async (): Promise<void> => {
    const released = await deps.db.repositories.creditReservations.releaseExpired();
    if (released > 0) deps.logger.info({ released }, "released expired credit holds");
  };
}
