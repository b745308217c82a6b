import { describe, expect, it } from "vitest";
import { verifyWebhookSignature } from "@leadstream/testing";
import { inBatches, isRetryable, retryDelayMs } from "../../src/domain/batches.js";
import { fromStoredFilter, matchesFeedback, matchesRunLead, NO_FILTER } from "../../src/domain/filter.js";
import { newSecret, signatureFor } from "../../src/domain/signature.js";

describe("signature", () => {
  it("reproduces the Standard Webhooks published test vector", () => {
    const signature = signatureFor("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}');
    expect(signature).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("signs with new secrets the test receiver verifies", () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const signature = signatureFor(secret, "msg_1", 1700000000, "[]");
    expect(verifyWebhookSignature(secret, { id: "msg_1", timestamp: "1700000000", signature }, "[]")).toBe(true);
    expect(verifyWebhookSignature(secret, { id: "msg_1", timestamp: "1700000000", signature }, "[1]")).toBe(false);
  });
});

describe("batches and retries", () => {
  it("cuts 120 leads into 50, 50, 20", () => {
    expect(inBatches(Array.from({ length: 120 }, (_, i) => i)).map((b) => b.length)).toEqual([50, 50, 20]);
  });

  it("retries up to 3 times at the configured delays plus at most 10% jitter", () => {
    const delays = [30_000, 300_000, 1_800_000];
    expect([1, 2, 3, 4].map((n) => retryDelayMs(delays, n, () => 0))).toEqual([30_000, 300_000, 1_800_000, null]);
    expect(retryDelayMs(delays, 1, () => 0.999)).toBeLessThanOrEqual(33_000);
    expect([null, 429, 500, 503].every(isRetryable)).toBe(true);
    expect([400, 404, 410, 301].some(isRetryable)).toBe(false);
  });
});

describe("filters", () => {
  const lead = { streamId: 1, trackedXAccountId: 2, sourceType: "new_follower", matchConfidence: "high" };
  it("narrows by each key; follower means new_follower", () => {
    expect(matchesRunLead(NO_FILTER, lead)).toBe(true);
    expect(matchesRunLead({ ...NO_FILTER, streamId: 1 }, lead)).toBe(true);
    expect(matchesRunLead({ ...NO_FILTER, streamId: 3 }, lead)).toBe(false);
    expect(matchesRunLead({ ...NO_FILTER, accountId: 3 }, lead)).toBe(false);
    expect(matchesRunLead({ ...NO_FILTER, sourceType: "follower" }, lead)).toBe(true);
    expect(matchesRunLead({ ...NO_FILTER, sourceType: "liker" }, lead)).toBe(false);
    expect(matchesRunLead({ ...NO_FILTER, matchConfidence: "medium" }, lead)).toBe(false);
  });

  it("fires a feedbackStatus subscription on that verdict only, never on runs", () => {
    const good = { ...NO_FILTER, feedbackStatus: "good" as const };
    expect(matchesRunLead(good, lead)).toBe(false);
    expect(matchesFeedback(good, lead, "good")).toBe(true);
    expect(matchesFeedback(good, lead, "bad")).toBe(false);
    expect(matchesFeedback(NO_FILTER, lead, "good")).toBe(false);
  });

  it("matches nothing with a stored v1 segmentId", () => {
    const legacy = fromStoredFilter({ segmentId: 4 });
    expect(matchesRunLead(legacy, lead)).toBe(false);
    expect(matchesFeedback({ ...legacy, feedbackStatus: "good" }, lead, "good")).toBe(false);
  });
});
