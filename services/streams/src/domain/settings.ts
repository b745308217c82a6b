import { CSV_FORMAT, DELIVERY_DESTINATION, SUMMARY_FREQUENCY, EMAIL_MODE } from "@leadstream/contracts/vocabulary";
import { invalidField } from "./errors.js";
import { validSyncTimes, validTimezone } from "./schedule.js";

export type EmailMode = (typeof EMAIL_MODE.names)[number];
export type DigestOverride = (typeof SUMMARY_FREQUENCY.names)[number];
export type DeliveryDestination = (typeof DELIVERY_DESTINATION.names)[number];
export type CsvFormat = (typeof CSV_FORMAT.names)[number];

export interface CsvEmailRecipients {
  to: string[];
  cc: string[];
  format: CsvFormat;
}

/** A stream's whole configuration (spec 2.1). */
export interface StreamSettings {
  name: string;
  syncTimes: string[];
  timezone: string;
  autoEnrichLinkedin: boolean;
  autoEnrichEmail: boolean;
  emailMode: EmailMode;
  emailDigestOverride: DigestOverride | null;
  telegramOverride: boolean;
  deliveryDestination: DeliveryDestination;
  webhookUrl: string | null;
  csvEmailRecipients: CsvEmailRecipients | null;
  isActive: boolean;
  isArchived: boolean;
}

/** Settings as a caller sends them: an absent field is left as it is (update) or defaulted (create); null clears. */
export interface SettingsInput {
  name?: string;
  syncTimes?: string[];
  timezone?: string;
  autoEnrichLinkedin?: boolean;
  autoEnrichEmail?: boolean;
  emailMode?: string;
  emailDigestOverride?: string | null;
  telegramOverride?: boolean;
  deliveryDestination?: string;
  webhookUrl?: string | null;
  csvEmailRecipients?: { to: string[]; cc: string[]; format: string } | null;
  isActive?: boolean;
  isArchived?: boolean;
}

export type SettingsPatch = Partial<StreamSettings>;

/** Every setting of a new stream apart from the three derived per stream (name, syncTimes, timezone). */
export const DEFAULT_SETTINGS: Omit<StreamSettings, "name" | "syncTimes" | "timezone"> = {
  autoEnrichLinkedin: false,
  autoEnrichEmail: false,
  emailMode: "any",
  emailDigestOverride: null,
  telegramOverride: false,
  deliveryDestination: "leads_only",
  webhookUrl: null,
  csvEmailRecipients: null,
  isActive: true,
  isArchived: false,
};

const NAME_MAX = 200;
const EMAIL_MAX = 254;
const RECIPIENTS_MAX = 20;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FLAGS = ["autoEnrichLinkedin", "autoEnrichEmail", "telegramOverride", "isActive", "isArchived"] as const;

/**
 * Checks each given field (invalid_request naming it) and returns the normalised values. An
 * empty webhook URL means none; whether a given one may be delivered to needs DNS (app layer).
 */
export function validateSettings(input: SettingsInput): SettingsPatch {
  const patch: SettingsPatch = {};
  if (input.name !== undefined) patch.name = validName(input.name);
  if (input.syncTimes !== undefined) patch.syncTimes = validSyncTimes(input.syncTimes);
  if (input.timezone !== undefined) patch.timezone = validTimezone(input.timezone);
  if (input.emailMode !== undefined) patch.emailMode = oneOf("emailMode", EMAIL_MODE.names, input.emailMode);
  if (input.emailDigestOverride !== undefined) {
    patch.emailDigestOverride = input.emailDigestOverride === null ? null : oneOf("emailDigestOverride", SUMMARY_FREQUENCY.names, input.emailDigestOverride);
  }
  if (input.deliveryDestination !== undefined) patch.deliveryDestination = oneOf("deliveryDestination", DELIVERY_DESTINATION.names, input.deliveryDestination);
  if (input.webhookUrl !== undefined) patch.webhookUrl = input.webhookUrl?.trim() || null;
  if (input.csvEmailRecipients !== undefined) {
    patch.csvEmailRecipients = input.csvEmailRecipients === null ? null : validCsvRecipients(input.csvEmailRecipients);
  }
  for (const flag of FLAGS) if (input[flag] !== undefined) patch[flag] = input[flag];
  return patch;
}

/** `current` with `patch` applied, checked as a whole. */
export function applySettings(current: StreamSettings, patch: SettingsPatch): StreamSettings {
  const next = { ...current, ...patch };
  checkDelivery(next);
  return next;
}

/** A webhook destination needs a webhook URL. */
export function checkDelivery(settings: Pick<StreamSettings, "deliveryDestination" | "webhookUrl">): void {
  if (settings.deliveryDestination === "leads_plus_webhook" && !settings.webhookUrl) {
    throw invalidField("webhookUrl", "webhookUrl is required when deliveryDestination is leads_plus_webhook.");
  }
}

export function validName(raw: string): string {
  const name = raw.trim();
  const length = [...name].length;
  if (length < 1 || length > NAME_MAX) throw invalidField("name", `name must be 1 to ${NAME_MAX} characters.`);
  return name;
}

function oneOf<const T extends string>(param: string, allowed: readonly T[], raw: string): T {
  if (!(allowed as readonly string[]).includes(raw)) throw invalidField(param, `${param} must be one of ${allowed.join(", ")}.`);
  return raw as T;
}

function validCsvRecipients(raw: { to: string[]; cc: string[]; format: string }): CsvEmailRecipients {
  return {
    to: validEmails("csvEmailRecipients.to", raw.to, 1),
    cc: validEmails("csvEmailRecipients.cc", raw.cc, 0),
    format: oneOf("csvEmailRecipients.format", CSV_FORMAT.names, raw.format),
  };
}

function validEmails(param: string, raw: string[], min: number): string[] {
  if (raw.length < min || raw.length > RECIPIENTS_MAX) throw invalidField(param, `${param} must hold ${min} to ${RECIPIENTS_MAX} e-mail addresses.`);
  return raw.map((address) => {
    const email = address.trim();
    if (email.length > EMAIL_MAX || !EMAIL_SHAPE.test(email)) throw invalidField(param, `${param}: ${JSON.stringify(address)} is not an e-mail address.`);
    return email;
  });
}
