import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IdentityService, Plan } from "@leadstream/contracts";
import { createRpcClient } from "@leadstream/platform";
import { eventually, uniqueEmail } from "@leadstream/testing";
import { startStack } from "./stack.js";

type Json = any;

// Who follows @LeadCo, newest first: the sandbox serves exactly this list.
const followers = [
  { username: "maria_builds", name: "Maria Lopez", description: "Founder & CEO at Flowdesk, a B2B SaaS for support teams. Ex-Stripe.", followers_count: 2400, created_at: "2014-05-01T00:00:00Z" },
  { username: "dev_tom", name: "Tom Becker", description: "Backend engineer. Rust, Postgres, distributed systems.", followers_count: 800, created_at: "2016-02-01T00:00:00Z" },
  { username: "saas_kenji", name: "Kenji Watanabe", description: "Co-founder of Ledgerly (SaaS invoicing). Building in public.", followers_count: 5100, created_at: "2012-09-01T00:00:00Z" },
  { username: "crypto99281734", name: "Lucky Giveaway", description: "FREE crypto giveaway!!! DM for promo, follow back", followers_count: 3, following_count: 4900, created_at: "2026-10-20T00:00:00Z", profile_image_url: "https://abs.twimg.com/sticky/default_profile_images/default_profile_normal.png" },
  { username: "anna_recruits", name: "Anna Schmidt", description: "Tech recruiter helping startups hire engineers.", followers_count: 1200, created_at: "2015-01-01T00:00:00Z" },
  { username: "founder_priya", name: "Priya Nair", description: "Founder of a bootstrapped SaaS analytics startup. Previously PM at Atlassian.", followers_count: 3300, created_at: "2013-03-01T00:00:00Z" },
  { username: "nurse_jo", name: "Jo Evans", description: "ICU nurse, runner, dog person.", followers_count: 150, created_at: "2019-07-01T00:00:00Z" },
  { username: "vc_daniel", name: "Daniel Okafor", description: "Partner at Seedcamp. Investing in B2B SaaS founders.", followers_count: 15000, created_at: "2011-01-01T00:00:00Z" },
];

describe("sync runs and leads through the public API", () => {
  let stack: Awaited<ReturnType<typeof startStack>>;

  beforeAll(async () => {
    const sandbox = { logger: false, fixtures: { accounts: [{ username: "LeadCo", name: "Lead Co", description: "We sell leads" }], followers: { LeadCo: followers }, tweets: { LeadCo: [] } } };
    stack = await startStack({ sandbox, env: { WEBHOOKS_ALLOW_PRIVATE: "true", RATE_LIMIT_PER_MINUTE: "100000" } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const newUser = async (plan: "free" | "paid") => {
    const identity = createRpcClient(IdentityService, { baseUrl: stack.peers.identity, internalToken: "test-internal-token", caller: "e2e" });
    const res = await identity.createUser({ email: uniqueEmail(plan), plan: plan === "paid" ? Plan.PAID : Plan.FREE, signupIp: `192.0.2.${Math.floor(Math.random() * 250)}` });
    return { id: res.user!.id, key: res.apiKey };
  };
  const call = async (key: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${stack.gateway.url}/api/v2${path}`, { method, headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const finished = (key: string, streamId: number, runId: number) =>
    eventually(
      async () => {
        const { body } = await call(key, "GET", `/streams/${streamId}/runs/${runId}`);
        return ["succeeded", "failed", "cancelled"].includes(body.status) ? body : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 250, what: `run ${runId} to finish` },
    );

  it("creates a stream, runs it, polls the run to succeeded and pulls the leads it counted", async () => {
    const u = await newUser("paid");
    const created = await call(u.key, "POST", "/streams", { pairs: [{ accountHandle: "@leadco", segment: { name: "SaaS founders", description: "Founders of B2B SaaS companies", appliedSearchFilters: { job_role: ["Founder"] } } }] });
    expect(created.status).toBe(201);
    const streamId = created.body.id;
    const run = await call(u.key, "POST", `/streams/${streamId}/run`, {});
    expect(run.status).toBe(200);
    expect(run.body.skipped).toEqual([]);
    expect(run.body.queued).toHaveLength(1);
    const runId = run.body.queued[0].syncRunId;

    const done = await finished(u.key, streamId, runId);
    expect(done).toMatchObject({ status: "succeeded", source: "manual", mode: "sync-then-search", streamId, xHandle: expect.stringMatching(/leadco/i), errorMessage: null });
    expect(done.newFollowersCount).toBe(followers.length);
    const log = done.progressLog.map((e: Json) => e.message).join("\n");
    for (const step of [/follower/i, /classif/i, /lead/i]) expect(log).toMatch(step);
    expect(done.progressLog.every((e: Json) => !Number.isNaN(Date.parse(e.at)))).toBe(true);

    const leads = await call(u.key, "GET", `/streams/${streamId}/leads`);
    expect(leads.status).toBe(200);
    expect(leads.body.total).toBe(done.candidatesPassedCount);
    expect(leads.body.leads).toHaveLength(done.candidatesPassedCount);
    const summary = await call(u.key, "GET", `/streams/${streamId}/leads?summary=true`);
    expect(summary.body.highFitCount + summary.body.mediumFitCount).toBe(done.candidatesPassedCount);
    expect(summary.body.mediumFitCount).toBe(done.mediumFitCount);
    const handles = leads.body.leads.map((l: Json) => l.profile.handle);
    expect(handles).toEqual(expect.arrayContaining(["maria_builds", "saas_kenji", "founder_priya"]));
    expect(handles).not.toContain("crypto99281734");
    expect(handles).not.toContain("nurse_jo");
    const lead = leads.body.leads[0];
    expect(lead).toMatchObject({ streamId, sourceType: "new_follower", exportedAt: null, matchReasons: expect.any(Array) });

    // The bot filter dropped the giveaway bot: the run says how many, by kind, and its audit sample shows
    // the bot with its kind and bot score, then the leads with theirs (the most bot-like first).
    const report = done.botFilter;
    expect(report.droppedCount).toBeGreaterThanOrEqual(1);
    expect(Object.values(report.droppedByKind).reduce((sum: number, n) => sum + (n as number), 0)).toBe(report.droppedCount);
    const bot = report.sample.find((e: Json) => e.handle === "crypto99281734");
    expect(bot).toMatchObject({ xUserId: expect.any(String), botKind: expect.any(String), confidence: null });
    expect(report.droppedByKind[bot.botKind]).toBeGreaterThanOrEqual(1);
    expect(bot.botScore).toBeGreaterThan(0.5);
    expect(bot.botScore).toBeLessThanOrEqual(1);
    expect(bot.reasons.join(" ")).toMatch(/bot/);
    expect(log).toMatch(new RegExp(`Dropped ${report.droppedCount} bots? \\(.*${bot.botKind}.*\\)`));
    const leadEntries = report.sample.filter((e: Json) => e.confidence !== null);
    expect(leadEntries.map((e: Json) => e.handle).sort()).toEqual([...handles].sort()); // fewer than the sample's 10
    for (const e of leadEntries) {
      expect(e).toMatchObject({ botKind: null, confidence: expect.stringMatching(/^(high|medium)$/), botScore: expect.any(Number) });
      expect(e.botScore).toBeGreaterThanOrEqual(0);
      expect(e.botScore).toBeLessThan(bot.botScore);
    }
    const leadScores = leadEntries.map((e: Json) => e.botScore);
    expect(leadScores).toEqual([...leadScores].sort((a: number, b: number) => b - a));
    // The run lists carry the counts only.
    const listed = (await call(u.key, "GET", `/streams/${streamId}/runs`)).body.runs.find((r: Json) => r.id === runId);
    expect(listed.botFilter).toEqual({ droppedCount: report.droppedCount, droppedByKind: report.droppedByKind });

    const cross = await call(u.key, "GET", `/leads?streamId=${streamId}`);
    expect(cross.body.data.map((l: Json) => l.id).sort()).toEqual(leads.body.leads.map((l: Json) => l.id).sort());

    // The starter tier syncs once a day: the second run is refused with the budget's error.
    const again = await call(u.key, "POST", `/streams/${streamId}/run`, {});
    expect(again.status).toBe(403);
    expect(again.body.error).toBe("daily_sync_limit");
    const me = await call(u.key, "GET", "/me");
    expect(me.body.accounts[0].dailySync).toEqual({ used: 1, cap: 1, remaining: 0 });

    // Exporting a lead moves it out of the default (new) lifecycle.
    expect((await call(u.key, "POST", `/leads/${lead.id}/export`)).body.lead.exportedAt).not.toBeNull();
    expect((await call(u.key, "GET", `/streams/${streamId}/leads`)).body.total).toBe(done.candidatesPassedCount - 1);
    expect((await call(u.key, "GET", `/streams/${streamId}/leads?lifecycle=exported`)).body.total).toBe(1);
  });

  it("refuses a free user's re-test and skips a sleeping account", async () => {
    const free = await newUser("free");
    const created = await call(free.key, "POST", "/streams", { pairs: [{ accountHandle: "LeadCo", segment: { description: "Founders of B2B SaaS companies" } }] });
    const retest = await call(free.key, "POST", `/streams/${created.body.id}/re-test`, {});
    expect(retest.status).toBe(403);
    expect(retest.body.error).toBe("free_retest_limit");

    const paid = await newUser("paid");
    const stream = await call(paid.key, "POST", "/streams", { pairs: [{ accountHandle: "LeadCo", segment: { description: "Engineers" } }] });
    await call(paid.key, "POST", `/accounts/${stream.body.accounts[0].accountId}/sleep`);
    const run = await call(paid.key, "POST", `/streams/${stream.body.id}/run`, {});
    expect(run.status).toBe(200);
    expect(run.body).toEqual({ queued: [], skipped: [{ accountId: stream.body.accounts[0].accountId, reason: "account_sleeping" }] });
  });
});
