import { describe, expect, it } from "vitest";
import { parseJudgement } from "../../src/adapters/llm/judge-prompt.js";

describe("a model's judgement", () => {
  it("is read from the JSON asked for, its reason trimmed and cut short", () => {
    expect(parseJudgement('{"fit": "medium", "reason": " Partly. "}')).toEqual({ fit: "medium", reason: "Partly." });
    expect(parseJudgement(JSON.stringify({ fit: "high", reason: "x".repeat(1000) }))?.reason).toHaveLength(300);
  });

  it("is nothing when the answer is anything else", () => {
    for (const content of ["", "They fit.", "null", "[]", '{"fit": "great", "reason": "r"}', '{"fit": "high"}', '{"fit": "high", "reason": "  "}', '{"fit": "none", "reason": 3}']) {
      expect(parseJudgement(content), content).toBeUndefined();
    }
  });
});
