import { contextFromTraceHeaders, failSpan, inSpan, tracer as tracerOf } from "@leadstream/platform/tracing";
import { retryDelayMs } from "../../domain/batches.js";
import type { AppDeps, MailJob } from "../ports.js";

const tracer = tracerOf("notifications");

/**
 * One attempt of a claimed e-mail or Telegram message: sent, pending again after the next retry
 * delay, or failed when none is left or the error is permanent (Telegram's 4xx but 429). Each
 * attempt is a span of the trace that queued the job (a run's, for its CSV and digest).
 */
export function sendMail({ mail, logger, now = () => new Date() }: AppDeps) {
  return (job: MailJob): Promise<void> => {
    const attributes = { "leadstream.mail_job_id": job.id, "leadstream.mail_key": job.dedupeKey, "leadstream.attempt": job.attemptCount };
    return inSpan(tracer, `${job.channel} deliver`, { attributes, parent: contextFromTraceHeaders(job.trace) }, async (span) => {
      const { mailJobs } = mail.db.repositories;
      try {
        if (job.channel === "email") await mail.mailer.send(job.message);
        else if (mail.telegram) await mail.telegram.send(job.message);
        else throw Object.assign(new Error("TELEGRAM_BOT_TOKEN is not set"), { permanent: true });
        await mailJobs.record(job.id, { status: "sent", error: null, nextAttemptAt: null });
        logger.info({ mailJobId: job.id, key: job.dedupeKey, channel: job.channel, attempt: job.attemptCount }, "message sent");
      } catch (err) {
        failSpan(span, err);
        const error = (err as Error).message;
        const delay = (err as { permanent?: boolean }).permanent === true ? null : retryDelayMs(mail.retryDelaysMs, job.attemptCount);
        await mailJobs.record(job.id, { status: delay === null ? "failed" : "pending", error, nextAttemptAt: delay === null ? null : new Date(now().getTime() + delay) });
        logger.warn({ mailJobId: job.id, key: job.dedupeKey, channel: job.channel, attempt: job.attemptCount, error, retrying: delay !== null }, "message not sent");
      }
    });
  };
}
