import { describe, expect, it } from "vitest";
import { nameKey, validDmTemplateContent } from "../../src/domain/dm-template.js";

const invalid = (fn: () => unknown, param: string) => expect(fn).toThrow(expect.objectContaining({ code: "invalid_request", details: { param } }));

describe("DM template content", () => {
  it("is trimmed and counted in code points: an emoji is one character", () => {
    expect(validDmTemplateContent({ name: "  Intro ", messageBody: "\nHi 👋\n" })).toEqual({ name: "Intro", messageBody: "Hi 👋", nameKey: "intro" });
    expect(validDmTemplateContent({ name: "😀".repeat(100), messageBody: "😀".repeat(2000) }).messageBody).toHaveLength(4000);
    invalid(() => validDmTemplateContent({ name: "😀".repeat(101), messageBody: "x" }), "name");
    invalid(() => validDmTemplateContent({ name: "x", messageBody: "😀".repeat(2001) }), "messageBody");
  });

  it("refuses empty and blank fields, naming them", () => {
    invalid(() => validDmTemplateContent({ name: "", messageBody: "x" }), "name");
    invalid(() => validDmTemplateContent({ name: " \t", messageBody: "x" }), "name");
    invalid(() => validDmTemplateContent({ name: "x", messageBody: "" }), "messageBody");
    invalid(() => validDmTemplateContent({ name: "\u0000", messageBody: "x" }), "name");
  });
});

describe("name keys", () => {
  it("make names that differ only in case or compatibility form the same name", () => {
    for (const [a, b] of [["Intro", "INTRO"], ["intro", "ｉｎｔｒｏ"], ["Straße", "STRASSE"], ["ΟΔΟΣ", "οδος"], ["ﬁrst", "First"]]) expect(nameKey(a), `${a} ~ ${b}`).toBe(nameKey(b));
    expect(nameKey("Intro")).not.toBe(nameKey("Intro 2"));
    expect(nameKey("résumé")).not.toBe(nameKey("resume"));
  });
});
