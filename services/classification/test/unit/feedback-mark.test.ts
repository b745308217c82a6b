import { describe, expect, it } from "vitest";
import { validFeedbackMark, type RawFeedbackMark } from "../../src/domain/feedback-mark.js";

const raw = (fields: Partial<RawFeedbackMark> = {}): RawFeedbackMark => ({
  userId: 7,
  segmentId: 3,
  xUserId: "42",
  handle: "ana",
  bio: "Founder",
  followerCount: 120,
  feedback: "bad",
  badReason: "bot",
  markedAt: new Date("2026-11-01T00:00:00Z"),
  ...fields,
});

const invalid = (fields: Partial<RawFeedbackMark>, param: string) =>
  expect(() => validFeedbackMark(raw(fields))).toThrow(expect.objectContaining({ code: "invalid_request", details: { param } }));

describe("a feedback mark", () => {
  it("keeps a bad reason, and none when it is empty", () => {
    expect(validFeedbackMark(raw())).toMatchObject({ feedback: "bad", badReason: "bot" });
    expect(validFeedbackMark(raw({ badReason: "" }))).toMatchObject({ feedback: "bad", badReason: null });
    expect(validFeedbackMark(raw({ feedback: "good", badReason: "" }))).toMatchObject({ feedback: "good", badReason: null });
  });

  it("refuses what the leads service never sends", () => {
    invalid({ feedback: "meh" }, "feedback");
    invalid({ badReason: "rude" }, "badReason");
    invalid({ feedback: "good", badReason: "bot" }, "badReason");
    invalid({ xUserId: "" }, "xUserId");
    invalid({ segmentId: 0 }, "segmentId");
    invalid({ userId: -1 }, "userId");
  });
});
