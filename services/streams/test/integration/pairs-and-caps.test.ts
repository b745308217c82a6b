import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingDelta } from "@leadstream/contracts";
import { expectAppError, inlineSegment, paidUser, startStack, uniqueHandle, type Stack } from "./harness.js";

describe("pairs, stream caps and compensation", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack();
  });
  afterAll(async () => {
    await s?.stop();
  });

  const accountIds = async (userId: number) => (await s.accounts.listAccounts({ userId })).accounts.map((a) => a.id).sort((x, y) => x - y);
  const segmentIds = async (userId: number) => (await s.classification.listSegments({ userId })).segments.map((x) => x.id).sort((x, y) => x - y);

  it("replaces pairs: adds the new, keeps the unchanged, removes the absent, and reports the diff", async () => {
    const userId = await paidUser(s);
    const { segment } = await s.classification.createSegment({ userId, definition: inlineSegment("Product managers") });
    const [a, b, c] = [uniqueHandle(), uniqueHandle(), uniqueHandle()];
    const { id, accounts } = await s.streams.createStream({ userId, pairs: [a, b].map((accountHandle) => ({ accountHandle, segmentId: segment!.id })) });
    const [pairA, pairB] = (await s.streams.getStream({ userId, streamId: id })).stream!.pairs;

    const res = await s.streams.updateStream({ userId, streamId: id, settings: {}, replacePairs: true, pairs: [b, c].map((accountHandle) => ({ accountHandle, segmentId: segment!.id })) });
    expect(res.pairsDiff!.addedAccounts).toEqual([expect.objectContaining({ accountCreated: true, billingDelta: BillingDelta.STRIPE_QUANTITY_INCREMENTED })]);
    expect(res.pairsDiff!.addedAccounts[0].handle.toLowerCase()).toBe(c.toLowerCase());
    expect(res.pairsDiff!.addedSegments).toEqual([expect.objectContaining({ segmentId: segment!.id, segmentCreated: false })]);
    expect(res.pairsDiff!.removedPairIds).toEqual([pairA.streamPairId]);
    const accountC = res.pairsDiff!.addedAccounts[0].accountId;
    expect(res.stream!.pairs.map((p) => [p.streamPairId === pairB.streamPairId, p.trackedAccountId])).toEqual([
      [true, accounts[1].accountId],
      [false, accountC],
    ]);

    // The same pairs again, now by id: nothing changes.
    const same = await s.streams.updateStream({ userId, streamId: id, settings: {}, replacePairs: true, pairs: [accounts[1].accountId, accountC].map((accountId) => ({ accountId, segmentId: segment!.id })) });
    expect(same.pairsDiff).toMatchObject({ addedAccounts: [], addedSegments: [], removedPairIds: [] });
    expect(same.stream!.pairs).toEqual(res.stream!.pairs);

    // A new inline segment replaces every pair.
    const swapped = await s.streams.updateStream({ userId, streamId: id, settings: {}, replacePairs: true, pairs: [{ accountId: accountC, segment: inlineSegment("Design leads") }] });
    expect(swapped.pairsDiff!.addedAccounts).toEqual([expect.objectContaining({ accountId: accountC, accountCreated: false, billingDelta: BillingDelta.NONE })]);
    expect(swapped.pairsDiff!.addedSegments).toEqual([expect.objectContaining({ segmentCreated: true })]);
    expect(swapped.pairsDiff!.removedPairIds.sort()).toEqual(res.stream!.pairs.map((p) => p.streamPairId).sort());
    expect(swapped.stream!.pairs).toEqual([expect.objectContaining({ trackedAccountId: accountC, segmentDescription: "Design leads", segmentId: swapped.pairsDiff!.addedSegments[0].segmentId })]);
    // Account a is no longer in a stream but stays tracked (spec 3: an orphan stays until slept).
    expect(await accountIds(userId)).toContain(accounts[0].accountId);
  });

  it("refuses a stream past an account's stream cap, leaving nothing of the attempt behind", async () => {
    const userId = await paidUser(s);
    const first = await s.streams.createStream({ userId, pairs: [{ accountHandle: uniqueHandle(), segment: inlineSegment() }] });
    const starter = first.accounts[0].accountId; // starter: one live stream
    const accountsBefore = await accountIds(userId);
    const segmentsBefore = await segmentIds(userId);

    const fresh = uniqueHandle();
    const err = await expectAppError(
      s.streams.createStream({
        userId,
        pairs: [
          { accountHandle: fresh, segmentId: first.segments[0].segmentId },
          { accountId: starter, segmentId: first.segments[0].segmentId },
        ],
      }),
      "stream_cap_exceeded",
    );
    expect(err.details).toMatchObject({ accountId: starter, streamCap: 1 });
    // The fresh handle's account was created and billed, then released.
    expect(await accountIds(userId)).toEqual(accountsBefore);
    await expectAppError(s.streams.createStream({ userId, pairs: [{ accountId: starter, segment: inlineSegment("Third") }] }), "stream_cap_exceeded");
    expect(await segmentIds(userId)).toEqual(segmentsBefore); // the inline segment was discarded
    expect((await s.streams.listStreams({ userId, includeInactive: true, includeArchived: true })).streams.map((x) => x.id)).toEqual([first.id]);

    // Archived streams do not count; un-archiving or re-pairing past the cap is refused too.
    await s.streams.archiveStream({ userId, streamId: first.id });
    const second = await s.streams.createStream({ userId, pairs: [{ accountId: starter, segment: inlineSegment() }] });
    await expectAppError(s.streams.updateStream({ userId, streamId: first.id, settings: { isArchived: false } }), "stream_cap_exceeded");
    const other = await s.streams.createStream({ userId, pairs: [{ accountHandle: uniqueHandle(), segment: inlineSegment() }] });
    await expectAppError(
      s.streams.updateStream({ userId, streamId: other.id, settings: {}, replacePairs: true, pairs: [{ accountId: starter, segmentId: other.segments[0].segmentId }] }),
      "stream_cap_exceeded",
    );
    // Paused streams count.
    await s.streams.updateStream({ userId, streamId: second.id, settings: { isActive: false } });
    await expectAppError(s.streams.updateStream({ userId, streamId: first.id, settings: { isArchived: false } }), "stream_cap_exceeded");
  });

  it("lets only one of several concurrent creates take an account's last stream slot", async () => {
    const userId = await paidUser(s);
    const seed = await s.streams.createStream({ userId, pairs: [{ accountHandle: uniqueHandle(), segment: inlineSegment() }] });
    await s.streams.archiveStream({ userId, streamId: seed.id });
    const accountId = seed.accounts[0].accountId;
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => s.streams.createStream({ userId, pairs: [{ accountId, segmentId: seed.segments[0].segmentId }] })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "stream_cap_exceeded" });
  });

  it("leaves no stream, account or segment behind when the third of five handles does not resolve", async () => {
    const userId = await paidUser(s);
    const handles = [uniqueHandle(), uniqueHandle(), `nf_${uniqueHandle()}`.slice(0, 15), uniqueHandle(), uniqueHandle()];
    const { segment } = await s.classification.createSegment({ userId, definition: inlineSegment() });
    await expectAppError(s.streams.createStream({ userId, pairs: handles.map((accountHandle) => ({ accountHandle, segmentId: segment!.id })) }), "handle_not_found");
    // An inline segment the attempt created is discarded too.
    await expectAppError(s.streams.createStream({ userId, pairs: [{ accountHandle: handles[2], segment: inlineSegment("Inline") }] }), "handle_not_found");
    expect((await s.streams.listStreams({ userId, includeInactive: true, includeArchived: true })).streams).toEqual([]);
    expect(await accountIds(userId)).toEqual([]);
    expect(await segmentIds(userId)).toEqual([segment!.id]);
    const summary = await s.accounts.getBillingSummary({ userId });
    expect(summary.accounts).toEqual([]);
  });
});
