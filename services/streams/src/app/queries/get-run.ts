import { runNotFound } from "../../domain/errors.js";
import { isValidId } from "../../domain/ids.js";
import type { Run } from "../../domain/run.js";
import type { AppDeps } from "../ports.js";

/** GET /streams/{id}/runs/{runId}: not_found unless the run is the user's and the stream's. */
export function getRun({ db }: AppDeps) {
  return async (input: { userId: number; streamId: number; runId: number }): Promise<Run> => {
    const run = isValidId(input.runId) && isValidId(input.streamId) ? await db.repositories.runs.findOwned(input.userId, input.streamId, input.runId) : null;
    if (!run) throw runNotFound();
    return run;
  };
}
