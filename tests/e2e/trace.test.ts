import { afterAll, beforeAll, chai, expect, it } from "vitest";
import { SpanKind } from "@opentelemetry/api";
import type { RunningService } from "@leadstream/platform";
import { call, eventually, installTestTracing, newPaidUser, send, startSmtpSink, startWebhookReceiver, type SmtpSink, type TestUser, type WebhookReceiver } from "@leadstream/testing";
import { startStack, type Stack } from "./stack.js";

// One sync run is one trace: from the API call (or the scheduler) through the work queue, the
// worker, every RPC and X request, enrichment and the run's completion to the webhook POST and
// the CSV e-mail sent later from their tables, across every service (here all in this process,
// each span recorded in memory as an OTLP exporter would send it).
const exporter = installTestTracing();
// A failed assertion inside `eventually` is reported as text: in full, not cut at 40 characters.
chai.config.truncateThreshold = 0;
type Span = ReturnType<typeof exporter.getFinishedSpans>[number];

// Who follows @TraceCo: two founders the classifier takes (and auto-enrichment enriches), one it drops.
const followers = [
  { username: "ada_traces", name: "Ada Brennan", description: "Founder & CEO at Ledgerline, a B2B SaaS for finance teams.", followers_count: 2400, created_at: "2014-05-01T00:00:00Z" },
  { username: "kenji_spans", name: "Kenji Watanabe", description: "Co-founder of Invoicely (SaaS invoicing). Building in public.", followers_count: 5100, created_at: "2012-09-01T00:00:00Z" },
  { username: "nurse_jo", name: "Jo Evans", description: "ICU nurse, runner, dog person.", followers_count: 150, created_at: "2019-07-01T00:00:00Z" },
];

let stack: Stack;
let sink: SmtpSink;
let receiver: WebhookReceiver;
let sandboxUrl: string;
beforeAll(async () => {
  [sink, receiver] = await Promise.all([startSmtpSink(), startWebhookReceiver()]);
  const sandbox = { logger: false, fixtures: { accounts: [{ username: "TraceCo", name: "Trace Co", description: "We trace" }], followers: { TraceCo: followers }, tweets: { TraceCo: [] } } };
  // WEBHOOKS_ALLOW_PRIVATE lets the webhook go to the loopback receiver over http.
  const env = { WEBHOOKS_ALLOW_PRIVATE: "true", RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: sink.url, WEBHOOK_POLL_MS: "100", MAIL_POLL_MS: "100", ENRICHMENT_SANDBOX_SLOW_MS: "10" };
  stack = await startStack({ sandbox, env });
  sandboxUrl = stack.envFor("accounts-billing").X_API_BASE_URL!;
});
afterAll(async () => {
  await stack?.stop();
  await Promise.all([sink?.close(), receiver?.close()]);
});

const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);
const rpc = (method: string) => new RegExp(`^leadstream\\.[a-z_]+\\.v1\\.\\w+Service/${method}$`);
const runIdOf = (s: Span) => s.attributes["leadstream.run_id"];
const idOf = (s: Span) => s.spanContext().spanId;
const traceOf = (s: Span) => s.spanContext().traceId;

/** The names from the trace's root down to `span` (a missing parent ends the walk). */
function path(span: Span, spans: Span[]): string[] {
  const byId = new Map(spans.map((s) => [idOf(s), s]));
  const names = [span.name];
  for (let p = byId.get(span.parentSpanContext?.spanId ?? ""); p; p = byId.get(p.parentSpanContext?.spanId ?? "")) names.unshift(p.name);
  return names;
}

/** `span`'s path, keeping only the names in `steps` (what the assertion is about, not every hook and RPC on the way). */
const stepsTo = (span: Span | undefined, spans: Span[], steps: string[]) => (span ? path(span, spans).filter((name) => steps.includes(name)) : []);

/** The spans a run causes, wherever they are, recognised by name (and URL): none may be outside the run's trace. */
function causedByARun(s: Span, urls: { sandbox: string; receiver: string }): boolean {
  const url = String(s.attributes["url.full"] ?? "");
  return (
    runIdOf(s) !== undefined ||
    /^(FetchFollowersPage|ListCachedProfiles|Classify|RecordLeads|EnrichRunLeads|CountRunLeads|ListRunLeads|ReserveBudget|ReserveCredits|SettleCredits)$/.test(s.name.split("/").at(-1)!) ||
    /^(work\.streams\.run|streams\.run\.completed|notifications\.delivery\.queued|leads\.lead\.discovered) (publish|process)$/.test(s.name) ||
    ["enrichment find", "email deliver", "smtp send"].includes(s.name) ||
    (s.kind === SpanKind.CLIENT && (url.startsWith(urls.sandbox) || url === urls.receiver))
  );
}

/** A stream with a webhook subscription, a CSV e-mail and auto-enrichment; growth, so it may sync twice a day (by hand, then scheduled). */
async function newTracedStream(user: TestUser): Promise<number> {
  const sub = await api("/webhooks/subscribe", send(user, "POST", { targetUrl: receiver.url }));
  expect(sub.status, JSON.stringify(sub.body)).toBe(200);
  receiver.setSecret(sub.body.secret);
  const segment = { name: "SaaS founders", description: "Founders of B2B SaaS companies", appliedSearchFilters: { job_role: ["Founder"] } };
  const created = await api(
    "/streams",
    send(user, "POST", { pairs: [{ accountHandle: "@traceco", accountTier: "growth", segment }], syncTimes: ["09:00"], timezone: "UTC", autoEnrichLinkedin: true, csvEmailRecipients: { to: ["ops@example.com"], format: "csv" } }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

let streamId: number;
let manualTrace: string;

it("a run started by POST /streams/{id}/run is one trace, from the request to the webhook POST and the SMTP send", async () => {
  const user = await newPaidUser(stack);
  await stack.accountsClient.grantCredits({ userId: user.userId, amount: 100, reason: "auto-enrichment" });
  streamId = await newTracedStream(user);
  exporter.reset();

  const started = await api(`/streams/${streamId}/run`, send(user, "POST", {}));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const runId: number = started.body.queued[0].syncRunId;
  await eventually(() => receiver.delivered().length === 1 && sink.received().length === 1, { timeoutMs: 15_000, what: "the run's webhook batch and CSV e-mail" });
  expect(sink.received()[0].mail.attachments.map((a) => a.filename)).toEqual([`leads-stream-${streamId}-run-${runId}.csv`]);

  const request = `POST /api/v2/streams/:id/run`;
  const [runStream, queue, queued, take, execute] = ["StreamsService/RunStream", "run queue", "work.streams.run publish", "work.streams.run process", "run execute"];
  // The root is the test's own request (its fetch is traced as every process's is).
  const toWorker = ["POST", request, `leadstream.streams.v1.${runStream}`, `leadstream.streams.v1.${runStream}`, queue, queued, take, execute];
  const completed = ["streams.run.completed publish", "streams.run.completed process"];
  // Senders end their spans after the receiver has answered: the assertions are retried until every span has ended.
  await eventually(
    () => {
      const spans = exporter.getFinishedSpans();
      const api_ = spans.find((s) => s.name === request && s.attributes["http.route"] === "/api/v2/streams/:id/run");
      expect(api_, "the gateway's span of the API call").toBeDefined();
      const trace = spans.filter((s) => traceOf(s) === traceOf(api_!));
      manualTrace = traceOf(api_!);

      // The run's spans carry its ids.
      for (const name of [queue, execute]) expect(trace.find((s) => s.name === name)?.attributes).toMatchObject({ "leadstream.run_id": runId, "leadstream.stream_id": streamId });

      // The parent chains: API -> queue -> worker -> RPCs -> X; worker -> completion -> webhook POST and SMTP send.
      const server = (method: string) => trace.find((s) => s.kind === SpanKind.SERVER && rpc(method).test(s.name));
      const xRequests = trace.filter((s) => s.kind === SpanKind.CLIENT && String(s.attributes["url.full"]).startsWith(sandboxUrl));
      expect(xRequests.length).toBeGreaterThan(0);
      for (const x of xRequests) {
        expect(x.name).toBe("GET");
        expect(stepsTo(x, trace, [...toWorker, "GET"]).join(" > ")).toBe([...toWorker, "GET"].join(" > "));
        expect(path(x, trace).at(-2)).toMatch(rpc("FetchFollowersPage"));
      }
      for (const method of ["Classify", "RecordLeads", "EnrichRunLeads"]) expect(path(server(method)!, trace).slice(-3, -1), method).toEqual([execute, expect.stringMatching(rpc(method))]);
      const enrichment = trace.filter((s) => s.name === "enrichment find");
      expect(enrichment).toHaveLength(2);
      for (const s of enrichment) expect(path(s, trace).slice(-2, -1)).toEqual([expect.stringMatching(rpc("EnrichRunLeads"))]);

      const post = trace.find((s) => s.kind === SpanKind.CLIENT && s.attributes["url.full"] === receiver.url);
      expect(post?.attributes).toMatchObject({ "http.request.method": "POST", "http.response.status_code": 200 });
      expect(stepsTo(post, trace, [...toWorker, ...completed, "webhook deliver", "POST"])).toEqual([...toWorker, ...completed, "webhook deliver", "POST"]);
      expect(trace.find((s) => s.name === "webhook deliver")?.attributes).toMatchObject({ "leadstream.run_id": runId, "leadstream.stream_id": streamId, "leadstream.attempt": 1 });
      // The receiver was sent the POST span's context.
      expect(receiver.delivered()[0].traceparent).toBe(`00-${traceOf(post!)}-${idOf(post!)}-01`);
      const smtp = trace.find((s) => s.name === "smtp send");
      expect(smtp?.kind).toBe(SpanKind.CLIENT);
      expect(stepsTo(smtp, trace, [...toWorker, ...completed, "email deliver", "smtp send"])).toEqual([...toWorker, ...completed, "email deliver", "smtp send"]);

      // One root (the test's own request), no span whose parent is missing: nothing of the run was cut off.
      const ids = new Set(trace.map(idOf));
      expect(trace.filter((s) => !ids.has(s.parentSpanContext?.spanId ?? "")).map((s) => `${s.name} ${s.attributes["url.full"]}`)).toEqual([`POST ${stack.gateway.url}/api/v2/streams/${streamId}/run`]);
      // No span of the run in another trace.
      const elsewhere = spans.filter((s) => traceOf(s) !== manualTrace && causedByARun(s, { sandbox: sandboxUrl, receiver: receiver.url }));
      expect(elsewhere.map((s) => s.name)).toEqual([]);
      return true;
    },
    { timeoutMs: 10_000, what: "the run's trace" },
  );
});

it("a scheduled run starts a trace of its own at the scheduler, which its worker, RPCs and X requests continue", async () => {
  exporter.reset();
  const streams = stack.services.streams as RunningService<{ scheduleRuns(after: Date, until: Date): Promise<boolean> }>;
  // The window holds the stream's last 09:00 UTC slot.
  const slot = new Date();
  slot.setUTCHours(9, 0, 0, 0);
  if (slot.getTime() > Date.now()) slot.setUTCDate(slot.getUTCDate() - 1);
  expect(await streams.app.scheduleRuns(new Date(slot.getTime() - 60_000), new Date(slot.getTime() + 60_000))).toBe(true);

  await eventually(
    () => {
      const spans = exporter.getFinishedSpans();
      const queue = spans.filter((s) => s.name === "run queue" && s.attributes["leadstream.stream_id"] === streamId);
      expect(queue).toHaveLength(1);
      expect(queue[0].attributes).toMatchObject({ "leadstream.run.source": "cron", "leadstream.run_id": expect.any(Number) });
      expect(queue[0].parentSpanContext).toBeUndefined();
      expect(traceOf(queue[0])).not.toBe(manualTrace);
      const trace = spans.filter((s) => traceOf(s) === traceOf(queue[0]));
      const execute = trace.find((s) => s.name === "run execute");
      expect(execute?.attributes).toMatchObject({ "leadstream.run_id": runIdOf(queue[0]), "leadstream.run.source": "cron" });
      expect(path(execute!, trace)).toEqual(["run queue", "work.streams.run publish", "work.streams.run process", "run execute"]);
      const x = trace.find((s) => s.kind === SpanKind.CLIENT && String(s.attributes["url.full"]).startsWith(sandboxUrl));
      expect(stepsTo(x, trace, ["run queue", "run execute", "GET"])).toEqual(["run queue", "run execute", "GET"]);
      expect(trace.some((s) => s.name === "streams.run.completed process")).toBe(true);
      expect(spans.filter((s) => traceOf(s) !== traceOf(queue[0]) && causedByARun(s, { sandbox: sandboxUrl, receiver: receiver.url })).map((s) => s.name)).toEqual([]);
      return true;
    },
    { timeoutMs: 10_000, what: "the scheduled run's trace" },
  );
});
