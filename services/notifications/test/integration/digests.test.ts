import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLogger, databasePort, startService, type RunningService } from "@leadstream/platform";
import { inSpan, tracer as tracerOf } from "@leadstream/platform/tracing";
import { installTestTracing, startSmtpSink, testEnv, type SmtpSink } from "@leadstream/testing";
import { nodemailerMailer } from "../../src/adapters/mailer.js";
import { telegramSender } from "../../src/adapters/telegram.js";
import { excelWriter } from "../../src/adapters/xlsx.js";
import { createNotificationsApp, type NotificationsApp } from "../../src/app/notifications-app.js";
import type { AppDeps, MailJob, StreamMailSettings } from "../../src/app/ports.js";
import { mailRepositoriesOn } from "../../src/db/mail-repositories.js";
import { repositoriesOn } from "../../src/db/repositories.js";
import { SAMPLE_LEAD, type WebhookLead } from "../../src/domain/webhook-lead.js";
import { notificationsService } from "../../src/service.js";

// Daily and weekly digests and Telegram against real PostgreSQL, a real SMTP server and a local
// Bot API; streams, identity and leads are fakes, and the clock is ours. Clocks are in 2030 so
// the real-time schedulers of other test files never take these items (and ours never reach
// theirs before their own 08:00). Other files' mail senders share mail_jobs, so assertions read
// this file's users' rows, and sending goes through app.sendMail with those rows.
const exporter = installTestTracing();
let svc: RunningService<NotificationsApp>;
let sink: SmtpSink;
let bot: Server;
let botUrl: string;
const botRequests: { path: string; body: { chat_id: string; text: string; parse_mode: string } }[] = [];
let clock = new Date("2030-01-07T00:00:00Z");
const streams = new Map<number, StreamMailSettings>();
const runLeads = new Map<number, WebhookLead[]>();
const zones = new Map<number, string>();
const deleted = new Set<number>();
let replicas: NotificationsApp[];

beforeAll(async () => {
  svc = (await startService(notificationsService, testEnv({ MAIL_POLL_MS: "60000" }))) as RunningService<NotificationsApp>;
  sink = await startSmtpSink();
  bot = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw) as { chat_id: string; text: string; parse_mode: string };
      botRequests.push({ path: req.url ?? "", body });
      res.setHeader("content-type", "application/json");
      if (body.chat_id === "-500") {
        res.statusCode = 502;
        res.end(JSON.stringify({ ok: false, error_code: 502, description: "Bad Gateway" }));
      } else if (body.chat_id === "-400") {
        res.statusCode = 400;
        res.end(JSON.stringify({ ok: false, error_code: 400, description: "Bad Request: chat not found" }));
      } else res.end(JSON.stringify({ ok: true, result: { message_id: botRequests.length, chat: { id: Number(body.chat_id) }, text: body.text } }));
    });
  });
  await new Promise<void>((resolve) => bot.listen(0, "127.0.0.1", resolve));
  botUrl = `http://127.0.0.1:${(bot.address() as AddressInfo).port}`;
  const ds = svc.deps.ds;
  const logger = createLogger("test", "silent");
  const replica = (): NotificationsApp => {
    const deps: AppDeps = {
      db: databasePort(ds, repositoriesOn, repositoriesOn),
      leads: { runLeads: async (_userId, runId) => runLeads.get(runId) ?? [], lead: async () => null },
      peers: { stream: async () => null, ownsAccount: async () => false },
      sender: { post: async () => ({ statusCode: 200, durationMs: 0, error: null }) },
      checkUrl: async () => undefined,
      policy: { retryDelaysMs: [], disableAfterFailures: 20 },
      logger,
      now: () => clock,
      mail: {
        db: databasePort(ds, mailRepositoriesOn, mailRepositoriesOn),
        peers: {
          stream: async (_userId, streamId) => streams.get(streamId) ?? null,
          user: async (userId) => (deleted.has(userId) ? null : { email: `user${userId}@example.com`, timezone: zones.get(userId) ?? "UTC" }),
        },
        mailer: nodemailerMailer({ smtpUrl: sink.url, from: "Leadstream <noreply@example.com>", dir: "", logger }),
        sheets: excelWriter,
        retryDelaysMs: [60_000, 60_000, 60_000],
        apiBaseUrl: "https://api.example.com",
        telegram: telegramSender({ token: "123:TEST", baseUrl: botUrl, timeoutMs: 5000 }),
      },
    };
    return createNotificationsApp(deps);
  };
  replicas = [replica(), replica()];
});
afterAll(async () => {
  await sink?.close();
  await new Promise((resolve) => bot?.close(resolve));
  await svc?.stop();
});

const lead = (id: number, matchConfidence = "high"): WebhookLead => ({ ...SAMPLE_LEAD, id, matchConfidence, profile: { ...SAMPLE_LEAD.profile, handle: `lead_${id}`, displayName: `Lead ${id}` } });
const newId = () => randomInt(1, 2 ** 31 - 1);

/** A fresh user with these settings (saved through the app) and zone. */
async function newUser(settings: Parameters<NotificationsApp["updateSettings"]>[0]["change"] | null, zone = "UTC") {
  const userId = newId();
  zones.set(userId, zone);
  if (settings) await replicas[0].updateSettings({ userId, change: settings });
  return userId;
}

/** A succeeded run of one of the user's streams with `leads`, consumed twice (a redelivery) at the current clock. */
async function completeRun(userId: number, leads: WebhookLead[], stream: Partial<StreamMailSettings> = {}, streamId = newId()) {
  const runId = newId();
  streams.set(streamId, { name: `Stream ${streamId}`, csvEmailRecipients: null, emailDigestOverride: null, telegramOverride: false, ...stream });
  runLeads.set(runId, leads.map((l) => ({ ...l, streamId })));
  const repos = mailRepositoriesOn(svc.deps.ds.manager);
  const run = { userId, runId, streamId };
  await replicas[0].enqueueRunEmails(repos, run);
  await replicas[1].enqueueRunEmails(repos, run);
  return { streamId, runId };
}

/** One scheduler round on both replicas at once, at `at`. */
async function tick(at: string) {
  clock = new Date(at);
  await Promise.all(replicas.map((r) => r.sendDueDigests()));
}

const jobsOf = async (userId: number): Promise<(MailJob & { status: string; lastError: string | null })[]> =>
  (
    (await svc.deps.ds.query(`SELECT id, dedupe_key, attempt_count, channel, message, trace, status, last_error FROM "notifications".mail_jobs WHERE user_id = $1 ORDER BY id`, [userId])) as {
      id: number;
      dedupe_key: string;
      attempt_count: number;
      channel: "email";
      message: MailJob["message"] & { to: string[] };
      trace: Record<string, string>;
      status: string;
      last_error: string | null;
    }[]
  ).map((r) => ({ id: r.id, dedupeKey: r.dedupe_key, attemptCount: r.attempt_count + 1, trace: r.trace, channel: r.channel, message: r.message as never, status: r.status, lastError: r.last_error }));
const keysOf = async (userId: number) => (await jobsOf(userId)).map((j) => j.dedupeKey);

it("sends the daily digest once per local day at 08:00 in the user's zone, across two replicas, covering the runs since the previous one", async () => {
  const userId = await newUser(null, "America/New_York"); // the default: daily, e-mail on
  clock = new Date("2030-01-07T20:00:00Z"); // 15:00 in New York, Monday
  const first = await completeRun(userId, [lead(1), lead(2, "medium")]);
  clock = new Date("2030-01-08T03:00:00Z"); // 22:00 the same local day
  await completeRun(userId, [lead(3)], {}, first.streamId);
  await tick("2030-01-08T12:59:00Z"); // 07:59 local
  expect(await keysOf(userId)).toEqual([]);
  await tick("2030-01-08T13:00:00Z"); // 08:00 local
  await tick("2030-01-08T13:01:00Z");
  expect(await keysOf(userId)).toEqual([`digest:${userId}:2030-01-08`]);
  const [job] = await jobsOf(userId);
  await replicas[0].sendMail(job);
  const mails = sink.received().filter((m) => m.recipients.includes(`user${userId}@example.com`));
  expect(mails).toHaveLength(1);
  expect(mails[0].mail.subject).toBe("Leadstream daily digest: 3 new leads");
  expect(mails[0].mail.text).toContain(`Stream ${first.streamId}: 2 new high leads, 1 new medium lead`);
  expect(mails[0].mail.html).toContain('href="https://x.com/lead_3"');
  // The leads' enrichment, kept with the pending items.
  expect(mails[0].mail.text).toContain("https://x.com/lead_3\n  LinkedIn: https://www.linkedin.com/in/sample-lead · E-mail: sample.lead@example.com\n");
  expect(mails[0].mail.html).toContain('<a href="https://www.linkedin.com/in/sample-lead">LinkedIn</a> · E-mail: sample.lead@example.com');

  // A run after today's 08:00 waits for tomorrow's; nothing more today.
  clock = new Date("2030-01-08T15:00:00Z");
  await completeRun(userId, [lead(4)]);
  await tick("2030-01-08T23:00:00Z");
  expect(await keysOf(userId)).toHaveLength(1);
  await tick("2030-01-09T13:00:00Z");
  expect(await keysOf(userId)).toEqual([`digest:${userId}:2030-01-08`, `digest:${userId}:2030-01-09`]);
  // No new leads: no digest.
  await tick("2030-01-10T13:00:00Z");
  expect(await keysOf(userId)).toHaveLength(2);
});

it("sends a digest in a trace of its own, linked to the trace of each run it covers", async () => {
  const userId = await newUser(null);
  exporter.reset();
  const runTraces: string[] = [];
  clock = new Date("2030-01-16T09:00:00Z");
  for (const id of [11, 12]) {
    await inSpan(tracerOf("test"), "run", {}, async (span) => {
      runTraces.push(span.spanContext().traceId);
      await completeRun(userId, [lead(id)]);
    });
  }
  await tick("2030-01-17T08:00:00Z");
  const [job] = await jobsOf(userId);
  expect(job.dedupeKey).toBe(`digest:${userId}:2030-01-17`);
  await replicas[0].sendMail(job);

  const spans = exporter.getFinishedSpans();
  const deliver = spans.find((s) => s.name === "email deliver" && s.attributes["leadstream.mail_key"] === job.dedupeKey)!;
  const queue = spans.find((s) => s.spanContext().spanId === deliver.parentSpanContext?.spanId)!;
  expect(queue.name).toBe("digest queue");
  expect(queue.parentSpanContext).toBeUndefined();
  expect(runTraces).not.toContain(queue.spanContext().traceId);
  expect(queue.links.map((l) => l.context.traceId).sort()).toEqual([...runTraces].sort());
  expect(spans.find((s) => s.name === "smtp send" && s.parentSpanContext?.spanId === deliver.spanContext().spanId)).toBeDefined();
});

it("sends the weekly digest only from Monday 08:00 local, once per ISO week", async () => {
  const userId = await newUser({ summaryFrequency: "weekly" }, "Asia/Tokyo");
  clock = new Date("2030-01-11T10:00:00Z"); // Friday
  await completeRun(userId, [lead(5)]);
  for (const at of ["2030-01-12T00:00:00Z", "2030-01-13T00:00:00Z", "2030-01-13T22:59:00Z"]) await tick(at); // Sat, Sun, Mon 07:59 in Tokyo
  expect(await keysOf(userId)).toEqual([]);
  await tick("2030-01-13T23:00:00Z"); // Monday 2030-01-14 08:00 in Tokyo
  await tick("2030-01-15T23:00:00Z");
  expect(await keysOf(userId)).toEqual([`digest:${userId}:2030-W03`]);
  expect((await jobsOf(userId))[0].message).toMatchObject({ subject: "Leadstream weekly digest: 1 new lead" });
});

it("a stream's emailDigestOverride beats the user's frequency; off and emailSummariesEnabled false send nothing", async () => {
  const userId = await newUser({ summaryFrequency: "weekly" });
  clock = new Date("2030-01-09T09:00:00Z"); // Wednesday
  await completeRun(userId, [lead(6)], { emailDigestOverride: "daily" });
  await completeRun(userId, [lead(7)], { emailDigestOverride: "off" });
  await completeRun(userId, [lead(8)]); // weekly
  await tick("2030-01-10T08:00:00Z");
  expect(await keysOf(userId)).toEqual([`digest:${userId}:2030-01-10`]);
  expect((await jobsOf(userId))[0].message).toMatchObject({ subject: "Leadstream daily digest: 1 new lead" });

  const off = await newUser({ summaryFrequency: "off" });
  const disabled = await newUser({ emailSummariesEnabled: false });
  clock = new Date("2030-01-09T09:00:00Z");
  await completeRun(off, [lead(9)]);
  await completeRun(disabled, [lead(10)]);
  await tick("2030-01-14T08:00:00Z");
  expect(await keysOf(off)).toEqual([]);
  expect(await keysOf(disabled)).toEqual([]);
});

it("sends Telegram digests (MarkdownV2, escaped) to the saved chat after every sync and daily; a 400 is final", async () => {
  const userId = await newUser({ summaryFrequency: "after_every_sync", emailSummariesEnabled: false, telegramChatId: "777", telegramSummariesEnabled: true });
  clock = new Date("2030-01-09T09:00:00Z");
  const { runId } = await completeRun(userId, [{ ...lead(11), matchReasons: ["job_role: C.E.O. (founder)!"] }], { name: "Founders_[EU]" });
  expect(await keysOf(userId)).toEqual([`telegram:${userId}:run:${runId}:1`]);
  for (const job of await jobsOf(userId)) await replicas[0].sendMail(job);
  const sent = botRequests.filter((r) => r.body.chat_id === "777");
  expect(sent).toHaveLength(1);
  expect(sent[0].path).toBe("/bot123:TEST/sendMessage");
  expect(sent[0].body.parse_mode).toBe("MarkdownV2");
  expect(sent[0].body.text).toContain("*Founders\\_\\[EU\\]*");
  expect(sent[0].body.text).toContain("_job\\_role: C\\.E\\.O\\. \\(founder\\)\\!_");
  expect(sent[0].body.text).toContain("[Lead 11 \\(@lead\\_11\\)](https://x.com/lead_11)");
  expect(sent[0].body.text).toContain("[LinkedIn](https://www.linkedin.com/in/sample-lead) · E\\-mail: sample\\.lead@example\\.com");
  expect((await jobsOf(userId))[0].status).toBe("sent");

  // Daily, through a stream's telegramOverride, to a chat the Bot API refuses: failed after one attempt.
  const other = await newUser({ telegramChatId: "-400" });
  clock = new Date("2030-01-09T09:00:00Z");
  await completeRun(other, [lead(12)], { telegramOverride: true });
  await tick("2030-01-10T08:00:00Z");
  expect((await keysOf(other)).sort()).toEqual([`digest:${other}:2030-01-10`, `telegram:${other}:2030-01-10:1`]);
  const telegramJob = (await jobsOf(other)).find((j) => j.channel === "telegram")!;
  await replicas[0].sendMail(telegramJob);
  const after = (await jobsOf(other)).find((j) => j.channel === "telegram")!;
  expect(after).toMatchObject({ status: "failed", lastError: "Telegram 400: Bad Request: chat not found" });
  expect(botRequests.filter((r) => r.body.chat_id === "-400")).toHaveLength(1);

  // A 5xx is retried later.
  const flaky = await newUser({ summaryFrequency: "after_every_sync", emailSummariesEnabled: false, telegramChatId: "-500", telegramSummariesEnabled: true });
  await completeRun(flaky, [lead(13)]);
  await replicas[0].sendMail((await jobsOf(flaky))[0]);
  expect((await jobsOf(flaky))[0]).toMatchObject({ status: "pending", lastError: "Telegram 502: Bad Gateway" });
});

it("drops the pending items of a deleted account", async () => {
  const userId = await newUser(null);
  clock = new Date("2030-01-09T09:00:00Z");
  await completeRun(userId, [lead(14)]);
  deleted.add(userId);
  await tick("2030-01-10T08:00:00Z");
  expect(await keysOf(userId)).toEqual([]);
  expect(await svc.deps.ds.query(`SELECT id FROM "notifications".digest_items WHERE user_id = $1`, [userId])).toEqual([]);
});

it("splits a long Telegram digest into messages of at most 4096 characters", async () => {
  const userId = await newUser({ summaryFrequency: "daily", emailSummariesEnabled: false, telegramChatId: "888", telegramSummariesEnabled: true });
  clock = new Date("2030-01-09T09:00:00Z");
  for (let i = 0; i < 60; i++) await completeRun(userId, [{ ...lead(100 + i), matchReasons: ["x".repeat(150)] }]);
  await tick("2030-01-10T08:00:00Z");
  const jobs = await jobsOf(userId);
  expect(jobs.length).toBeGreaterThan(1);
  expect(jobs.map((j) => j.dedupeKey)).toEqual(jobs.map((_, i) => `telegram:${userId}:2030-01-10:${i + 1}`));
  for (const job of jobs) expect((job.message as { text: string }).text.length).toBeLessThanOrEqual(4096);
  expect(jobs.map((j) => (j.message as { text: string }).text).join("\n")).toContain("lead\\_159");
});

it("refuses to turn Telegram digests on without a chat id", async () => {
  await expect(replicas[0].updateSettings({ userId: newId(), change: { telegramSummariesEnabled: true } })).rejects.toMatchObject({ code: "invalid_request", details: { param: "telegramSummariesEnabled" } });
});
