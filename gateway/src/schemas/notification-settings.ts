import { SUMMARY_FREQUENCY } from "@leadstream/contracts/vocabulary";
import { Type, type Static } from "typebox";
import { Literals, Nullable } from "../http/schemas.js";

const Frequency = Literals(SUMMARY_FREQUENCY.names, {
  description: "How often digests are sent: after each run with new leads, daily at 08:00 or weekly on Monday at 08:00 in your time zone, or never. A stream's emailDigestOverride beats it.",
});
const ChatId = Type.String({ minLength: 1, maxLength: 64, description: "The Telegram chat digests go to: a numeric chat id (negative for groups) or a channel's @username" });

export const NotificationSettingsJson = Type.Object(
  {
    summaryFrequency: Frequency,
    emailSummariesEnabled: Type.Boolean({ description: "Digests by e-mail to your account's address" }),
    telegramSummariesEnabled: Type.Boolean({ description: "Digests by Telegram to telegramChatId" }),
    telegramChatId: Nullable(ChatId),
  },
  { description: "Your notification settings" },
);

export const NotificationSettingsBody = Type.Object(
  {
    summaryFrequency: Type.Optional(Frequency),
    emailSummariesEnabled: Type.Optional(Type.Boolean()),
    telegramSummariesEnabled: Type.Optional(Type.Boolean()),
    telegramChatId: Type.Optional(Nullable(ChatId, { description: "null removes the saved chat" })),
  },
  { additionalProperties: false, minProperties: 1, description: "At least one field" },
);
export type NotificationSettingsBody = Static<typeof NotificationSettingsBody>;
