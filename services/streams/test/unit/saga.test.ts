import { AppError } from "@leadstream/platform";
import { describe, expect, it } from "vitest";
import { createStream } from "../../src/app/commands/create-stream.js";
import { updateStream } from "../../src/app/commands/update-stream.js";
import type { AccountsPort, AppDeps, Database, SegmentsPort, UsersPort } from "../../src/app/ports.js";
import { DEFAULT_SETTINGS } from "../../src/domain/settings.js";
import type { Stream } from "../../src/domain/stream.js";

type Step = "ensureSegment" | "ensureAccounts" | "releaseAccounts" | "discardSegment";

/** In-memory peers recording each call (and its operation id); `failing` steps throw. */
function fakePeers(failing: Partial<Record<Step, Error>> = {}) {
  const calls: { step: Step; operationId: string }[] = [];
  const call = (step: Step, operationId: string) => {
    calls.push({ step, operationId });
    if (failing[step]) throw failing[step];
  };
  const segments: SegmentsPort = {
    async ensureSegment(_userId, operationId) {
      call("ensureSegment", operationId);
      return { segment: { id: 7, name: "Founders", description: "SaaS founders" }, created: true };
    },
    async discardSegment(_userId, operationId) {
      call("discardSegment", operationId);
    },
  };
  const accounts: AccountsPort = {
    async ensureAccounts(_userId, operationId, refs) {
      call("ensureAccounts", operationId);
      return refs.map((_, i) => ({ account: { id: 100 + i, handle: `h${i}`, profileImageUrl: "", tier: "starter", streamCap: 1 }, created: true, billingDelta: "stripe_quantity_incremented" }));
    },
    async releaseAccounts(_userId, operationId) {
      call("releaseAccounts", operationId);
    },
    async getAccounts() {
      return [];
    },
  };
  return { calls, steps: () => calls.map((c) => c.step), segments, accounts };
}

const existing: Stream = {
  ...DEFAULT_SETTINGS,
  id: 1,
  userId: 9,
  name: "s",
  syncTimes: ["09:00"],
  timezone: "UTC",
  version: 1,
  createdAt: new Date(),
  updatedAt: new Date(),
  pairs: [{ id: 1, accountId: 100, segmentId: 7, segmentName: null, segmentDescription: "d" }],
};

/** Reads find `existing`; every transaction fails like a lost connection would. */
const failingDatabase = (error: Error): Database =>
  ({
    repositories: { streams: { findOwned: async () => existing } },
    transaction: async () => {
      throw error;
    },
  }) as unknown as Database;

function deps(peers: ReturnType<typeof fakePeers>, overrides: Partial<AppDeps> = {}) {
  const logged: object[] = [];
  const users: UsersPort = { defaultTimezone: async () => "Europe/Paris" };
  const all: AppDeps = {
    db: failingDatabase(new Error("connection lost")),
    accounts: peers.accounts,
    segments: peers.segments,
    users,
    publishEvents: async () => undefined,
    webhooksAllowPrivate: false,
    now: () => new Date(),
    log: { error: (details) => logged.push(details) },
    ...overrides,
  };
  return { deps: all, logged };
}

const input = {
  userId: 9,
  settings: {},
  pairs: [
    { accountHandle: "ada", segment: { description: "SaaS founders", name: "", genderValues: [], appliedSearchFilters: {}, followerCountTiers: [] } },
  ],
};

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (err: unknown) => err);

describe("the CreateStream saga", () => {
  it("calls no peer when the input is invalid", async () => {
    const peers = fakePeers();
    const { deps: d } = deps(peers);
    const create = createStream(d);
    await expect(create({ ...input, pairs: [{ accountId: 1, segmentId: 1 }, { accountId: 2, segmentId: 2 }] })).rejects.toMatchObject({ code: "stream_multi_segment" });
    await expect(create({ ...input, settings: { deliveryDestination: "leads_plus_webhook" } })).rejects.toMatchObject({ code: "invalid_request", details: { param: "webhookUrl" } });
    for (const webhookUrl of ["http://hooks.example.com/x", "https://10.0.0.8/x", "https://[::1]/x"]) {
      await expect(create({ ...input, settings: { deliveryDestination: "leads_plus_webhook", webhookUrl } })).rejects.toMatchObject({ code: "invalid_request", details: { param: "webhookUrl" } });
    }
    expect(peers.calls).toEqual([]);
  });

  it("undoes nothing but the segment when the segment is refused", async () => {
    const peers = fakePeers({ ensureSegment: new AppError("orphan_label", "unknown labels") });
    const { deps: d } = deps(peers);
    await expect(createStream(d)(input)).rejects.toMatchObject({ code: "orphan_label" });
    expect(peers.steps()).toEqual(["ensureSegment", "discardSegment"]);
  });

  it("releases the accounts, then discards the segment, when the accounts fail", async () => {
    const peers = fakePeers({ ensureAccounts: new AppError("handle_not_found", "no such handle") });
    const { deps: d } = deps(peers);
    await expect(createStream(d)(input)).rejects.toMatchObject({ code: "handle_not_found" });
    expect(peers.steps()).toEqual(["ensureSegment", "ensureAccounts", "releaseAccounts", "discardSegment"]);
  });

  it("undoes both remote steps, newest first, under one operation id, when the save fails", async () => {
    const peers = fakePeers();
    const saveError = new Error("connection lost");
    const { deps: d } = deps(peers, { db: failingDatabase(saveError) });
    expect(await failure(createStream(d)(input))).toBe(saveError);
    expect(peers.steps()).toEqual(["ensureSegment", "ensureAccounts", "releaseAccounts", "discardSegment"]);
    expect(new Set(peers.calls.map((c) => c.operationId)).size).toBe(1);
  });

  it("logs a failing compensation, still runs the others, and returns the original error", async () => {
    const peers = fakePeers({ releaseAccounts: new Error("accounts-billing down") });
    const saveError = new Error("connection lost");
    const { deps: d, logged } = deps(peers, { db: failingDatabase(saveError) });
    expect(await failure(createStream(d)(input))).toBe(saveError);
    expect(peers.steps()).toEqual(["ensureSegment", "ensureAccounts", "releaseAccounts", "discardSegment"]);
    expect(logged).toEqual([expect.objectContaining({ step: "release accounts" })]);
  });
});

describe("the UpdateStream saga", () => {
  it("undoes the new pairs' remote steps when the save fails, and leaves settings-only updates alone", async () => {
    const peers = fakePeers();
    const saveError = new Error("connection lost");
    const { deps: d } = deps(peers, { db: failingDatabase(saveError) });
    const update = updateStream(d);
    expect(await failure(update({ userId: 9, streamId: 1, settings: {}, pairs: input.pairs }))).toBe(saveError);
    expect(peers.steps()).toEqual(["ensureSegment", "ensureAccounts", "releaseAccounts", "discardSegment"]);

    peers.calls.length = 0;
    expect(await failure(update({ userId: 9, streamId: 1, settings: { name: "renamed" } }))).toBe(saveError);
    expect(peers.calls).toEqual([]);
  });
});
