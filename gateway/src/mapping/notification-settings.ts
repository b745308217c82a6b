import { SummaryFrequency, type NotificationSettings } from "@leadstream/contracts";
import type { NotificationSettingsBody } from "../schemas/notification-settings.js";
import { nullIfEmpty } from "./proto.js";

const FREQUENCIES = { after_every_sync: SummaryFrequency.AFTER_EVERY_SYNC, daily: SummaryFrequency.DAILY, weekly: SummaryFrequency.WEEKLY, off: SummaryFrequency.OFF } as const;
type Frequency = keyof typeof FREQUENCIES;

export const toSettingsUpdate = (userId: number, body: NotificationSettingsBody) => ({
  userId,
  summaryFrequency: body.summaryFrequency ? FREQUENCIES[body.summaryFrequency] : SummaryFrequency.UNSPECIFIED,
  emailSummariesEnabled: body.emailSummariesEnabled,
  telegramSummariesEnabled: body.telegramSummariesEnabled,
  telegramChatId: body.telegramChatId === undefined ? undefined : (body.telegramChatId ?? ""),
});

export const toSettingsJson = (s: NotificationSettings) => ({
  summaryFrequency: (Object.entries(FREQUENCIES).find(([, v]) => v === s.summaryFrequency)?.[0] ?? "off") as Frequency,
  emailSummariesEnabled: s.emailSummariesEnabled,
  telegramSummariesEnabled: s.telegramSummariesEnabled,
  telegramChatId: nullIfEmpty(s.telegramChatId),
});
