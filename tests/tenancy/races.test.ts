import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, eventually, FakeStripe, newPaidUser, newUser, send, subscriptionQuantity, uniqueEmail, type Answer, type TestUser } from "@leadstream/testing";
import { startStack, type Stack } from "../e2e/stack.js";

// Issue 13's races, through the public API with real concurrency (Promise.all), each a few rounds:
// the invariants hold afterwards as the API and the payment provider (the real Stripe SDK against
// FakeStripe) tell them.

const ROUNDS = 3;
const stripe = new FakeStripe();
let stack: Stack;
let handles = 0;

const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);
/** A handle no other test of the run uses (the sandbox makes an account for any). */
const newHandle = () => `rc${process.pid.toString(36)}_${(handles++).toString(36)}`;
const summary = (answers: Answer[]) => answers.map((a) => `${a.status} ${a.body?.error ?? ""}`.trim()).sort();

async function newStream(user: TestUser, tier: string, accounts: number): Promise<{ id: number; accountIds: number[] }> {
  const segment = await api("/segments", send(user, "POST", { description: "Founders of B2B SaaS companies" }));
  const pairs = Array.from({ length: accounts }, () => ({ accountHandle: newHandle(), accountTier: tier, segmentId: segment.body.id }));
  const created = await api("/streams", send(user, "POST", { pairs }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id, accountIds: created.body.accounts.map((a: { accountId: number }) => a.accountId) };
}

/** Awake accounts per tier, as GET /accounts shows them. */
async function awakeByTier(user: TestUser): Promise<Record<string, number>> {
  const counts: Record<string, number> = { starter: 0, growth: 0, pro: 0 };
  for (const a of (await api("/accounts", send(user, "GET"))).body.accounts) if (a.status === "active") counts[a.tier]++;
  return counts;
}

describe("races", () => {
  beforeAll(async () => {
    const env = { ...stripe.env(await stripe.start()), RATE_LIMIT_PER_MINUTE: "1000000", SIGN_IN_LIMIT_PER_IP: "1000000", SIGN_IN_LIMIT_PER_EMAIL: "1000000" };
    stack = await startStack({ sandbox: { seed: "tenancy-races" }, env });
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await stripe.stop();
  }, 30_000);

  it("concurrent sleep, wake and change-tier on one account (and a new account meanwhile): Stripe's quantity per tier equals the awake accounts after", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await newPaidUser(stack);
      const { accountIds: [raced] } = await newStream(user, "growth", 2);
      const requests = [
        api("/streams", send(user, "POST", { pairs: [{ accountHandle: newHandle(), accountTier: "pro", segment: { description: "Arrives meanwhile" } }] })),
        ...Array.from({ length: 4 }, () => send(user, "POST")).map((init) => api(`/accounts/${raced}/sleep`, init)),
        ...Array.from({ length: 4 }, () => send(user, "POST")).map((init) => api(`/accounts/${raced}/wake`, init)),
        ...["pro", "starter", "growth", "pro"].map((tier) => api(`/accounts/${raced}/change-tier`, send(user, "POST", { tier }))),
      ];
      const answers = await Promise.all(requests);
      // A tier change that finds the account asleep is refused; nothing else may be.
      expect(answers.filter((a) => !(a.status === 200 || a.status === 201 || (a.status === 400 && a.body.error === "account_sleeping"))).map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
      const awake = await awakeByTier(user);
      expect(stripe.quantities(user.userId), `round ${round}`).toEqual(awake);
      expect(await subscriptionQuantity(stack, user.userId)).toBe(awake.starter + awake.growth + awake.pro);
    }
  });

  it("a free user creating streams with different new handles at once ends with one account, one stream, one segment, and is not billed", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await newUser(stack.identityClient);
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => api("/streams", send(user, "POST", { pairs: [{ accountHandle: newHandle(), segment: { description: `Free race ${round}.${i}` } }] }))),
      );
      expect(summary(answers), `round ${round}`).toEqual(["201", "403 free_account_limit", "403 free_account_limit", "403 free_account_limit"]);
      expect((await api("/accounts", send(user, "GET"))).body.accounts).toHaveLength(1);
      expect((await api("/streams?includeInactive=true&includeArchived=true", send(user, "GET"))).body.streams).toHaveLength(1);
      expect((await api("/segments?excludeArchived=false", send(user, "GET"))).body.segments).toHaveLength(1);
      expect(stripe.subscriptionOf(user.userId)).toBeUndefined();
      expect(await subscriptionQuantity(stack, user.userId)).toBe(0);
    }
  });

  it("parallel runs of one stream queue one run per pair, reserve one sync each, and the others are already_running", async () => {
    // Follower pages are rate-limited until the end: a queued run stays unfinished while the requests race.
    const limits = stack.sandbox!.rateLimiter.current();
    stack.sandbox!.rateLimiter.configure({ followers: 0, windowSeconds: 1 });
    const streams: { user: TestUser; id: number; accountIds: number[] }[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const user = await newPaidUser(stack);
        const stream = await newStream(user, "pro", 2);
        streams.push({ user, ...stream });
        const answers = await Promise.all(Array.from({ length: 8 }, () => api(`/streams/${stream.id}/run`, send(user, "POST"))));
        expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
        for (const accountId of stream.accountIds) {
          const queued = answers.flatMap((a) => a.body.queued.filter((q: { accountId: number }) => q.accountId === accountId));
          const skipped = answers.flatMap((a) => a.body.skipped.filter((s: { accountId: number }) => s.accountId === accountId).map((s: { reason: string }) => s.reason));
          expect({ queued: queued.length, skipped }, `round ${round}, account ${accountId}`).toEqual({ queued: 1, skipped: Array(7).fill("already_running") });
        }
        const runs = (await api(`/runs?streamId=${stream.id}`, send(user, "GET"))).body.runs as { trackedXAccountId: number }[];
        expect(runs.map((r) => r.trackedXAccountId).sort()).toEqual([...stream.accountIds].sort());
        const me = (await api("/me", send(user, "GET"))).body;
        expect(me.accounts.map((a: { dailySync: { used: number } }) => a.dailySync.used)).toEqual([1, 1]);
      }
    } finally {
      stack.sandbox!.rateLimiter.configure(limits);
    }
    for (const { user, id } of streams) {
      await eventually(async () => ((await api(`/runs?streamId=${id}`, send(user, "GET"))).body.runs as { status: string }[]).every((r) => r.status === "succeeded"), { timeoutMs: 20_000, what: `stream ${id}'s runs to succeed` });
    }
  });

  it("parallel signups with one e-mail make one user, whose password is the one that won", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = uniqueEmail("race");
      const password = (i: number) => `correct horse ${round}.${i}`;
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => api("/auth/signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: i % 2 ? email.toUpperCase() : email, password: password(i), name: "Racer", timezone: "Europe/Berlin" }) })),
      );
      expect(summary(answers), `round ${round}`).toEqual(["201", "409 email_taken", "409 email_taken", "409 email_taken", "409 email_taken", "409 email_taken"]);
      const winner = answers.findIndex((a) => a.status === 201);
      const logins = await Promise.all(answers.map((_, i) => api("/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: password(i) }) })));
      expect(logins.map((l) => l.status)).toEqual(answers.map((_, i) => (i === winner ? 200 : 401)));
      expect(logins[winner].body.user.id).toBe(answers[winner].body.user.id);
    }
  });
});
