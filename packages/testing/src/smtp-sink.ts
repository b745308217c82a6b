import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message the sink accepted: the SMTP envelope and the parsed message. */
export interface ReceivedMail {
  from: string;
  recipients: string[];
  mail: ParsedMail;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received(): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server in this process (no TLS, no auth) that keeps every message it accepts. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", recipients: session.envelope.rcptTo.map((r) => r.address), mail });
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
