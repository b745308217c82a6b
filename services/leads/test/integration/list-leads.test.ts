import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { type Lead, Lifecycle, MatchConfidence } from "@leadstream/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidates, expectAppError, setDiscoveredAt, source, startLeads, uniqueId, type Harness } from "./harness.js";

describe("ListLeads (across streams, by cursor)", () => {
  let h: Harness;
  const userId = uniqueId();
  const streams = [uniqueId(), uniqueId(), uniqueId(), uniqueId(), uniqueId()];
  /** The user's leads, newest first. */
  let expected: Lead[] = [];

  // 5 streams x 100 leads; each stream's batch is moved to its own minute, so every lead shares
  // its discovered_at with 99 others and the id decides their order.
  beforeAll(async () => {
    h = await startLeads();
    const start = Date.parse("2025-05-01T12:00:00Z");
    for (const [i, streamId] of streams.entries()) {
      const res = await h.client.recordLeads({ ...source({ userId, streamId }), candidates: candidates(100, { matchConfidence: i % 2 === 0 ? MatchConfidence.HIGH : MatchConfidence.MEDIUM }) });
      const at = new Date(start + ((i * 3) % 5) * 60_000);
      await setDiscoveredAt(h, res.leads.map((l) => l.id), at);
      expected.push(...res.leads.map((l) => ({ ...l, discoveredAt: timestampFromDate(at) })));
    }
    expected = expected.toSorted((a, b) => Number(b.discoveredAt!.seconds - a.discoveredAt!.seconds) || b.id - a.id);
    await h.client.recordLeads({ ...source({ streamId: streams[0] }), candidates: candidates(3) });
  });
  afterAll(async () => {
    await h?.svc.stop();
  });

  /** Every page from the first with this page size and filter; the ids in the order visited. */
  async function walk(limit: number, filter: Parameters<Harness["client"]["listLeads"]>[0]["filter"] = {}, user = userId) {
    const ids: number[] = [];
    let cursor = "";
    for (;;) {
      const page = await h.client.listLeads({ userId: user, filter, limit, cursor });
      ids.push(...page.leads.map((l) => l.id));
      expect(page.hasMore).toBe(page.nextCursor !== "");
      if (!page.hasMore) return ids;
      expect(page.leads).toHaveLength(limit);
      cursor = page.nextCursor;
    }
  }

  it("walks every lead of the user exactly once, newest first, id breaking ties", async () => {
    expect(await walk(37)).toEqual(expected.map((l) => l.id));
  });

  it("ends with has_more false exactly on the last page, also when it is full", async () => {
    expect(await walk(100)).toEqual(expected.map((l) => l.id));
    expect(await walk(500)).toEqual(expected.map((l) => l.id));
    const first = await h.client.listLeads({ userId });
    expect(first.leads).toHaveLength(100);
    expect(first.hasMore).toBe(true);
  });

  it("neither skips nor repeats a lead while new ones are recorded during the walk", async () => {
    // New leads keep arriving, each batch moved to one of the walked minutes (tying with old leads),
    // so they land before and after the cursor; offset paging would repeat or skip old leads here.
    const minutes = [...new Set(expected.map((l) => Number(l.discoveredAt!.seconds) * 1000))];
    let walking = true;
    let arrived = 0;
    const arrivals = (async () => {
      while (walking) {
        const res = await h.client.recordLeads({ ...source({ userId, streamId: streams[1] }), candidates: candidates(7) });
        await setDiscoveredAt(h, res.leads.map((l) => l.id), new Date(minutes[arrived++ % minutes.length]));
      }
    })();
    const visited = await walk(23).finally(() => (walking = false));
    await arrivals;

    expect(arrived).toBeGreaterThan(1);
    expect(new Set(visited).size).toBe(visited.length);
    const old = new Set(expected.map((l) => l.id));
    expect(visited.filter((id) => old.has(id))).toEqual(expected.map((l) => l.id));
  });

  it("applies the filters", async () => {
    const byStream = await h.client.listLeads({ userId, filter: { streamId: streams[2] }, limit: 500 });
    expect(byStream.leads.map((l) => l.id)).toEqual(expected.filter((l) => l.streamId === streams[2]).map((l) => l.id));
    expect(await walk(60, { matchConfidence: MatchConfidence.MEDIUM })).toEqual(expected.filter((l) => l.matchConfidence === MatchConfidence.MEDIUM).map((l) => l.id));
    const account = expected[0].trackedAccountId;
    const segment = expected[0].segmentId;
    expect(await walk(60, { accountId: account, segmentId: segment })).toEqual(expected.filter((l) => l.trackedAccountId === account).map((l) => l.id));

    const exportedId = expected[150].id;
    await h.client.exportLead({ userId, leadId: exportedId });
    expect(await walk(500, { lifecycle: Lifecycle.EXPORTED })).toEqual([exportedId]);
    // streams[0] gets no leads of this user after the set-up.
    const stream0 = expected.filter((l) => l.streamId === streams[0]);
    const before = timestampFromDate(new Date(Number(stream0[0].discoveredAt!.seconds) * 1000 - 1));
    expect(await walk(500, { streamId: streams[0], since: before })).toEqual(stream0.map((l) => l.id));
    expect(await walk(500, { streamId: streams[0], since: stream0[0].discoveredAt })).toEqual([]);
  });

  it("walks new and exported leads in one order, each lifecycle alone or both merged", async () => {
    // Another user: 3 streams x 40 leads over 4 minutes (30 leads tie at each), every third exported.
    const other = uniqueId();
    const start = Date.parse("2025-07-01T08:00:00Z");
    const leads: { id: number; at: number; exported: boolean }[] = [];
    for (const streamId of [uniqueId(), uniqueId(), uniqueId()]) {
      const res = await h.client.recordLeads({ ...source({ userId: other, streamId }), candidates: candidates(40) });
      for (const [i, lead] of res.leads.entries()) leads.push({ id: lead.id, at: start + (i % 4) * 60_000, exported: leads.length % 3 === 0 });
    }
    for (const minute of [0, 1, 2, 3]) {
      const at = start + minute * 60_000;
      await setDiscoveredAt(h, leads.filter((l) => l.at === at).map((l) => l.id), new Date(at));
    }
    for (const lead of leads.filter((l) => l.exported)) await h.client.exportLead({ userId: other, leadId: lead.id });
    const newestFirst = leads.toSorted((a, b) => b.at - a.at || b.id - a.id);

    expect(await walk(7, {}, other)).toEqual(newestFirst.map((l) => l.id));
    expect(await walk(7, { lifecycle: Lifecycle.NEW }, other)).toEqual(newestFirst.filter((l) => !l.exported).map((l) => l.id));
    expect(await walk(7, { lifecycle: Lifecycle.EXPORTED }, other)).toEqual(newestFirst.filter((l) => l.exported).map((l) => l.id));
  });

  it("shows a user only their own leads", async () => {
    expect((await h.client.listLeads({ userId: uniqueId() })).leads).toEqual([]);
  });

  it("refuses a malformed cursor, naming it", async () => {
    const { nextCursor } = await h.client.listLeads({ userId, limit: 1 });
    const text = (s: string) => Buffer.from(s).toString("base64url");
    const bad = [
      "not a cursor",
      "%%%",
      `${nextCursor}=`,
      nextCursor.slice(0, 10),
      text("v2:2025-05-01T12:00:00.000Z:5"),
      text("v1:2025-05-01T12:00:00Z:5"),
      text("v1:2025-02-30T12:00:00.000Z:5"),
      text("v1:2025-05-01T12:00:00.000Z:0"),
      text("v1:2025-05-01T12:00:00.000Z:2147483648"),
      text("v1:2025-05-01T12:00:00.000Z:-1"),
    ];
    for (const cursor of bad) await expectAppError(h.client.listLeads({ userId, cursor }), "invalid_request", "cursor");
  });

  it("refuses invalid parameters, naming them", async () => {
    await expectAppError(h.client.listLeads({ userId, limit: 501 }), "invalid_request", "limit");
    await expectAppError(h.client.listLeads({ userId, filter: { streamId: -1 } }), "invalid_request", "streamId");
    await expectAppError(h.client.listLeads({ userId: -1 }), "invalid_request", "userId");
  });
});
