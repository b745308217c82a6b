import { validRunId } from "../../domain/ids.js";
import type { AppDeps } from "../ports.js";

/** Gives back the reservation of a run cancelled before it started; nothing when it holds none. */
export function releaseBudget(deps: AppDeps) {
  return async (input: { userId: number; runId: number }): Promise<void> => {
    await deps.db.repositories.budgetUsage.release(input.userId, validRunId(input.runId));
  };
}
