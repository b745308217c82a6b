import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MatchOutcome } from "@leadstream/contracts";
import { BAD_REASON, FEEDBACK_STATUS, MATCH_OUTCOME } from "@leadstream/contracts/vocabulary";
import { BIOS, foundersSegment, handled, newUserId, profileToClassify, publishFeedback, startClassification, type FeedbackFields, type Harness } from "./harness.js";

describe("feedback from the leads service", () => {
  // Two replicas: the feedback consumer runs on one of them, and both must see its effect.
  let replicas: Harness[];
  beforeAll(async () => {
    replicas = [await startClassification(), await startClassification()];
  });
  afterAll(async () => {
    await Promise.all((replicas ?? []).map((h) => h.svc.stop()));
  });

  const [founder, lookalike] = [profileToClassify({ xUserId: "501", handle: "ana_builds", bio: BIOS.high }), profileToClassify({ xUserId: "502", handle: "ana_ledgerly", bio: BIOS.high })];
  const newSegment = async (userId: number) => (await replicas[0].client.createSegment({ userId, definition: foundersSegment() })).segment!.id;
  const outcomes = async (userId: number, segmentId: number, h = replicas[0]) =>
    (await h.client.classify({ userId, segmentId, profiles: [founder, lookalike] })).results.map((result) => MATCH_OUTCOME.name(result.outcome));
  const give = async (fields: FeedbackFields) => handled(replicas[0].svc, await publishFeedback(replicas[0].svc, fields), "classification-feedback");
  const mark = (userId: number, segmentId: number, feedback: "good" | "bad", badReason: "bot" | "wrong_job" | null = null, at = new Date()): FeedbackFields => ({
    userId,
    segmentId,
    leadId: 1,
    xUserId: founder.xUserId,
    handle: founder.handle,
    bio: founder.bio,
    followerCount: founder.followersCount,
    feedback: FEEDBACK_STATUS.value(feedback),
    badReason: BAD_REASON.value(badReason),
    occurredAt: timestampFromDate(at),
  });

  it("a profile marked bot is never a lead again for that user, in any segment, on any replica", async () => {
    const userId = newUserId();
    const [marked, other] = [await newSegment(userId), await newSegment(userId)];
    const stranger = newUserId();
    const strangersSegment = await newSegment(stranger);
    // Each replica caches a feedback model per (user, segment) from here on.
    for (const h of replicas) for (const segmentId of [marked, other]) expect(await outcomes(userId, segmentId, h)).toEqual(["high", "high"]);

    await give(mark(userId, marked, "bad", "bot"));

    for (const h of replicas) {
      for (const segmentId of [marked, other]) {
        const { results } = await h.client.classify({ userId, segmentId, profiles: [founder] });
        expect(results[0]).toMatchObject({ outcome: MatchOutcome.NONE, reasons: ["excluded: you marked this profile as a bot"] });
      }
    }
    expect(await outcomes(stranger, strangersSegment)).toEqual(["high", "high"]);
  });

  it("a profile like one marked bad loses a level in that segment only", async () => {
    const userId = newUserId();
    const [marked, other] = [await newSegment(userId), await newSegment(userId)];
    const stranger = newUserId();
    const strangersSegment = await newSegment(stranger);

    await give(mark(userId, marked, "bad", "wrong_job"));

    const { results } = await replicas[1].client.classify({ userId, segmentId: marked, profiles: [lookalike] });
    expect(results[0].outcome).toBe(MatchOutcome.MEDIUM);
    expect(results[0].reasons).toContain("lowered one level: 100% similar to profile 501, marked bad");
    expect(await outcomes(userId, other)).toEqual(["high", "high"]);
    expect(await outcomes(stranger, strangersSegment)).toEqual(["high", "high"]);
  });

  it("keeps the latest mark of a profile: an older one arriving late changes nothing", async () => {
    const userId = newUserId();
    const segmentId = await newSegment(userId);
    const t = Date.now();

    await give(mark(userId, segmentId, "bad", "bot", new Date(t)));
    await give(mark(userId, segmentId, "good", null, new Date(t - 60_000)));
    // The lookalike is like a profile marked bad (as a bot), so it loses a level.
    expect(await outcomes(userId, segmentId)).toEqual(["none", "medium"]);

    await give(mark(userId, segmentId, "good", null, new Date(t + 60_000)));
    expect(await outcomes(userId, segmentId)).toEqual(["high", "high"]);
    const rows = await replicas[0].svc.deps.ds.query(`SELECT feedback, bad_reason, follower_count FROM "classification".feedback WHERE user_id = $1`, [userId]);
    expect(rows).toEqual([{ feedback: "good", bad_reason: null, follower_count: founder.followersCount }]);
  });
});
