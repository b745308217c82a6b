import { periodicTask, type BackgroundTask, type Logger } from "@leadstream/platform";
import type { NotificationsApp } from "../app/notifications-app.js";

/**
 * Sends due e-mails and Telegram messages, one claim at a time; claims are SKIP LOCKED leases, so
 * replicas share the work and never send one twice. A send takes at most `timeoutMs`, so a lease of
 * three times that outlasts any send, and a sender killed mid-send leaves its message to be sent
 * again soon after (not minutes later).
 */
export const mailSender = (app: NotificationsApp, opts: { pollMs: number; timeoutMs: number; logger: Logger }): BackgroundTask =>
  periodicTask("mail sender", opts.pollMs, async () => {
    for (let [job] = await app.claimDueMail(1, opts.timeoutMs * 3); job; [job] = await app.claimDueMail(1, opts.timeoutMs * 3)) await app.sendMail(job);
  }, opts.logger);

/** Checks every minute, on every replica, whose daily or weekly digest is due (08:00 in their zone); each period's digest is queued once. */
export const digestScheduler = (app: NotificationsApp, opts: { logger: Logger }): BackgroundTask => periodicTask("digest scheduler", 60_000, () => app.sendDueDigests(), opts.logger);
