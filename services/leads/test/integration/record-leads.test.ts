import { LeadsDiscoveredSchema, LeadSourceType, MatchConfidence } from "@leadstream/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidate, candidates, expectAppError, source, startLeads, watchEvents, type Harness } from "./harness.js";

describe("RecordLeads", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startLeads();
  });
  afterAll(async () => {
    await h?.svc.stop();
  });

  const leadCount = async (streamId: number) =>
    ((await h.svc.deps.ds.query(`SELECT count(*)::int AS n FROM "leads".leads WHERE stream_id = $1`, [streamId])) as { n: number }[])[0].n;

  it("records candidates as leads of the pair and run, in candidate order", async () => {
    const from = source();
    const batch = [candidate({ matchConfidence: MatchConfidence.MEDIUM, sourceType: LeadSourceType.LIKER }), candidate(), candidate({ matchReasons: [] })];
    const res = await h.client.recordLeads({ ...from, candidates: batch });

    expect(res.duplicateCount).toBe(0);
    expect(res.leads.map((l) => l.profile!.xUserId)).toEqual(batch.map((c) => c.profile!.xUserId));
    const [first] = res.leads;
    expect(first).toMatchObject({
      streamId: from.streamId,
      streamName: from.streamName,
      trackedAccountId: from.trackedAccountId,
      trackedAccountHandle: "acme",
      segmentId: from.segmentId,
      runId: from.runId,
      matchConfidence: MatchConfidence.MEDIUM,
      sourceType: LeadSourceType.LIKER,
      matchReasons: ["job_role: founder"],
      profile: batch[0].profile,
    });
    expect(first.exportedAt).toBeUndefined();
    expect(Math.abs(Number(first.discoveredAt!.seconds) * 1000 - Date.now())).toBeLessThan(60_000);
    expect(res.leads[2].matchReasons).toEqual([]);
  });

  it("records a profile once per (stream, segment): the same candidates again are duplicates", async () => {
    const from = source();
    const batch = candidates(3);
    await h.client.recordLeads({ ...from, candidates: batch });
    const again = await h.client.recordLeads({ ...from, runId: from.runId + 1, candidates: [...batch, candidate()] });

    expect(again.leads).toHaveLength(1);
    expect(again.duplicateCount).toBe(3);
    expect(await leadCount(from.streamId)).toBe(4);
    // The same profile is a lead again for another segment of the stream, and for another stream.
    expect((await h.client.recordLeads({ ...from, segmentId: from.segmentId + 1, candidates: batch })).leads).toHaveLength(3);
    expect((await h.client.recordLeads({ ...from, streamId: from.streamId + 1, candidates: batch })).leads).toHaveLength(3);
  });

  it("counts a profile repeated within one call once", async () => {
    const one = candidate();
    const res = await h.client.recordLeads({ ...source(), candidates: [one, candidate(), one] });
    expect(res.leads).toHaveLength(2);
    expect(res.duplicateCount).toBe(1);
  });

  it("records no duplicates when calls with overlapping candidates run at once", async () => {
    const from = source();
    const pool = candidates(300);
    // Eight calls, each with an overlapping slice of the pool in its own order.
    const slices = Array.from({ length: 8 }, (_, i) => {
      const slice = pool.slice(i * 25, i * 25 + 100);
      return i % 2 === 0 ? slice : slice.toReversed();
    });
    const results = await Promise.all(slices.map((slice) => h.client.recordLeads({ ...from, candidates: slice })));

    const recorded = results.flatMap((r) => r.leads.map((l) => l.profile!.xUserId));
    const distinct = new Set(slices.flat().map((c) => c.profile!.xUserId));
    expect(recorded).toHaveLength(distinct.size);
    expect(new Set(recorded)).toEqual(distinct);
    expect(results.reduce((sum, r) => sum + r.duplicateCount, 0)).toBe(800 - distinct.size);
    expect(await leadCount(from.streamId)).toBe(distinct.size);
  });

  it("publishes one LeadsDiscovered per call that recorded leads", async () => {
    const from = source();
    const watch = await watchEvents(h, "leads.lead.discovered", LeadsDiscoveredSchema);
    const batch = candidates(3);
    const first = await h.client.recordLeads({ ...from, candidates: batch });
    await h.client.recordLeads({ ...from, candidates: batch });
    await h.client.recordLeads({ ...from, candidates: [] });
    const second = await h.client.recordLeads({ ...from, candidates: [candidate()] });

    // Every call has committed its outbox rows; publish what the relay has not yet, then let NATS deliver.
    await h.svc.deps.relay.publishPending();
    await h.svc.deps.bus.nc.flush();
    watch.stop();
    const ours = watch.events.filter((e) => e.streamId === from.streamId).map((e) => ({ userId: e.userId, runId: e.runId, leadIds: e.leadIds }));
    expect(ours).toHaveLength(2);
    expect(ours).toEqual(
      expect.arrayContaining([
        { userId: from.userId, runId: from.runId, leadIds: first.leads.map((l) => l.id) },
        { userId: from.userId, runId: from.runId, leadIds: [second.leads[0].id] },
      ]),
    );
  });

  it("cleans profile text and truncates a long bio to 1000 characters", async () => {
    const long = `${"é".repeat(999)}😀😀`;
    const [lead] = (
      await h.client.recordLeads({
        ...source(),
        candidates: [candidate({ profile: { xUserId: "42", handle: " ada\u0000 ", displayName: "Ada", profileImageUrl: "", followerCount: 0, bio: long } })],
      })
    ).leads;
    expect(lead.profile).toMatchObject({ handle: "ada", bio: `${"é".repeat(999)}😀` });
  });

  it("refuses invalid input, naming the field, and records nothing", async () => {
    const from = source();
    const cases: [Parameters<Harness["client"]["recordLeads"]>[0], string][] = [
      [{ ...from, userId: 0, candidates: [candidate()] }, "userId"],
      [{ ...from, streamId: -3, candidates: [candidate()] }, "streamId"],
      [{ ...from, streamName: " ", candidates: [candidate()] }, "streamName"],
      [{ ...from, runId: 0, candidates: [candidate()] }, "runId"],
      [{ ...from, trackedAccountId: 0, candidates: [candidate()] }, "trackedAccountId"],
      [{ ...from, trackedAccountHandle: "", candidates: [candidate()] }, "trackedAccountHandle"],
      [{ ...from, segmentId: 0, candidates: [candidate()] }, "segmentId"],
      [{ ...from, candidates: [candidate(), candidate({ matchConfidence: MatchConfidence.UNSPECIFIED })] }, "candidates[1].matchConfidence"],
      [{ ...from, candidates: [candidate({ sourceType: LeadSourceType.UNSPECIFIED })] }, "candidates[0].sourceType"],
      [{ ...from, candidates: [candidate({ profile: undefined })] }, "candidates[0].profile"],
      [{ ...from, candidates: [candidate({ profile: { ...candidate().profile!, xUserId: "12a" } })] }, "candidates[0].profile.xUserId"],
      [{ ...from, candidates: [candidate({ profile: { ...candidate().profile!, handle: "" } })] }, "candidates[0].profile.handle"],
      [{ ...from, candidates: [candidate({ profile: { ...candidate().profile!, followerCount: -1 } })] }, "candidates[0].profile.followerCount"],
      [{ ...from, candidates: candidates(5001) }, "candidates"],
    ];
    for (const [req, param] of cases) await expectAppError(h.client.recordLeads(req), "invalid_request", param);
    expect(await leadCount(from.streamId)).toBe(0);
  });

  it("records 5000 candidates in one call", async () => {
    const res = await h.client.recordLeads({ ...source(), candidates: candidates(5000) });
    expect(res.leads).toHaveLength(5000);
  });

  it("counts the leads a run recorded, by confidence, for that user only", async () => {
    const from = source();
    const first = [candidate({ matchConfidence: MatchConfidence.HIGH }), candidate({ matchConfidence: MatchConfidence.MEDIUM }), candidate({ matchConfidence: MatchConfidence.HIGH })];
    await h.client.recordLeads({ ...from, candidates: first });
    // A later run of the pair meeting a known profile again counts only its own new lead.
    const again = { ...from, runId: from.runId + 1 };
    await h.client.recordLeads({ ...again, candidates: [first[0], candidate({ matchConfidence: MatchConfidence.MEDIUM })] });
    expect(await h.client.countRunLeads({ userId: from.userId, runId: from.runId })).toMatchObject({ highCount: 2, mediumCount: 1 });
    expect(await h.client.countRunLeads({ userId: from.userId, runId: again.runId })).toMatchObject({ highCount: 0, mediumCount: 1 });
    expect(await h.client.countRunLeads({ userId: from.userId + 100000, runId: from.runId })).toMatchObject({ highCount: 0, mediumCount: 0 });
    await expectAppError(h.client.countRunLeads({ userId: from.userId, runId: 0 }), "invalid_request");
  });

  it("lists the leads a run recorded, and gets one lead, for that user only", async () => {
    const from = source();
    const { leads } = await h.client.recordLeads({ ...from, candidates: [candidate(), candidate()] });
    await h.client.recordLeads({ ...from, runId: from.runId + 1, candidates: [candidate()] });
    const listed = await h.client.listRunLeads({ userId: from.userId, runId: from.runId });
    expect(listed.leads.map((l) => l.id)).toEqual(leads.map((l) => l.id).sort((a, b) => a - b));
    expect(listed.leads[0]).toMatchObject({ runId: from.runId, matchReasons: leads[0].matchReasons });
    expect((await h.client.listRunLeads({ userId: from.userId + 100000, runId: from.runId })).leads).toEqual([]);
    expect((await h.client.getLead({ userId: from.userId, leadId: leads[0].id })).lead).toEqual(leads[0]);
    await expectAppError(h.client.getLead({ userId: from.userId + 100000, leadId: leads[0].id }), "not_found");
  });
});
