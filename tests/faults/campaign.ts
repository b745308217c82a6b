// One user's campaign through the public API, as the fault tests run it: a stream on the X
// sandbox's @FaultCo with auto-enrichment (paid in credits), a webhook subscription on a real
// receiver and a CSV e-mail to an in-process SMTP server; then what its run left behind, and the
// assertion every fault test ends with.
import { expect } from "vitest";
import { CreditEntryKind } from "@leadstream/contracts";
import { call, eventually, newPaidUser, send, startSmtpSink, startWebhookReceiver, type Answer, type SmtpSink, type TestUser, type WebhookReceiver } from "@leadstream/testing";
import { startFaultStack, type FaultStack, type FaultStackOptions } from "./harness.js";

/** The API's JSON, as the tests read it. */
type Json = any;

/**
 * @FaultCo: 200 followers and 2 posts liked by 150 people each. The liking-users endpoint allows
 * 2 requests per 2 s, so a run pages its 4 pages of likers over a few seconds, with an "X rate
 * limit reached" wait in between: a fault injected then lands mid-run.
 */
export const SANDBOX = {
  seed: "faults",
  logger: false,
  fixtures: {
    accounts: [{ username: "FaultCo", name: "Fault Co", description: "We break things on purpose", followers_count: 200 }],
    tweets: { FaultCo: [1, 2].map((n) => ({ text: `Post ${n}`, public_metrics: { like_count: 150 } })) },
  },
  rateLimits: { users: 10_000, followers: 10_000, tweets: 10_000, likingUsers: 2, windowSeconds: 2 },
};

/** For every service and the gateway of a fault stack. */
export const STACK_ENV = {
  WEBHOOKS_ALLOW_PRIVATE: "true",
  RATE_LIMIT_PER_MINUTE: "100000",
  WEBHOOK_POLL_MS: "100",
  MAIL_POLL_MS: "100",
  // An e-mail whose sender died mid-send is sent again once its lease (3 x the timeout) runs out.
  MAIL_TIMEOUT_MS: "3000",
  // A batch whose sender died is sent again once its lease (3 x the timeout) runs out.
  WEBHOOK_TIMEOUT_MS: "1500",
  WEBHOOK_RETRY_DELAYS_MS: "200,200,200",
  // A killed worker's run comes back to a worker this soon.
  RUN_ACK_WAIT_SECONDS: "4",
  ENRICHMENT_SANDBOX_SLOW_MS: "200",
};

export const SEGMENT = { name: "Builders", description: "Founders and software engineers building products", appliedSearchFilters: { job_role: ["Founder", "Software Engineer"] } };
const CREDITS = 100_000;
const TERMINAL = ["succeeded", "failed", "cancelled"];

export interface Campaign {
  user: TestUser;
  streamId: number;
  receiver: WebhookReceiver | null;
  mailbox: string | null;
}

export const api = (stack: FaultStack, path: string, init?: RequestInit): Promise<Answer> => call(stack.gateway, `/api/v2${path}`, init);

/** A paid user with credits and a stream on @FaultCo; with `deliveries`, its leads also go to a webhook receiver and a CSV e-mail. */
export async function newCampaign(stack: FaultStack, deliveries: boolean): Promise<Campaign> {
  const user = await newPaidUser(stack);
  await stack.accountsClient.grantCredits({ userId: user.userId, amount: CREDITS, reason: "fault tests" });
  let receiver: WebhookReceiver | null = null;
  let mailbox: string | null = null;
  if (deliveries) {
    receiver = await startWebhookReceiver();
    const sub = await api(stack, "/webhooks/subscribe", send(user, "POST", { targetUrl: receiver.url }));
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    receiver.setSecret(sub.body.secret);
    mailbox = `sales.${user.userId}@example.com`;
  }
  const created = await api(stack, "/streams", send(user, "POST", { pairs: [{ accountHandle: "@FaultCo", segment: SEGMENT }], autoEnrichLinkedin: true, ...(mailbox && { csvEmailRecipients: { to: [mailbox], format: "csv" } }) }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { user, streamId: created.body.id, receiver, mailbox };
}

/** POST /streams/{id}/run: the run's id. */
export async function startRun(stack: FaultStack, c: Campaign): Promise<number> {
  const res = await api(stack, `/streams/${c.streamId}/run`, send(c.user, "POST", {}));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.queued).toHaveLength(1);
  return res.body.queued[0].syncRunId;
}

/** An answer and how long it took, in ms. */
export async function timed(request: Promise<Answer>): Promise<{ answer: Answer; took: number }> {
  const started = Date.now();
  return { answer: await request, took: Date.now() - started };
}

/** GET the run (undefined while the API cannot answer). */
export const getRun = async (stack: FaultStack, c: Campaign, runId: number): Promise<Json | undefined> => {
  const res = await api(stack, `/streams/${c.streamId}/runs/${runId}`, send(c.user, "GET"));
  return res.status === 200 ? res.body : undefined;
};

/** Resolves once the run's progress log has a line matching `line` (the moment to inject a fault). */
export const reached = (stack: FaultStack, c: Campaign, runId: number, line: RegExp): Promise<Json> =>
  eventually(async () => {
    const run = await getRun(stack, c, runId);
    if (run && TERMINAL.includes(run.status)) throw new Error(`run ${runId} ended (${run.status}) before ${line}`);
    return run?.progressLog.some((e: Json) => line.test(e.message)) ? run : undefined;
  }, { timeoutMs: 60_000, intervalMs: 100, what: `run ${runId} to log ${line}` });

/** What a run left behind, once every delivery it causes has arrived. */
export interface Outcome {
  run: Json;
  /** The stream's leads (id, xUserId, enriched), by id. */
  leads: { id: number; xUserId: string; linkedin: boolean }[];
  /** Subscription quantity, daily syncs spent, credit balance, and credits spent on each lead (by xUserId: comparable across users). */
  billing: { quantity: number; dailySyncUsed: number; balance: number; spentOn: Record<string, number> };
  /** Lead ids of each webhook batch the receiver accepted, by webhook id. */
  batches: Map<string, number[]> | null;
  /** Lead ids of each CSV e-mail of the run. */
  emails: number[][] | null;
}

export async function outcomeOf(stack: FaultStack, c: Campaign, runId: number, sink: SmtpSink | null): Promise<Outcome> {
  const run = await eventually(async () => {
    const r = await getRun(stack, c, runId);
    return r && TERMINAL.includes(r.status) ? r : undefined;
  }, { timeoutMs: 90_000, intervalMs: 200, what: `run ${runId} to end` });
  expect({ status: run.status, errorMessage: run.errorMessage }, progressOf(run)).toEqual({ status: "succeeded", errorMessage: null });
  const listed = await api(stack, `/streams/${c.streamId}/leads?limit=500`, send(c.user, "GET"));
  expect(listed.status).toBe(200);
  expect(listed.body.hasMore).toBe(false);
  const leads = listed.body.leads.map((l: Json) => ({ id: l.id, xUserId: l.profile.xUserId, linkedin: Boolean(l.enrichment?.linkedin) }));
  const ids = new Set<number>(leads.map((l: { id: number }) => l.id));

  let batches: Map<string, number[]> | null = null;
  if (c.receiver) {
    const receiver = c.receiver;
    // Every lead has arrived, and no request is pending an answer or a retry.
    await eventually(() => {
      const arrived = new Set(receiver.delivered().flatMap((b) => (b.leads ?? []).map((l) => (l as Json).id)));
      return [...ids].every((id) => arrived.has(id)) && receiver.requests.every((r) => r.answered !== 0 || receiver.delivered().some((d) => d.webhookId === r.webhookId));
    }, { timeoutMs: 30_000, intervalMs: 100, what: `the webhook batches of run ${runId}` });
    batches = new Map(receiver.delivered().map((b) => [b.webhookId, (b.leads ?? []).map((l) => (l as Json).id as number)]));
  }
  let emails: number[][] | null = null;
  if (sink && c.mailbox) {
    const mailbox = c.mailbox;
    const ofRun = () => sink.received().filter((m) => m.recipients.includes(mailbox));
    await eventually(() => ofRun().length > 0, { timeoutMs: 30_000, intervalMs: 100, what: `the CSV e-mail of run ${runId}` });
    // A duplicate would be sent by the same poll loop right after the first: give it a few polls.
    await new Promise((r) => setTimeout(r, 1000));
    emails = ofRun().map((m) => {
      const csv = m.mail.attachments.find((a) => a.filename === `leads-stream-${c.streamId}-run-${runId}.csv`);
      expect(csv, `the CSV of run ${runId}`).toBeDefined();
      return csvIds(csv!.content.toString("utf8"));
    });
  }

  const summary = await stack.accountsClient.getBillingSummary({ userId: c.user.userId, includeQuantities: true });
  const entries = [];
  for (let cursor = ""; ; ) {
    const page = await stack.accountsClient.listCreditLedger({ userId: c.user.userId, limit: 200, cursor });
    entries.push(...page.entries);
    if (!page.hasMore) break;
    cursor = page.nextCursor;
  }
  const xUserIdOf = new Map<number, string>(leads.map((l: { id: number; xUserId: string }) => [l.id, l.xUserId]));
  const spentOn: Record<string, number> = {};
  for (const e of entries) {
    if (e.kind !== CreditEntryKind.CHARGE && e.kind !== CreditEntryKind.REFUND) continue;
    const key = xUserIdOf.get(e.leadId) ?? `lead ${e.leadId} not in the stream`;
    spentOn[key] = (spentOn[key] ?? 0) - e.amount;
    if (spentOn[key] === 0) delete spentOn[key];
  }
  const billing = {
    quantity: summary.quantities.reduce((sum, q) => sum + q.quantity, 0),
    dailySyncUsed: summary.accounts.reduce((sum, a) => sum + (a.dailySync?.used ?? 0), 0),
    balance: summary.credits?.balance ?? 0,
    spentOn,
  };
  return { run, leads, billing, batches, emails };
}

const progressOf = (run: Json): string => run.progressLog.map((e: Json) => `${e.at} ${e.message}`).join("\n");

/** The first column (lead id) of each record of an RFC 4180 CSV with a header row. */
function csvIds(csv: string): number[] {
  const records: string[] = [];
  let field = "";
  let first = true;
  let quoted = false;
  for (let i = csv.charCodeAt(0) === 0xfeff ? 1 : 0; i < csv.length; i++) {
    const ch = csv[i];
    if (quoted) {
      if (ch === '"' && csv[i + 1] === '"') i++;
      else if (ch === '"') quoted = false;
      if (first) field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") first = false;
    else if (ch === "\n") {
      records.push(field.replace(/\r$/, ""));
      field = "";
      first = true;
    } else if (first) field += ch;
  }
  if (field) records.push(field);
  return records.slice(1).map(Number);
}

/**
 * The end of every fault test: the run succeeded; its stream has the reference run's leads
 * (same profiles, same enrichment) and counts; each lead reached the webhook receiver in exactly
 * one batch (by webhook id) and the CSV e-mail exactly once; billing moved exactly as in the
 * reference: the stream's one tracked account billed, one daily sync spent, each enriched lead
 * charged once.
 */
export function expectNothingLostOrDuplicated(reference: Outcome, got: Outcome): void {
  const { run } = got;
  const counts = (r: Json) => ({ newFollowersCount: r.newFollowersCount, candidatesPassedCount: r.candidatesPassedCount, mediumFitCount: r.mediumFitCount, enrichedCount: r.enrichedCount });
  // The run's progress log explains a failure.
  const log = progressOf(run);
  expect(counts(run), log).toEqual(counts(reference.run));

  const profiles = (o: Outcome) => o.leads.map((l) => `${l.xUserId}${l.linkedin ? "+linkedin" : ""}`).sort();
  expect(profiles(got), log).toEqual(profiles(reference));
  expect(got.leads.length).toBe(run.candidatesPassedCount);
  const ids = got.leads.map((l) => l.id).sort((a, b) => a - b);

  if (got.batches) {
    const delivered = [...got.batches.values()].flat().sort((a, b) => a - b);
    expect(delivered, "each lead in exactly one webhook batch").toEqual(ids);
    expect([...got.batches.values()].every((b) => b.length <= 50)).toBe(true);
  }
  if (got.emails) {
    expect(got.emails, "one CSV e-mail with every lead").toEqual([ids]);
  }

  expect(got.billing, log).toEqual(reference.billing);
  expect(Object.keys(got.billing.spentOn).sort(), "credits spent on the enriched leads only").toEqual(got.leads.filter((l) => l.linkedin).map((l) => l.xUserId).sort());
}

/** A fault stack, an SMTP server for its CSV e-mails, and the outcome of a fault-free run on it to compare with. */
export async function startWithReference(opts: Omit<FaultStackOptions, "sandbox" | "env"> & { env?: Record<string, string> }): Promise<{ stack: FaultStack; sink: SmtpSink; reference: Outcome; stop(): Promise<void> }> {
  const sink = await startSmtpSink();
  const stack = await startFaultStack({ ...opts, sandbox: SANDBOX, env: { ...STACK_ENV, SMTP_URL: sink.url, ...opts.env } }).catch(async (err: unknown) => {
    await sink.close();
    throw err;
  });
  const stop = async () => {
    await stack.stop();
    await sink.close();
  };
  try {
    const c = await newCampaign(stack, false);
    return { stack, sink, reference: await outcomeOf(stack, c, await startRun(stack, c), null), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
