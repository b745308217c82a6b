import { invalidField } from "./errors.js";

const MAX_ID = 2 ** 31 - 1;

/** Row ids are positive int32s (serial columns, int32 on the wire); anything else names nothing. */
export const isValidId = (id: number): boolean => Number.isInteger(id) && id >= 1 && id <= MAX_ID;

/** A run id from the streams service; throws invalid_request for anything else. */
export function validRunId(runId: number): number {
  if (!isValidId(runId)) throw invalidField("runId", "runId must be a positive integer.");
  return runId;
}
