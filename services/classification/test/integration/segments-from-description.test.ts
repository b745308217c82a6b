import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FollowerCountTier, Gender } from "@leadstream/contracts";
import { startFakeLlm, type FakeLlm, type FakeReply } from "./fake-llm.js";
import { expectAppError, newUserId, startClassification, type Harness } from "./harness.js";

const labelsOf = (segment: { appliedSearchFilters: Record<string, { labels: string[] }> }) =>
  Object.fromEntries(Object.entries(segment.appliedSearchFilters).map(([category, { labels }]) => [category, labels]));

describe("CreateSegmentFromDescription, offline", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startClassification();
  });
  afterAll(async () => {
    await h?.svc.stop();
  });

  it("saves the sentence as the description with the filters read from it, and answers it as CreateSegment does", async () => {
    const userId = newUserId();
    const { segment } = await h.client.createSegmentFromDescription({ userId, description: "  women who run fintech startups, 1k to 10k followers " });

    expect(segment).toMatchObject({
      userId,
      name: "",
      description: "women who run fintech startups, 1k to 10k followers",
      genderValues: [Gender.FEMALE],
      followerCountTiers: [FollowerCountTier.FOLLOWER_COUNT_TIER_1K_TO_10K],
      linkedStreamCount: 0,
      archived: false,
    });
    expect(labelsOf(segment!)).toEqual({ job_role: ["Founder"], industry: ["Fintech"] });
    expect((await h.client.listSegments({ userId })).segments).toEqual([segment]);
    expect((await h.client.getSegments({ userId, segmentIds: [segment!.id] })).segments).toEqual([segment]);
  });

  it("keeps the name given, and never makes a filter of what the sentence refuses", async () => {
    const userId = newUserId();
    const { segment } = await h.client.createSegmentFromDescription({ userId, description: "senior backend engineers, not recruiters", name: " Backend hires " });
    expect(segment).toMatchObject({ name: "Backend hires", genderValues: [], followerCountTiers: [] });
    expect(labelsOf(segment!)).toEqual({ job_role: ["Backend Engineer"] });
  });

  it("saves a sentence it finds nothing in as a description-only segment", async () => {
    const { segment } = await h.client.createSegmentFromDescription({ userId: newUserId(), description: "people who would love our product" });
    expect(segment).toMatchObject({ genderValues: [], followerCountTiers: [], appliedSearchFilters: {} });
  });

  it("refuses an invalid request naming the field, saving nothing", async () => {
    const userId = newUserId();
    await expectAppError(h.client.createSegmentFromDescription({ userId, description: "" }), "invalid_request", "description");
    await expectAppError(h.client.createSegmentFromDescription({ userId, description: " \n\t " }), "invalid_request", "description");
    await expectAppError(h.client.createSegmentFromDescription({ userId, description: "f".repeat(2001) }), "invalid_request", "description");
    await expectAppError(h.client.createSegmentFromDescription({ userId, description: "founders", name: "n".repeat(101) }), "invalid_request", "name");
    await expectAppError(h.client.createSegmentFromDescription({ userId: 0, description: "founders" }), "invalid_request", "userId");
    expect((await h.client.listSegments({ userId, excludeArchived: false })).segments).toEqual([]);

    const longest = await h.client.createSegmentFromDescription({ userId, description: "é".repeat(2000), name: "n".repeat(100) });
    expect([...longest.segment!.description]).toHaveLength(2000);
  });

  it("keeps each user's segments to that user", async () => {
    const alice = newUserId();
    const bob = newUserId();
    const hers = (await h.client.createSegmentFromDescription({ userId: alice, description: "VCs and angel investors" })).segment!;

    expect(hers.userId).toBe(alice);
    expect((await h.client.listSegments({ userId: bob })).segments).toEqual([]);
    expect((await h.client.getSegments({ userId: bob, segmentIds: [hers.id] })).segments).toEqual([]);
    expect((await h.client.listSegments({ userId: alice })).segments.map((s) => s.id)).toEqual([hers.id]);
  });
});

describe("CreateSegmentFromDescription with the LLM", () => {
  const TIMEOUT_MS = 300;
  const answer = (filters: object): FakeReply => ({ content: JSON.stringify(filters) });
  /** The fake's answer to each description; the offline parse of each is known from the phrasing tests. */
  const REPLIES: Record<string, FakeReply> = {
    "people who sell software to banks": answer({ appliedSearchFilters: { job_role: ["account executive"], industry: ["Banking", "B2B Software"] }, genderValues: [], followerCountTiers: [] }),
    "growth marketers, answer in prose": { content: "These are growth marketers." },
    "growth marketers, failing": { status: 500 },
    "growth marketers, hanging": { ...answer({ appliedSearchFilters: { job_role: ["CEO"] } }), delayMs: TIMEOUT_MS * 5 },
    "growth marketers, invented label": answer({ appliedSearchFilters: { job_role: ["Growth Marketer", "Growth Wizard"] } }),
    "growth marketers, empty answer": answer({ appliedSearchFilters: {}, genderValues: [], followerCountTiers: [] }),
    "growth marketers, not recruiters": answer({ appliedSearchFilters: { job_role: ["Growth Marketer", "Recruiter"] } }),
  };

  let llm: FakeLlm;
  let h: Harness;
  beforeAll(async () => {
    llm = await startFakeLlm((request) => REPLIES[JSON.parse(request.prompt).description] ?? { status: 400 });
    h = await startClassification({ LLM_BASE_URL: llm.url, LLM_API_KEY: "sk-test", LLM_MODEL: "gpt-test", LLM_TIMEOUT_MS: String(TIMEOUT_MS) });
  });
  afterAll(async () => {
    await h?.svc.stop();
    await llm?.close();
  });

  const create = async (description: string) => (await h.client.createSegmentFromDescription({ userId: newUserId(), description })).segment!;

  it("takes a valid answer, by canonical label name", async () => {
    const before = llm.requests.length;
    const segment = await create("people who sell software to banks");

    expect(labelsOf(segment)).toEqual({ job_role: ["Account Executive"], industry: ["Banking", "B2B Software"] });
    const [request] = llm.requests.slice(before);
    expect(request).toMatchObject({ path: "/v1/chat/completions", body: { model: "gpt-test", temperature: 0, response_format: { type: "json_object" } } });
    expect(request.headers.authorization).toBe("Bearer sk-test");
    expect(JSON.parse(request.prompt)).toEqual({ description: "people who sell software to banks" });
  });

  it("falls back to the offline parse on prose, an error status, a timeout, an invented label, an empty answer or a refused label", async () => {
    for (const failure of ["answer in prose", "failing", "hanging", "invented label", "empty answer", "not recruiters"]) {
      const started = Date.now();
      const asked = llm.requests.length;
      const segment = await create(`growth marketers, ${failure}`);
      expect(llm.requests.length, failure).toBe(asked + 1);
      expect(labelsOf(segment), failure).toEqual({ job_role: ["Growth Marketer"] });
      expect(Date.now() - started, failure).toBeLessThan(TIMEOUT_MS * 4);
    }
  });

  it("falls back when nothing answers at all", async () => {
    const unreachable = await startClassification({ LLM_BASE_URL: "http://127.0.0.1:9/v1", LLM_TIMEOUT_MS: String(TIMEOUT_MS) });
    try {
      const { segment } = await unreachable.client.createSegmentFromDescription({ userId: newUserId(), description: "tech YouTubers with over 100k followers" });
      expect(segment).toMatchObject({ followerCountTiers: [FollowerCountTier.FOLLOWER_COUNT_TIER_100K_TO_1M, FollowerCountTier.FOLLOWER_COUNT_TIER_OVER_1M] });
      expect(labelsOf(segment!)).toEqual({ job_role: ["Content Creator"] });
    } finally {
      await unreachable.svc.stop();
    }
  });
});
