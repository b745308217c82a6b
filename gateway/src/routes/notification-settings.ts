import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { principalOf } from "../auth/principal.js";
import { errorResponse } from "../http/schemas.js";
import { present } from "../mapping/proto.js";
import { toSettingsJson, toSettingsUpdate } from "../mapping/notification-settings.js";
import { NotificationSettingsBody, NotificationSettingsJson } from "../schemas/notification-settings.js";
import type { RouteDeps } from "./deps.js";

const tags = ["notification-settings"];

export const notificationSettingsRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { notifications }) => {
  app.get(
    "/notification-settings",
    { config: { auth: "any" }, schema: { summary: "Your digest frequency and channels", tags, response: { 200: NotificationSettingsJson } } },
    async (request) => toSettingsJson(present((await notifications.getNotificationSettings({ userId: principalOf(request).userId })).settings, "the settings")),
  );

  app.put(
    "/notification-settings",
    {
      config: { auth: "any" },
      schema: {
        summary: "Change your digest settings (the fields sent; at least one)",
        tags,
        body: NotificationSettingsBody,
        response: { 200: NotificationSettingsJson, 400: errorResponse(
            400,
            "`invalid_request`: no field sent (`param`: `body`), a bad value (`param` names the field), or `telegramSummariesEnabled` true when the server has no Telegram bot (`TELEGRAM_BOT_TOKEN`) or no `telegramChatId` is saved or sent",
          ), },
      },
    },
    async (request) => toSettingsJson(present((await notifications.updateNotificationSettings(toSettingsUpdate(principalOf(request).userId, request.body))).settings, "the settings")),
  );
};
