import type { AppDeps } from "../ports.js";
import { buyTopup } from "../steps/credit-topup.js";

// Long enough that the attempt started after commit has finished (or died): Stripe answers a
// second request with an idempotency key still in use with an error.
const STALE_MS = 10 * 60_000;
const BATCH = 20;

/** Background round: buys the top-ups still pending long after their last attempt (the process stopped mid-purchase). */
export function retryCreditTopups(deps: AppDeps) {
  return async (): Promise<void> => {
    for (const id of await deps.db.repositories.creditTopups.claimStale(STALE_MS, BATCH)) await buyTopup(deps, id);
  };
}
