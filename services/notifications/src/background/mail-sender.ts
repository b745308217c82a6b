import { periodicTask, type BackgroundTask, type Logger } from "@leadstream/platform";
import type { NotificationsApp } from "../app/notifications-app.js";

/** A lease long enough for any SMTP exchange: a sender killed mid-send leaves its e-mail to be sent again after it. */
const LEASE_MS = 5 * 60_000;

/** Sends due e-mails, a few at a time; claims are SKIP LOCKED leases, so replicas share the work and never send one twice. */
export const mailSender = (app: NotificationsApp, opts: { pollMs: number; logger: Logger }): BackgroundTask =>
  periodicTask("mail sender", opts.pollMs, async () => {
    for (const job of await app.claimDueMail(10, LEASE_MS)) await app.sendMail(job);
  }, opts.logger);
