import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromBinary } from "@bufbuild/protobuf";
import { LeadSourceType, MatchConfidence, SIGNALS, UsersChangedSchema } from "@leadstream/contracts";
import type { Bus, RunningService } from "@leadstream/platform";
import { bearer, call, newPaidUser, send, startStack, type Stack, type TestUser } from "./harness.js";

// The read cache with the real services: what a service commits, by whatever path, is signalled
// by its triggers and change feed, and the next read after the signal answers it; what a user
// changes through one replica is read back fresh from the other at once.

let stack: Stack;
let bus: Bus;
/** The users each context has signalled, as the gateways hear it. */
const signalled: { context: string; userIds: number[]; allUsers: boolean }[] = [];

beforeAll(async () => {
  stack = await startStack(2, { RATE_LIMIT_PER_MINUTE: "100000" });
  bus = (stack.services.streams as RunningService<unknown>).deps.bus;
  for (const [context, { subject }] of Object.entries(SIGNALS.usersChanged)) {
    bus.nc.subscribe(bus.subject(subject), { callback: (_err, msg) => void signalled.push({ context, ...fromBinary(UsersChangedSchema, msg.data) }) });
  }
});
afterAll(async () => {
  await stack?.stop();
});

const get = (user: TestUser, path: string, replica = 0) => call(stack.gateways[replica], `/api/v2${path}`, { headers: bearer(user.apiKey) });

/** Resolves once `context` has signalled `userId` (after `since` signals), as the gateways hear it. */
async function signalFor(context: string, userId: number, since: number) {
  const deadline = Date.now() + 5_000;
  while (!signalled.slice(since).some((s) => s.context === context && (s.allUsers || s.userIds.includes(userId)))) {
    if (Date.now() > deadline) throw new Error(`no ${context} signal for user ${userId}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  // The gateways' subscriptions and this one hear a signal in the same flush.
  await new Promise((r) => setTimeout(r, 20));
}

describe("cached reads with the services", () => {
  let user: TestUser;
  let stream: { id: number; accountId: number; segmentId: number };

  beforeAll(async () => {
    user = await newPaidUser(stack);
    const created = await call(stack.gateways[0], "/api/v2/streams", send(user, "POST", { name: "Cached", pairs: [{ accountHandle: `cache_${user.userId}`, segment: { description: "Founders of SaaS companies" } }] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body as { id: number };
    const detail = (await get(user, `/streams/${id}`)).body as { pairs: { trackedAccountId: number; segmentId: number }[] };
    stream = { id, accountId: detail.pairs[0].trackedAccountId, segmentId: detail.pairs[0].segmentId };
  });

  it("answer leads recorded by a run (leads commits, then signals) on the next read", async () => {
    expect((await get(user, `/streams/${stream.id}/leads`)).body).toMatchObject({ total: 0 });
    expect((await get(user, "/leads")).body).toMatchObject({ data: [] });
    const since = signalled.length;
    await stack.leadsClient.recordLeads({
      userId: user.userId,
      streamId: stream.id,
      streamName: "Cached",
      runId: 1,
      trackedAccountId: stream.accountId,
      trackedAccountHandle: `cache_${user.userId}`,
      segmentId: stream.segmentId,
      candidates: [{ profile: { xUserId: `${user.userId}001`, handle: "maria", displayName: "Maria", profileImageUrl: "https://img.example/m.png", followerCount: 5, bio: "Founder" }, matchConfidence: MatchConfidence.HIGH, sourceType: LeadSourceType.NEW_FOLLOWER, matchReasons: [] }],
    });
    await signalFor("leads", user.userId, since);
    expect((await get(user, `/streams/${stream.id}/leads`)).body).toMatchObject({ total: 1, leads: [{ profile: { handle: "maria" } }] });
    expect((await get(user, "/leads", 1)).body).toMatchObject({ data: [{ profile: { handle: "maria" } }] });
  });

  it("answer credits granted by an operator (accounts-billing commits, then signals) on the next read", async () => {
    expect((await get(user, "/me")).body).toMatchObject({ credits: { balance: 0 } });
    const since = signalled.length;
    await stack.accountsClient.grantCredits({ userId: user.userId, amount: 7, reason: "cache test" });
    await signalFor("accountsBilling", user.userId, since);
    expect((await get(user, "/me")).body).toMatchObject({ credits: { balance: 7 } });
  });

  it("answer a user's change through one replica from the other at once", async () => {
    expect((await get(user, "/streams", 1)).body).toMatchObject({ streams: [{ name: "Cached" }] });
    const renamed = await call(stack.gateways[0], `/api/v2/streams/${stream.id}`, send(user, "PATCH", { name: "Renamed" }));
    expect(renamed.status).toBe(200);
    expect((await get(user, "/streams", 1)).body).toMatchObject({ streams: [{ name: "Renamed" }] });
  });

  it("answer a run's progress (streams commits, then signals) on the next read", async () => {
    const before = (await get(user, "/runs")).body as { runs: unknown[] };
    const since = signalled.length;
    const started = await call(stack.gateways[0], `/api/v2/streams/${stream.id}/run`, send(user, "POST", {}));
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await signalFor("streams", user.userId, since);
    expect(((await get(user, "/runs", 1)).body as { runs: unknown[] }).runs.length).toBe(before.runs.length + 1);
  });
});
