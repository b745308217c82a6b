import { leadTable, toCsv } from "../../domain/lead-table.js";
import { digestSection, renderDigestEmail } from "../../domain/digest.js";
import { DEFAULT_SETTINGS } from "../../domain/settings.js";
import type { AppDeps, MailRepositories } from "../ports.js";
import type { RunCompleted } from "./enqueue-deliveries.js";

/**
 * Queues the e-mails a succeeded run with new leads causes: the CSV (or xlsx) of its leads to the
 * stream's csvEmailRecipients, and the digest when the stream's frequency (its override, else
 * the user's) is after_every_sync. `repos` are those of the transaction that records the event
 * in the inbox; each job has a unique key, so a run queues each e-mail once.
 */
export function enqueueRunEmails({ leads, mail, logger }: AppDeps) {
  return async (repos: MailRepositories, run: Omit<RunCompleted, "trace">): Promise<number> => {
    if (run.status !== "succeeded") return 0;
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
    const frequency = stream.emailDigestOverride ?? (settings.emailSummariesEnabled ? settings.summaryFrequency : "off");
    if (frequency === "after_every_sync") {
      const user = await mail.peers.user(run.userId);
      if (user) {
        const digest = renderDigestEmail("digest", [digestSection(run.streamId, stream.name, found)], mail.apiBaseUrl);
        queued += Number(await repos.mailJobs.add(run.userId, `digest:${run.userId}:run:${run.runId}`, { to: [user.email], cc: [], attachments: [], ...digest }));
      }
    }
    if (queued > 0) logger.info({ runId: run.runId, streamId: run.streamId, emails: queued }, "run e-mails queued");
    return queued;
  };
}
