import { invalidField } from "./errors.js";

const MAX_ID = 2 ** 31 - 1;

/** Row ids are positive int32s (serial columns, int32 on the wire). */
export const isValidId = (id: number): boolean => Number.isInteger(id) && id >= 1 && id <= MAX_ID;

/** `id` when it names a row; otherwise invalid_request naming `param`. */
export function requiredId(param: string, id: number): number {
  if (!isValidId(id)) throw invalidField(param, `${param} must be a positive integer id.`);
  return id;
}

/** 0 means "not given" (proto3's default): null; any other value must be an id. */
export const optionalId = (param: string, id: number): number | null => (id === 0 ? null : requiredId(param, id));
