import { randomInt } from "node:crypto";
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { EmailStatus, LeadSourceType, LeadsService, MatchConfidence, type EnrichmentSchema, type LeadSchema } from "@leadstream/contracts";
import { createLogger, databasePort, startService, type RunningService } from "@leadstream/platform";
import { fakePeer, startSmtpSink, startWebhookReceiver, testEnv, type SmtpSink, type WebhookReceiver } from "@leadstream/testing";
import { httpSender } from "../../src/adapters/http-sender.js";
import { nodemailerMailer } from "../../src/adapters/mailer.js";
import { leadsPort } from "../../src/adapters/peers.js";
import { excelWriter } from "../../src/adapters/xlsx.js";
import { createNotificationsApp, type NotificationsApp } from "../../src/app/notifications-app.js";
import type { AppDeps, StreamMailSettings } from "../../src/app/ports.js";
import { mailRepositoriesOn } from "../../src/db/mail-repositories.js";
import { repositoriesOn } from "../../src/db/repositories.js";
import { SAMPLE_LEAD, type WebhookLead } from "../../src/domain/webhook-lead.js";
import { notificationsService } from "../../src/service.js";

// Run e-mails against real PostgreSQL and a real SMTP server; streams, identity and leads are fakes.
// The service's own senders are slowed down so only the tests claim; its first round runs as it
// starts, though, and may claim the first test's job, so it sends to the same SMTP sink.
let svc: RunningService<NotificationsApp>;
let sink: SmtpSink;
let receiver: WebhookReceiver;
let app: NotificationsApp;
/** Reads run leads from a fake leads service (proto leads, through the real adapter) and POSTs webhooks over HTTP. */
let peerApp: NotificationsApp;
const streams = new Map<number, StreamMailSettings>();
const runLeads = new Map<number, WebhookLead[]>();
const protoRunLeads = new Map<number, MessageInitShape<typeof LeadSchema>[]>();
let webhookAnswer = 200;
const FROM = "Leadstream <noreply@example.com>";

beforeAll(async () => {
  sink = await startSmtpSink();
  svc = (await startService(notificationsService, testEnv({ MAIL_POLL_MS: "60000", WEBHOOK_POLL_MS: "60000", SMTP_URL: sink.url, SMTP_FROM: FROM }))) as RunningService<NotificationsApp>;
  receiver = await startWebhookReceiver();
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
      mailer: nodemailerMailer({ smtpUrl: sink.url, from: FROM, dir: "", logger }),
      sheets: excelWriter,
      retryDelaysMs: [10],
      apiBaseUrl: "https://api.example.com",
      telegram: null,
    },
  };
  app = createNotificationsApp(deps);
  peerApp = createNotificationsApp({
    ...deps,
    leads: leadsPort(fakePeer(LeadsService, { listRunLeads: ({ runId }) => ({ leads: protoRunLeads.get(runId) ?? [] }) })),
    peers: { stream: async (_userId, streamId) => ({ deliveryDestination: "leads_plus_webhook", webhookUrl: `${receiver.url}/stream-${streamId}` }), ownsAccount: async () => false },
    sender: httpSender({ allowPrivate: true, timeoutMs: 5000 }),
  });
});
afterAll(async () => {
  await receiver?.close();
  await sink?.close();
  await svc?.stop();
});

const lead = (id: number, over: Partial<WebhookLead["profile"]> = {}, matchConfidence = "high"): WebhookLead => ({ ...SAMPLE_LEAD, id, matchConfidence, profile: { ...SAMPLE_LEAD.profile, handle: `lead_${id}`, ...over } });

const CSV_HEADER =
  "id,streamId,trackedXAccountId,segmentId,matchConfidence,sourceType,discoveredAt,exportedAt,profile.xUserId,profile.handle,profile.displayName,profile.profileImageUrl,profile.followerCount,profile.bio,matchReasons," +
  "linkedin_url,linkedin_confidence,email,email_status,email_provider,enriched_at";

/** A run of a fresh user's stream with `leads`, consumed as the run.completed handler does (twice: a redelivery), then every due e-mail sent. */
async function completeRun(stream: Partial<StreamMailSettings>, leads: WebhookLead[]) {
  const userId = randomInt(1, 2 ** 31 - 1);
  const streamId = randomInt(1, 2 ** 31 - 1);
  const runId = randomInt(1, 2 ** 31 - 1);
  streams.set(streamId, { name: "Founders", csvEmailRecipients: null, emailDigestOverride: null, telegramOverride: false, ...stream });
  runLeads.set(runId, leads.map((l) => ({ ...l, streamId })));
  const repos = mailRepositoriesOn(svc.deps.ds.manager);
  const run = { userId, runId, streamId };
  await app.enqueueRunEmails(repos, run);
  await app.enqueueRunEmails(repos, run);
  for (const job of await app.claimDueMail(100, 60_000)) await app.sendMail(job);
  const mailsNow = () => sink.received().filter((m) => m.mail.subject?.includes(`run ${runId}`) || m.mail.text?.includes(`run ${runId}`) || m.recipients.includes(`user${userId}@example.com`));
  return { userId, streamId, runId, mails: mailsNow(), mailsNow };
}

it("e-mails the run's leads as CSV once to to and cc, every field, formulas neutralised, RFC 4180", async () => {
  const { mailsNow, runId, streamId } = await completeRun(
    { csvEmailRecipients: { to: ["sales@example.com"], cc: ["boss@example.com", "ops@example.com"], format: "csv" }, emailDigestOverride: "off" },
    [lead(1, { bio: '=HYPERLINK("http://evil")', displayName: "Ann, \"the\" founder" }), lead(2, { displayName: "@ann", bio: "Zoë\nline two" })],
  );
  // The service's first round may have sent it instead of this test's claim.
  await vi.waitFor(() => expect(mailsNow().length).toBeGreaterThan(0));
  const mails = mailsNow();
  expect(mails).toHaveLength(1);
  const [{ recipients, mail }] = mails;
  expect(recipients.sort()).toEqual(["boss@example.com", "ops@example.com", "sales@example.com"]);
  expect(mail.cc).toBeDefined();
  expect(mail.subject).toBe("Leadstream: 2 new leads from Founders");
  expect(mail.attachments).toHaveLength(1);
  const [attachment] = mail.attachments;
  expect(attachment.filename).toBe(`leads-stream-${streamId}-run-${runId}.csv`);
  const csv = attachment.content.toString("utf8");
  expect(csv.startsWith(`\uFEFF${CSV_HEADER}\r\n`)).toBe(true);
  const lines = csv.slice(1).split("\r\n");
  expect(lines[1]).toBe(
    `1,${streamId},1,1,high,new_follower,2026-01-01T00:00:00.000Z,,1,lead_1,"Ann, ""the"" founder",https://example.com/sample.png,1234,"'=HYPERLINK(""http://evil"")",job_role: Founder,` +
      "https://www.linkedin.com/in/sample-lead,0.92,sample.lead@example.com,verified,sandbox,2026-01-01T00:05:00.000Z",
  );
  expect(csv).toContain(`,'@ann,`);
  expect(csv).toContain(`"Zoë\nline two"`);
});

const protoLead = (id: number, streamId: number, enrichment?: MessageInitShape<typeof EnrichmentSchema>): MessageInitShape<typeof LeadSchema> => ({
  id,
  streamId,
  trackedAccountId: 3,
  segmentId: 4,
  matchConfidence: MatchConfidence.HIGH,
  sourceType: LeadSourceType.NEW_FOLLOWER,
  discoveredAt: timestampFromDate(new Date("2026-03-01T09:00:00Z")),
  profile: { xUserId: String(id), handle: `lead_${id}`, displayName: `Lead ${id}`, profileImageUrl: "", followerCount: 10, bio: "Founder" },
  matchReasons: ["job_role: Founder"],
  enrichment,
});

it("carries a lead's enrichment, read from the leads service, in the delivered webhook batch and the CSV e-mail", async () => {
  const [userId, streamId, runId] = [randomInt(1, 2 ** 31 - 1), randomInt(1, 2 ** 31 - 1), randomInt(1, 2 ** 31 - 1)];
  protoRunLeads.set(runId, [
    protoLead(1, streamId, {
      linkedin: { url: "https://www.linkedin.com/in/lead-1", confidence: 0.92 },
      email: { address: "lead1@acme.example", status: EmailStatus.VERIFIED, provider: "sandbox" },
      enrichedAt: timestampFromDate(new Date("2026-03-01T09:30:00Z")),
    }),
    protoLead(2, streamId),
  ]);
  streams.set(streamId, { name: "Founders", csvEmailRecipients: { to: ["sales@example.com"], cc: [], format: "csv" }, emailDigestOverride: "off", telegramOverride: false });
  const run = { userId, runId, streamId };
  const em = svc.deps.ds.manager;

  // As the run consumers do: the stream's webhookUrl batch, then the CSV e-mail; each sent once.
  await peerApp.enqueueRunDeliveries({ ...repositoriesOn(em), events: { deliveryQueued: async () => undefined } }, { ...run, trace: {} });
  receiver.setSecret(await repositoriesOn(em).secrets.ensure(userId, "whsec_unused"));
  const batches = (await peerApp.claimDue(100, [], 60_000)).filter((b) => b.userId === userId);
  for (const batch of batches) await peerApp.deliver(batch);
  await peerApp.enqueueRunEmails(mailRepositoriesOn(em), run);
  for (const job of await peerApp.claimDueMail(100, 60_000)) await peerApp.sendMail(job);

  const delivered = receiver.delivered().filter((b) => batches.some((batch) => batch.webhookId === b.webhookId));
  expect(delivered).toHaveLength(1);
  expect(delivered[0].leads).toEqual([
    {
      id: 1,
      streamId,
      trackedXAccountId: 3,
      segmentId: 4,
      matchConfidence: "high",
      sourceType: "new_follower",
      discoveredAt: "2026-03-01T09:00:00.000Z",
      exportedAt: null,
      profile: { xUserId: "1", handle: "lead_1", displayName: "Lead 1", profileImageUrl: "", followerCount: 10, bio: "Founder" },
      matchReasons: ["job_role: Founder"],
      enrichment: {
        linkedin: { url: "https://www.linkedin.com/in/lead-1", confidence: 0.92 },
        email: { address: "lead1@acme.example", status: "verified", provider: "sandbox" },
        enrichedAt: "2026-03-01T09:30:00.000Z",
      },
    },
    expect.objectContaining({ id: 2, enrichment: null }),
  ]);

  const mails = sink.received().filter((m) => m.mail.text?.includes(`run ${runId}`));
  expect(mails).toHaveLength(1);
  const lines = mails[0].mail.attachments[0].content.toString("utf8").slice(1).split("\r\n");
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines[1]).toBe(`1,${streamId},3,4,high,new_follower,2026-03-01T09:00:00.000Z,,1,lead_1,Lead 1,,10,Founder,job_role: Founder,https://www.linkedin.com/in/lead-1,0.92,lead1@acme.example,verified,sandbox,2026-03-01T09:30:00.000Z`);
  expect(lines[2]).toBe(`2,${streamId},3,4,high,new_follower,2026-03-01T09:00:00.000Z,,2,lead_2,Lead 2,,10,Founder,job_role: Founder,,,,,,`);
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
  expect(sheet.getRow(1).getCell(16).value).toBe("linkedin_url");
  expect(sheet.getRow(2).getCell(16).value).toBe("https://www.linkedin.com/in/sample-lead");
  expect(sheet.getRow(2).getCell(17).value).toBe(0.92);
  expect(sheet.getRow(2).getCell(21).value).toBe("2026-01-01T00:05:00.000Z");
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
  expect(mail.text).toContain("https://x.com/lead_4\n  LinkedIn: https://www.linkedin.com/in/sample-lead · E-mail: sample.lead@example.com\n");
  expect(mail.html).toContain('<a href="https://www.linkedin.com/in/sample-lead">LinkedIn</a> · E-mail: sample.lead@example.com');
});

it("sends no digest after a run when the user's frequency is the default (daily)", async () => {
  const { mails } = await completeRun({}, [lead(6)]);
  expect(mails).toEqual([]);
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
