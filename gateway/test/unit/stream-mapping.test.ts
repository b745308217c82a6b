import { describe, expect, it } from "vitest";
import { create, type MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { BillingDelta, CreateStreamResponseSchema, CsvFormat, EmailMode, Gender, PairInputSchema, PairsDiffSchema, StreamDeliveryDestination, StreamSchema, StreamSettingsSchema, SummaryFrequency, Tier } from "@leadstream/contracts";
import { AppError } from "@leadstream/platform";
import type { PairInput } from "../../src/schemas/streams.js";
import { toCreatedStreamJson, toPairInputs, toPairsDiffJson, toStreamDetailJson, toStreamJson, toStreamSettings, toStreamUpdate } from "../../src/mapping/streams.js";

const at = (iso: string) => timestampFromDate(new Date(iso));

describe("toStreamSettings", () => {
  it("leaves absent fields absent, so an update changes only what was sent", () => {
    const settings = create(StreamSettingsSchema, toStreamSettings({ name: "Founders" }));
    expect(settings.name).toBe("Founders");
    expect(settings.webhookUrl).toBeUndefined();
    expect(settings.emailDigestOverride).toBeUndefined();
    expect(settings.csvEmailRecipients).toBeUndefined();
    expect(settings.syncTimes).toBeUndefined();
    expect(settings.isActive).toBeUndefined();
  });

  it("sends every setting it is given", () => {
    const settings = create(
      StreamSettingsSchema,
      toStreamSettings({
        syncTimes: ["09:00", "17:30"],
        timezone: "Europe/Berlin",
        autoEnrichLinkedin: true,
        autoEnrichEmail: false,
        emailMode: "verified",
        emailDigestOverride: "daily",
        telegramOverride: true,
        deliveryDestination: "leads_plus_webhook",
        webhookUrl: "https://hooks.example.com/leads",
        isActive: false,
        isArchived: true,
      }),
    );
    expect(settings).toMatchObject({
      syncTimes: { times: ["09:00", "17:30"] },
      timezone: "Europe/Berlin",
      autoEnrichLinkedin: true,
      autoEnrichEmail: false,
      emailMode: EmailMode.VERIFIED,
      emailDigestOverride: SummaryFrequency.DAILY,
      telegramOverride: true,
      deliveryDestination: StreamDeliveryDestination.LEADS_PLUS_WEBHOOK,
      webhookUrl: "https://hooks.example.com/leads",
      isActive: false,
      isArchived: true,
    });
  });

  it("turns null into the proto's none: an empty string, UNSPECIFIED, or a recipients value without recipients", () => {
    const settings = create(StreamSettingsSchema, toStreamSettings({ webhookUrl: null, emailDigestOverride: null, csvEmailRecipients: null }));
    expect(settings.webhookUrl).toBe("");
    expect(settings.emailDigestOverride).toBe(SummaryFrequency.UNSPECIFIED);
    expect(settings.csvEmailRecipients).toBeDefined();
    expect(settings.csvEmailRecipients!.recipients).toBeUndefined();
  });

  it("accepts one address or a list for to and cc", () => {
    const one = create(StreamSettingsSchema, toStreamSettings({ csvEmailRecipients: { to: "a@example.com", format: "csv" } }));
    expect(one.csvEmailRecipients!.recipients).toMatchObject({ to: ["a@example.com"], cc: [], format: CsvFormat.CSV });
    const many = create(StreamSettingsSchema, toStreamSettings({ csvEmailRecipients: { to: ["a@example.com", "b@example.com"], cc: "c@example.com", format: "xlsx" } }));
    expect(many.csvEmailRecipients!.recipients).toMatchObject({ to: ["a@example.com", "b@example.com"], cc: ["c@example.com"], format: CsvFormat.XLSX });
  });
});

describe("toPairInputs", () => {
  it("maps accounts by id or handle and segments by id or inline definition", () => {
    const pairs = toPairInputs([
      { accountId: 7, segmentId: 3 },
      { accountHandle: "@acme", accountTier: "growth", segment: { description: "Founders", appliedSearchFilters: { job_role: ["Founder"] }, genderValues: ["female"] } },
    ]).map((p) => create(PairInputSchema, p));
    expect(pairs[0]).toMatchObject({ accountId: 7, accountHandle: "", accountTier: Tier.UNSPECIFIED, segmentId: 3 });
    expect(pairs[0].segment).toBeUndefined();
    expect(pairs[1]).toMatchObject({ accountId: 0, accountHandle: "@acme", accountTier: Tier.GROWTH, segmentId: 0 });
    expect(pairs[1].segment).toMatchObject({ description: "Founders", name: "", genderValues: [Gender.FEMALE], followerCountTiers: [] });
    expect(pairs[1].segment!.appliedSearchFilters.job_role.labels).toEqual(["Founder"]);
  });

  it("refuses a pair without exactly one account and one segment, naming it", () => {
    const refusal = (pair: PairInput) => {
      try {
        toPairInputs([{ accountId: 1, segmentId: 1 }, pair]);
      } catch (err) {
        return err;
      }
      throw new Error(`accepted ${JSON.stringify(pair)}`);
    };
    expect(refusal({ segmentId: 1 })).toEqual(new AppError("invalid_request", "pairs[1] needs exactly one of accountId and accountHandle", { param: "pairs[1]" }));
    expect(refusal({ accountId: 1, accountHandle: "acme", segmentId: 1 })).toMatchObject({ code: "invalid_request", details: { param: "pairs[1]" } });
    expect(refusal({ accountId: 1 })).toMatchObject({ code: "invalid_request", message: "pairs[1] needs exactly one of segmentId and segment" });
    expect(refusal({ accountId: 1, segmentId: 2, segment: { description: "x" } })).toMatchObject({ details: { param: "pairs[1]" } });
    expect(refusal({ accountId: 1, accountTier: "pro", segmentId: 2 })).toMatchObject({ details: { param: "pairs[1].accountTier" } });
  });
});

describe("toStreamUpdate", () => {
  it("replaces pairs only when they are sent", () => {
    expect(toStreamUpdate({ name: "x" })).toMatchObject({ replacePairs: false, pairs: [] });
    expect(toStreamUpdate({ pairs: [] })).toMatchObject({ replacePairs: true, pairs: [] });
    expect(toStreamUpdate({ isActive: false }).settings).toMatchObject({ isActive: false });
  });

  it("refuses an empty update", () => {
    expect(() => toStreamUpdate({})).toThrow(new AppError("invalid_request", "Send at least one setting, or pairs, to change.", { param: "body" }));
  });
});

const streamMessage = (overrides: MessageInitShape<typeof StreamSchema> = {}) =>
  create(StreamSchema, {
    id: 5,
    name: "Founders · @acme",
    syncTimes: ["09:00"],
    timezone: "UTC",
    autoEnrichLinkedin: false,
    autoEnrichEmail: true,
    emailMode: EmailMode.ANY,
    emailDigestOverride: SummaryFrequency.UNSPECIFIED,
    telegramOverride: false,
    deliveryDestination: StreamDeliveryDestination.LEADS_ONLY,
    webhookUrl: "",
    isActive: true,
    isArchived: false,
    createdAt: at("2026-01-02T03:04:05.000Z"),
    updatedAt: at("2026-01-03T03:04:05.000Z"),
    pairs: [{ streamPairId: 11, trackedAccountId: 7, xHandle: "acme", profileImageUrl: "https://img.example/acme.png", tier: Tier.STARTER, segmentId: 3, segmentName: "", segmentDescription: "Founders" }],
    ...overrides,
  });

describe("toStreamJson", () => {
  it("renders the public stream with nulls for the proto's empty values", () => {
    expect(toStreamJson(streamMessage())).toEqual({
      id: 5,
      name: "Founders · @acme",
      syncTimes: ["09:00"],
      timezone: "UTC",
      autoEnrichLinkedin: false,
      autoEnrichEmail: true,
      emailMode: "any",
      emailDigestOverride: null,
      telegramOverride: false,
      deliveryDestination: "leads_only",
      webhookUrl: null,
      csvEmailRecipients: null,
      isActive: true,
      isArchived: false,
      createdAt: "2026-01-02T03:04:05.000Z",
      updatedAt: "2026-01-03T03:04:05.000Z",
      pairs: [{ streamPairId: 11, trackedAccountId: 7, xHandle: "acme", profileImageUrl: "https://img.example/acme.png", tier: "starter", segmentId: 3, segmentName: null, segmentDescription: "Founders" }],
    });
  });

  it("keeps the values that are set", () => {
    const json = toStreamJson(
      streamMessage({ webhookUrl: "https://hooks.example.com", emailDigestOverride: SummaryFrequency.WEEKLY, csvEmailRecipients: { to: ["a@example.com"], cc: [], format: CsvFormat.XLSX }, pairs: [{ segmentName: "Founders", tier: Tier.PRO }] }),
    );
    expect(json).toMatchObject({ webhookUrl: "https://hooks.example.com", emailDigestOverride: "weekly", csvEmailRecipients: { to: ["a@example.com"], cc: [], format: "xlsx" } });
    expect(json.pairs[0]).toMatchObject({ segmentName: "Founders", tier: "pro" });
  });

  it("adds the schedule to the detail, null when absent", () => {
    expect(toStreamDetailJson(streamMessage())).toMatchObject({ nextSyncAt: null, lastRunAt: null });
    expect(toStreamDetailJson(streamMessage({ nextSyncAt: at("2026-02-01T09:00:00Z"), lastRunAt: at("2026-01-31T09:00:00Z") }))).toMatchObject({
      nextSyncAt: "2026-02-01T09:00:00.000Z",
      lastRunAt: "2026-01-31T09:00:00.000Z",
    });
  });

  it("fails loudly when the service leaves out a timestamp it always sets", () => {
    expect(() => toStreamJson(streamMessage({ createdAt: undefined }))).toThrow(/creation time/);
  });
});

describe("creation and diff answers", () => {
  it("renders the accounts and segments a write used", () => {
    const res = create(CreateStreamResponseSchema, {
      id: 9,
      accounts: [{ handle: "acme", accountId: 7, accountCreated: true, billingDelta: BillingDelta.STRIPE_QUANTITY_INCREMENTED }],
      segments: [{ segmentId: 3, segmentCreated: false }],
    });
    expect(toCreatedStreamJson(res)).toEqual({
      id: 9,
      accounts: [{ handle: "acme", accountId: 7, accountCreated: true, billingDelta: "stripe_quantity_incremented" }],
      segments: [{ segmentId: 3, segmentCreated: false }],
    });
    const diff = create(PairsDiffSchema, { addedAccounts: res.accounts, addedSegments: [], removedPairIds: [11, 12] });
    expect(toPairsDiffJson(diff)).toEqual({ addedAccounts: toCreatedStreamJson(res).accounts, addedSegments: [], removedPairIds: [11, 12] });
  });
});
