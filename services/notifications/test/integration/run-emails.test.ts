import { randomInt } from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLogger, databasePort, startService, type RunningService } from "@leadstream/platform";
import { startSmtpSink, testEnv, type SmtpSink } from "@leadstream/testing";
import { nodemailerMailer } from "../../src/adapters/mailer.js";
import { excelWriter } from "../../src/adapters/xlsx.js";
import { createNotificationsApp, type NotificationsApp } from "../../src/app/notifications-app.js";
import type { AppDeps, StreamMailSettings } from "../../src/app/ports.js";
import { mailRepositoriesOn } from "../../src/db/mail-repositories.js";
import { repositoriesOn } from "../../src/db/repositories.js";
import { SAMPLE_LEAD, type WebhookLead } from "../../src/domain/webhook-lead.js";
import { notificationsService } from "../../src/service.js";

// Run e-mails against real PostgreSQL and a real SMTP server; streams, identity and leads are fakes.
let svc: RunningService<NotificationsApp>;
let sink: SmtpSink;
let app: NotificationsApp;
const streams = new Map<number, StreamMailSettings>();
const runLeads = new Map<number, WebhookLead[]>();
let webhookAnswer = 200;

beforeAll(async () => {
  svc = (await startService(notificationsService, testEnv({ MAIL_POLL_MS: "60000" }))) as RunningService<NotificationsApp>;
  sink = await startSmtpSink();
  const ds = svc.deps.ds;
  const logger = createLogger("test", "silent");
  const deps: AppDeps = {
    db: databasePort(ds, repositoriesOn, repositoriesOn),
    leads: { runLeads: async (_userId, runId) => runLeads.get(runId) ?? [], lead: async () => null },
    peers: { stream: async () => null, ownsAccount: async () => false },
    sender: { post: async () => ({ statusCode: webhookAnswer, durationMs: 0, error: null }) },
    checkUrl: async () => undefined,
    policy: { retryDelaysMs: [], disableAfterFailures: 3 },
    logger,
    mail: {
      db: databasePort(ds, mailRepositoriesOn, mailRepositoriesOn),
      peers: { stream: async (_userId, streamId) => streams.get(streamId) ?? null, user: async (userId) => ({ email: `user${userId}@example.com`, timezone: "UTC" }) },
      mailer: nodemailerMailer({ smtpUrl: sink.url, from: "Leadstream <noreply@example.com>", dir: "", logger }),
      sheets: excelWriter,
      retryDelaysMs: [10],
      apiBaseUrl: "https://api.example.com",
      telegram: null,
    },
  };
  app = createNotificationsApp(deps);
});
afterAll(async () => {
  await sink?.close();
  await svc?.stop();
});

const lead = (id: number, over: Partial<WebhookLead["profile"]> = {}, matchConfidence = "high"): WebhookLead => ({ ...SAMPLE_LEAD, id, matchConfidence, profile: { ...SAMPLE_LEAD.profile, handle: `lead_${id}`, ...over } });

/** A run of a fresh user's stream with `leads`, consumed as the run.completed handler does (twice: a redelivery), then every due e-mail sent. */
async function completeRun(stream: Partial<StreamMailSettings>, leads: WebhookLead[]) {
  const userId = randomInt(1, 2 ** 31 - 1);
  const streamId = randomInt(1, 2 ** 31 - 1);
  const runId = randomInt(1, 2 ** 31 - 1);
  streams.set(streamId, { name: "Founders", csvEmailRecipients: null, emailDigestOverride: null, telegramOverride: false, ...stream });
  runLeads.set(runId, leads.map((l) => ({ ...l, streamId })));
  const repos = mailRepositoriesOn(svc.deps.ds.manager);
  const run = { userId, runId, streamId, status: "succeeded" };
  await app.enqueueRunEmails(repos, run);
  await app.enqueueRunEmails(repos, run);
  for (const job of await app.claimDueMail(100, 60_000)) await app.sendMail(job);
  const mails = sink.received().filter((m) => m.mail.subject?.includes(`run ${runId}`) || m.mail.text?.includes(`run ${runId}`) || m.recipients.includes(`user${userId}@example.com`));
  return { userId, streamId, runId, mails };
}

it("e-mails the run's leads as CSV once to to and cc, every field, formulas neutralised, RFC 4180", async () => {
  const { mails, runId, streamId } = await completeRun(
    { csvEmailRecipients: { to: ["sales@example.com"], cc: ["boss@example.com", "ops@example.com"], format: "csv" }, emailDigestOverride: "off" },
    [lead(1, { bio: '=HYPERLINK("http://evil")', displayName: "Ann, \"the\" founder" }), lead(2, { displayName: "@ann", bio: "Zoë\nline two" })],
  );
  expect(mails).toHaveLength(1);
  const [{ recipients, mail }] = mails;
  expect(recipients.sort()).toEqual(["boss@example.com", "ops@example.com", "sales@example.com"]);
  expect(mail.cc).toBeDefined();
  expect(mail.subject).toBe("Leadstream: 2 new leads from Founders");
  expect(mail.attachments).toHaveLength(1);
  const [attachment] = mail.attachments;
  expect(attachment.filename).toBe(`leads-stream-${streamId}-run-${runId}.csv`);
  const csv = attachment.content.toString("utf8");
  expect(csv.startsWith("\uFEFFid,streamId,trackedXAccountId,segmentId,matchConfidence,sourceType,discoveredAt,exportedAt,profile.xUserId,profile.handle,profile.displayName,profile.profileImageUrl,profile.followerCount,profile.bio,matchReasons\r\n")).toBe(true);
  const lines = csv.slice(1).split("\r\n");
  expect(lines[1]).toBe(`1,${streamId},1,1,high,new_follower,2026-01-01T00:00:00.000Z,,1,lead_1,"Ann, ""the"" founder",https://example.com/sample.png,1234,"'=HYPERLINK(""http://evil"")",job_role: Founder`);
  expect(csv).toContain(`,'@ann,`);
  expect(csv).toContain(`"Zoë\nline two"`);
});

it("attaches xlsx when asked, readable back with exceljs, neutralised too", async () => {
  const { mails } = await completeRun({ csvEmailRecipients: { to: ["sales@example.com"], cc: [], format: "xlsx" }, emailDigestOverride: "off" }, [lead(3, { bio: "+1 555 0100" })]);
  expect(mails).toHaveLength(1);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(mails[0].mail.attachments[0].content as unknown as ArrayBuffer);
  const sheet = book.getWorksheet("Leads")!;
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(1).getCell(1).value).toBe("id");
  expect(sheet.getRow(2).getCell(10).value).toBe("lead_3");
  expect(sheet.getRow(2).getCell(14).value).toBe("'+1 555 0100");
});

it("sends the after_every_sync digest with HTML and text parts, escaped, with profile links; a stream override beats the default", async () => {
  const { mails, streamId } = await completeRun({ name: "<b>Founders</b>", emailDigestOverride: "after_every_sync" }, [lead(4, { displayName: "<script>x</script>" }), lead(5, {}, "medium")]);
  expect(mails).toHaveLength(1);
  const { mail } = mails[0];
  expect(mail.subject).toBe("Leadstream digest: 2 new leads");
  expect(mail.text).toContain("<b>Founders</b>: 1 new high lead, 1 new medium lead");
  expect(mail.text).toContain("https://x.com/lead_4");
  expect(mail.text).toContain(`https://api.example.com/api/v2/streams/${streamId}/leads`);
  expect(mail.html).toContain("&#60;script&#62;x&#60;/script&#62;");
  expect(mail.html).not.toContain("<script>");
  expect(mail.html).toContain('href="https://x.com/lead_5"');
});

it("sends no digest after a run when the user's frequency is the default (daily), nor for a failed run", async () => {
  const { mails } = await completeRun({}, [lead(6)]);
  expect(mails).toEqual([]);
  expect(await app.enqueueRunEmails(mailRepositoriesOn(svc.deps.ds.manager), { userId: 1, runId: 1, streamId: 1, status: "failed" })).toBe(0);
});

it("keeps settings per user: defaults, partial updates, at least one field, chat id checked", async () => {
  const [a, b] = [randomInt(1, 2 ** 31 - 1), randomInt(1, 2 ** 31 - 1)];
  expect(await app.getSettings({ userId: a })).toEqual({ summaryFrequency: "daily", emailSummariesEnabled: true, telegramSummariesEnabled: false, telegramChatId: null });
  await Promise.all([app.updateSettings({ userId: a, change: { summaryFrequency: "weekly" } }), app.updateSettings({ userId: a, change: { telegramChatId: "-100123" } })]);
  expect(await app.getSettings({ userId: a })).toEqual({ summaryFrequency: "weekly", emailSummariesEnabled: true, telegramSummariesEnabled: false, telegramChatId: "-100123" });
  expect((await app.getSettings({ userId: b })).summaryFrequency).toBe("daily");
  await expect(app.updateSettings({ userId: a, change: {} })).rejects.toMatchObject({ code: "invalid_request", details: { param: "body" } });
  await expect(app.updateSettings({ userId: a, change: { telegramChatId: "not a chat" } })).rejects.toMatchObject({ code: "invalid_request", details: { param: "telegramChatId" } });
});

const NO_FILTER = { streamId: null, accountId: null, sourceType: null, feedbackStatus: null, matchConfidence: null, legacySegment: false };

/** A fresh user's subscription; `attempt(status)` queues one batch, makes one attempt answered `status`, sends every due e-mail and answers the user's mails. */
async function subscription() {
  const userId = randomInt(1, 2 ** 31 - 1);
  const targetUrl = `https://hooks.example.com/${userId}`;
  const repos = repositoriesOn(svc.deps.ds.manager);
  const { id } = await repos.subscriptions.upsert(userId, targetUrl, NO_FILTER, "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw");
  const attempt = async (status: number) => {
    webhookAnswer = status;
    await repos.deliveries.add([{ userId, subscriptionId: id, streamId: null, runId: null, targetUrl, leads: [SAMPLE_LEAD], trace: {} }]);
    for (const batch of (await app.claimDue(100, [], 60_000)).filter((b) => b.targetUrl === targetUrl)) await app.deliver(batch);
    for (const job of await app.claimDueMail(100, 60_000)) await app.sendMail(job);
    return sink.received().filter((m) => m.recipients.includes(`user${userId}@example.com`));
  };
  const active = async () => (await repos.subscriptions.list(userId))[0].active;
  const resubscribe = () => repos.subscriptions.upsert(userId, targetUrl, NO_FILTER, "whsec_unused");
  return { targetUrl, attempt, active, resubscribe };
}

it("e-mails the owner when a 410 disables a subscription: the URL, why, how to re-enable; once per disabling", async () => {
  const { targetUrl, attempt, active, resubscribe } = await subscription();
  expect(await attempt(500)).toEqual([]);
  const mails = await attempt(410);
  expect(await active()).toBe(false);
  expect(mails).toHaveLength(1);
  const { mail } = mails[0];
  expect(mail.subject).toBe(`Leadstream: webhook subscription to ${targetUrl} disabled`);
  expect(mail.text).toContain(`disabled your webhook subscription to ${targetUrl} because the receiver answered 410 Gone.`);
  expect(mail.text).toContain(`subscribe the same URL again (POST /webhooks/subscribe with "targetUrl": "${targetUrl}")`);
  expect(await attempt(410)).toHaveLength(1);
  await resubscribe();
  expect(await active()).toBe(true);
  expect(await attempt(410)).toHaveLength(2);
});

it("e-mails the owner when the last 3 batches all failed disable a subscription, naming the count", async () => {
  const { attempt, active } = await subscription();
  await attempt(500);
  await attempt(200);
  await attempt(500);
  expect(await attempt(500)).toEqual([]);
  expect(await active()).toBe(true);
  const mails = await attempt(500);
  expect(await active()).toBe(false);
  expect(mails).toHaveLength(1);
  expect(mails[0].mail.text).toContain("because the last 3 batches all failed.");
});
