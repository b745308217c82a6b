import { timestampDate } from "@bufbuild/protobuf/wkt";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingDelta, CsvFormat, StreamDeliveryDestination, SummaryFrequency, EmailMode, Tier } from "@leadstream/contracts";
import { defaultSyncTimes } from "../../src/domain/schedule.js";
import { expectAppError, inlineSegment, paidUser, startStack, uniqueHandle, type Stack } from "./harness.js";

describe("stream CRUD", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack();
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("creates a stream from a handle and an inline segment, with the defaults filled in", async () => {
    const userId = await paidUser(s, "America/New_York");
    const handle = uniqueHandle();
    const before = Date.now();
    const res = await s.streams.createStream({ userId, pairs: [{ accountHandle: `@${handle}`, segment: inlineSegment("Heads of growth at fintechs", "Growth heads") }] });

    expect(res.id).toBeGreaterThan(0);
    expect(res.accounts).toHaveLength(1);
    const [account] = res.accounts;
    expect(account).toMatchObject({ accountCreated: true, billingDelta: BillingDelta.STRIPE_QUANTITY_INCREMENTED });
    expect(account.handle.toLowerCase()).toBe(handle.toLowerCase());
    expect(res.segments).toEqual([expect.objectContaining({ segmentCreated: true })]);

    const { stream } = await s.streams.getStream({ userId, streamId: res.id });
    expect(stream).toMatchObject({
      id: res.id,
      name: `Growth heads · @${account.handle}`,
      timezone: "America/New_York",
      syncTimes: defaultSyncTimes(res.id),
      autoEnrichLinkedin: false,
      autoEnrichEmail: false,
      emailMode: EmailMode.ANY,
      emailDigestOverride: SummaryFrequency.UNSPECIFIED,
      telegramOverride: false,
      deliveryDestination: StreamDeliveryDestination.LEADS_ONLY,
      webhookUrl: "",
      isActive: true,
      isArchived: false,
    });
    expect(stream!.csvEmailRecipients).toBeUndefined();
    expect(stream!.lastRunAt).toBeUndefined(); // no runs yet
    expect(stream!.pairs).toEqual([
      expect.objectContaining({
        streamPairId: expect.any(Number),
        trackedAccountId: account.accountId,
        xHandle: account.handle,
        tier: Tier.STARTER,
        segmentId: res.segments[0].segmentId,
        segmentName: "Growth heads",
        segmentDescription: "Heads of growth at fintechs",
      }),
    ]);
    expect(stream!.pairs[0].profileImageUrl).toMatch(/^https?:\/\//);
    // The next slot, on the stream's wall clock.
    const next = timestampDate(stream!.nextSyncAt!);
    expect(next.getTime()).toBeGreaterThan(before);
    expect(next.getTime() - before).toBeLessThanOrEqual(25 * 3600_000);
    expect(DateTime.fromJSDate(next, { zone: "America/New_York" }).toFormat("HH:mm")).toBe(stream!.syncTimes[0]);
  });

  it("names a stream of several accounts by their count, and takes every setting given", async () => {
    const userId = await paidUser(s);
    const res = await s.streams.createStream({
      userId,
      settings: {
        syncTimes: { times: ["18:00", "07:15"] },
        timezone: "europe/berlin",
        autoEnrichLinkedin: false,
        autoEnrichEmail: false,
        emailMode: EmailMode.ANY,
        emailDigestOverride: SummaryFrequency.DAILY,
        telegramOverride: true,
        deliveryDestination: StreamDeliveryDestination.LEADS_PLUS_WEBHOOK,
        webhookUrl: "http://127.0.0.1:9/hook",
        csvEmailRecipients: { recipients: { to: ["ops@example.com"], cc: ["cc@example.com"], format: CsvFormat.XLSX } },
        isActive: false,
      },
      pairs: [{ accountHandle: uniqueHandle(), segment: inlineSegment("Climate tech investors") }],
    });
    const { stream } = await s.streams.getStream({ userId, streamId: res.id });
    expect(stream).toMatchObject({
      name: `Climate tech investors · @${res.accounts[0].handle}`,
      syncTimes: ["07:15", "18:00"],
      timezone: "Europe/Berlin",
      autoEnrichLinkedin: false,
      autoEnrichEmail: false,
      emailMode: EmailMode.ANY,
      emailDigestOverride: SummaryFrequency.DAILY,
      telegramOverride: true,
      deliveryDestination: StreamDeliveryDestination.LEADS_PLUS_WEBHOOK,
      webhookUrl: "http://127.0.0.1:9/hook",
      csvEmailRecipients: expect.objectContaining({ to: ["ops@example.com"], cc: ["cc@example.com"], format: CsvFormat.XLSX }),
      isActive: false,
    });
    expect(stream!.nextSyncAt).toBeUndefined(); // paused

    const { segment } = await s.classification.createSegment({ userId, definition: inlineSegment("Seed-stage founders") });
    const several = await s.streams.createStream({
      userId,
      settings: { name: "  Founders, all of them  " },
      pairs: [uniqueHandle(), uniqueHandle(), uniqueHandle()].map((accountHandle) => ({ accountHandle, segmentId: segment!.id })),
    });
    expect(several.segments).toEqual([expect.objectContaining({ segmentId: segment!.id, segmentCreated: false })]);
    expect((await s.streams.getStream({ userId, streamId: several.id })).stream!.name).toBe("Founders, all of them");
    const derived = await s.streams.createStream({ userId, pairs: [uniqueHandle(), uniqueHandle()].map((accountHandle) => ({ accountHandle, segmentId: segment!.id })) });
    expect((await s.streams.getStream({ userId, streamId: derived.id })).stream!.name).toBe("Seed-stage founders · 2 accounts");
  });

  it("updates settings, clears nullable ones, and bumps updatedAt", async () => {
    const userId = await paidUser(s);
    const { id } = await s.streams.createStream({
      userId,
      settings: { emailDigestOverride: SummaryFrequency.WEEKLY, deliveryDestination: StreamDeliveryDestination.LEADS_PLUS_WEBHOOK, webhookUrl: "http://127.0.0.1:9/a", csvEmailRecipients: { recipients: { to: ["a@example.com"], cc: [], format: CsvFormat.CSV } } },
      pairs: [{ accountHandle: uniqueHandle(), segment: inlineSegment() }],
    });
    const created = (await s.streams.getStream({ userId, streamId: id })).stream!;

    const res = await s.streams.updateStream({
      userId,
      streamId: id,
      settings: { name: "Renamed", syncTimes: { times: ["06:45"] }, timezone: "Asia/Tokyo", emailDigestOverride: SummaryFrequency.UNSPECIFIED, deliveryDestination: StreamDeliveryDestination.LEADS_ONLY, webhookUrl: "", csvEmailRecipients: {}, isActive: false },
    });
    expect(res.pairsDiff).toBeUndefined();
    expect(res.stream).toMatchObject({ name: "Renamed", syncTimes: ["06:45"], timezone: "Asia/Tokyo", emailDigestOverride: SummaryFrequency.UNSPECIFIED, deliveryDestination: StreamDeliveryDestination.LEADS_ONLY, webhookUrl: "", isActive: false });
    expect(res.stream!.csvEmailRecipients).toBeUndefined();
    expect(res.stream!.nextSyncAt).toBeUndefined();
    expect(timestampDate(res.stream!.updatedAt!).getTime()).toBeGreaterThan(timestampDate(created.updatedAt!).getTime());
    expect(res.stream!.createdAt).toEqual(created.createdAt);
    // Fields not sent are left alone.
    const again = await s.streams.updateStream({ userId, streamId: id, settings: { isActive: true } });
    expect(again.stream).toMatchObject({ name: "Renamed", syncTimes: ["06:45"], isActive: true });
    expect(again.stream!.nextSyncAt).toBeDefined();
    expect(again.stream!.pairs).toEqual(created.pairs);
  });

  it("lists the user's streams newest first: active only by default, paused and archived on request", async () => {
    const userId = await paidUser(s);
    const handle = uniqueHandle();
    const { segment } = await s.classification.createSegment({ userId, definition: inlineSegment() });
    const make = async (settings = {}) =>
      (await s.streams.createStream({ userId, settings, pairs: [{ accountHandle: handle, accountTier: Tier.PRO, segmentId: segment!.id }] })).id;
    const active = await make();
    const paused = await make({ isActive: false });
    const archived = await make();
    await s.streams.archiveStream({ userId, streamId: archived });

    const ids = async (includeInactive: boolean, includeArchived: boolean) => (await s.streams.listStreams({ userId, includeInactive, includeArchived })).streams.map((x) => x.id);
    expect(await ids(false, false)).toEqual([active]);
    expect(await ids(true, false)).toEqual([paused, active]);
    expect(await ids(false, true)).toEqual([archived, active]);
    expect(await ids(true, true)).toEqual([archived, paused, active]);

    const [listed] = (await s.streams.listStreams({ userId })).streams;
    expect(listed.pairs).toEqual([expect.objectContaining({ xHandle: expect.stringMatching(new RegExp(`^${handle}$`, "i")), tier: Tier.PRO, segmentId: segment!.id })]);
    expect(listed.nextSyncAt).toBeUndefined(); // only the detail carries the schedule
  });

  it("archives and un-archives", async () => {
    const userId = await paidUser(s);
    const { id } = await s.streams.createStream({ userId, pairs: [{ accountHandle: uniqueHandle(), segment: inlineSegment() }] });
    const { stream } = await s.streams.archiveStream({ userId, streamId: id });
    expect(stream).toMatchObject({ id, isArchived: true });
    expect(stream!.nextSyncAt).toBeUndefined();
    expect((await s.streams.listStreams({ userId })).streams).toEqual([]);
    const restored = await s.streams.updateStream({ userId, streamId: id, settings: { isArchived: false } });
    expect(restored.stream).toMatchObject({ isArchived: false, isActive: true });
    expect((await s.streams.listStreams({ userId })).streams.map((x) => x.id)).toEqual([id]);
  });

  it("keeps each user's streams to that user", async () => {
    const owner = await paidUser(s);
    const other = await paidUser(s);
    const { id } = await s.streams.createStream({ userId: owner, pairs: [{ accountHandle: uniqueHandle(), segment: inlineSegment() }] });
    await expectAppError(s.streams.getStream({ userId: other, streamId: id }), "not_found");
    await expectAppError(s.streams.updateStream({ userId: other, streamId: id, settings: { name: "Mine now" } }), "not_found");
    await expectAppError(s.streams.archiveStream({ userId: other, streamId: id }), "not_found");
    expect((await s.streams.listStreams({ userId: other, includeInactive: true, includeArchived: true })).streams).toEqual([]);
    for (const streamId of [0, -1, 2 ** 31 - 1]) await expectAppError(s.streams.getStream({ userId: owner, streamId }), "not_found");
    // Untouched by the other user's attempts.
    expect((await s.streams.getStream({ userId: owner, streamId: id })).stream).toMatchObject({ isArchived: false });
  });

  it("refuses invalid input with the field named, before anything is created", async () => {
    const userId = await paidUser(s);
    const pairs = [{ accountHandle: uniqueHandle(), segment: inlineSegment() }];
    await expectAppError(s.streams.createStream({ userId, pairs: [] }), "invalid_request", "pairs");
    await expectAppError(s.streams.createStream({ userId, settings: { name: "" }, pairs }), "invalid_request", "name");
    await expectAppError(s.streams.createStream({ userId, settings: { syncTimes: { times: ["09:07"] } }, pairs }), "invalid_request", "syncTimes");
    await expectAppError(s.streams.createStream({ userId, settings: { timezone: "Nowhere/Land" }, pairs }), "invalid_request", "timezone");
    await expectAppError(s.streams.createStream({ userId, settings: { emailMode: EmailMode.UNSPECIFIED }, pairs }), "invalid_request", "emailMode");
    await expectAppError(s.streams.createStream({ userId, settings: { deliveryDestination: StreamDeliveryDestination.LEADS_PLUS_WEBHOOK }, pairs }), "invalid_request", "webhookUrl");
    await expectAppError(s.streams.createStream({ userId, settings: { webhookUrl: "ftp://example.com/x" }, pairs }), "invalid_request", "webhookUrl");
    await expectAppError(s.streams.createStream({ userId, settings: { csvEmailRecipients: { recipients: { to: ["a@example.com"], format: CsvFormat.UNSPECIFIED } } }, pairs }), "invalid_request", "csvEmailRecipients.format");
    await expectAppError(s.streams.createStream({ userId, pairs: [{ accountHandle: "bad handle!", segment: inlineSegment() }] }), "invalid_request", "pairs[0].accountHandle");
    await expectAppError(
      s.streams.createStream({ userId, pairs: [{ accountHandle: uniqueHandle(), segmentId: 1 }, { accountHandle: uniqueHandle(), segmentId: 2 }] }),
      "stream_multi_segment",
    );
    // Peers' errors arrive unchanged.
    await expectAppError(s.streams.createStream({ userId, pairs: [{ accountHandle: uniqueHandle(), segment: { ...inlineSegment(), appliedSearchFilters: { job_role: { labels: ["Chief Vibes Officer"] } } } }] }), "orphan_label");
    await expectAppError(s.streams.createStream({ userId, pairs: [{ accountHandle: uniqueHandle(), segmentId: 2 ** 31 - 1 }] }), "not_found");

    expect((await s.streams.listStreams({ userId, includeInactive: true, includeArchived: true })).streams).toEqual([]);
    expect((await s.accounts.listAccounts({ userId })).accounts).toEqual([]);
    expect((await s.classification.listSegments({ userId })).segments).toEqual([]);

    const { id } = await s.streams.createStream({ userId, pairs });
    await expectAppError(s.streams.updateStream({ userId, streamId: id, settings: {}, replacePairs: true, pairs: [] }), "invalid_request", "pairs");
    await expectAppError(s.streams.updateStream({ userId, streamId: id, settings: { deliveryDestination: StreamDeliveryDestination.LEADS_PLUS_WEBHOOK } }), "invalid_request", "webhookUrl");
  });
});
