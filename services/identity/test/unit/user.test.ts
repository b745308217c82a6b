import { describe, expect, it } from "vitest";
import { emailToLookUp, normaliseEmail, validDisplayName, validEmail, validSignupIp, validTimezone } from "../../src/domain/user.js";

const invalid = (fn: () => unknown, param: string) => expect(fn).toThrow(expect.objectContaining({ code: "invalid_request", details: { param } }));

describe("e-mail addresses", () => {
  it("are trimmed and lower-cased", () => {
    expect(normaliseEmail("  Ada.Lovelace@Example.COM \n")).toBe("ada.lovelace@example.com");
    expect(validEmail(" Ada@Example.com ")).toBe("ada@example.com");
  });

  it("must look like an address and be at most 254 characters", () => {
    for (const bad of ["", "   ", "ada", "ada@", "@example.com", "ada@example", "a da@example.com", "ada@@example.com"]) invalid(() => validEmail(bad), "email");
    const local = "a".repeat(64);
    const long = `${local}@${"b".repeat(254 - 64 - 1 - 4)}.com`;
    expect(validEmail(long)).toHaveLength(254);
    invalid(() => validEmail(`a${long}`), "email");
  });

  it("to look up need only be non-empty", () => {
    expect(emailToLookUp(" Not-An-Address ")).toBe("not-an-address");
    invalid(() => emailToLookUp(" "), "email");
  });
});

describe("display names", () => {
  it("default to the e-mail's local part", () => {
    expect(validDisplayName("  ", "ada.l@example.com")).toBe("ada.l");
    expect(validDisplayName("", `${"a".repeat(150)}@example.com`)).toBe("a".repeat(100));
  });

  it("are trimmed and at most 100 characters", () => {
    expect(validDisplayName("  Ada  ", "x@example.com")).toBe("Ada");
    expect(validDisplayName("é".repeat(100), "x@example.com")).toHaveLength(100);
    invalid(() => validDisplayName("a".repeat(101), "x@example.com"), "name");
  });
});

describe("time zones", () => {
  it("default to UTC and are stored in canonical spelling", () => {
    expect(validTimezone("")).toBe("UTC");
    expect(validTimezone("europe/paris")).toBe("Europe/Paris");
    expect(validTimezone("America/New_York")).toBe("America/New_York");
  });

  it("must be IANA zones", () => {
    for (const bad of ["Mars/Olympus", "+01:00", "Europe"]) invalid(() => validTimezone(bad), "timezone");
  });
});

describe("signup IPs", () => {
  it("are IPv4 or IPv6 addresses, or absent", () => {
    expect(validSignupIp("203.0.113.7")).toBe("203.0.113.7");
    expect(validSignupIp("2001:db8::1")).toBe("2001:db8::1");
    expect(validSignupIp("")).toBeNull();
    for (const bad of ["example.com", "300.1.1.1", "10.0.0.0/8"]) invalid(() => validSignupIp(bad), "signupIp");
  });
});
