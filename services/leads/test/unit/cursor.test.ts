import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "../../src/domain/cursor.js";

const invalid = (cursor: string) => expect(() => decodeCursor(cursor)).toThrow(expect.objectContaining({ code: "invalid_request", details: { param: "cursor" } }));
const text = (s: string) => Buffer.from(s).toString("base64url");

describe("cursors", () => {
  it("round-trip a lead's sort key, to the millisecond", () => {
    const at = { at: new Date("2025-05-01T12:34:56.789Z"), id: 2 ** 31 - 1 };
    const cursor = encodeCursor(at);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(at);
  });

  it("are versioned base64url text", () => {
    expect(Buffer.from(encodeCursor({ at: new Date(0), id: 7 }), "base64url").toString()).toBe("v1:1970-01-01T00:00:00.000Z:7");
  });

  it("empty means the first page", () => {
    expect(decodeCursor("")).toBeNull();
  });

  it("refuses anything this API did not return", () => {
    const good = encodeCursor({ at: new Date("2025-05-01T12:00:00.000Z"), id: 1234 });
    for (const bad of [
      " ",
      "%%%",
      "not a cursor",
      `${good}=`,
      good.slice(0, 10),
      Buffer.from("v1:2025-05-01T12:00:00.000Z:1234").toString("base64"),
      text("v2:2025-05-01T12:00:00.000Z:5"),
      text("v1:2025-05-01T12:00:00Z:5"),
      text("v1:2025-05-01 12:00:00.000Z:5"),
      text("v1:2025-02-30T12:00:00.000Z:5"),
      text("v1:2025-05-01T25:00:00.000Z:5"),
      text("v1:2025-05-01T12:00:00.000Z:"),
      text("v1:2025-05-01T12:00:00.000Z:0"),
      text("v1:2025-05-01T12:00:00.000Z:007"),
      text("v1:2025-05-01T12:00:00.000Z:-1"),
      text("v1:2025-05-01T12:00:00.000Z:1.5"),
      text("v1:2025-05-01T12:00:00.000Z:2147483648"),
      text("v1:2025-05-01T12:00:00.000Z:5:6"),
    ]) {
      invalid(bad);
    }
  });
});
