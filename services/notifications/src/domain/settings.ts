import { invalidField } from "./errors.js";

export type SummaryFrequency = "after_every_sync" | "daily" | "weekly" | "off";

/** A user's digest settings (spec 2.10, plus the Telegram chat digests go to). */
export interface NotificationSettings {
  summaryFrequency: SummaryFrequency;
  emailSummariesEnabled: boolean;
  telegramSummariesEnabled: boolean;
  telegramChatId: string | null;
}

/** What a user has until they save anything (docs/decisions.md). */
export const DEFAULT_SETTINGS: NotificationSettings = { summaryFrequency: "daily", emailSummariesEnabled: true, telegramSummariesEnabled: false, telegramChatId: null };

/** The fields a PUT sets; undefined leaves a field as it is, a null chat id removes it. */
export type SettingsChange = Partial<NotificationSettings>;

// A numeric chat id (negative for groups) or a public channel's @username, as the Bot API takes them.
const CHAT_ID = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

/** The settings after `change`; at least one field must be set, and a chat id must be one Telegram accepts. */
export function applySettingsChange(current: NotificationSettings, change: SettingsChange): NotificationSettings {
  const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as SettingsChange;
  if (Object.keys(set).length === 0) {
    throw invalidField("body", "Set at least one of summaryFrequency, emailSummariesEnabled, telegramSummariesEnabled, telegramChatId.");
  }
  if (typeof set.telegramChatId === "string" && !CHAT_ID.test(set.telegramChatId)) {
    throw invalidField("telegramChatId", "telegramChatId must be a Telegram chat id (digits, negative for groups) or a channel's @username.");
  }
  return { ...current, ...set };
}
