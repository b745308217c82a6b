import { applySettingsChange, DEFAULT_SETTINGS, type NotificationSettings, type SettingsChange } from "../../domain/settings.js";
import type { AppDeps } from "../ports.js";

export function getSettings({ mail }: AppDeps) {
  return async (input: { userId: number }): Promise<NotificationSettings> => (await mail.db.repositories.settings.get(input.userId)) ?? DEFAULT_SETTINGS;
}

/** Changes the fields set in `change` (at least one) and answers all settings; concurrent updates to different fields both apply. */
export function updateSettings({ mail }: AppDeps) {
  return (input: { userId: number; change: SettingsChange }): Promise<NotificationSettings> =>
    mail.db.transaction(async ({ settings }) => {
      const next = applySettingsChange((await settings.get(input.userId, { forUpdate: true })) ?? DEFAULT_SETTINGS, input.change);
      await settings.save(input.userId, next);
      return next;
    });
}
