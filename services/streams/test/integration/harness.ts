import type { Client } from "@connectrpc/connect";
import { accountsBillingService } from "@leadstream/accounts-billing";
import { classificationService } from "@leadstream/classification";
import { AccountsBillingService, ClassificationService, IdentityService, LeadsService, Plan, type Run, RunStatus, StreamsService } from "@leadstream/contracts";
import { identityService } from "@leadstream/identity";
import { leadsService } from "@leadstream/leads";
import { TIER } from "@leadstream/contracts/vocabulary";
import { createRpcClient, type RunningService } from "@leadstream/platform";
import { eventually, startStack as startServices, uniqueEmail, type StackService } from "@leadstream/testing";
import { createXSandbox, type XSandbox } from "@leadstream/x-sandbox";
import { expect } from "vitest";
import type { StreamsApp } from "../../src/app/streams-app.js";
import type { Tier } from "../../src/domain/pairs.js";
import { streamsService } from "../../src/service.js";

type Env = Record<string, string | undefined>;

export interface Stack {
  svc: RunningService<StreamsApp>;
  streams: Client<typeof StreamsService>;
  identity: Client<typeof IdentityService>;
  accounts: Client<typeof AccountsBillingService>;
  classification: Client<typeof ClassificationService>;
  leads: Client<typeof LeadsService>;
  sandbox: XSandbox;
  /** Another streams-service replica on the same database and bus; stopped with the stack unless stopped first. */
  startStreamsReplica(env?: Env): Promise<RunningService<StreamsApp>>;
  /** The environment a streams replica of this stack runs with (to start one as its own process). */
  streamsEnv(overrides?: Env): Env;
  stop(): Promise<void>;
}

const client = <S extends Parameters<typeof createRpcClient>[0]>(service: S, url: string) =>
  createRpcClient(service, { baseUrl: url, internalToken: "test-internal-token", caller: "test" });

/**
 * The real streams service and its real peers (identity, classification, leads, accounts-billing
 * on an X sandbox with generous rate limits), on a database and bus of their own. The scheduler
 * is off unless `streamsEnv` turns it on: tests fire slots with app.scheduleRuns.
 */
export async function startStack(opts: { streamsEnv?: Env } = {}): Promise<Stack> {
  const stack = await startServices({
    services: { identity: identityService, classification: classificationService, "accounts-billing": accountsBillingService, leads: leadsService, streams: streamsService } satisfies Record<string, StackService>,
    sandbox: await createXSandbox({ rateLimits: { followers: 1000, likingUsers: 1000 } }),
    serviceEnv: { streams: { WEBHOOKS_ALLOW_PRIVATE: "true", ...opts.streamsEnv } },
  });
  const svc = stack.services.streams as RunningService<StreamsApp>;
  return {
    svc,
    streams: streamsClient(svc.url),
    identity: client(IdentityService, stack.peers.identity),
    accounts: client(AccountsBillingService, stack.peers["accounts-billing"]),
    classification: client(ClassificationService, stack.peers.classification),
    leads: client(LeadsService, stack.peers.leads),
    sandbox: stack.sandbox!,
    startStreamsReplica: async (env) => (await stack.startReplica("streams", env)) as RunningService<StreamsApp>,
    streamsEnv: (overrides) => stack.envFor("streams", overrides),
    stop: stack.stop,
  };
}

/** A paid user (active subscription) in `timezone`. */
export async function paidUser(stack: Stack, timezone = "UTC"): Promise<number> {
  return newUser(stack, Plan.PAID, timezone);
}

export async function freeUser(stack: Stack): Promise<number> {
  return newUser(stack, Plan.FREE, "UTC");
}

async function newUser(stack: Stack, plan: Plan, timezone: string): Promise<number> {
  const { user } = await stack.identity.createUser({ email: uniqueEmail("streams"), displayName: "Stream Tester", plan, timezone });
  return user!.id;
}

let handles = 0;
/** A handle no other test uses (the sandbox resolves any well-formed handle). */
export const uniqueHandle = (prefix = "h"): string => `${prefix}${Date.now().toString(36).slice(-6)}${(handles++).toString(36)}`.slice(0, 15);

export const inlineSegment = (description = "Founders of B2B SaaS companies", name = "") => ({ description, name, genderValues: [], appliedSearchFilters: {}, followerCountTiers: [] });

export { expectAppError } from "@leadstream/testing";

/** POST to the X sandbox's control API. */
export async function sandboxControl(stack: Stack, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${stack.sandbox.url}/sandbox${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.ok, `${path}: ${res.status} ${await res.clone().text()}`).toBe(true);
  return res.json();
}

/** One quarter-hour slot 12 hours from now (UTC): no scheduler fires it during a test. */
export function farSyncTimes(): string[] {
  const at = new Date(Date.now() + 12 * 3600_000);
  return [`${String(at.getUTCHours()).padStart(2, "0")}:${String(Math.floor(at.getUTCMinutes() / 15) * 15).padStart(2, "0")}`];
}

/** Followers the segment "Founders of B2B SaaS companies" (inlineSegment's) matches with high or medium fit, or not at all. */
export function followersOfInterest(): object[] {
  const person = (description: string, extra: object = {}) => ({ username: uniqueHandle("p"), name: "Sam Doe", description, followers_count: 800, following_count: 300, tweet_count: 1200, created_at: "2015-05-01T00:00:00Z", ...extra });
  return [
    person("Founder & CEO of a B2B SaaS startup for finance teams."),
    person("Co-founder at a B2B SaaS company. Building developer tools."),
    person("SaaS founder. Bootstrapped our B2B analytics product to $2M ARR."),
    person("Nurse in Ohio. Dog mom, coffee lover."),
    person("Startup founder in fintech."),
    person("Head of growth at a B2B SaaS company."),
    person("Founder of a small bakery."),
    person("Aspiring founder, SaaS enthusiast."),
    person("Photographer and traveller."),
    person("DM for promo! Follow back, crypto giveaway daily", { followers_count: 3, following_count: 4900, created_at: "2025-12-20T00:00:00Z" }),
  ];
}

/**
 * A sandbox account followed by exactly these people (newest first) and with these posts (none
 * by default, so no likers), and a stream of `userId` on it with one inline segment, scheduled
 * far from now.
 */
export async function streamOnFixture(stack: Stack, userId: number, followers: object[], opts: { tweets?: object[]; segment?: ReturnType<typeof inlineSegment> } = {}) {
  const handle = uniqueHandle("fx");
  await sandboxControl(stack, "/accounts", { username: handle, followers, tweets: opts.tweets ?? [] });
  const created = await stack.streams.createStream({
    userId,
    settings: { syncTimes: { times: farSyncTimes() }, timezone: "UTC" },
    pairs: [{ accountHandle: handle, segment: opts.segment ?? inlineSegment() }],
  });
  return { streamId: created.id, accountId: created.accounts[0].accountId, segmentId: created.segments[0].segmentId, handle };
}

/** A stream of `userId` on new sandbox accounts without followers, one per tier given, all with one segment; scheduled far from now unless `schedule` says otherwise. */
export async function streamOnAccounts(stack: Stack, userId: number, tiers: Tier[], schedule: { syncTimes?: string[]; timezone?: string } = {}) {
  const handles = tiers.map(() => uniqueHandle("b"));
  for (const handle of handles) await sandboxControl(stack, "/accounts", { username: handle, followers: [] });
  const { segment } = await stack.classification.createSegment({ userId, definition: inlineSegment() });
  const { id, accounts } = await stack.streams.createStream({
    userId,
    settings: { syncTimes: { times: schedule.syncTimes ?? farSyncTimes() }, timezone: schedule.timezone ?? "UTC" },
    pairs: handles.map((handle, i) => ({ accountHandle: handle, accountTier: TIER.value(tiers[i]), segmentId: segment!.id })),
  });
  return { streamId: id, accountIds: accounts.map((a) => a.accountId) };
}

/** GET /me's budgets of one account, and the totals. */
export async function accountBudgets(stack: Stack, userId: number, accountId: number) {
  const summary = await stack.accounts.getBillingSummary({ userId });
  const account = summary.accounts.find((a) => a.accountId === accountId)!;
  return {
    dailySyncUsed: account.dailySync!.used,
    dailySyncRemaining: account.dailySync!.remaining,
    retestsUsed: account.monthlyRetest!.used,
    totals: [summary.dailySyncRemaining, summary.monthlyRetestRemaining],
  };
}

const FINISHED = [RunStatus.SUCCEEDED, RunStatus.FAILED, RunStatus.CANCELLED];

/** A client of one streams-service replica. */
export const streamsClient = (url: string): Client<typeof StreamsService> => client(StreamsService, url);

/** Polls the run until it has ended. */
export async function finishedRun(streams: Client<typeof StreamsService>, userId: number, streamId: number, runId: number, timeoutMs = 20_000): Promise<Run> {
  return eventually(
    async () => {
      const { run } = await streams.getRun({ userId, streamId, runId });
      return run && FINISHED.includes(run.status) ? run : undefined;
    },
    { timeoutMs, what: `run ${runId} to end` },
  );
}
