import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Gender, MatchOutcome } from "@leadstream/contracts";
import { MATCH_OUTCOME } from "@leadstream/contracts/vocabulary";
import { judgement, startFakeLlm, type FakeLlm, type FakeReply } from "./fake-llm.js";
import { BIOS, fakeFollower, foundersSegment, newUserId, profileToClassify, startClassification, type Harness } from "./harness.js";

const TIMEOUT_MS = 300;

/** The fake's answer for each handle; the batch below says which profiles are ambiguous. */
const REPLIES: Record<string, FakeReply> = {
  llm_high: { content: judgement("high", "Runs tallyhq, a B2B SaaS company.") },
  llm_none: { content: judgement("none", "A coffee blogger, not a founder.") },
  llm_500: { status: 500 },
  llm_prose: { content: "I think they fit." },
  llm_slow: { content: judgement("high", "Too late."), delayMs: TIMEOUT_MS * 5 },
};

const batch = [
  profileToClassify({ xUserId: "1", handle: "clear_high", bio: BIOS.high }),
  profileToClassify({ xUserId: "2", handle: "llm_high", bio: BIOS.medium }),
  profileToClassify({ xUserId: "3", handle: "llm_none", bio: BIOS.medium }),
  profileToClassify({ xUserId: "4", handle: "llm_500", bio: BIOS.medium }),
  profileToClassify({ xUserId: "5", handle: "llm_prose", bio: BIOS.medium }),
  profileToClassify({ xUserId: "6", handle: "llm_slow", bio: BIOS.medium }),
  profileToClassify({ xUserId: "7", handle: "clear_none", bio: BIOS.none }),
  fakeFollower({ xUserId: "8" }),
];
const AMBIGUOUS = ["llm_high", "llm_none", "llm_500", "llm_prose", "llm_slow"];

describe("Classify with the LLM", () => {
  let llm: FakeLlm;
  let withLlm: Harness;
  let offline: Harness;
  beforeAll(async () => {
    llm = await startFakeLlm((request) => REPLIES[JSON.parse(request.prompt).profile.handle] ?? { status: 400 });
    withLlm = await startClassification({ LLM_BASE_URL: llm.url, LLM_API_KEY: "sk-test", LLM_TIMEOUT_MS: String(TIMEOUT_MS), LLM_MAX_CONCURRENCY: "2" });
    offline = await startClassification();
  });
  afterAll(async () => {
    await withLlm?.svc.stop();
    await offline?.svc.stop();
    await llm?.close();
  });

  const classify = async (h: Harness, genderValues: Gender[] = []) => {
    const userId = newUserId();
    const segmentId = (await h.client.createSegment({ userId, definition: foundersSegment({ genderValues }) })).segment!.id;
    const before = llm.requests.length;
    const { results } = await h.client.classify({ userId, segmentId, profiles: batch });
    return { results, requests: llm.requests.slice(before) };
  };

  it("asks only about ambiguous profiles, sending the segment and the bio", async () => {
    const { requests } = await classify(withLlm);

    expect(requests.map((request) => JSON.parse(request.prompt).profile.handle).sort()).toEqual([...AMBIGUOUS].sort());
    for (const request of requests) {
      const prompt = JSON.parse(request.prompt);
      expect(prompt.segment).toMatchObject({ description: "Founders of B2B SaaS companies", labels: { job_role: ["Founder"], industry: ["SaaS"] } });
      expect(prompt.profile.bio).toBe(BIOS.medium);
      expect(request.headers.authorization).toBe("Bearer sk-test");
    }
    expect(llm.maxInFlight).toBeLessThanOrEqual(2);
  });

  it("takes a parsed verdict with its reason, and keeps the offline result on any failure", async () => {
    const warn = vi.spyOn(withLlm.svc.deps.logger, "warn");
    const judged = (await classify(withLlm)).results;
    const alone = (await classify(offline)).results;

    expect(alone.map((result) => MATCH_OUTCOME.name(result.outcome))).toEqual(["high", "medium", "medium", "medium", "medium", "medium", "none", "none"]);
    expect(judged.map((result) => MATCH_OUTCOME.name(result.outcome))).toEqual(["high", "high", "none", "medium", "medium", "medium", "none", "none"]);
    expect(judged[1].reasons).toEqual([
      "matched job_role Founder (strong: 'Founder @tallyhq')",
      "no industry evidence (filter wants SaaS)",
      "LLM: Runs tallyhq, a B2B SaaS company.",
      "outcome high (match score 0.60)",
    ]);
    expect(judged[2].reasons).toContain("LLM: A coffee blogger, not a founder.");
    for (const i of [0, 3, 4, 5, 6, 7]) expect(judged[i], batch[i].handle).toEqual(alone[i]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ failed: 3 }), expect.stringContaining("offline result"));
    warn.mockRestore();
  });

  it("cannot lift a profile past a cap", async () => {
    const unknownGender = { ...batch[1], displayName: "Sam Reyes", bio: BIOS.high };
    const userId = newUserId();
    const segmentId = (await withLlm.client.createSegment({ userId, definition: foundersSegment({ genderValues: [Gender.FEMALE] }) })).segment!.id;
    const [result] = (await withLlm.client.classify({ userId, segmentId, profiles: [unknownGender] })).results;

    expect(result.outcome).toBe(MatchOutcome.MEDIUM);
    expect(result.reasons.slice(-3)).toEqual([
      "LLM: Runs tallyhq, a B2B SaaS company.",
      "capped at medium: gender unknown (name 'sam' is used by both genders)",
      "outcome medium (match score 1.00)",
    ]);
  });

  it("is not asked when it is off", async () => {
    const { requests } = await classify(offline);
    expect(requests).toEqual([]);
  });
});
