import { BadReason, FeedbackStatus, LeadFeedbackRecordedSchema, Lifecycle } from "@leadstream/contracts";
import { eventually } from "@leadstream/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidate, expectAppError, source, startLeads, uniqueId, watchEvents, type Harness, type TestProfile } from "./harness.js";

describe("ExportLead and RecordFeedback", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startLeads();
  });
  afterAll(async () => {
    await h?.svc.stop();
  });

  async function newLead() {
    const from = source();
    const [lead] = (await h.client.recordLeads({ ...from, candidates: [candidate({ profile: { ...candidate().profile!, bio: "Growth at Acme", followerCount: 4200 } })] })).leads;
    return { userId: from.userId, lead };
  }

  /** The same profile as `lead`'s, found by a run of `userId` for a new segment: returns that segment. */
  async function sameProfileElsewhere(lead: { profile?: TestProfile }, userId: number): Promise<number> {
    const from = source({ userId });
    await h.client.recordLeads({ ...from, candidates: [candidate({ profile: lead.profile })] });
    return from.segmentId;
  }

  const feedbackRows = async (leadId: number) =>
    (await h.svc.deps.ds.query(`SELECT segment_id, user_id, feedback, bad_reason, bad_reason_freeform FROM "leads".lead_feedback WHERE lead_id = $1 ORDER BY segment_id`, [leadId])) as any[];

  it("exports a lead once: exporting again keeps the first time", async () => {
    const { userId, lead } = await newLead();
    const first = await h.client.exportLead({ userId, leadId: lead.id });
    expect(first.lead).toMatchObject({ id: lead.id, profile: lead.profile });
    expect(first.lead!.exportedAt).toBeDefined();
    await new Promise((r) => setTimeout(r, 5));
    const again = await h.client.exportLead({ userId, leadId: lead.id });
    expect(again.lead!.exportedAt).toEqual(first.lead!.exportedAt);

    const listed = await h.client.listStreamLeads({ userId, streamId: lead.streamId, filter: { lifecycle: Lifecycle.EXPORTED } });
    expect(listed.leads.map((l) => l.id)).toEqual([lead.id]);
    expect((await h.client.listStreamLeads({ userId, streamId: lead.streamId, filter: { lifecycle: Lifecycle.NEW } })).total).toBe(0);
  });

  it("records feedback per (lead, segment), the latest replacing the earlier", async () => {
    const { userId, lead } = await newLead();
    const otherSegment = await sameProfileElsewhere(lead, userId);
    await h.client.recordFeedback({ userId, leadId: lead.id, feedback: FeedbackStatus.BAD, badReason: BadReason.WRONG_JOB, badReasonFreeform: "Recruiter, not a founder" });
    await h.client.recordFeedback({ userId, leadId: lead.id, segmentId: otherSegment, feedback: FeedbackStatus.GOOD });
    expect(await feedbackRows(lead.id)).toEqual(
      [
        { segment_id: lead.segmentId, user_id: userId, feedback: "bad", bad_reason: "wrong_job", bad_reason_freeform: "Recruiter, not a founder" },
        { segment_id: otherSegment, user_id: userId, feedback: "good", bad_reason: null, bad_reason_freeform: null },
      ].toSorted((a, b) => a.segment_id - b.segment_id),
    );

    await h.client.recordFeedback({ userId, leadId: lead.id, segmentId: lead.segmentId, feedback: FeedbackStatus.GOOD });
    await h.client.recordFeedback({ userId, leadId: lead.id, segmentId: otherSegment, feedback: FeedbackStatus.BAD });
    expect(await feedbackRows(lead.id)).toEqual(
      [
        { segment_id: lead.segmentId, user_id: userId, feedback: "good", bad_reason: null, bad_reason_freeform: null },
        { segment_id: otherSegment, user_id: userId, feedback: "bad", bad_reason: null, bad_reason_freeform: null },
      ].toSorted((a, b) => a.segment_id - b.segment_id),
    );
  });

  it("publishes LeadFeedbackRecorded with the lead's profile", async () => {
    const { userId, lead } = await newLead();
    const watch = await watchEvents(h, "leads.feedback.recorded", LeadFeedbackRecordedSchema);
    await h.client.recordFeedback({ userId, leadId: lead.id, feedback: FeedbackStatus.BAD, badReason: BadReason.BOT });
    const event = await eventually(() => watch.events.find((e) => e.leadId === lead.id), { what: "LeadFeedbackRecorded" });
    watch.stop();
    expect(event).toMatchObject({
      userId,
      leadId: lead.id,
      segmentId: lead.segmentId,
      xUserId: lead.profile!.xUserId,
      handle: lead.profile!.handle,
      bio: "Growth at Acme",
      followerCount: 4200,
      feedback: FeedbackStatus.BAD,
      badReason: BadReason.BOT,
    });
    expect(event.occurredAt).toBeDefined();
  });

  it("refuses invalid feedback, naming the field", async () => {
    const { userId, lead } = await newLead();
    const give = (fields: object) => h.client.recordFeedback({ userId, leadId: lead.id, feedback: FeedbackStatus.BAD, ...fields });
    await expectAppError(give({ feedback: FeedbackStatus.UNSPECIFIED }), "invalid_request", "feedback");
    await expectAppError(give({ feedback: FeedbackStatus.GOOD, badReason: BadReason.BOT }), "invalid_request", "badReason");
    await expectAppError(give({ feedback: FeedbackStatus.GOOD, badReasonFreeform: "why" }), "invalid_request", "badReasonFreeform");
    await expectAppError(give({ badReasonFreeform: "x".repeat(501) }), "invalid_request", "badReasonFreeform");
    await expectAppError(give({ segmentId: -1 }), "invalid_request", "segmentId");
    await expectAppError(give({ leadId: 0 }), "invalid_request", "id");
    await give({ badReason: BadReason.OTHER, badReasonFreeform: "é".repeat(500) });
    expect(await feedbackRows(lead.id)).toHaveLength(1);
  });

  it("treats another user's lead, or an unknown one, as not found", async () => {
    const { userId, lead } = await newLead();
    const stranger = uniqueId();
    await expectAppError(h.client.exportLead({ userId: stranger, leadId: lead.id }), "not_found");
    await expectAppError(h.client.recordFeedback({ userId: stranger, leadId: lead.id, feedback: FeedbackStatus.GOOD }), "not_found");
    await expectAppError(h.client.exportLead({ userId, leadId: 2 ** 31 - 1 }), "not_found");
    await expectAppError(h.client.recordFeedback({ userId, leadId: 2 ** 31 - 1, feedback: FeedbackStatus.GOOD }), "not_found");
    expect((await h.client.listStreamLeads({ userId, streamId: lead.streamId })).leads[0].exportedAt).toBeUndefined();
    expect(await feedbackRows(lead.id)).toEqual([]);
  });

  it("takes feedback only for a segment linked to the lead: of the same user, with a lead for the same profile", async () => {
    const { userId, lead } = await newLead();
    const strangersSegment = await sameProfileElsewhere(lead, uniqueId());
    const { lead: unrelated } = await newLead();
    const othersOfMine = await sameProfileElsewhere(unrelated, userId);
    const give = (segmentId: number) => h.client.recordFeedback({ userId, leadId: lead.id, segmentId, feedback: FeedbackStatus.GOOD });
    for (const segmentId of [uniqueId(), strangersSegment, othersOfMine]) {
      const err = await expectAppError(give(segmentId), "not_found");
      expect(err.message).toBe(`Segment ${segmentId} is not one of your segments linked to this lead.`);
    }
    expect(await feedbackRows(lead.id)).toEqual([]);

    const linked = await sameProfileElsewhere(lead, userId);
    await give(linked);
    expect(await feedbackRows(lead.id)).toEqual([{ segment_id: linked, user_id: userId, feedback: "good", bad_reason: null, bad_reason_freeform: null }]);
  });
});
