import { retryDelayMs } from "../../domain/batches.js";
import type { AppDeps, MailJob } from "../ports.js";

/** One attempt of a claimed e-mail: sent, pending again after the next retry delay, or failed when none is left. */
export function sendMail({ mail, logger, now = () => new Date() }: AppDeps) {
  return async (job: MailJob): Promise<void> => {
    const { mailJobs } = mail.db.repositories;
    try {
      await mail.mailer.send(job.message);
      await mailJobs.record(job.id, { status: "sent", error: null, nextAttemptAt: null });
      logger.info({ mailJobId: job.id, key: job.dedupeKey, attempt: job.attemptCount }, "e-mail sent");
    } catch (err) {
      const error = (err as Error).message;
      const delay = retryDelayMs(mail.retryDelaysMs, job.attemptCount);
      await mailJobs.record(job.id, { status: delay === null ? "failed" : "pending", error, nextAttemptAt: delay === null ? null : new Date(now().getTime() + delay) });
      logger.warn({ mailJobId: job.id, key: job.dedupeKey, attempt: job.attemptCount, error, retrying: delay !== null }, "e-mail not sent");
    }
  };
}
