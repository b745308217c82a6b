import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { LeadSchema, LeadSourceType, MatchConfidence, StreamSchema } from "@leadstream/contracts";
import { AppError } from "@leadstream/platform";
import { call, send } from "@leadstream/testing";
import { FakeIdentity, type TestUser } from "./fakes.js";
import { startGateway, type ComponentGateway } from "./harness.js";

// GET /streams/{id}/leads asks leads first: leads answers with the caller's own leads only, so a
// lead of the stream proves the stream is the caller's. Only an empty answer asks streams whose
// the stream is (another user's stream is a 404, the caller's empty stream an empty page).

const OWN_STREAM = 3;
const OWN_EMPTY_STREAM = 4;
const OTHERS_STREAM = 5;

const lead = create(LeadSchema, {
  id: 70,
  streamId: OWN_STREAM,
  trackedAccountId: 7,
  segmentId: 9,
  matchConfidence: MatchConfidence.HIGH,
  sourceType: LeadSourceType.NEW_FOLLOWER,
  discoveredAt: timestampFromDate(new Date("2026-01-01T09:00:00Z")),
  profile: { xUserId: "900", handle: "maria_builds", displayName: "Maria", profileImageUrl: "https://pbs.example/m.jpg", followerCount: 120, bio: "Founder" },
});

let gateway: ComponentGateway;
let user: TestUser;
beforeAll(async () => {
  const identity = new FakeIdentity();
  const mine = (streamId: number) => streamId === OWN_STREAM || streamId === OWN_EMPTY_STREAM;
  gateway = await startGateway({
    identity: identity.impl,
    streams: {
      getStream: ({ streamId }) => {
        if (!mine(streamId)) throw new AppError("not_found", "No such stream.");
        return { stream: create(StreamSchema, { id: streamId, name: "Founders" }) };
      },
    },
    // As the service does: only the caller's leads, so another user's stream looks empty.
    leads: {
      listStreamLeads: ({ streamId }) => (streamId === OWN_STREAM ? { leads: [lead], total: 1, hasMore: false } : { leads: [], total: 0, hasMore: false }),
      summarizeStreamLeads: ({ streamId }) => (streamId === OWN_STREAM ? { highFitCount: 1, mediumFitCount: 0 } : { highFitCount: 0, mediumFitCount: 0 }),
    },
  });
  user = identity.createUser();
});
afterAll(async () => {
  await gateway?.stop();
});
beforeEach(() => gateway.calls.clear());

const get = (path: string) => call(gateway, `/api/v2${path}`, send(user, "GET"));
/** The calls to streams and leads (the first request also authenticates the key). */
const calls = () => gateway.calls.methods().filter((m) => m !== "authenticateApiKey");

describe("GET /streams/{id}/leads", () => {
  it("answers a page of the caller's leads with one call to leads", async () => {
    const res = await get(`/streams/${OWN_STREAM}/leads`);
    expect(res.status).toBe(200);
    expect((res.body as { leads: { id: number }[] }).leads.map((l) => l.id)).toEqual([70]);
    expect(calls()).toEqual(["listStreamLeads"]);
  });

  it("answers an empty page for the caller's empty stream, after asking streams", async () => {
    const res = await get(`/streams/${OWN_EMPTY_STREAM}/leads`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ leads: [], total: 0, hasMore: false });
    expect(calls()).toEqual(["listStreamLeads", "getStream"]);
  });

  it("is 404 for another user's stream", async () => {
    const res = await get(`/streams/${OTHERS_STREAM}/leads`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: "not_found" });
  });

  it("with summary=true: counts of the caller's stream, 404 for another user's", async () => {
    const own = await get(`/streams/${OWN_STREAM}/leads?summary=true`);
    expect(own.body).toEqual({ highFitCount: 1, mediumFitCount: 0 });
    expect(calls()).toEqual(["summarizeStreamLeads"]);
    expect((await get(`/streams/${OWN_EMPTY_STREAM}/leads?summary=true`)).body).toEqual({ highFitCount: 0, mediumFitCount: 0 });
    expect((await get(`/streams/${OTHERS_STREAM}/leads?summary=true`)).status).toBe(404);
  });
});
