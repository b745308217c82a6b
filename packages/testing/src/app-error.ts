import { expect } from "vitest";
import { AppError } from "@leadstream/platform";

/**
 * Awaits `call`, expects it to fail with an AppError of `code`, and returns that error. `details`
 * is either the field the error must name (`{param}`, other detail fields allowed) or the exact
 * details object.
 */
export async function expectAppError(call: Promise<unknown>, code: string, details?: string | Record<string, unknown>): Promise<AppError> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, `expected ${code}`).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  if (typeof details === "string") expect((err as AppError).details).toMatchObject({ param: details });
  else if (details !== undefined) expect((err as AppError).details).toEqual(details);
  return err as AppError;
}
