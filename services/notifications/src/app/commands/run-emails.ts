import { leadTable, toCsv } from "../../domain/lead-table.js";
import { digestLead, digestSection, renderDigestEmail } from "../../domain/digest.js";
import { DEFAULT_SETTINGS, type NotificationSettings, type SummaryFrequency } from "../../domain/settings.js";
import { renderDigestTelegram, splitMessages } from "../../domain/telegram.js";
import type { AppDeps, DigestChannel, MailRepositories, StreamMailSettings } from "../ports.js";
import type { RunCompleted } from "./enqueue-deliveries.js";

/**
 * The frequency of a stream's digest on each channel. E-mail: the stream's emailDigestOverride,
 * else the user's summaryFrequency when emailSummariesEnabled, else off. Telegram (same
 * triggers): only with a chat id, when telegramSummariesEnabled or the stream's
 * telegramOverride, at the stream's override else the user's frequency; never without a bot token.
 */
export function digestFrequencies(stream: StreamMailSettings, settings: NotificationSettings, telegramConfigured: boolean): Record<DigestChannel, SummaryFrequency> {
  const email = stream.emailDigestOverride ?? (settings.emailSummariesEnabled ? settings.summaryFrequency : "off");
  const telegramOn = telegramConfigured && settings.telegramChatId !== null && (settings.telegramSummariesEnabled || stream.telegramOverride);
  return { email, telegram: telegramOn ? (stream.emailDigestOverride ?? settings.summaryFrequency) : "off" };
}

/**
 * Queues what a finished run with new leads causes (a failed or cancelled one too: see enqueueRunDeliveries): the CSV (or xlsx) of its leads to the
 * stream's csvEmailRecipients; per channel, the digest now (after_every_sync) or a pending
 * item for the user's next daily or weekly digest. `repos` are those of the transaction that
 * records the event in the inbox; jobs and items have unique keys, so a run queues each once.
 */
export function enqueueRunEmails({ leads, mail, logger, now = () => new Date() }: AppDeps) {
  return async (repos: MailRepositories, run: Omit<RunCompleted, "trace">): Promise<number> => {
    const found = await leads.runLeads(run.userId, run.runId);
    if (found.length === 0) return 0;
    const stream = await mail.peers.stream(run.userId, run.streamId);
    if (!stream) return 0;
    let queued = 0;
    const recipients = stream.csvEmailRecipients;
    if (recipients && recipients.to.length > 0) {
      const rows = leadTable(found);
      const xlsx = recipients.format === "xlsx";
      const content = xlsx ? await mail.sheets.xlsx(rows) : toCsv(rows);
      const subject = `Leadstream: ${found.length} new lead${found.length === 1 ? "" : "s"} from ${stream.name}`;
      queued += Number(
        await repos.mailJobs.add(run.userId, `csv:${run.runId}`, {
          to: recipients.to,
          cc: recipients.cc,
          subject,
          text: `${subject} (run ${run.runId}); the leads are attached.\n`,
          attachments: [
            {
              filename: `leads-stream-${run.streamId}-run-${run.runId}.${xlsx ? "xlsx" : "csv"}`,
              contentType: xlsx ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "text/csv; charset=utf-8",
              contentBase64: content.toString("base64"),
            },
          ],
        }),
      );
    }
    const settings = (await repos.settings.get(run.userId)) ?? DEFAULT_SETTINGS;
    const frequencies = digestFrequencies(stream, settings, mail.telegram !== null);
    const leadsForDigest = found.map(digestLead);
    const sections = [digestSection(run.streamId, stream.name, leadsForDigest)];
    for (const channel of ["email", "telegram"] as const) {
      const frequency = frequencies[channel];
      if (frequency === "daily" || frequency === "weekly") {
        const item = { userId: run.userId, channel, frequency, runId: run.runId, streamId: run.streamId, streamName: stream.name, leads: leadsForDigest, createdAt: now() };
        if (await repos.digestItems.add(item)) logger.info({ runId: run.runId, channel, frequency }, "leads kept for the next digest");
      } else if (frequency === "after_every_sync" && channel === "email") {
        const user = await mail.peers.user(run.userId);
        if (user) {
          const digest = renderDigestEmail("digest", sections, mail.apiBaseUrl);
          queued += Number(await repos.mailJobs.add(run.userId, `digest:${run.userId}:run:${run.runId}`, { to: [user.email], cc: [], attachments: [], ...digest }));
        }
      } else if (frequency === "after_every_sync" && settings.telegramChatId) {
        queued += await queueTelegram(repos, run.userId, `telegram:${run.userId}:run:${run.runId}`, settings.telegramChatId, renderDigestTelegram("digest", sections, mail.apiBaseUrl));
      }
    }
    if (queued > 0) logger.info({ runId: run.runId, streamId: run.streamId, messages: queued }, "run e-mails queued");
    return queued;
  };
}

/** A Telegram digest as one job per message (split at 4096 characters), keys `<key>:1`, `<key>:2`, ...; how many were queued. */
export async function queueTelegram(repos: MailRepositories, userId: number, key: string, chatId: string, blocks: string[]): Promise<number> {
  let queued = 0;
  for (const [i, text] of splitMessages(blocks).entries()) queued += Number(await repos.mailJobs.addTelegram(userId, `${key}:${i + 1}`, { chatId, text }));
  return queued;
}
