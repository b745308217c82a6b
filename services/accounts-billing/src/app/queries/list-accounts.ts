import type { TrackedAccount } from "../../domain/account.js";
import { isValidId } from "../../domain/ids.js";
import type { AppDeps } from "../ports.js";
import { applyDueDowngradesBeforeRead } from "../steps/due-downgrades.js";

/** The user's accounts, awake and sleeping. */
export function listAccounts(deps: AppDeps) {
  return async (input: { userId: number }): Promise<TrackedAccount[]> => {
    if (!isValidId(input.userId)) return [];
    await applyDueDowngradesBeforeRead(deps, input.userId, new Date());
    return deps.db.repositories.accounts.listByUser(input.userId);
  };
}

/** Those of the ids that name the user's accounts. */
export function getAccounts(deps: AppDeps) {
  return async (input: { userId: number; accountIds: number[] }): Promise<TrackedAccount[]> => {
    const ids = input.accountIds.filter(isValidId);
    if (!isValidId(input.userId) || ids.length === 0) return [];
    await applyDueDowngradesBeforeRead(deps, input.userId, new Date());
    return deps.db.repositories.accounts.findByIds(input.userId, ids);
  };
}
