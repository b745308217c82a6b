import { expect } from "vitest";

/** Asserts `fn` throws AppError(code) with `details` containing `{param}` when given. */
export const expectInvalid = (fn: () => unknown, param: string) =>
  expect(fn).toThrow(expect.objectContaining({ code: "invalid_request", details: { param } }));

export const expectCode = (fn: () => unknown, code: string) => expect(fn).toThrow(expect.objectContaining({ code }));
