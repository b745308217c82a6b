import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { BotKind, MatchConfidence, RunMode, RunSchema, RunSource, RunStatus } from "@leadstream/contracts";
import { BOT_KIND } from "@leadstream/contracts/vocabulary";
import { call, send } from "@leadstream/testing";
import { FakeIdentity, type TestUser } from "./fakes.js";
import { startGateway, type ComponentGateway } from "./harness.js";

// What the run routes answer about the bot filter, through the real serializer and OpenAPI document.
// Streams' fake answers as the service does: the run detail with its sample, the lists without.

const at = timestampFromDate(new Date("2026-01-01T09:00:00Z"));
const base = {
  streamId: 3,
  streamName: "Founders · @acme",
  trackedXAccountId: 7,
  xHandle: "acme",
  segmentId: 9,
  segmentName: "Founders",
  source: RunSource.MANUAL,
  mode: RunMode.SYNC_THEN_SEARCH,
  triggeredAt: at,
  streamPairId: 11,
};
const reasons = Array.from({ length: 5 }, (_, i) => `reason ${i}`);
const sample = [
  { xUserId: "900", handle: "crypto99281734", botScore: 1, botKind: BotKind.SCAM, reasons },
  { xUserId: "901", handle: "maria_builds", botScore: 0.35, confidence: MatchConfidence.MEDIUM, reasons: ["matched job_role Founder", "capped at medium: possible bot"] },
];
const succeeded = create(RunSchema, { ...base, id: 40, status: RunStatus.SUCCEEDED, completedAt: at, botFilter: { droppedCount: 2, droppedByKind: { scam: 1, marked_by_you: 1 }, sample } });
const queued = create(RunSchema, { ...base, id: 41, status: RunStatus.QUEUED });
const listed = create(RunSchema, { ...succeeded, botFilter: { ...succeeded.botFilter!, sample: [] } });

let gateway: ComponentGateway;
let user: TestUser;
beforeAll(async () => {
  const identity = new FakeIdentity();
  gateway = await startGateway({
    identity: identity.impl,
    streams: {
      getRun: ({ runId }) => ({ run: runId === succeeded.id ? succeeded : queued }),
      listStreamRuns: () => ({ runs: [queued, listed] }),
      // A list item that carried a sample anyway: the list schema leaves it out.
      listRuns: () => ({ runs: [queued, succeeded] }),
    },
  });
  user = identity.createUser();
});
afterAll(async () => {
  await gateway?.stop();
});

const get = async (path: string) => {
  const res = await call(gateway, `/api/v2${path}`, send(user, "GET"));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as any;
};

describe("a run's bot filter report", () => {
  it("is on the run detail with its audit sample", async () => {
    expect((await get(`/streams/3/runs/${succeeded.id}`)).botFilter).toEqual({
      droppedCount: 2,
      droppedByKind: { scam: 1, marked_by_you: 1 },
      sample: [
        { xUserId: "900", handle: "crypto99281734", botScore: 1, botKind: "scam", confidence: null, reasons },
        { xUserId: "901", handle: "maria_builds", botScore: 0.35, botKind: null, confidence: "medium", reasons: ["matched job_role Founder", "capped at medium: possible bot"] },
      ],
    });
  });

  it("is null on a run without a report (queued, or older)", async () => {
    expect((await get(`/streams/3/runs/${queued.id}`)).botFilter).toBeNull();
  });

  it("carries counts only in the run lists", async () => {
    for (const path of ["/streams/3/runs", "/runs"]) {
      const { runs } = await get(path);
      expect(runs.map((r: any) => r.botFilter), path).toEqual([null, { droppedCount: 2, droppedByKind: { scam: 1, marked_by_you: 1 } }]);
    }
  });

  it("is documented: the detail's sample is bounded, the lists' report has none, every kind is named", async () => {
    const doc = (await call(gateway, "/api/v2/openapi.json")).body as any;
    const schemaOf = (path: string) => doc.paths[`/api/v2${path}`].get.responses["200"].content["application/json"].schema;
    const reportOf = (run: any) => run.properties.botFilter.anyOf.find((s: any) => s.type === "object");
    const detail = reportOf(schemaOf("/streams/{id}/runs/{runId}"));
    expect(Object.keys(detail.properties).sort()).toEqual(["droppedByKind", "droppedCount", "sample"]);
    expect(detail.properties.sample.maxItems).toBe(30);
    expect(Object.keys(detail.properties.sample.items.properties).sort()).toEqual(["botKind", "botScore", "confidence", "handle", "reasons", "xUserId"]);
    expect(Object.keys(detail.properties.droppedByKind.properties)).toEqual(BOT_KIND.names);
    expect(detail.description).toEqual(expect.any(String));
    for (const path of ["/streams/{id}/runs", "/runs"]) {
      const list = reportOf(schemaOf(path).properties.runs.items);
      expect(Object.keys(list.properties).sort(), path).toEqual(["droppedByKind", "droppedCount"]);
    }
  });
});
