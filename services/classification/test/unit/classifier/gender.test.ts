import { describe, expect, it } from "vitest";
import { inferGender } from "../../../src/domain/classifier/gender.js";

describe("inferGender", () => {
  it("reads pronouns first", () => {
    expect(inferGender("Alex Kim", "she/her · designer")).toMatchObject({ gender: "female", source: "pronoun" });
    expect(inferGender("Maria Silva", "he / him")).toMatchObject({ gender: "male", source: "pronoun" });
    expect(inferGender("Maria Silva", "they/them")).toMatchObject({ gender: "unknown" });
  });

  it("then gendered self-descriptions, the first one deciding", () => {
    expect(inferGender("Sam", "Mom of two, wife, CTO")).toMatchObject({ gender: "female", source: "descriptor" });
    expect(inferGender("Sam", "Girl dad. Engineer.")).toMatchObject({ gender: "male", source: "descriptor" });
    expect(inferGender("Sam", "Fundadora de una fintech")).toMatchObject({ gender: "female", source: "descriptor" });
  });

  it("then titles and first names across cultures", () => {
    expect(inferGender("Dr. Priya Raman", "")).toMatchObject({ gender: "female", source: "name" });
    expect(inferGender("Chinedu Okafor 🇳🇬", "")).toMatchObject({ gender: "male", source: "name" });
    expect(inferGender("Nguyen Thi Lan", "")).toMatchObject({ gender: "female", source: "name" });
    expect(inferGender("Tanaka Hiroshi", "")).toMatchObject({ gender: "male", source: "name" });
    expect(inferGender("Mr Smith", "")).toMatchObject({ gender: "male", source: "name" });
  });

  it("stays unknown for unisex names, unknown names and native scripts", () => {
    expect(inferGender("Jordan Lee", "").gender).toBe("unknown");
    expect(inferGender("Wei Zhang", "").gender).toBe("unknown");
    expect(inferGender("김민준", "").gender).toBe("unknown");
    expect(inferGender("Acme Growth Co", "").gender).toBe("unknown");
  });
});
