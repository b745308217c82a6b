import { invalidField } from "../../domain/errors.js";
import { isValidId } from "../../domain/ids.js";
import type { AppDeps } from "../ports.js";
import { lockedUser } from "../steps/known-user.js";
import { syncQuantities, underUserLock } from "../steps/user-lock.js";

/** Compensation for a stream write that failed: removes what the operation created and lowers the quantities. Repeating it does nothing. */
export function releaseAccounts(deps: AppDeps) {
  return async (input: { userId: number; operationId: string }): Promise<number[]> => {
    const operationId = input.operationId.trim();
    if (operationId === "") throw invalidField("operationId", "operationId is required.");
    if (!isValidId(input.userId)) return [];
    return underUserLock(deps, input.userId, async (uow) => {
      const released = await uow.accounts.deleteCreatedBy(input.userId, operationId);
      if (released.length === 0) return [];
      for (const account of released) await uow.events.released(account);
      await syncQuantities(uow, await lockedUser(uow, input.userId), { prorate: false });
      return released.map((a) => a.id);
    });
  };
}
