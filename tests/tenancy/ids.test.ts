import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDeepStrictEqual } from "node:util";
import { LeadSourceType, MatchConfidence } from "@leadstream/contracts";
import { bearer, call, eventually, example, FakeStripe, newPaidUser, operationsOf, send, sessionCookie, startWebhookReceiver, visibleState, type Answer, type Operation, type Path, type TestUser, type WebhookReceiver } from "@leadstream/testing";
import { FAST_WEBHOOKS } from "../../gateway/test/integration/harness.js";
import { startStack, type Stack } from "../e2e/stack.js";
import { idLikeNames, idSlotsOf, KINDS, NOT_OUR_IDS, notFoundCodes, type IdSlot, type Kind } from "./id-slots.js";

// Issue 13: for every id the API takes (path, query, body; read from the served OpenAPI document,
// so a new route or field is covered the day it appears), another user's id is answered as an
// id that does not exist (404, or for a list filter the same empty answer), and changes nothing
// of theirs: the victim's whole visible state is compared after each operation.

/** An id no one has: what another user's id must be indistinguishable from. */
const UNKNOWN = 2_000_000_000;

interface Tenant {
  name: string;
  user: TestUser;
  cookie: string;
  ids: Record<Kind, number>;
  /** Answers every delivery 500, so each tenant has a failed one (the kind a retry acts on). */
  receiver: WebhookReceiver;
}

const stripe = new FakeStripe();
let stack: Stack;
let doc: any;
let ops: Operation[];
let victim: Tenant;
let attacker: Tenant;

const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);
async function expectOk(answer: Promise<Answer>, status = 200): Promise<any> {
  const a = await answer;
  expect(a.status, JSON.stringify(a.body)).toBe(status);
  return a.body;
}

/** A tenant with one of everything an id can name, made through the public API (leads as a run's worker records them). */
async function seeded(name: string, tier: string): Promise<Tenant> {
  const user = await newPaidUser(stack);
  const receiver = await startWebhookReceiver({ behaviour: () => 500 });
  const created = await expectOk(api("/streams", send(user, "POST", { pairs: [{ accountHandle: `tn_${name}`, accountTier: tier, segment: { description: "Founders of B2B SaaS companies", name: "Founders" } }], syncTimes: ["09:00"] })), 201);
  const [stream, account, segment] = [created.id as number, created.accounts[0].accountId as number, created.segments[0].segmentId as number];
  const { leads } = await stack.leadsClient.recordLeads({
    userId: user.userId,
    streamId: stream,
    streamName: "Tenancy",
    runId: 1,
    trackedAccountId: account,
    trackedAccountHandle: `tn_${name}`,
    segmentId: segment,
    candidates: [1, 2].map((n) => ({
      profile: { xUserId: String((name === "victim" ? 8_100_000 : 8_200_000) + n), handle: `${name}_lead${n}`, displayName: `Lead ${n}`, profileImageUrl: `https://img.example/${n}.png`, followerCount: 10 * n, bio: "Building things" },
      matchConfidence: MatchConfidence.HIGH,
      sourceType: LeadSourceType.NEW_FOLLOWER,
      matchReasons: ["job_role: Founder"],
    })),
  });
  const run = (await expectOk(api(`/streams/${stream}/run`, send(user, "POST")))).queued[0].syncRunId as number;
  const template = (await expectOk(api("/dm-templates", send(user, "POST", { name: "Hello", messageBody: "Hi there" })), 201)).template.id as number;
  // Fires on `good` feedback, not on runs: the first lead's feedback makes the one (failing) delivery.
  const subscription = (await expectOk(api("/webhooks/subscribe", send(user, "POST", { targetUrl: receiver.url, filterConfig: { feedbackStatus: "good" } })))).id as number;
  await expectOk(api(`/leads/${leads[0].id}/feedback`, send(user, "POST", { feedback: "good", segmentId: segment })));
  const delivery = await eventually(
    async () => {
      const { body } = await api(`/webhooks/deliveries?subscriptionId=${subscription}&status=failed`, send(user, "GET"));
      return body.deliveries?.[0]?.id as number | undefined;
    },
    { timeoutMs: 20_000, what: `${name}'s failed delivery` },
  );
  await eventually(async () => /succeeded|failed/.test((await api(`/streams/${stream}/runs/${run}`, send(user, "GET"))).body.status), { timeoutMs: 30_000, what: `${name}'s run to end` });
  return {
    name,
    user,
    cookie: await sessionCookie(stack.identityClient, user.email),
    // The second lead has no feedback yet: `good` on it would fire the subscription, visibly.
    ids: { stream, account, segment, lead: leads[1].id, run, template, subscription, delivery, apiKey: user.apiKeyId },
    receiver,
  };
}

/** Bodies the schema's example would not make valid; id fields are set from the slots. */
/** Operations whose contract answers an unknown id without an error (spec 4.7: unsubscribing a non-existent id returns 200): another user's id must get exactly that answer. */
const UNKNOWN_ID_NOT_AN_ERROR = new Set(["DELETE /api/v2/webhooks/subscribe"]);

const BODIES: Record<string, (t: Tenant) => Record<string, unknown>> = {
  "POST /api/v2/webhooks/subscribe": (t) => ({ targetUrl: `${t.receiver.url}/filtered` }),
  "POST /api/v2/leads/{id}/feedback": () => ({ feedback: "good" }),
  "POST /api/v2/accounts/{id}/change-tier": () => ({ tier: "pro" }),
};

function withValue(body: Record<string, unknown>, at: Path, value: unknown): void {
  let node: any = body;
  for (const [i, key] of at.slice(0, -1).entries()) {
    node[key] ??= typeof at[i + 1] === "number" ? [] : {};
    node = node[key];
  }
  node[at.at(-1)!] = value;
}

/**
 * `op` as `as` sends it with `owner`'s ids in every id slot (owner's objects, as far as ids go),
 * except `slot`, which gets `value`.
 */
function request(op: Operation, as: Tenant, owner: Tenant, slot?: IdSlot, value?: number): Promise<Answer> {
  const slots = idSlotsOf(op);
  const isSlot = (s: IdSlot) => slot !== undefined && s.in === slot.in && s.name === slot.name;
  const valueOf = (s: IdSlot) => (isSlot(s) ? value : owner.ids[s.kind!]);
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(valueOf(slots.find((s) => s.in === "path" && s.name === name)!)));
  const query = slots.filter((s) => s.in === "query" && isSlot(s)).map((s) => `${s.name}=${valueOf(s)}`);
  const headers: Record<string, string> = op.auth.includes("bearer") ? bearer(as.user.apiKey) : { cookie: as.cookie, origin: stack.gateway.url };
  let body: Record<string, unknown> | undefined;
  if (op.body) {
    body = structuredClone(BODIES[op.id]?.(owner) ?? (example(op.body) as Record<string, unknown>));
    for (const s of slots.filter((s) => s.in === "body")) withValue(body, s.at, valueOf(s));
    headers["content-type"] = "application/json";
  }
  return call(stack.gateway, `${path}${query.length ? `?${query.join("&")}` : ""}`, { method: op.method, headers, body: body && JSON.stringify(body) });
}

const errorOf = (a: Answer) => ({ status: a.status, error: a.body?.error, param: a.body?.param });
const describeAnswer = (a: Answer) => `${a.status} ${JSON.stringify(a.body).slice(0, 200)}`;

/** Which parts of two visible states differ. */
const changedParts = (before: Record<string, unknown>, after: Record<string, unknown>) => Object.keys(before).filter((k) => !isDeepStrictEqual(before[k], after[k]));

describe("another user's id, anywhere the API takes one", () => {
  beforeAll(async () => {
    const env = { ...stripe.env(await stripe.start()), ...FAST_WEBHOOKS, WEBHOOKS_ALLOW_PRIVATE: "true", RATE_LIMIT_PER_MINUTE: "1000000" };
    stack = await startStack({ sandbox: { seed: "tenancy-tests" }, env });
    doc = (await expectOk(call(stack.gateway, "/api/v2/openapi.json"))) as any;
    ops = operationsOf(doc);
    [victim, attacker] = await Promise.all([seeded("victim", "growth"), seeded("attacker", "pro")]);
    // Unsubscribing deletes a subscription's deliveries: the attacker's own unsubscribe check gets
    // one of its own, so that its deliveries stay until the last look at the victim's.
    attacker.ids.subscription = (await expectOk(api("/webhooks/subscribe", send(attacker.user, "POST", { targetUrl: `${attacker.receiver.url}/spare` })))).id;
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await Promise.all([victim?.receiver.close(), attacker?.receiver.close(), stripe.stop()]);
  }, 30_000);

  it("finds ids of every kind in the document, each name it leaves out is still there, and it can tell what each id names", () => {
    const slots = ops.flatMap((op) => idSlotsOf(op).map((s) => ({ op: op.id, ...s })));
    expect(new Set(slots.map((s) => s.kind))).toEqual(new Set(KINDS));
    expect(Object.keys(NOT_OUR_IDS).filter((name) => !idLikeNames(ops).has(name))).toEqual([]);
    expect(slots.filter((s) => s.kind === undefined).map((s) => `${s.op} ${s.in}:${s.name}`), "ids whose kind id-slots.ts cannot tell").toEqual([]);
  });

  it("answers each as an unknown id (404, or a list filter's answer for an unknown id) and changes nothing of the owner's", async () => {
    const failures: string[] = [];
    const exercised: string[] = [];
    const before = await visibleState(stack.gateway, stack, victim.user);
    let last = before;
    // Deletions last: their checks consume the attacker's own objects (key, template, subscription).
    const ordered = [...ops.filter((op) => op.method !== "DELETE"), ...ops.filter((op) => op.method === "DELETE")];
    for (const op of ordered) {
      const slots = idSlotsOf(op).filter((s) => s.kind !== undefined);
      if (slots.length === 0) continue;
      // A check below may have revoked the attacker's key.
      const renewed = await stack.identityClient.generateApiKey({ userId: attacker.user.userId });
      [attacker.user.apiKey, attacker.ids.apiKey] = [renewed.apiKey, renewed.key!.id];
      const codes = notFoundCodes(doc.paths[op.path][op.method.toLowerCase()].responses["404"]?.description);

      // The slots of one operation at once: each request is refused or reads, whatever the order.
      await Promise.all(
        slots.map(async (slot) => {
          const what = `${op.id} ${slot.in}:${slot.name}`;
          exercised.push(what);
          const [theirs, unknown] = await Promise.all([request(op, attacker, attacker, slot, victim.ids[slot.kind!]), request(op, attacker, attacker, slot, UNKNOWN)]);
          if (op.method === "GET" && slot.in === "query") {
            // A list filter: the victim's id must find what an unknown id finds...
            if (![200, 404].includes(theirs.status) || !isDeepStrictEqual([theirs.status, theirs.body], [unknown.status, unknown.body])) {
              failures.push(`${what}: another user's id answered ${describeAnswer(theirs)}, an unknown one ${describeAnswer(unknown)}`);
            }
            // ...and the same filter must find something for its owner, or the comparison proves nothing.
            const [own, ownUnknown] = await Promise.all([request(op, victim, victim, slot, victim.ids[slot.kind!]), request(op, victim, victim, slot, UNKNOWN)]);
            if (own.status !== 200 || isDeepStrictEqual(own.body, ownUnknown.body)) failures.push(`${what}: the owner's own filter finds nothing (${describeAnswer(own)}): add data it can find`);
          } else if (UNKNOWN_ID_NOT_AN_ERROR.has(op.id)) {
            if (!isDeepStrictEqual([theirs.status, theirs.body], [unknown.status, unknown.body])) {
              failures.push(`${what}: another user's id answered ${describeAnswer(theirs)}, an unknown one ${describeAnswer(unknown)}`);
            }
          } else if (theirs.status !== 404 || !codes.includes(theirs.body?.error) || !isDeepStrictEqual(errorOf(theirs), errorOf(unknown))) {
            failures.push(`${what}: another user's id answered ${describeAnswer(theirs)}; an unknown one ${describeAnswer(unknown)}; expected 404 ${codes.join(" or ")}`);
          }
        }),
      );
      // The same request with the attacker's own ids is not refused as not found: the 404s above are about ownership.
      const own = await request(op, attacker, attacker);
      if (own.status === 404 || own.status >= 500) failures.push(`${op.id}: the attacker's own ids answered ${describeAnswer(own)}`);

      // After each change, to name the operation (or one just before, for effects that come later: a
      // delivery after feedback); reads are covered by the last look below.
      if (op.method !== "GET") {
        const now = await visibleState(stack.gateway, stack, victim.user);
        if (!isDeepStrictEqual(now, last)) failures.push(`${op.id}: the victim's ${changedParts(last, now).join(", ")} changed by now`);
        last = now;
      }
    }
    const every = ops.flatMap((op) => idSlotsOf(op).map((s) => `${op.id} ${s.in}:${s.name}`));
    expect(every.filter((s) => !exercised.includes(s)), "ids not exercised").toEqual([]);
    expect(failures).toEqual([]);
    // Feedback makes deliveries asynchronously: once the attacker's own feedback (the last check of
    // the feedback route) has made theirs, look at the victim's once more.
    await eventually(async () => (await api("/webhooks/deliveries", send(attacker.user, "GET"))).body.deliveries?.length >= 2, { what: "the attacker's second delivery" });
    expect(await visibleState(stack.gateway, stack, victim.user)).toEqual(before);
  }, 60_000);

  it("another user's /leads cursor shows none of their leads", async () => {
    const page = await expectOk(api("/leads?limit=1", send(victim.user, "GET")));
    expect(page.nextCursor).toEqual(expect.any(String));
    const theirs = await api(`/leads?cursor=${encodeURIComponent(page.nextCursor)}`, send(attacker.user, "GET"));
    const victimLeads = new Set(((await expectOk(api("/leads?limit=500", send(victim.user, "GET")))).data as { id: number }[]).map((l) => l.id));
    if (theirs.status === 200) expect((theirs.body.data as { id: number }[]).filter((l) => victimLeads.has(l.id))).toEqual([]);
    else expect(errorOf(theirs)).toEqual({ status: 400, error: "invalid_request", param: "cursor" });
  });
});
