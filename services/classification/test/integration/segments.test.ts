import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { FollowerCountTier, Gender } from "@leadstream/contracts";
import { definition, expectAppError, filters, handled, newUserId, publishStreamChanged, startClassification, type Harness } from "./harness.js";

describe("segments", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startClassification();
  });
  afterAll(async () => {
    await h?.svc.stop();
  });

  const createSegment = async (userId: number, fields: Parameters<typeof definition>[0] = {}) => (await h.client.createSegment({ userId, definition: definition(fields) })).segment!;
  const archive = (segmentId: number) => h.svc.deps.ds.query(`UPDATE "classification".segments SET archived = true WHERE id = $1`, [segmentId]);

  it("creates a segment and answers it whole, labels by canonical name", async () => {
    const userId = newUserId();
    const before = Date.now();
    const segment = await createSegment(userId, {
      description: "  Founders and heads of growth at B2B SaaS companies ",
      genderValues: [Gender.FEMALE],
      followerCountTiers: [FollowerCountTier.FOLLOWER_COUNT_TIER_1K_TO_10K, FollowerCountTier.FOLLOWER_COUNT_TIER_10K_TO_100K],
      appliedSearchFilters: filters({ job_role: ["founder", "VP growth", "Founder"], industry: ["b2b saas"] }),
    });

    expect(segment).toMatchObject({
      userId,
      name: "",
      description: "Founders and heads of growth at B2B SaaS companies",
      genderValues: [Gender.FEMALE],
      followerCountTiers: [FollowerCountTier.FOLLOWER_COUNT_TIER_1K_TO_10K, FollowerCountTier.FOLLOWER_COUNT_TIER_10K_TO_100K],
      linkedStreamCount: 0,
      archived: false,
    });
    expect(segment.id).toBeGreaterThan(0);
    expect(segment.appliedSearchFilters.job_role.labels).toEqual(["Founder", "Head of Growth"]);
    expect(segment.appliedSearchFilters.industry.labels).toEqual(["SaaS"]);
    expect(Number(segment.createdAt!.seconds) * 1000).toBeGreaterThanOrEqual(before - 1000);
    expect(segment.updatedAt).toEqual(segment.createdAt);
    expect((await createSegment(userId, { name: " Growth leads " })).name).toBe("Growth leads");
  });

  it("refuses an invalid definition naming the field, and lists every orphan label", async () => {
    const userId = newUserId();
    await expectAppError(h.client.createSegment({ userId, definition: definition({ description: "  " }) }), "invalid_request", { param: "description" });
    await expectAppError(h.client.createSegment({ userId, definition: definition({ name: "n".repeat(101) }) }), "invalid_request", { param: "name" });
    await expectAppError(h.client.createSegment({ userId, definition: definition({ genderValues: [Gender.UNSPECIFIED] }) }), "invalid_request", { param: "genderValues" });
    await expectAppError(h.client.createSegment({ userId, definition: definition({ followerCountTiers: [FollowerCountTier.FOLLOWER_COUNT_TIER_OVER_1M, FollowerCountTier.FOLLOWER_COUNT_TIER_OVER_1M] }) }), "invalid_request", { param: "followerCountTiers" });
    await expectAppError(h.client.createSegment({ userId, definition: definition({ appliedSearchFilters: filters({ seniority: ["VP"] }) }) }), "invalid_request", { param: "appliedSearchFilters.seniority" });
    await expectAppError(h.client.createSegment({ userId }), "invalid_request", { param: "definition" });
    await expectAppError(h.client.createSegment({ userId: 0, definition: definition() }), "invalid_request", { param: "userId" });
    await expectAppError(
      h.client.createSegment({ userId, definition: definition({ appliedSearchFilters: filters({ job_role: ["CEO", "Astronaut"], skill: ["Underwater Basket Weaving"] }) }) }),
      "orphan_label",
      { orphans: ["Astronaut", "Underwater Basket Weaving"] },
    );
    expect((await h.client.listSegments({ userId })).segments).toEqual([]);
  });

  it("lists the user's segments newest first, archived ones only when asked", async () => {
    const userId = newUserId();
    const first = await createSegment(userId, { name: "first" });
    const second = await createSegment(userId, { name: "second" });
    const third = await createSegment(userId, { name: "third" });
    await archive(second.id);

    const all = (await h.client.listSegments({ userId, excludeArchived: false })).segments;
    expect(all.map((s) => [s.id, s.archived])).toEqual([[third.id, false], [second.id, true], [first.id, false]]);
    const active = (await h.client.listSegments({ userId, excludeArchived: true })).segments;
    expect(active.map((s) => s.id)).toEqual([third.id, first.id]);
  });

  it("gets the user's segments by id in the order asked, leaving out unknown ones", async () => {
    const userId = newUserId();
    const a = await createSegment(userId);
    const b = await createSegment(userId);
    const { segments } = await h.client.getSegments({ userId, segmentIds: [b.id, 0, -3, 2 ** 31 - 1, a.id, b.id] });
    expect(segments.map((s) => s.id)).toEqual([b.id, a.id]);
    expect((await h.client.getSegments({ userId, segmentIds: [] })).segments).toEqual([]);
  });

  it("keeps each user's segments to that user", async () => {
    const alice = newUserId();
    const bob = newUserId();
    const hers = await createSegment(alice);
    await createSegment(bob);

    expect((await h.client.getSegments({ userId: bob, segmentIds: [hers.id] })).segments).toEqual([]);
    await expectAppError(h.client.ensureSegment({ userId: bob, operationId: randomUUID(), segmentId: hers.id }), "not_found");
    const bobs = (await h.client.listSegments({ userId: bob })).segments;
    expect(bobs).toHaveLength(1);
    expect(bobs.every((s) => s.userId === bob)).toBe(true);
  });

  it("ensures an existing segment by id: the user's, not archived", async () => {
    const userId = newUserId();
    const segment = await createSegment(userId);
    const ensured = await h.client.ensureSegment({ userId, operationId: randomUUID(), segmentId: segment.id });
    expect(ensured.segmentCreated).toBe(false);
    expect(ensured.segment).toEqual(segment);

    for (const segmentId of [-1, 2 ** 31 - 1]) await expectAppError(h.client.ensureSegment({ userId, operationId: "op", segmentId }), "not_found");
    await archive(segment.id);
    await expectAppError(h.client.ensureSegment({ userId, operationId: "op", segmentId: segment.id }), "invalid_request", { param: "segmentId" });
  });

  it("ensures a new segment from a definition, recording the operation", async () => {
    const userId = newUserId();
    const operationId = randomUUID();
    const ensured = await h.client.ensureSegment({ userId, operationId, definition: definition({ appliedSearchFilters: filters({ skill: ["k8s"] }) }) });
    expect(ensured.segmentCreated).toBe(true);
    expect(ensured.segment!.appliedSearchFilters.skill.labels).toEqual(["Kubernetes"]);
    const [row] = await h.svc.deps.ds.query(`SELECT created_by_operation FROM "classification".segments WHERE id = $1`, [ensured.segment!.id]);
    expect(row.created_by_operation).toBe(operationId);

    await expectAppError(h.client.ensureSegment({ userId, operationId, definition: definition({ appliedSearchFilters: filters({ skill: ["Juggling"] }) }) }), "orphan_label", { orphans: ["Juggling"] });
    await expectAppError(h.client.ensureSegment({ userId, operationId: "", definition: definition() }), "invalid_request", { param: "operationId" });
  });

  it("ensures by exactly one of segment id or definition", async () => {
    const userId = newUserId();
    const segment = await createSegment(userId);
    await expectAppError(h.client.ensureSegment({ userId, operationId: "op" }), "invalid_request", { param: "segmentId" });
    await expectAppError(h.client.ensureSegment({ userId, operationId: "op", segmentId: segment.id, definition: definition() }), "invalid_request", { param: "segmentId" });
  });

  it("discards only what the operation created, and only while no stream uses it", async () => {
    const userId = newUserId();
    const operationId = randomUUID();
    const ensure = async () => (await h.client.ensureSegment({ userId, operationId, definition: definition() })).segment!;
    const unlinked = await ensure();
    const linked = await ensure();
    const reused = await createSegment(userId);
    const otherOperation = (await h.client.ensureSegment({ userId, operationId: randomUUID(), definition: definition() })).segment!;
    const otherUser = (await h.client.ensureSegment({ userId: newUserId(), operationId, definition: definition() })).segment!;
    await handled(h.svc, await publishStreamChanged(h.svc, "created", { streamId: newUserId(), userId, segmentIds: [linked.id], isActive: true, version: 1 }));

    expect((await h.client.discardSegment({ userId, operationId })).discardedSegmentIds).toEqual([unlinked.id]);
    expect((await h.client.discardSegment({ userId, operationId })).discardedSegmentIds).toEqual([]);
    const left = await h.client.getSegments({ userId, segmentIds: [unlinked.id, linked.id, reused.id, otherOperation.id] });
    expect(left.segments.map((s) => s.id)).toEqual([linked.id, reused.id, otherOperation.id]);
    expect((await h.client.getSegments({ userId: otherUser.userId, segmentIds: [otherUser.id] })).segments).toHaveLength(1);
    await expectAppError(h.client.discardSegment({ userId, operationId: "" }), "invalid_request", { param: "operationId" });
  });

  it("lists the label taxonomy: four categories, hundreds of labels", async () => {
    const { categories } = await h.client.listLabels({});
    expect(categories.map((c) => c.category)).toEqual(["job_role", "skill", "industry", "personality"]);
    expect(categories.reduce((n, c) => n + c.labels.length, 0)).toBeGreaterThanOrEqual(300);
    const swe = categories[0].labels.find((l) => l.name === "Software Engineer");
    expect(swe?.synonyms).toEqual(expect.arrayContaining(["swe", "software developer", "programmer"]));
  });
});
