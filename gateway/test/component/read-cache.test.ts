import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { create, toBinary } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { EmailMode, SIGNALS, StreamDeliveryDestination, StreamSchema, UsersChangedSchema } from "@leadstream/contracts";
import { AppError } from "@leadstream/platform";
import { call, send } from "@leadstream/testing";
import { FakeIdentity, freeBillingSummary, type TestUser } from "./fakes.js";
import { startGateway, type ComponentGateway } from "./harness.js";

// The polled reads are answered from each replica's cache until a signal says the user's data
// changed: a service's (its triggers saw a commit) or a replica's (it proxied a write). What the
// services signal is their own tests' business (and gateway/test/integration/read-cache.test.ts);
// here the test publishes the signals itself.

let gateway: ComponentGateway;
let identity: FakeIdentity;
let alice: TestUser;
let bob: TestUser;
/** What streams answers, per user: the name of their one stream. */
const names = new Map<number, string>();
let validFor = 60_000;

const stream = (userId: number, isArchived = false) =>
  create(StreamSchema, {
    id: userId,
    name: names.get(userId) ?? "none",
    syncTimes: ["09:00"],
    timezone: "UTC",
    emailMode: EmailMode.ANY,
    deliveryDestination: StreamDeliveryDestination.LEADS_ONLY,
    isActive: true,
    isArchived,
    createdAt: timestampFromDate(new Date("2026-01-02T03:04:05Z")),
    updatedAt: timestampFromDate(new Date("2026-01-02T03:04:05Z")),
  });

beforeAll(async () => {
  identity = new FakeIdentity();
  gateway = await startGateway(
    {
      identity: identity.impl,
      accountsBilling: { getBillingSummary: () => ({ ...freeBillingSummary(), validUntil: timestampFromDate(new Date(Date.now() + validFor)) }) },
      streams: {
        listStreams: ({ userId }) => ({ streams: [stream(userId)] }),
        // Each user has one stream, whose id is theirs.
        getStream: ({ userId, streamId }) => {
          if (streamId !== userId) throw new AppError("not_found", "No such stream.");
          return { stream: stream(userId) };
        },
        archiveStream: ({ userId, streamId }) => {
          if (streamId !== userId) throw new AppError("not_found", "No such stream.");
          return { stream: stream(userId, true) };
        },
      },
      leads: {
        listStreamLeads: () => ({ leads: [], total: 0, hasMore: false }),
      },
    },
    { replicas: 2 },
  );
  alice = identity.createUser();
  bob = identity.createUser();
});
afterAll(async () => {
  await gateway?.stop();
});
beforeEach(() => {
  gateway.calls.clear();
  validFor = 60_000;
});

const get = (user: TestUser, path: string, replica = 0) => call(gateway.replicas[replica], `/api/v2${path}`, send(user, "GET"));
const served = (method: string) => gateway.calls.to(method).length;
/** Publishes what a service's change feed would, and waits until both replicas have it. */
async function signal(context: keyof typeof SIGNALS.usersChanged, message: { userIds?: number[]; allUsers?: boolean }) {
  gateway.bus.nc.publish(gateway.bus.subject(SIGNALS.usersChanged[context].subject), toBinary(UsersChangedSchema, create(UsersChangedSchema, message)));
  await gateway.bus.nc.flush();
  await new Promise((r) => setTimeout(r, 100));
}

describe("cached reads", () => {
  it("answer a poll again from the cache, the same bytes, per user", async () => {
    names.set(alice.userId, "Alice's");
    names.set(bob.userId, "Bob's");
    const first = await get(alice, "/streams");
    const again = await get(alice, "/streams");
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(served("listStreams")).toBe(1);
    // Bob polls the same URL and gets his own streams.
    expect((await get(bob, "/streams")).body).toMatchObject({ streams: [{ name: "Bob's" }] });
    expect(served("listStreams")).toBe(2);
    // Another query is another answer.
    await get(alice, "/streams?includeArchived=true");
    expect(served("listStreams")).toBe(3);
  });

  it("read again after a service signals the user, on every replica; other users' stay", async () => {
    names.set(alice.userId, "before");
    await signal("streams", { userIds: [alice.userId, bob.userId] });
    await get(alice, "/streams", 0);
    await get(alice, "/streams", 1);
    await get(bob, "/streams", 0);
    gateway.calls.clear();

    names.set(alice.userId, "after");
    await signal("streams", { userIds: [alice.userId] });
    expect((await get(alice, "/streams", 0)).body).toMatchObject({ streams: [{ name: "after" }] });
    expect((await get(alice, "/streams", 1)).body).toMatchObject({ streams: [{ name: "after" }] });
    await get(bob, "/streams", 0);
    expect(served("listStreams")).toBe(2);
  });

  it("read everything again after a signal for all users", async () => {
    await get(alice, "/streams");
    await get(bob, "/streams");
    gateway.calls.clear();
    await signal("identity", { allUsers: true });
    await get(alice, "/streams");
    await get(bob, "/streams");
    expect(served("listStreams")).toBe(2);
  });

  it("read again on every replica after the user's write through any replica, before it is answered", async () => {
    names.set(alice.userId, "one");
    await signal("streams", { userIds: [alice.userId] });
    await get(alice, "/streams", 1);
    names.set(alice.userId, "two");
    // The write goes through replica 0; the very next read, on replica 1, is fresh.
    const archived = await call(gateway.replicas[0], `/api/v2/streams/${alice.userId}`, send(alice, "DELETE"));
    expect(archived.status).toBe(200);
    expect((await get(alice, "/streams", 1)).body).toMatchObject({ streams: [{ name: "two" }] });
  });

  it("read /me again when the billing summary says its budgets change with time", async () => {
    validFor = 300;
    await get(alice, "/me");
    await get(alice, "/me");
    expect(served("getBillingSummary")).toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    await get(alice, "/me");
    expect(served("getBillingSummary")).toBe(2);
  });

  it("never keep an error", async () => {
    const notMine = `/streams/${bob.userId}/leads`;
    expect((await get(alice, notMine)).status).toBe(404);
    expect((await get(alice, notMine)).status).toBe(404);
    expect(served("getStream")).toBe(2);
  });

  it("still count against the rate limit, and still need credentials", async () => {
    await get(alice, "/streams");
    const cached = await get(alice, "/streams");
    expect(Number(cached.headers.get("x-ratelimit-remaining"))).toBeGreaterThan(0);
    expect((await call(gateway, "/api/v2/streams")).status).toBe(401);
  });
});
