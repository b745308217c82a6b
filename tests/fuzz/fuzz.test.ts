import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LeadSourceType, MatchConfidence, SubscriptionStatus } from "@leadstream/contracts";
import { eventually, example, operationsOf, seededRandom, uniqueEmail, visibleState, type Operation } from "@leadstream/testing";
import { call, newPaidUser, newUser, ORIGIN, send, sessionCookie, startStack, type Stack, type TestUser } from "../../gateway/test/integration/harness.js";
import { unboundedArrays } from "./generator.js";
import { fuzz, type Actor, type Finding, type FuzzReport } from "./runner.js";

const SEED = Number(process.env.FUZZ_SEED ?? 20260131);
const PASSWORD = "correct horse battery";

let stack: Stack;
let ops: Operation[];
let victim: Actor;
let attacker: Actor;
let scratch: Actor;
const users = new Map<Actor, TestUser>();
const before = new Map<Actor, unknown>();

const api = (path: string, init?: RequestInit) => call(stack.gateways[0], `/api/v2${path}`, init);

/** A stream with a sandbox handle and an inline segment, a second segment, two leads and a finished run: ids for every path parameter. */
async function seeded(name: string, user: TestUser, handle: string): Promise<Actor> {
  const pair = { accountHandle: handle, accountTier: "growth", segment: { description: "Founders of B2B SaaS companies", name: "Founders", genderValues: ["female"], followerCountTiers: ["1k_to_10k"] } };
  const created = await api("/streams", send(user, "POST", { pairs: [pair], syncTimes: ["09:00"] }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const stream = created.body.id as number;
  const account = created.body.accounts[0].accountId as number;
  const segment = created.body.segments[0].segmentId as number;
  expect((await api("/segments", send(user, "POST", { description: "Staff engineers" }))).status).toBe(201);
  const { leads } = await stack.leadsClient.recordLeads({
    userId: user.userId,
    streamId: stream,
    streamName: "Fuzz stream",
    runId: 1,
    trackedAccountId: account,
    trackedAccountHandle: handle,
    segmentId: segment,
    candidates: [1, 2].map((n) => ({
      profile: { xUserId: String(9_000_000 + n), handle: `${handle}_lead${n}`, displayName: `Lead ${n}`, profileImageUrl: `https://img.example/${n}.png`, followerCount: 10 * n, bio: "Building things" },
      matchConfidence: MatchConfidence.HIGH,
      sourceType: LeadSourceType.NEW_FOLLOWER,
      matchReasons: ["job_role: Founder"],
    })),
  });
  const started = await api(`/streams/${stream}/run`, send(user, "POST"));
  const run = (started.body.queued?.[0]?.syncRunId as number | undefined) ?? 1;
  // A run still going would change leads and budgets while the fuzzer compares them.
  await eventually(async () => started.status !== 200 || /succeeded|failed|cancelled/.test((await api(`/streams/${stream}/runs/${run}`, send(user, "GET"))).body.status), { timeoutMs: 30_000, what: `${name}'s run to end` });
  const actor = { name, apiKey: user.apiKey, cookie: await sessionCookie(stack.identityClient, user.email), ids: { stream, account, segment, lead: leads[0].id, run, apiKey: user.apiKeyId, handle } };
  users.set(actor, user);
  return actor;
}

/** Everything of the user's the public API shows, and the subscription quantity. */
const snapshot = (actor: Actor) => visibleState(stack.gateways[0], stack, users.get(actor)!);

/** Bodies of valid requests, so that mutations get past the first check; other operations get one built from their schema. */
const VALID_BODIES: Record<string, (actor: Actor) => unknown[]> = {
  "POST /api/v2/auth/signup": () => [{ email: uniqueEmail("fuzz"), password: PASSWORD, name: "Fuzz", timezone: "Europe/Berlin" }],
  "POST /api/v2/auth/login": () => [{ email: users.get(scratch)!.email, password: PASSWORD }],
  // A new handle each time: an account feeds at most a few streams.
  "POST /api/v2/streams": (a) => [
    { pairs: [{ accountHandle: newHandle(), segmentId: a.ids.segment }], name: "Fuzzed", syncTimes: ["10:00"], timezone: "Europe/Berlin", emailDigestOverride: "daily" },
    { pairs: [{ accountHandle: newHandle(), accountTier: "pro", segment: { description: "Founders", name: "Fuzz", genderValues: ["male"], followerCountTiers: ["over_1m"], appliedSearchFilters: {} } }] },
    { pairs: [{ accountId: a.ids.account, segmentId: a.ids.segment }], csvEmailRecipients: { to: ["ops@example.com"], cc: ["cc@example.com"], format: "csv" } },
  ],
  "PATCH /api/v2/streams/{id}": (a) => [
    { name: "Renamed by the fuzzer", syncTimes: ["11:00"], isActive: true, emailDigestOverride: null },
    { pairs: [{ accountHandle: a.ids.handle, segment: { description: "Founders", name: "Fuzz", genderValues: ["male"], followerCountTiers: ["over_1m"], appliedSearchFilters: {} } }] },
    { pairs: [{ accountId: a.ids.account, segmentId: a.ids.segment }], csvEmailRecipients: { to: ["ops@example.com"], cc: ["cc@example.com"], format: "csv" } },
  ],
  "POST /api/v2/streams/{id}/run": (a) => [{ accountId: a.ids.account }],
  "POST /api/v2/streams/{id}/re-test": (a) => [{ accountId: a.ids.account, segmentId: a.ids.segment }],
  "POST /api/v2/leads/{id}/feedback": (a) => [{ feedback: "bad", segmentId: a.ids.segment, badReason: "other", badReasonFreeform: "fuzz" }],
  "POST /api/v2/segments": () => [{ description: "Founders", name: "Fuzz", genderValues: ["male"], followerCountTiers: ["over_1m"], appliedSearchFilters: {} }],
  "POST /api/v2/accounts/{id}/change-tier": () => [{ tier: "pro" }],
  "POST /webhooks/stripe": () => [{ id: "evt_fuzz", type: "customer.subscription.updated", data: { object: {} } }],
};

let handles = 0;
const newHandle = () => `fz_${(handles++).toString(36)}`;

const RESOURCES: Record<string, string> = { streams: "stream", accounts: "account", leads: "lead", "api-keys": "apiKey" };

function paramValue(op: Operation, name: string, actor: Actor): string {
  if (name === "runId") return String(actor.ids.run);
  if (name === "id") return String(actor.ids[RESOURCES[/([^/]+)\/\{id\}/.exec(op.path)?.[1] ?? ""]] ?? 1);
  if (name.toLowerCase() === "stripe-signature") return "t=1,v1=fuzz";
  return String(example(op.params.find((p) => p.name === name)?.schema ?? {}));
}

/** Scratch takes the requests that may succeed, among them sign-out and key regeneration: give it fresh credentials each time. */
async function renewScratch() {
  const user = users.get(scratch)!;
  scratch.cookie = await sessionCookie(stack.identityClient, user.email);
  const generated = await stack.identityClient.generateApiKey({ userId: user.userId });
  scratch.apiKey = generated.apiKey;
  scratch.ids.apiKey = generated.key!.id;
  // Earlier operations may have archived or paused its stream, replaced its pair, put its account to sleep.
  const pairs = [{ accountId: scratch.ids.account, segmentId: scratch.ids.segment }];
  await api(`/streams/${scratch.ids.stream}`, send(user, "PATCH", { isArchived: false, isActive: true, pairs }, { authorization: `Bearer ${scratch.apiKey}` }));
  await api(`/accounts/${scratch.ids.account}/wake`, send(user, "POST", undefined, { authorization: `Bearer ${scratch.apiKey}` }));
}

describe("hostile input against every operation of the served OpenAPI document", () => {
  beforeAll(async () => {
    // Thousands of requests from one address and a few keys: lift the limits so they are not what answers.
    stack = await startStack(1, { RATE_LIMIT_PER_MINUTE: "1000000", SIGN_IN_LIMIT_PER_IP: "1000000", SIGN_IN_LIMIT_PER_EMAIL: "1000000" });
    const doc = await call(stack.gateways[0], "/api/v2/openapi.json");
    expect(doc.status).toBe(200);
    ops = operationsOf(doc.body);
    const scratchUser = await stack.identityClient.createUser({ email: uniqueEmail("fuzz-scratch"), password: PASSWORD, displayName: "Scratch", signupIp: "198.19.7.7" });
    await stack.accountsClient.setSubscriptionStatus({ userId: scratchUser.user!.id, status: SubscriptionStatus.ACTIVE });
    [victim, attacker, scratch] = await Promise.all([
      newPaidUser(stack).then((u) => seeded("victim", u, "fz_victim")),
      newUser(stack.identityClient).then((u) => seeded("attacker", u, "fz_attacker")),
      seeded("scratch", { email: scratchUser.user!.email, userId: scratchUser.user!.id, apiKey: scratchUser.apiKey, apiKeyId: scratchUser.apiKeyId }, "fz_scratch"),
    ]);
    for (const actor of [victim, attacker]) before.set(actor, await snapshot(actor));
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
  }, 30_000);

  it("never answers 5xx, always in the error format, within 1 s, while /healthz answers within 100 ms, and refuses every invalid request", async () => {
    const report = await fuzz(ops, {
      port: stack.gateways[0].port,
      origin: ORIGIN,
      random: seededRandom(SEED),
      victim,
      attacker,
      scratch,
      validBodies: (op, actor) => (op.body ? (VALID_BODIES[op.id]?.(actor) ?? [example(op.body)]) : []),
      paramValue,
      foreignId: (at) => ({ accountId: victim.ids.account, segmentId: victim.ids.segment, streamId: victim.ids.stream })[String(at.at(-1))] as number | undefined,
      beforeOperation: renewScratch,
      limits: { answerMs: 1_000, probeMs: 100, budgetMs: 75_000 },
    });
    console.log(summary(report));
    expect(report.findings.length, `findings (grouped in the summary above):\n${grouped(report.findings).split("\n").slice(0, 10).join("\n")}`).toBe(0);
  }, 150_000);

  it("leaves the victim's and the attacker's streams, accounts, billing, segments, leads, runs, keys and credits as they were", async () => {
    expect(await snapshot(victim)).toEqual(before.get(victim));
    expect(await snapshot(attacker)).toEqual(before.get(attacker));
  }, 30_000);

  it("bounds every array a request can carry (maxItems)", () => {
    expect(ops.flatMap((op) => unboundedArrays(op).map((slot) => `${op.id} ${slot}`))).toEqual([]);
  });
});

function summary(r: FuzzReport): string {
  const places = Object.entries(r.slots.byPlace).map(([place, n]) => `${place} ${n}`).join(", ");
  return [
    `fuzz seed ${SEED} (FUZZ_SEED)`,
    `  operations      ${r.operations.covered}/${r.operations.total}`,
    `  parameters      ${r.slots.covered}/${r.slots.total} (${places})`,
    `  requests        ${r.requests}${r.skippedHeavy ? ` (${r.skippedHeavy} heavy mutations skipped after a stall)` : ""}`,
    `  valid by chance ${Object.entries(r.acceptedMaybeValid).map(([kind, n]) => `${kind}×${n}`).join(", ")} (accepted, as the scratch user)`,
    `  statuses        ${Object.entries(r.statuses).map(([status, n]) => `${status}×${n}`).join(" ")}`,
    `  valid refused   ${r.validRefused.length ? r.validRefused.join("; ") : "none"}`,
    `  worst request   ${r.worstRequest.ms} ms: ${r.worstRequest.what}`,
    `  worst /healthz  ${r.worstProbe.ms} ms over ${r.worstProbe.probes} probes${r.worstProbe.during ? ` (during ${r.worstProbe.during.slice(0, 200)})` : ""}`,
    ...(r.unconfirmed.length ? [`  not confirmed   ${r.unconfirmed.length} slow answers or probes that a replay did not reproduce:`, ...r.unconfirmed.slice(0, 10).map((u) => `    ${u}`)] : []),
    `  findings        ${r.findings.length}`,
    ...(r.findings.length ? [grouped(r.findings)] : []),
  ].join("\n");
}

/** Findings by problem and status: how many, on which operations, and a first example. */
function grouped(findings: Finding[]): string {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) groups.set(`${f.problem} | ${f.status}`, [...(groups.get(`${f.problem} | ${f.status}`) ?? []), f]);
  return [...groups.entries()]
    .map(([key, all]) => {
      const ops = [...new Set(all.map((f) => f.op))];
      const [f] = all;
      const where = `${ops.slice(0, 4).join(", ")}${ops.length > 4 ? ` and ${ops.length - 4} more` : ""}`;
      return `  ${all.length}× ${key} | ${where} | e.g. ${f.op} ${f.param} [${f.mutation}] as ${f.as}, ${f.ms} ms: ${f.excerpt.replace(/\s+/g, " ").slice(0, 120)}`;
    })
    .join("\n");
}
