import { invalidField } from "../../domain/errors.js";
import { applySettingsChange, DEFAULT_SETTINGS, type NotificationSettings, type SettingsChange } from "../../domain/settings.js";
import type { AppDeps } from "../ports.js";

export function getSettings({ mail }: AppDeps) {
  return async (input: { userId: number }): Promise<NotificationSettings> => (await mail.db.repositories.settings.get(input.userId)) ?? DEFAULT_SETTINGS;
}

/**
 * Changes the fields set in `change` (at least one) and answers all settings; concurrent updates
 * to different fields both apply. A change that leaves Telegram digests on must be able to send
 * them: 400 on telegramSummariesEnabled without TELEGRAM_BOT_TOKEN or without a chat id.
 */
export function updateSettings({ mail }: AppDeps) {
  return (input: { userId: number; change: SettingsChange }): Promise<NotificationSettings> =>
    mail.db.transaction(async ({ settings }) => {
      const next = applySettingsChange((await settings.get(input.userId, { forUpdate: true })) ?? DEFAULT_SETTINGS, input.change);
      const touchesTelegram = input.change.telegramSummariesEnabled !== undefined || input.change.telegramChatId !== undefined;
      if (touchesTelegram && next.telegramSummariesEnabled) {
        if (!mail.telegram) throw invalidField("telegramSummariesEnabled", "Telegram digests are not available on this server (TELEGRAM_BOT_TOKEN is not set).");
        if (next.telegramChatId === null) throw invalidField("telegramSummariesEnabled", "Set telegramChatId to turn on Telegram digests.");
      }
      await settings.save(input.userId, next);
      return next;
    });
}
