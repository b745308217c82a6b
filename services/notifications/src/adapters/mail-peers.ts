import type { Client } from "@connectrpc/connect";
import { CsvEmailRecipientsSchema, StreamSchema, type IdentityService, type StreamsService } from "@leadstream/contracts";
import { AppError } from "@leadstream/platform";
import type { MailPeersPort, StreamMailSettings } from "../app/ports.js";
import type { SummaryFrequency } from "../domain/settings.js";
import { wordOf } from "./vocabulary.js";

const notFoundAsNull = (err: unknown): null => {
  if (err instanceof AppError && err.code === "not_found") return null;
  throw err;
};

export function mailPeersPort(streams: Client<typeof StreamsService>, identity: Client<typeof IdentityService>): MailPeersPort {
  return {
    stream: (userId, streamId) =>
      streams.getStream({ userId, streamId }).then(({ stream }): StreamMailSettings | null => {
        if (!stream) return null;
        const csv = stream.csvEmailRecipients;
        return {
          name: stream.name,
          csvEmailRecipients: csv ? { to: csv.to, cc: csv.cc, format: wordOf(CsvEmailRecipientsSchema, csv, "format") === "xlsx" ? "xlsx" : "csv" } : null,
          emailDigestOverride: (wordOf(StreamSchema, stream, "emailDigestOverride") || null) as SummaryFrequency | null,
          telegramOverride: stream.telegramOverride,
        };
      }, notFoundAsNull),
    user: (userId) => identity.getUser({ userId }).then(({ user }) => (user ? { email: user.email, timezone: user.timezone || "UTC" } : null), notFoundAsNull),
  };
}
