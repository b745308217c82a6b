import { validRunsFilter, type Run } from "../../domain/run.js";
import type { AppDeps } from "../ports.js";

/** GET /runs: the user's runs across streams, newest first. */
export function listRuns({ db }: AppDeps) {
  return async (input: { userId: number; streamId: number; status: string; limit: number }): Promise<Run[]> =>
    db.repositories.runs.listOwned(input.userId, validRunsFilter(input));
}
