import { describe, expect, it } from "vitest";
import { baseForm, foldText, stem, tokenize } from "../../../src/domain/classifier/text.js";

describe("tokenize", () => {
  it("splits clauses at separators and emoji, and glues hyphenated words", () => {
    const { tokens } = tokenize("Co-founder @acme | ex-Google 🚀 dad");
    expect(tokens.map((t) => [t.text, t.clause])).toEqual([["co", 0], ["founder", 0], ["@acme", 0], ["ex", 1], ["google", 1], ["dad", 2]]);
    expect(tokens[1].joined).toBe(true);
    expect(tokens[2].kind).toBe("mention");
  });

  it("folds styled letters and accents, and records the original casing", () => {
    const { tokens } = tokenize("𝐅𝐨𝐮𝐧𝐝𝐞𝐫 São PM");
    expect(tokens.map((t) => t.text)).toEqual(["founder", "sao", "pm"]);
    expect(tokens.map((t) => t.casing)).toEqual(["capitalised", "capitalised", "upper"]);
  });

  it("keeps C++ and C#, strips the # of hashtags, and skips URLs", () => {
    const text = tokenize("C++ and C# #buildinpublic https://t.co/abc dev");
    expect(text.tokens.map((t) => [t.text, t.kind, t.clause])).toEqual([["c++", "word", 0], ["and", "word", 0], ["c#", "word", 0], ["buildinpublic", "hashtag", 0], ["dev", "word", 1]]);
  });


  it("marks a word with Chinese, Japanese or Korean in it, even after a Latin prefix, so lexicon forms are looked for inside", () => {
    expect(tokenize("AIエンジニア #機械学習 engineer @東京").tokens.map((t) => [t.text, t.cjk])).toEqual([["aiエンシニア", true], ["機械学習", true], ["engineer", false], ["@東京", false]]);
  });

  it("reads a word the same whatever casing it was first seen in, and after many words never seen before", () => {
    const read = (text: string) => tokenize(text).tokens.map((t) => [t.text, t.base, t.stem, t.casing]);
    const first = read("VCs founders Go PMs a");
    expect(first).toEqual([["vcs", "vc", "vc", "upper"], ["founders", "founder", "found", "lower"], ["go", "go", "go", "capitalised"], ["pms", "pm", "pm", "upper"], ["a", "a", "a", "lower"]]);
    expect(read("vcs FOUNDERS GO pms A")).toEqual([["vcs", "vc", "vc", "lower"], ["founders", "founder", "found", "upper"], ["go", "go", "go", "upper"], ["pms", "pm", "pm", "lower"], ["a", "a", "a", "capitalised"]]);
    for (let i = 0; i < 70_000; i++) tokenize(`zq${i.toString(36)}`);
    expect(read("VCs founders Go PMs a")).toEqual(first);
  });
});

describe("foldText", () => {
  it("folds a character at a time exactly as normalising the whole text would, marks in any order and lone surrogates too", () => {
    const whole = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").replace(/[’‘`]/g, "'").toLowerCase();
    const texts = ["Crème Brûlée ｆｕｌｌ ＷＩＤＴＨ", "a\u0301\u0316\u0345b e\u0345\u0301", "Ｍüller’s `quote` ‘x’ ﬁnance ㈱ ①", "가나 ガギ 𝐅𝐨𝐮𝐧𝐝𝐞𝐫 🚀 \ud83d é \ude00é"];
    for (const text of texts) expect(foldText(text)).toBe(whole(text));
  });
});

describe("word forms", () => {
  it("base forms drop plurals only", () => {
    expect(["founders", "companies", "VCs".toLowerCase(), "saas", "has"].map(baseForm)).toEqual(["founder", "company", "vc", "saas", "has"]);
  });

  it("stems make related forms meet", () => {
    expect(stem("founders")).toBe(stem("founding"));
    expect(stem("marketers")).toBe(stem("marketing"));
    expect(stem("shipping")).toBe(stem("ship"));
    expect(stem("mentoring")).toBe(stem("mentor"));
  });
});

describe("German gender endings", () => {
  it("stay in the word instead of breaking the clause: 'Gründer:innen und Vertriebsleiter*innen', at the end too", () => {
    const { tokens } = tokenize("Interviews mit Gründer:innen und Vertriebsleiter*innen. Kolleg_in");
    expect(tokens.map((t) => t.text)).toEqual(["interviews", "mit", "grunder", "und", "vertriebsleiter", "kolleg"]);
    expect(new Set(tokens.slice(0, 5).map((t) => t.clause)).size).toBe(1);
  });
});
