import { periodicTask, type BackgroundTask, type Logger } from "@leadstream/platform";
import type { NotificationsApp } from "../app/notifications-app.js";

/** A lease long enough for any SMTP exchange: a sender killed mid-send leaves its e-mail to be sent again after it. */
const LEASE_MS = 5 * 60_000;

/** Sends due e-mails and Telegram messages, a few at a time; claims are SKIP LOCKED leases, so replicas share the work and never send one twice. */
export const mailSender = (app: NotificationsApp, opts: { pollMs: number; logger: Logger }): BackgroundTask =>
  periodicTask("mail sender", opts.pollMs, async () => {
    for (const job of await app.claimDueMail(10, LEASE_MS)) await app.sendMail(job);
  }, opts.logger);

/** Checks every minute, on every replica, whose daily or weekly digest is due (08:00 in their zone); each period's digest is queued once. */
export const digestScheduler = (app: NotificationsApp, opts: { logger: Logger }): BackgroundTask => periodicTask("digest scheduler", 60_000, () => app.sendDueDigests(), opts.logger);
