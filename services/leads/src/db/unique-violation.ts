import { QueryFailedError } from "typeorm";

/** True when `err` is PostgreSQL's unique_violation (23505) on `constraint` (a unique index's name). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  if (!(err instanceof QueryFailedError)) return false;
  const { code, constraint: violated } = err.driverError as { code?: string; constraint?: string };
  return code === "23505" && violated === constraint;
}
