import { describe, expect, it } from "vitest";
import { create } from "@bufbuild/protobuf";
import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import { BadReason, FeedbackStatus, type Lead, LeadFilterSchema, LeadSchema, LeadSourceType, Lifecycle, ListLeadsResponseSchema, ListStreamLeadsResponseSchema, MatchConfidence } from "@leadstream/contracts";
import { AppError } from "@leadstream/platform";
import { toCrossStreamLeadJson, toFeedbackRequest, toGroupedLeadsPageJson, toLeadFilter, toLeadsPageJson, toStreamLeadJson, toStreamLeadsPageJson } from "../../src/mapping/leads.js";

const at = (iso: string) => timestampFromDate(new Date(iso));

const profile = { xUserId: "1001", handle: "ada", displayName: "Ada L", profileImageUrl: "https://img.example/ada.png", followerCount: 420, bio: "Founder" };

const lead = create(LeadSchema, {
  id: 5,
  streamId: 3,
  streamName: "Founders · @acme",
  trackedAccountId: 7,
  trackedAccountHandle: "acme",
  segmentId: 9,
  matchConfidence: MatchConfidence.HIGH,
  sourceType: LeadSourceType.NEW_FOLLOWER,
  discoveredAt: at("2026-01-02T10:00:00Z"),
  profile,
  matchReasons: ["job_role: Founder"],
  runId: 40,
});

const leadOf = (id: number, streamId: number, streamName: string): Lead => create(LeadSchema, { ...lead, id, streamId, streamName });

describe("toLeadFilter", () => {
  it("sends the proto's 'any' for every filter left out", () => {
    expect(create(LeadFilterSchema, toLeadFilter({}))).toMatchObject({ lifecycle: Lifecycle.UNSPECIFIED, matchConfidence: MatchConfidence.UNSPECIFIED, accountId: 0, segmentId: 0, streamId: 0 });
    expect(create(LeadFilterSchema, toLeadFilter({})).since).toBeUndefined();
  });

  it("sends every filter it is given, since as a timestamp", () => {
    const filter = create(LeadFilterSchema, toLeadFilter({ lifecycle: "exported", matchConfidence: "medium", accountId: 7, segmentId: 9, streamId: 3, since: "2026-01-31T01:00:00+01:00" }));
    expect(filter).toMatchObject({ lifecycle: Lifecycle.EXPORTED, matchConfidence: MatchConfidence.MEDIUM, accountId: 7, segmentId: 9, streamId: 3 });
    expect(timestampDate(filter.since!).toISOString()).toBe("2026-01-31T00:00:00.000Z");
  });

  it("refuses a since that has the date-time shape but names no instant", () => {
    for (const since of ["2026-01-31T23:59:60Z", "2026-01-31T00:00:00Z[Europe/Berlin]"]) {
      expect(() => toLeadFilter({ since })).toThrow(expect.objectContaining({ code: "invalid_request", details: { param: "since" } }));
    }
  });
});

describe("lead mapping", () => {
  it("renders the per-stream form with its reasons, new until exported", () => {
    expect(toStreamLeadJson(lead)).toEqual({
      id: 5,
      streamId: 3,
      trackedXAccountId: 7,
      segmentId: 9,
      matchConfidence: "high",
      sourceType: "new_follower",
      discoveredAt: "2026-01-02T10:00:00.000Z",
      exportedAt: null,
      profile,
      matchReasons: ["job_role: Founder"],
      enrichment: null,
    });
    expect(toStreamLeadJson(create(LeadSchema, { ...lead, exportedAt: at("2026-01-03T00:00:00Z") })).exportedAt).toBe("2026-01-03T00:00:00.000Z");
  });

  it("renders the cross-stream form", () => {
    expect(toCrossStreamLeadJson(lead)).toEqual({
      id: 5,
      trackedAccount: { id: 7, xHandle: "acme" },
      profile,
      matchConfidence: "high",
      sourceType: "new_follower",
      discoveredAt: "2026-01-02T10:00:00.000Z",
      streamId: 3,
      exportedAt: null,
      enrichment: null,
    });
  });

  it("renders a stream's page", () => {
    const res = create(ListStreamLeadsResponseSchema, { leads: [lead], total: 7, hasMore: true });
    expect(toStreamLeadsPageJson(res)).toEqual({ leads: [toStreamLeadJson(lead)], total: 7, hasMore: true });
  });

  it("renders a cross-stream page, with null for no next cursor", () => {
    const more = create(ListLeadsResponseSchema, { leads: [lead], hasMore: true, nextCursor: "abc" });
    expect(toLeadsPageJson(more)).toEqual({ data: [toCrossStreamLeadJson(lead)], hasMore: true, nextCursor: "abc" });
    expect(toLeadsPageJson(create(ListLeadsResponseSchema, {}))).toEqual({ data: [], hasMore: false, nextCursor: null });
  });

  it("groups a page by stream in order of first appearance, keeping page order within each", () => {
    const page = [leadOf(9, 2, "B"), leadOf(8, 1, "A"), leadOf(7, 2, "B"), leadOf(6, 3, "C"), leadOf(5, 1, "A")];
    const grouped = toGroupedLeadsPageJson(create(ListLeadsResponseSchema, { leads: page, hasMore: false }));
    expect(grouped.groups.map((g) => [g.streamId, g.streamName, g.leads.map((l) => l.id)])).toEqual([
      [2, "B", [9, 7]],
      [1, "A", [8, 5]],
      [3, "C", [6]],
    ]);
    expect(grouped).toMatchObject({ hasMore: false, nextCursor: null });
  });
});

describe("toFeedbackRequest", () => {
  it("sends a verdict with the proto's defaults for what was left out", () => {
    expect(toFeedbackRequest({ feedback: "good" })).toEqual({ feedback: FeedbackStatus.GOOD, segmentId: 0, badReason: BadReason.UNSPECIFIED, badReasonFreeform: "" });
    expect(toFeedbackRequest({ feedback: "bad", segmentId: 9, badReason: "other", badReasonFreeform: "Sells courses" })).toEqual({ feedback: FeedbackStatus.BAD, segmentId: 9, badReason: BadReason.OTHER, badReasonFreeform: "Sells courses" });
  });

  it("refuses reasons with good feedback, naming the field", () => {
    for (const param of ["badReason", "badReasonFreeform"] as const) {
      const body = { feedback: "good" as const, [param]: param === "badReason" ? "bot" : "why" };
      expect(() => toFeedbackRequest(body)).toThrow(AppError);
      expect(() => toFeedbackRequest(body)).toThrow(expect.objectContaining({ details: { param } }));
    }
  });
});
