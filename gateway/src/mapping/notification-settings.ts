import type { NotificationSettings } from "@leadstream/contracts";
import { SUMMARY_FREQUENCY } from "@leadstream/contracts/vocabulary";
import type { NotificationSettingsBody } from "../schemas/notification-settings.js";
import { nullIfEmpty } from "./proto.js";

export const toSettingsUpdate = (userId: number, body: NotificationSettingsBody) => ({
  userId,
  summaryFrequency: SUMMARY_FREQUENCY.value(body.summaryFrequency ?? null),
  emailSummariesEnabled: body.emailSummariesEnabled,
  telegramSummariesEnabled: body.telegramSummariesEnabled,
  telegramChatId: body.telegramChatId === undefined ? undefined : (body.telegramChatId ?? ""),
});

export const toSettingsJson = (s: NotificationSettings) => ({
  summaryFrequency: SUMMARY_FREQUENCY.nameOrNull(s.summaryFrequency) ?? "off",
  emailSummariesEnabled: s.emailSummariesEnabled,
  telegramSummariesEnabled: s.telegramSummariesEnabled,
  telegramChatId: nullIfEmpty(s.telegramChatId),
});
