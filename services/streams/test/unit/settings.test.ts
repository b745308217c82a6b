import { describe, expect, it } from "vitest";
import { applySettings, DEFAULT_SETTINGS, validateSettings, type StreamSettings } from "../../src/domain/settings.js";
import { expectInvalid } from "./expect-invalid.js";

const base: StreamSettings = { ...DEFAULT_SETTINGS, name: "A stream", syncTimes: ["09:00"], timezone: "UTC" };

describe("stream settings", () => {
  it("leave out what was not sent and keep what was", () => {
    expect(validateSettings({})).toEqual({});
    expect(
      validateSettings({
        name: "  Founders  ",
        syncTimes: ["18:45", "07:00"],
        timezone: "europe/paris",
        autoEnrichLinkedin: true,
        autoEnrichEmail: false,
        emailMode: "verified",
        emailDigestOverride: "weekly",
        telegramOverride: true,
        deliveryDestination: "leads_plus_webhook",
        webhookUrl: " https://hooks.example.com/x ",
        csvEmailRecipients: { to: [" ops@example.com "], cc: [], format: "xlsx" },
        isActive: false,
        isArchived: true,
      }),
    ).toEqual({
      name: "Founders",
      syncTimes: ["07:00", "18:45"],
      timezone: "Europe/Paris",
      autoEnrichLinkedin: true,
      autoEnrichEmail: false,
      emailMode: "verified",
      emailDigestOverride: "weekly",
      telegramOverride: true,
      deliveryDestination: "leads_plus_webhook",
      webhookUrl: "https://hooks.example.com/x",
      csvEmailRecipients: { to: ["ops@example.com"], cc: [], format: "xlsx" },
      isActive: false,
      isArchived: true,
    });
  });

  it("clear the nullable ones with null (an empty webhook URL is none)", () => {
    expect(validateSettings({ emailDigestOverride: null, webhookUrl: null, csvEmailRecipients: null })).toEqual({
      emailDigestOverride: null,
      webhookUrl: null,
      csvEmailRecipients: null,
    });
    expect(validateSettings({ webhookUrl: "  " })).toEqual({ webhookUrl: null });
  });

  it("take names of 1 to 200 characters", () => {
    expect(validateSettings({ name: "é".repeat(200) }).name).toHaveLength(200);
    for (const bad of ["", "   ", "n".repeat(201)]) expectInvalid(() => validateSettings({ name: bad }), "name");
  });

  it.each([
    ["emailMode", { emailMode: "all" }],
    ["emailMode", { emailMode: "" }],
    ["emailDigestOverride", { emailDigestOverride: "hourly" }],
    ["deliveryDestination", { deliveryDestination: "webhook" }],
    ["timezone", { timezone: "Mars/Olympus" }],
    ["timezone", { timezone: "+01:00" }],
    ["syncTimes", { syncTimes: [] }],
    ["syncTimes", { syncTimes: ["09:10"] }],
    ["csvEmailRecipients.to", { csvEmailRecipients: { to: [], cc: [], format: "csv" } }],
    ["csvEmailRecipients.to", { csvEmailRecipients: { to: ["not-an-address"], cc: [], format: "csv" } }],
    ["csvEmailRecipients.to", { csvEmailRecipients: { to: Array.from({ length: 21 }, (_, i) => `u${i}@example.com`), cc: [], format: "csv" } }],
    ["csvEmailRecipients.to", { csvEmailRecipients: { to: [`${"a".repeat(250)}@example.com`], cc: [], format: "csv" } }],
    ["csvEmailRecipients.cc", { csvEmailRecipients: { to: ["a@example.com"], cc: ["b@example"], format: "csv" } }],
    ["csvEmailRecipients.cc", { csvEmailRecipients: { to: ["a@example.com"], cc: Array.from({ length: 21 }, (_, i) => `u${i}@example.com`), format: "csv" } }],
    ["csvEmailRecipients.format", { csvEmailRecipients: { to: ["a@example.com"], cc: [], format: "pdf" } }],
    ["csvEmailRecipients.format", { csvEmailRecipients: { to: ["a@example.com"], cc: [], format: "" } }],
  ])("reject a bad %s", (param, input) => {
    expectInvalid(() => validateSettings(input), param);
  });

  it("accept 20 recipients in to and in cc", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `u${i}@example.com`);
    expect(validateSettings({ csvEmailRecipients: { to: twenty, cc: twenty, format: "csv" } }).csvEmailRecipients?.cc).toHaveLength(20);
  });

  it("need a webhook URL for webhook delivery, whichever write leaves it missing", () => {
    expectInvalid(() => applySettings(base, { deliveryDestination: "leads_plus_webhook" }), "webhookUrl");
    const withHook = applySettings(base, { deliveryDestination: "leads_plus_webhook", webhookUrl: "https://hooks.example.com/x" });
    expectInvalid(() => applySettings(withHook, { webhookUrl: null }), "webhookUrl");
    expect(applySettings(withHook, { deliveryDestination: "leads_only", webhookUrl: null })).toMatchObject({ deliveryDestination: "leads_only", webhookUrl: null });
  });
});
