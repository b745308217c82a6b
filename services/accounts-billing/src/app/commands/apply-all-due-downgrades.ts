import type { AppDeps } from "../ports.js";
import { applyDueDowngrades } from "../steps/due-downgrades.js";

/** Background round: applies every pending downgrade whose effective date has passed. */
export function applyAllDueDowngrades(deps: AppDeps) {
  return async (): Promise<void> => {
    const now = new Date();
    for (const userId of await deps.db.repositories.accounts.usersWithDueDowngrades(now)) {
      await applyDueDowngrades(deps, userId, now).catch((err: unknown) => deps.logger.error({ err, userId }, "could not apply due downgrades"));
    }
  };
}
