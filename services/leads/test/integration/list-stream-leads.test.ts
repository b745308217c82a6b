import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { type Lead, Lifecycle, MatchConfidence } from "@leadstream/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidates, expectAppError, setDiscoveredAt, source, startLeads, uniqueId, type Harness } from "./harness.js";

/** What a lead looks like to the filters, to compute the expected answers from. */
interface Known {
  id: number;
  discoveredAt: number;
  accountId: number;
  segmentId: number;
  confidence: MatchConfidence;
  exported: boolean;
}

describe("ListStreamLeads and SummarizeStreamLeads", () => {
  let h: Harness;
  const userId = uniqueId();
  const streamId = uniqueId();
  const accounts = [uniqueId(), uniqueId()];
  const segments = [uniqueId(), uniqueId()];
  const start = Date.parse("2025-03-01T00:00:00Z");
  let known: Known[] = [];

  // 4 pairs x 30 leads, half high; discovered over 60 minutes, two at each minute (the id decides
  // their order); every third one exported.
  beforeAll(async () => {
    h = await startLeads();
    const recorded: Lead[] = [];
    for (const accountId of accounts) {
      for (const segmentId of segments) {
        const batch = [...candidates(15, { matchConfidence: MatchConfidence.HIGH }), ...candidates(15, { matchConfidence: MatchConfidence.MEDIUM })];
        const res = await h.client.recordLeads({ ...source({ userId, streamId, trackedAccountId: accountId, segmentId }), candidates: batch });
        recorded.push(...res.leads);
      }
    }
    for (const [i, lead] of recorded.entries()) {
      const discoveredAt = start + Math.floor(i / 2) * 60_000;
      await setDiscoveredAt(h, [lead.id], new Date(discoveredAt));
      if (i % 3 === 0) await h.client.exportLead({ userId, leadId: lead.id });
      known.push({ id: lead.id, discoveredAt, accountId: lead.trackedAccountId, segmentId: lead.segmentId, confidence: lead.matchConfidence, exported: i % 3 === 0 });
    }
    known = known.toSorted((a, b) => b.discoveredAt - a.discoveredAt || b.id - a.id);
    // Another user's leads, in another stream, never show up.
    await h.client.recordLeads({ ...source(), candidates: candidates(5) });
  });
  afterAll(async () => {
    await h?.svc.stop();
  });

  const list = (filter: Parameters<Harness["client"]["listStreamLeads"]>[0]["filter"] = {}, page: { limit?: number; offset?: number } = {}) =>
    h.client.listStreamLeads({ userId, streamId, filter, ...page });

  it("lists the stream's leads newest first (id breaking ties) with their fields", async () => {
    const res = await list({}, { limit: 500 });
    expect(res.leads.map((l) => l.id)).toEqual(known.map((k) => k.id));
    expect(res.total).toBe(120);
    expect(res.hasMore).toBe(false);
    const exported = res.leads.find((l) => l.id === known.find((k) => k.exported)!.id)!;
    expect(exported.exportedAt).toBeDefined();
    expect(res.leads[0]).toMatchObject({ streamId, profile: { handle: expect.any(String) } });
    expect([MatchConfidence.HIGH, MatchConfidence.MEDIUM]).toContain(res.leads[0].matchConfidence);
  });

  it("defaults to 100 leads a page", async () => {
    const res = await list();
    expect(res.leads).toHaveLength(100);
    expect(res).toMatchObject({ total: 120, hasMore: true });
  });

  const since = new Date(start + 20 * 60_000);
  const filters: [string, Parameters<typeof list>[0], (k: Known) => boolean][] = [
    ["lifecycle new", { lifecycle: Lifecycle.NEW }, (k) => !k.exported],
    ["lifecycle exported", { lifecycle: Lifecycle.EXPORTED }, (k) => k.exported],
    ["high confidence", { matchConfidence: MatchConfidence.HIGH }, (k) => k.confidence === MatchConfidence.HIGH],
    ["medium confidence", { matchConfidence: MatchConfidence.MEDIUM }, (k) => k.confidence === MatchConfidence.MEDIUM],
    ["one account", { accountId: accounts[1] }, (k) => k.accountId === accounts[1]],
    ["one segment", { segmentId: segments[0] }, (k) => k.segmentId === segments[0]],
    ["since (strictly after)", { since: timestampFromDate(since) }, (k) => k.discoveredAt > since.getTime()],
    ["the stream itself", { streamId }, () => true],
    [
      "new + high + account + segment + since",
      { lifecycle: Lifecycle.NEW, matchConfidence: MatchConfidence.HIGH, accountId: accounts[0], segmentId: segments[1], since: timestampFromDate(new Date(start)) },
      (k) => !k.exported && k.confidence === MatchConfidence.HIGH && k.accountId === accounts[0] && k.segmentId === segments[1] && k.discoveredAt > start,
    ],
    ["an account of no lead", { accountId: uniqueId() }, () => false],
  ];

  it.each(filters)("filters by %s, with the exact total and summary counts", async (_name, filter, matches) => {
    const expected = known.filter(matches);
    const res = await list(filter, { limit: 500 });
    expect(res.leads.map((l) => l.id)).toEqual(expected.map((k) => k.id));
    expect(res.total).toBe(expected.length);
    expect(res.hasMore).toBe(false);
    const summary = await h.client.summarizeStreamLeads({ userId, streamId, filter });
    expect(summary).toMatchObject({
      highFitCount: expected.filter((k) => k.confidence === MatchConfidence.HIGH).length,
      mediumFitCount: expected.filter((k) => k.confidence === MatchConfidence.MEDIUM).length,
    });
  });

  it("pages by offset with has_more exact at the boundaries", async () => {
    const ids = known.map((k) => k.id);
    const page = async (limit: number, offset: number) => {
      const res = await list({}, { limit, offset });
      expect(res.total).toBe(120);
      return { ids: res.leads.map((l) => l.id), hasMore: res.hasMore };
    };
    expect(await page(40, 0)).toEqual({ ids: ids.slice(0, 40), hasMore: true });
    expect(await page(40, 40)).toEqual({ ids: ids.slice(40, 80), hasMore: true });
    expect(await page(40, 80)).toEqual({ ids: ids.slice(80, 120), hasMore: false });
    expect(await page(40, 79)).toEqual({ ids: ids.slice(79, 119), hasMore: true });
    expect(await page(1, 119)).toEqual({ ids: ids.slice(119), hasMore: false });
    expect(await page(50, 100)).toEqual({ ids: ids.slice(100), hasMore: false });
    expect(await page(10, 120)).toEqual({ ids: [], hasMore: false });
    expect(await page(10, 5000)).toEqual({ ids: [], hasMore: false });
    expect(await page(120, 0)).toEqual({ ids, hasMore: false });
  });

  it("shows nothing of the stream to another user", async () => {
    const other = await h.client.listStreamLeads({ userId: uniqueId(), streamId });
    expect(other).toMatchObject({ leads: [], total: 0, hasMore: false });
    expect(await h.client.summarizeStreamLeads({ userId: uniqueId(), streamId })).toMatchObject({ highFitCount: 0, mediumFitCount: 0 });
  });

  it("refuses invalid parameters, naming them", async () => {
    await expectAppError(list({}, { limit: 501 }), "invalid_request", "limit");
    await expectAppError(list({}, { limit: -1 }), "invalid_request", "limit");
    await expectAppError(list({}, { offset: -1 }), "invalid_request", "offset");
    await expectAppError(list({ accountId: -2 }), "invalid_request", "accountId");
    await expectAppError(list({ segmentId: -2 }), "invalid_request", "segmentId");
    await expectAppError(list({ streamId: streamId + 1 }), "invalid_request", "streamId");
    await expectAppError(list({ since: { seconds: -70_000_000_000n, nanos: 0 } }), "invalid_request", "since");
    await expectAppError(h.client.listStreamLeads({ userId, streamId: 0 }), "invalid_request", "id");
    await expectAppError(h.client.listStreamLeads({ userId: 0, streamId }), "invalid_request", "userId");
  });
});
