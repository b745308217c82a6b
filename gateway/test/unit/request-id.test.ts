import { describe, expect, it } from "vitest";
import { requestIdFor } from "../../src/http/request-id.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("requestIdFor", () => {
  it("keeps an incoming UUID", () => {
    expect(requestIdFor({ headers: { "x-request-id": "5B0C8C1E-7F7E-4C36-9D43-7D6A7F1F2B11" } })).toBe("5b0c8c1e-7f7e-4c36-9d43-7d6a7f1f2b11");
  });

  it("replaces anything else with a new UUID", () => {
    for (const given of [undefined, "", "abc", "5b0c8c1e-7f7e-4c36-9d43-7d6a7f1f2b11\nforged", ["5b0c8c1e-7f7e-4c36-9d43-7d6a7f1f2b11"]]) {
      expect(requestIdFor({ headers: { "x-request-id": given as string } })).toMatch(UUID);
    }
  });
});
