import { describe, expect, it } from "vitest";
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { BotFilterReportSchema, BotKind, MatchConfidence, RetestSkipReason, RetestStreamResponseSchema, RunMode, RunSchema, RunSkipReason, RunSource, RunStatus, RunStreamResponseSchema } from "@leadstream/contracts";
import { toRetestStreamJson, toRunDetailJson, toRunJson, toRunStreamJson } from "../../src/mapping/runs.js";

const at = (iso: string) => timestampFromDate(new Date(iso));

const run = create(RunSchema, {
  id: 40,
  streamId: 3,
  streamName: "Founders · @acme",
  trackedXAccountId: 7,
  xHandle: "acme",
  segmentId: 9,
  segmentName: "Founders",
  source: RunSource.MANUAL,
  status: RunStatus.SUCCEEDED,
  mode: RunMode.SYNC_THEN_SEARCH,
  triggeredAt: at("2026-01-01T09:00:00Z"),
  completedAt: at("2026-01-01T09:02:30Z"),
  newFollowersCount: 120,
  candidatesPassedCount: 14,
  mediumFitCount: 5,
  enrichedCount: 2,
  progressLog: [{ at: at("2026-01-01T09:00:01Z"), message: "Fetched 120 new followers" }],
  streamPairId: 11,
});

describe("run mapping", () => {
  it("renders a finished run", () => {
    expect(toRunJson(run)).toEqual({
      id: 40,
      streamId: 3,
      streamName: "Founders · @acme",
      trackedXAccountId: 7,
      xHandle: "acme",
      segmentId: 9,
      segmentName: "Founders",
      source: "manual",
      status: "succeeded",
      mode: "sync-then-search",
      triggeredAt: "2026-01-01T09:00:00.000Z",
      completedAt: "2026-01-01T09:02:30.000Z",
      newFollowersCount: 120,
      candidatesPassedCount: 14,
      mediumFitCount: 5,
      enrichedCount: 2,
      errorMessage: null,
      progressLog: [{ at: "2026-01-01T09:00:01.000Z", message: "Fetched 120 new followers" }],
      botFilter: null,
    });
    expect(toRunDetailJson(run)).toEqual({ ...toRunJson(run), botFilter: null });
  });

  const withReport = {
    ...run,
    botFilter: create(BotFilterReportSchema, {
      droppedCount: 3,
      droppedByKind: { scam: 2, follow_farm: 1, not_a_kind_yet: 4, silent_follower: 0 },
      sample: [
        { xUserId: "900", handle: "crypto99281734", botScore: 1, botKind: BotKind.SCAM, reasons: ["excluded as a bot: bot score 1.00: spam bio"] },
        { xUserId: "901", handle: "maria_builds", botScore: 0.12, confidence: MatchConfidence.HIGH, reasons: ["matched job_role Founder"] },
      ],
    }),
  };

  it("renders the bot filter's counts and audit sample on the run detail, dropped kind or lead confidence, the other null", () => {
    expect(toRunDetailJson(withReport).botFilter).toEqual({
      droppedCount: 3,
      droppedByKind: { scam: 2, follow_farm: 1 },
      sample: [
        { xUserId: "900", handle: "crypto99281734", botScore: 1, botKind: "scam", confidence: null, reasons: ["excluded as a bot: bot score 1.00: spam bio"] },
        { xUserId: "901", handle: "maria_builds", botScore: 0.12, botKind: null, confidence: "high", reasons: ["matched job_role Founder"] },
      ],
    });
  });

  it("renders only the counts in a run list", () => {
    expect(toRunJson(withReport).botFilter).toEqual({ droppedCount: 3, droppedByKind: { scam: 2, follow_farm: 1 } });
  });

  it("renders a run still going with null completedAt, and a failed one with its error", () => {
    expect(toRunJson(create(RunSchema, { ...run, status: RunStatus.RUNNING, completedAt: undefined }))).toMatchObject({ status: "running", completedAt: null, errorMessage: null });
    expect(toRunJson(create(RunSchema, { ...run, status: RunStatus.FAILED, errorMessage: "X is down" }))).toMatchObject({ status: "failed", errorMessage: "X is down" });
  });

  it("renders what a run request queued and skipped", () => {
    const res = create(RunStreamResponseSchema, { queued: [{ accountId: 7, runId: 40 }], skipped: [{ accountId: 8, reason: RunSkipReason.DAILY_SYNC_LIMIT }] });
    expect(toRunStreamJson(res)).toEqual({ queued: [{ accountId: 7, syncRunId: 40 }], skipped: [{ accountId: 8, reason: "daily_sync_limit" }] });
  });

  it("renders what a re-test queued and skipped", () => {
    const res = create(RetestStreamResponseSchema, {
      queued: [{ pairId: 11, trackedAccountId: 7, segmentId: 9, runId: 41 }],
      skipped: [{ pairId: 12, trackedAccountId: 8, reason: RetestSkipReason.ACCOUNT_SLEEPING }],
    });
    expect(toRetestStreamJson(res)).toEqual({
      queued: [{ pairId: 11, trackedAccountId: 7, segmentId: 9, runId: 41 }],
      skipped: [{ pairId: 12, trackedAccountId: 8, reason: "account_sleeping" }],
    });
  });
});
