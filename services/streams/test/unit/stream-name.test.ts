import { describe, expect, it } from "vitest";
import { deriveStreamName } from "../../src/domain/stream-name.js";

describe("derived stream names", () => {
  it("name the segment and the one account", () => {
    expect(deriveStreamName({ name: "SaaS founders", description: "Founders of B2B SaaS companies" }, ["ada_l"])).toBe("SaaS founders · @ada_l");
  });

  it("count several accounts", () => {
    expect(deriveStreamName({ name: null, description: "Founders" }, ["a", "b", "c"])).toBe("Founders · 3 accounts");
  });

  it("fall back to the description, on one line and cut to 60 characters", () => {
    const description = `Heads of growth\n  at   ${"very ".repeat(20)}large companies`;
    const name = deriveStreamName({ name: null, description }, ["ada"]);
    const label = name.split(" · ")[0];
    expect([...label].length).toBeLessThanOrEqual(60);
    expect(label).toBe("Heads of growth at very very very very very very very very v");
    expect(name).toBe(`${label} · @ada`);
  });

  it("cut by characters, not UTF-16 units", () => {
    expect(deriveStreamName({ name: null, description: "🚀".repeat(70) }, ["a"])).toBe(`${"🚀".repeat(60)} · @a`);
  });
});
