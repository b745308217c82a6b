import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordStreamLinks } from "../../src/app/commands/record-stream-links.js";
import { postgresDatabase } from "../../src/db/database.js";
import type { StreamState } from "../../src/domain/stream-link.js";
import { definition, handled, newUserId, publishStreamChanged, startClassification, type Harness, type StreamChangedFields } from "./harness.js";

describe("linkedStreamCount from stream events", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startClassification();
  });
  afterAll(async () => {
    await h?.svc.stop();
  });

  const newSegment = async (userId: number) => (await h.client.createSegment({ userId, definition: definition() })).segment!.id;
  const counts = async (userId: number, ids: number[]) => (await h.client.getSegments({ userId, segmentIds: ids })).segments.map((s) => s.linkedStreamCount);
  const apply = async (kind: "created" | "updated" | "archived", fields: StreamChangedFields) => handled(h.svc, await publishStreamChanged(h.svc, kind, fields));

  it("counts the streams that use each segment as they are created and updated", async () => {
    const userId = newUserId();
    const [a, b] = [await newSegment(userId), await newSegment(userId)];
    const [s1, s2] = [newUserId(), newUserId()];

    await apply("created", { streamId: s1, userId, segmentIds: [a], isActive: true, version: 1 });
    expect(await counts(userId, [a, b])).toEqual([1, 0]);
    await apply("created", { streamId: s2, userId, segmentIds: [a, a], isActive: true, version: 1 });
    expect(await counts(userId, [a, b])).toEqual([2, 0]);
    await apply("updated", { streamId: s1, userId, segmentIds: [b], isActive: true, version: 2 });
    expect(await counts(userId, [a, b])).toEqual([1, 1]);
  });

  it("ignores a stale or repeated version", async () => {
    const userId = newUserId();
    const [a, b] = [await newSegment(userId), await newSegment(userId)];
    const stream = newUserId();

    await apply("updated", { streamId: stream, userId, segmentIds: [b], isActive: true, version: 5 });
    await apply("created", { streamId: stream, userId, segmentIds: [a], isActive: true, version: 1 });
    expect(await counts(userId, [a, b])).toEqual([0, 1]);
    await apply("updated", { streamId: stream, userId, segmentIds: [a], isActive: true, version: 5 });
    expect(await counts(userId, [a, b])).toEqual([0, 1]);
    const [link] = await h.svc.deps.ds.query(`SELECT segment_ids, version FROM "classification".stream_links WHERE stream_id = $1`, [stream]);
    expect(link).toEqual({ segment_ids: [b], version: 5 });
  });

  it("keeps counting a paused stream, stops for an archived one, and counts it again when unarchived", async () => {
    const userId = newUserId();
    const a = await newSegment(userId);
    const stream = newUserId();

    await apply("created", { streamId: stream, userId, segmentIds: [a], isActive: true, version: 1 });
    await apply("updated", { streamId: stream, userId, segmentIds: [a], isActive: false, version: 2 });
    expect(await counts(userId, [a])).toEqual([1]);
    await apply("archived", { streamId: stream, userId, segmentIds: [a], isActive: false, isArchived: true, version: 3 });
    expect(await counts(userId, [a])).toEqual([0]);
    await apply("updated", { streamId: stream, userId, segmentIds: [a], isActive: true, isArchived: false, version: 4 });
    expect(await counts(userId, [a])).toEqual([1]);
  });

  describe("in concurrent transactions (as replicas of the consumer run them)", () => {
    const record = (stream: StreamState) => postgresDatabase(h.svc.deps.ds).transaction((uow) => recordStreamLinks(uow)(stream));

    it("counts every stream that links one segment", async () => {
      const userId = newUserId();
      const a = await newSegment(userId);
      await Promise.all(Array.from({ length: 8 }, () => record({ streamId: newUserId(), userId, segmentIds: [a], isArchived: false, version: 1 })));
      expect(await counts(userId, [a])).toEqual([8]);
    });

    it("ends with the newest version of a stream seen for the first time", async () => {
      const userId = newUserId();
      const segments = await Promise.all(Array.from({ length: 6 }, () => newSegment(userId)));
      const streamId = newUserId();
      await Promise.all(segments.map((id, i) => record({ streamId, userId, segmentIds: [id], isArchived: false, version: i + 1 })));
      expect(await counts(userId, segments)).toEqual([0, 0, 0, 0, 0, 1]);
    });
  });

  it("counts only the owner's streams", async () => {
    const owner = newUserId();
    const a = await newSegment(owner);
    await apply("created", { streamId: newUserId(), userId: newUserId(), segmentIds: [a], isActive: true, version: 1 });
    expect(await counts(owner, [a])).toEqual([0]);
  });
});
