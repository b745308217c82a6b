import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createTransport } from "nodemailer";
import type { Logger } from "@leadstream/platform";
import { inSpan, SpanKind, tracer as tracerOf } from "@leadstream/platform/tracing";
import type { Mailer, MailMessage } from "../app/ports.js";

const tracer = tracerOf("notifications");

const mailOptions = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  cc: m.cc.length > 0 ? m.cc : undefined,
  subject: m.subject,
  text: m.text,
  html: m.html,
  attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, "base64") })),
});

/**
 * nodemailer over SMTP_URL; without one (pnpm dev), each message is written as an .eml file
 * under `dir` and the log says where, so it can be opened in any mail client. `timeoutMs` bounds
 * each stage of an SMTP exchange (nodemailer's own defaults allow minutes).
 */
export function nodemailerMailer(opts: { smtpUrl: string; from: string; dir: string; logger: Logger; timeoutMs?: number }): Mailer {
  if (opts.smtpUrl) {
    const url = new URL(opts.smtpUrl);
    // nodemailer reads transport options from the URL's query.
    if (opts.timeoutMs) for (const option of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) url.searchParams.set(option, String(opts.timeoutMs));
    const transport = createTransport(url.toString());
    const attributes = { "network.protocol.name": "smtp", "server.address": url.hostname, "server.port": Number(url.port || (url.protocol === "smtps:" ? 465 : 587)) };
    return {
      async send(message) {
        await inSpan(tracer, "smtp send", { kind: SpanKind.CLIENT, attributes: { ...attributes, "leadstream.mail.recipients": message.to.length + message.cc.length } }, () => transport.sendMail(mailOptions(opts.from, message)));
      },
    };
  }
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const dir = resolve(opts.dir);
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(opts.from, message));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^A-Za-z0-9.-]/g, "")}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.logger.info({ file, to: message.to, subject: message.subject }, "no SMTP_URL: e-mail written to a file");
    },
  };
}
