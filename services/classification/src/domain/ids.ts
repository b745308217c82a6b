import { invalidField } from "./errors.js";

const MAX_ID = 2 ** 31 - 1;

/** Row ids are positive int32s (serial columns, int32 on the wire); anything else names nothing. */
export const isValidId = (id: number): boolean => Number.isInteger(id) && id >= 1 && id <= MAX_ID;

export function requireUserId(userId: number): void {
  if (!isValidId(userId)) throw invalidField("userId", "userId must be a positive 32-bit integer.");
}

/** The id of the stream write (create or update) a segment is ensured or discarded for. */
export function requireOperationId(operationId: string): string {
  if (operationId === "") throw invalidField("operationId", "operationId is required.");
  return operationId;
}
