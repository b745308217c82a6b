import { describe, expect, it } from "vitest";
import { validVerdict } from "../../src/domain/feedback.js";
import { validLeadBatch, type RawCandidate, type RawLeadBatch } from "../../src/domain/lead-batch.js";

const invalid = (fn: () => unknown, param: string) => expect(fn).toThrow(expect.objectContaining({ code: "invalid_request", details: { param } }));

const candidate = (fields: Partial<RawCandidate> = {}): RawCandidate => ({
  profile: { xUserId: "1500000000000000001", handle: "ada", displayName: "Ada", profileImageUrl: "https://img.example/ada.jpg", followerCount: 10, bio: "Engineer.", url: "", location: "" },
  matchConfidence: "high",
  sourceType: "new_follower",
  matchReasons: [],
  ...fields,
});

const batch = (candidates: RawCandidate[]): RawLeadBatch => ({
  userId: 1,
  streamId: 2,
  streamName: "Engineers · @acme",
  runId: 3,
  trackedAccountId: 4,
  trackedAccountHandle: "acme",
  segmentId: 5,
  candidates,
});

describe("lead batches", () => {
  it("truncate a bio to 1000 characters and drop NUL characters from profile text", () => {
    const [c] = validLeadBatch(batch([candidate({ profile: { ...candidate().profile!, bio: `${"b".repeat(1200)}`, displayName: "A\u0000da" } })])).candidates;
    expect(c.profile.bio).toBe("b".repeat(1000));
    expect(c.profile.displayName).toBe("Ada");
  });

  it("take up to 5000 candidates", () => {
    expect(validLeadBatch(batch(Array.from({ length: 5000 }, () => candidate()))).candidates).toHaveLength(5000);
    invalid(() => validLeadBatch(batch(Array.from({ length: 5001 }, () => candidate()))), "candidates");
  });

  it("refuse a candidate's bad field by its path", () => {
    invalid(() => validLeadBatch(batch([candidate(), candidate({ matchConfidence: "maybe" })])), "candidates[1].matchConfidence");
    invalid(() => validLeadBatch(batch([candidate({ sourceType: "follower" })])), "candidates[0].sourceType");
    invalid(() => validLeadBatch(batch([candidate({ profile: { ...candidate().profile!, xUserId: "" } })])), "candidates[0].profile.xUserId");
    invalid(() => validLeadBatch(batch([candidate({ profile: { ...candidate().profile!, followerCount: -5 } })])), "candidates[0].profile.followerCount");
    invalid(() => validLeadBatch(batch([candidate({ matchReasons: Array.from({ length: 21 }, () => "r") })])), "candidates[0].matchReasons");
  });
});

describe("feedback", () => {
  it("is good, or bad with an optional reason and note", () => {
    expect(validVerdict({ feedback: "good", badReason: "", badReasonFreeform: "  " })).toEqual({ feedback: "good" });
    expect(validVerdict({ feedback: "bad", badReason: "", badReasonFreeform: "" })).toEqual({ feedback: "bad", badReason: null, badReasonFreeform: null });
    expect(validVerdict({ feedback: "bad", badReason: "wrong_gender", badReasonFreeform: " note " })).toEqual({ feedback: "bad", badReason: "wrong_gender", badReasonFreeform: "note" });
  });

  it("refuses reasons outside the list, reasons on good feedback and notes over 500 characters", () => {
    invalid(() => validVerdict({ feedback: "ok", badReason: "", badReasonFreeform: "" }), "feedback");
    invalid(() => validVerdict({ feedback: "bad", badReason: "spam", badReasonFreeform: "" }), "badReason");
    invalid(() => validVerdict({ feedback: "good", badReason: "bot", badReasonFreeform: "" }), "badReason");
    invalid(() => validVerdict({ feedback: "good", badReason: "", badReasonFreeform: "hm" }), "badReasonFreeform");
    expect(validVerdict({ feedback: "bad", badReason: "other", badReasonFreeform: "😀".repeat(500) })).toMatchObject({ badReasonFreeform: "😀".repeat(500) });
    invalid(() => validVerdict({ feedback: "bad", badReason: "other", badReasonFreeform: "x".repeat(501) }), "badReasonFreeform");
  });
});
