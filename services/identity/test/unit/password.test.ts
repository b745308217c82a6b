import { describe, expect, it } from "vitest";
import { AppError } from "@leadstream/platform";
import { hashPassword, validatePassword, verifyPassword } from "../../src/domain/password.js";

describe("password hashing", () => {
  it("stores scrypt$N$r$p$salt$hash with a random 16-byte salt and a 64-byte key", async () => {
    const stored = await hashPassword("correct horse");
    const [scheme, n, r, p, salt, hash] = stored.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "16384", "8", "1"]);
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    expect(Buffer.from(hash, "base64")).toHaveLength(64);
    expect(await hashPassword("correct horse")).not.toBe(stored);
  });

  it("verifies the right password only", async () => {
    const stored = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsE", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("refuses a stored value in another format", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$2$a$b$c$d")).toBe(false);
    expect(await verifyPassword("x", "scrypt$16384$8$1$c2FsdA==$")).toBe(false);
  });
});

describe("validatePassword", () => {
  it("accepts 8 to 200 characters", () => {
    expect(() => validatePassword("a".repeat(8))).not.toThrow();
    expect(() => validatePassword("a".repeat(200))).not.toThrow();
  });

  it.each([7, 201])("rejects %i characters as invalid_request on password", (length) => {
    const err = catchError(() => validatePassword("a".repeat(length)));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "invalid_request", details: { param: "password" } });
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error("expected an error");
}
