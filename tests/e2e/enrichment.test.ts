import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LeadSourceType, MatchConfidence, type Lead } from "@leadstream/contracts";
import { call, eventually, expectError, newPaidUser, send, sessionCookie, type TestUser } from "@leadstream/testing";
import { startStack, type Stack } from "./stack.js";

type Json = any;

// Enrichment, credits and lookups through the public API with every service behind it and the
// sandbox enrichment provider (deterministic; its magic handle prefixes fix an outcome): leads
// enriched on demand and by runs, paid in team credits held before the provider call and
// charged only for what was found; lookups of any X profile and their history.

// Who follows @EnrichCo: founders the classifier takes, one a magic handle the provider fails on.
const followers = [
  { username: "ada_founds", name: "Ada Brennan", description: "Founder & CEO at Ledgerline, a B2B SaaS for finance teams.", followers_count: 2400, created_at: "2014-05-01T00:00:00Z" },
  { username: "kenji_saas", name: "Kenji Watanabe", description: "Co-founder of Invoicely (SaaS invoicing). Building in public.", followers_count: 5100, created_at: "2012-09-01T00:00:00Z" },
  { username: "priya_builds", name: "Priya Nair", description: "Founder of a bootstrapped SaaS analytics startup. Previously PM at Atlassian.", followers_count: 3300, created_at: "2013-03-01T00:00:00Z" },
  { username: "enr_error_sam", name: "Sam Ortiz", description: "Founder and CEO of Shipfast, B2B SaaS for logistics teams.", followers_count: 1900, created_at: "2015-03-01T00:00:00Z" },
];

let stack: Stack;
beforeAll(async () => {
  const sandbox = { logger: false, fixtures: { accounts: [{ username: "EnrichCo", name: "Enrich Co", description: "We enrich" }], followers: { EnrichCo: followers }, tweets: { EnrichCo: [] } } };
  stack = await startStack({ sandbox, env: { RATE_LIMIT_PER_MINUTE: "100000", ENRICHMENT_SANDBOX_SLOW_MS: "50" } });
});
afterAll(async () => {
  await stack?.stop();
});

const api = (path: string, init?: RequestInit) => call(stack.gateway, `/api/v2${path}`, init);
const post = (user: TestUser, path: string, body?: unknown) => api(path, send(user, "POST", body));
const get = (user: TestUser, path: string) => api(path, send(user, "GET"));
const grant = (user: TestUser, amount: number) => stack.accountsClient.grantCredits({ userId: user.userId, amount, reason: "test" });
const balance = async (user: TestUser): Promise<number> => (await get(user, "/me")).body.credits.balance;

/** Every ledger entry of the user's team, newest first. */
async function ledger(user: TestUser): Promise<Json[]> {
  const entries: Json[] = [];
  let cursor: string | null = null;
  do {
    const page = await get(user, `/credits/ledger?limit=200${cursor ? `&cursor=${cursor}` : ""}`);
    expect(page.status).toBe(200);
    entries.push(...page.body.entries);
    cursor = page.body.nextCursor;
  } while (cursor);
  return entries;
}

let lastProfile = 0;

/** Leads recorded as a run's worker records them, one per handle, oldest first. */
async function seedLeads(user: TestUser, handles: string[]): Promise<Lead[]> {
  const res = await stack.leadsClient.recordLeads({
    userId: user.userId,
    streamId: 1,
    streamName: "Enrichment · @enrichco",
    runId: 1,
    trackedAccountId: 1,
    trackedAccountHandle: "enrichco",
    segmentId: 1,
    candidates: handles.map((handle) => {
      const n = ++lastProfile;
      return {
        profile: { xUserId: String(7_000_000 + n), handle, displayName: `Person ${n}`, profileImageUrl: "", followerCount: 10, bio: "Founder", url: "https://acme.example", location: "" },
        matchConfidence: MatchConfidence.HIGH,
        sourceType: LeadSourceType.NEW_FOLLOWER,
        matchReasons: [],
      };
    }),
  });
  return res.leads.toSorted((a, b) => a.id - b.id);
}

describe("POST /leads/{id}/enrich", () => {
  it("finds the URL and e-mail, charges 3 credits, and the lead carries them in every form", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 10);
    // The sandbox finds a LinkedIn URL and a verified e-mail for enr_slow* (after a short wait).
    const [lead] = await seedLeads(user, ["enr_slow_ada"]);

    const res = await post(user, `/leads/${lead.id}/enrich`, { requested_outputs: ["linkedin_url", "email"] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      leadId: lead.id,
      x_profile_id: lead.profile!.xUserId,
      result: {
        ok: true,
        kind: "full",
        linkedin: { url: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/in\//), confidence: expect.any(Number) },
        email: { address: expect.stringMatching(/@acme\.example$/), status: "verified", provider: "sandbox" },
      },
      credits_charged: 3,
      credits_remaining: 7,
      contact_routes: [
        { kind: "x", value: "https://x.com/enr_slow_ada" },
        { kind: "linkedin", value: res.body.result.linkedin.url },
        { kind: "email", value: res.body.result.email.address },
      ],
    });
    expect(await balance(user)).toBe(7);

    const enrichment = { linkedin: res.body.result.linkedin, email: res.body.result.email, enrichedAt: expect.any(String) };
    expect((await get(user, "/leads")).body.data[0]).toMatchObject({ id: lead.id, enrichment });
    const [charge] = await ledger(user);
    expect(charge).toMatchObject({ kind: "charge", amount: -3, balanceAfter: 7, leadId: lead.id, lookupId: null });

    // What the lead already has is free.
    const again = await post(user, `/leads/${lead.id}/enrich`, { requested_outputs: ["linkedin_url"] });
    expect(again.body).toMatchObject({ result: { ok: true, kind: "full", linkedin: res.body.result.linkedin, email: null }, credits_charged: 0, credits_remaining: 7 });
  });

  it("charges nothing when nothing is found, and only for the part found", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 10);
    const [none, nomail] = await seedLeads(user, ["enr_none_1", "enr_nomail_1"]);
    const nothing = await post(user, `/leads/${none.id}/enrich`, { requested_outputs: ["linkedin_url", "email"] });
    expect(nothing.body).toMatchObject({ result: { ok: false, kind: "not_found", linkedin: null, email: null }, credits_charged: 0, credits_remaining: 10 });
    const partial = await post(user, `/leads/${nomail.id}/enrich`, { requested_outputs: ["linkedin_url", "email"] });
    expect(partial.body).toMatchObject({ result: { ok: true, kind: "partial", email: null }, credits_charged: 1, credits_remaining: 9 });
    expect((await get(user, "/leads")).body.data.find((l: Json) => l.id === none.id).enrichment).toBeNull();
  });

  it("in verified mode an unverified e-mail is neither kept nor charged", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 10);
    const [lead] = await seedLeads(user, ["enr_unverif_1"]);
    const verified = await post(user, `/leads/${lead.id}/enrich`, { requested_outputs: ["email"], email_mode: "verified" });
    expect(verified.body).toMatchObject({ result: { ok: false, kind: "not_found", email: null }, credits_charged: 0 });
    const any = await post(user, `/leads/${lead.id}/enrich`, { requested_outputs: ["email"], email_mode: "any" });
    expect(any.body).toMatchObject({ result: { ok: true, email: { status: "unverified" } }, credits_charged: 2, credits_remaining: 8 });
  });

  it("a provider failure is 502, charges nothing and stores nothing", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 10);
    const [lead] = await seedLeads(user, ["enr_error_1"]);
    expectError(await post(user, `/leads/${lead.id}/enrich`, { requested_outputs: ["linkedin_url", "email"] }), 502, "enrichment_provider_error");
    expect(await balance(user)).toBe(10);
    expect((await get(user, "/leads")).body.data[0].enrichment).toBeNull();
    expect((await ledger(user)).map((e) => e.kind)).toEqual(["grant"]);
  });

  it("refuses without credits before calling the provider, and refuses bad bodies and other users' leads", async () => {
    const user = await newPaidUser(stack);
    const [lead] = await seedLeads(user, ["bea_broke"]);
    expectError(await post(user, `/leads/${lead.id}/enrich`, { requested_outputs: ["email"] }), 429, "credits_exhausted");
    expect((await get(user, "/leads")).body.data[0].enrichment).toBeNull();

    await grant(user, 5);
    const other = await newPaidUser(stack);
    await grant(other, 5);
    expectError(await post(other, `/leads/${lead.id}/enrich`, { requested_outputs: ["email"] }), 404, "lead_not_found");
    expectError(await post(user, `/leads/2147483647/enrich`, { requested_outputs: ["email"] }), 404, "lead_not_found");
    expect(await balance(other)).toBe(5);
    for (const [body, param] of [
      [{}, "requested_outputs"],
      [{ requested_outputs: [] }, "requested_outputs"],
      [{ requested_outputs: ["phone"] }, "requested_outputs[0]"],
      [{ requested_outputs: ["email", "email"] }, "requested_outputs"],
      [{ requested_outputs: ["email"], email_mode: "maybe" }, "email_mode"],
    ] as const) {
      const refused = await post(user, `/leads/${lead.id}/enrich`, body);
      expect({ status: refused.status, error: refused.body.error, param: refused.body.param }).toEqual({ status: 400, error: "invalid_request", param });
    }
    expect(await balance(user)).toBe(5);
  });

  it("works with the session cookie too", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 3);
    const [lead] = await seedLeads(user, ["cookie_carla"]);
    const cookie = await sessionCookie(stack.identityClient, user.email);
    const origin = stack.gateway.url;
    const res = await api(`/leads/${lead.id}/enrich`, { method: "POST", headers: { cookie, origin, "content-type": "application/json" }, body: JSON.stringify({ requested_outputs: ["linkedin_url"] }) });
    expect(res.status).toBe(200);
  });

  it("20 concurrent enrichments on a balance that covers 5: exactly 5 are charged, the ledger sums to the balance", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 5);
    const leads = await seedLeads(user, Array.from({ length: 20 }, (_, i) => `enr_nomail_c${i}`));
    const answers = await Promise.all(leads.map((lead) => post(user, `/leads/${lead.id}/enrich`, { requested_outputs: ["linkedin_url"] })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(5);
    expect(ok.every((a) => a.body.credits_charged === 1)).toBe(true);
    for (const refused of answers.filter((a) => a.status !== 200)) expectError(refused, 429, "credits_exhausted");
    expect(await balance(user)).toBe(0);
    const entries = await ledger(user);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    expect(entries.filter((e) => e.kind === "charge")).toHaveLength(5);
    const enriched = (await get(user, "/leads?limit=100")).body.data.filter((l: Json) => l.enrichment !== null);
    expect(enriched).toHaveLength(5);
  });
});

describe("credits", () => {
  it("auto top-up buys one pack of 500 when concurrent charges take the balance under the threshold", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 12);
    const settings = await api("/credits/settings", send(user, "PUT", { autoTopupEnabled: true, lowBalanceThreshold: 10 }));
    expect(settings.body).toEqual({ credits: { balance: 12, lowBalanceThreshold: 10, isLow: false, autoTopupEnabled: true } });
    const leads = await seedLeads(user, ["enr_nomail_t1", "enr_nomail_t2", "enr_nomail_t3", "enr_nomail_t4"]);
    const answers = await Promise.all(leads.map((lead) => post(user, `/leads/${lead.id}/enrich`, { requested_outputs: ["linkedin_url"] })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    await eventually(async () => ((await balance(user)) === 508 ? true : undefined), { timeoutMs: 10_000, intervalMs: 100, what: "the top-up" });
    const entries = await ledger(user);
    expect(entries.filter((e) => e.kind === "topup").map((e) => e.amount)).toEqual([500]);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(508);
    expect((await get(user, "/me")).body.credits).toEqual({ balance: 508, lowBalanceThreshold: 10, isLow: false, autoTopupEnabled: true });
  });

  it("shows each team only its own ledger", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 7);
    const other = await newPaidUser(stack);
    expect(await ledger(other)).toEqual([]);
    expect((await ledger(user)).map((e) => e.amount)).toEqual([7]);
  });
});

describe("auto-enrichment in runs", () => {
  const finished = (user: TestUser, streamId: number, runId: number) =>
    eventually(
      async () => {
        const { body } = await get(user, `/streams/${streamId}/runs/${runId}`);
        return ["succeeded", "failed", "cancelled"].includes(body.status) ? body : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 250, what: `run ${runId} to finish` },
    );

  async function runStream(user: TestUser, settings: Record<string, unknown>) {
    const created = await post(user, "/streams", { pairs: [{ accountHandle: "@enrichco", segment: { name: "SaaS founders", description: "Founders of B2B SaaS companies", appliedSearchFilters: { job_role: ["Founder"] } } }], ...settings });
    expect(created.status).toBe(201);
    const run = await post(user, `/streams/${created.body.id}/run`, {});
    expect(run.status).toBe(200);
    return { streamId: created.body.id as number, run: await finished(user, created.body.id, run.body.queued[0].syncRunId) };
  }

  it("enriches each new lead, counts them in enrichedCount, and leaves the one the provider fails on", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 100);
    const { streamId, run } = await runStream(user, { autoEnrichLinkedin: true, autoEnrichEmail: true });
    expect(run.status).toBe("succeeded");
    const leads = (await get(user, `/streams/${streamId}/leads`)).body.leads as Json[];
    expect(leads.map((l) => l.profile.handle)).toContain("enr_error_sam");
    const enriched = leads.filter((l) => l.enrichment !== null);
    expect(enriched.length).toBeGreaterThan(0);
    expect(run.enrichedCount).toBe(enriched.length);
    expect(leads.find((l) => l.profile.handle === "enr_error_sam").enrichment).toBeNull();
    const log = run.progressLog.map((e: Json) => e.message).join("\n");
    expect(log).toMatch(/Enriching new leads with LinkedIn URLs and e-mails/);
    expect(log).toMatch(/provider failed for 1 lead/);
    const charged = (await ledger(user)).filter((e) => e.kind === "charge").reduce((sum, e) => sum - e.amount, 0);
    expect(charged).toBe(enriched.reduce((sum, l) => sum + (l.enrichment.linkedin ? 1 : 0) + (l.enrichment.email ? 2 : 0), 0));
    expect(await balance(user)).toBe(100 - charged);
  });

  it("a run that runs out of credits still succeeds, stops enriching and says so", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 1);
    const { streamId, run } = await runStream(user, { autoEnrichLinkedin: true, autoEnrichEmail: true });
    expect(run.status).toBe("succeeded");
    expect(run.enrichedCount).toBe(0);
    expect(run.progressLog.map((e: Json) => e.message).join("\n")).toMatch(/Out of credits: \d+ leads were not enriched/);
    expect(((await get(user, `/streams/${streamId}/leads`)).body.leads as Json[]).every((l) => l.enrichment === null)).toBe(true);
    expect(await balance(user)).toBe(1);
  });

  it("without auto-enrichment nothing is enriched or charged", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 100);
    const { run } = await runStream(user, {});
    expect(run).toMatchObject({ status: "succeeded", enrichedCount: 0 });
    expect(await balance(user)).toBe(100);
  });
});

describe("lookups", () => {
  it("enriches any handle, keeps it in the history, and charges like a lead", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 10);
    const res = await post(user, "/lookups/enrich", { handle: "@grace_h" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lookup: {
        id: expect.any(Number),
        x_profile_id: expect.stringMatching(/^\d+$/),
        handle: expect.stringMatching(/^grace_h$/i),
        result: expect.objectContaining({ ok: expect.any(Boolean) }),
        credits_charged: expect.any(Number),
        contact_routes: expect.arrayContaining([{ kind: "x", value: expect.stringMatching(/^https:\/\/x\.com\//) }]),
        createdAt: expect.any(String),
      },
      credits_remaining: 10 - res.body.lookup.credits_charged,
    });
    const email = await post(user, "/lookups/enrich-email", { x_profile_id: res.body.lookup.x_profile_id });
    expect(email.status).toBe(200);
    expect(email.body.lookup.result.linkedin).toBeNull();

    const history = await get(user, "/lookups/enrich/history");
    expect(history.body).toEqual({ lookups: [res.body.lookup], hasMore: false, nextCursor: null });
    expect((await get(user, "/lookups/enrich-email/history")).body.lookups.map((l: Json) => l.id)).toEqual([email.body.lookup.id]);
    const lookupCharges = (await ledger(user)).filter((e) => e.lookupId !== null);
    expect(lookupCharges.map((e) => e.lookupId).sort()).toEqual([res.body.lookup, email.body.lookup].filter((l) => l.credits_charged > 0).map((l) => l.id).sort());

    const other = await newPaidUser(stack);
    expect((await get(other, "/lookups/enrich/history")).body.lookups).toEqual([]);
  });

  it("pages the history newest first", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 50);
    const ids: number[] = [];
    for (const handle of ["enr_none_a", "enr_none_b", "enr_none_c"]) ids.push((await post(user, "/lookups/enrich", { handle })).body.lookup.id);
    const first = await get(user, "/lookups/enrich/history?limit=2");
    expect(first.body.lookups.map((l: Json) => l.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.hasMore).toBe(true);
    const second = await get(user, `/lookups/enrich/history?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ lookups: [{ id: ids[0] }], hasMore: false, nextCursor: null });
  });

  it("answers X's refusals and the provider's failure like streams do, charging and keeping nothing", async () => {
    const user = await newPaidUser(stack);
    await grant(user, 10);
    expectError(await post(user, "/lookups/enrich", { handle: "nf_nobody" }), 404, "handle_not_found", { handle: "nf_nobody" });
    expectError(await post(user, "/lookups/enrich", { handle: "priv_secret" }), 422, "handle_protected", { handle: "priv_secret" });
    expectError(await post(user, "/lookups/enrich-email", { handle: "enr_error_2" }), 502, "enrichment_provider_error");
    expectError(await post(user, "/lookups/enrich", { handle: "a", x_profile_id: "1" }), 400, "invalid_request", { param: "handle" });
    expectError(await post(user, "/lookups/enrich", {}), 400, "invalid_request", { param: "body" });
    expect(await balance(user)).toBe(10);
    expect((await get(user, "/lookups/enrich/history")).body.lookups).toEqual([]);
    expect((await get(user, "/lookups/enrich-email/history")).body.lookups).toEqual([]);
  });
});
