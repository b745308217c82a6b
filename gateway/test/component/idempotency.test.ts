import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { BillingDelta, type CreateStreamRequest } from "@leadstream/contracts";
import { AppError } from "@leadstream/platform";
import { call, expectError, send } from "@leadstream/testing";
import { FakeIdentity, freeBillingSummary, type TestUser } from "./fakes.js";
import { startGateway, type ComponentGateway } from "./harness.js";

// Two replicas sharing their idempotency records on one bus. The peers answer as the services
// do; whether a retry ran again shows in what reached them (a replay reaches nobody), which is
// what "billed once" and "one stream" come to on the gateway's side.
let identity: FakeIdentity;
let gateway: ComponentGateway;
let lastId = 0;
beforeAll(async () => {
  identity = new FakeIdentity();
  gateway = await startGateway(
    {
      identity: identity.impl,
      accountsBilling: {
        getBillingSummary: freeBillingSummary,
        sleepAccount: ({ accountId }) => ({ account: { id: accountId, awake: false } }),
        wakeAccount: ({ accountId }) => ({ account: { id: accountId, awake: true } }),
      },
      streams: {
        async createStream({ pairs }) {
          // Slow enough that a concurrent retry arrives while the first is running.
          await new Promise((r) => setTimeout(r, 50));
          const handle = pairs[0].accountHandle;
          if (handle.startsWith("nf_")) throw new AppError("handle_not_found", `@${handle} does not exist on X.`, { handle });
          if (handle.startsWith("down_")) throw new AppError("handle_lookup_failed", `Could not look up @${handle} on X; try again.`, { handle });
          return { id: ++lastId, accounts: [{ handle, accountId: ++lastId, accountCreated: true, billingDelta: BillingDelta.STRIPE_QUANTITY_INCREMENTED }], segments: [{ segmentId: ++lastId, segmentCreated: true }] };
        },
      },
      classification: {
        createSegment: ({ userId, definition }) => {
          const at = timestampFromDate(new Date());
          return { segment: { id: ++lastId, userId, description: definition!.description, createdAt: at, updatedAt: at } };
        },
        listSegments: () => ({ segments: [] }),
      },
    },
    { replicas: 2 },
  );
});
afterAll(async () => {
  await gateway?.stop();
});

const ORIGIN = "http://127.0.0.1:8080";
const api = (path: string, init?: RequestInit, replica = 0) => call(gateway.replicas[replica], `/api/v2${path}`, init);
const withKey = (user: TestUser, method: string, key: string, body?: unknown) => send(user, method, body, { "idempotency-key": key });
const streamBody = (handle: string) => ({ pairs: [{ accountHandle: handle, segment: { description: "Founders of seed-stage startups" } }] });
/** The requests to `method` that reached its service for this user. */
const reached = (method: string, user: TestUser) => gateway.calls.to<{ userId: number }>(method).filter((r) => r.userId === user.userId).length;
const streamsCreated = (user: TestUser, handle?: string) => gateway.calls.to<CreateStreamRequest>("createStream").filter((r) => r.userId === user.userId && (!handle || r.pairs[0].accountHandle === handle)).length;

describe("Idempotency-Key", () => {
  it("answers a retried POST /streams with the first response, on any replica, and bills once", async () => {
    const user = identity.createUser();
    const key = randomUUID();
    const first = await api("/streams", withKey(user, "POST", key, streamBody("gw_idem")));
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(streamsCreated(user)).toBe(1);

    for (const [replica, header] of [[0, key], [1, key], [0, `"${key}"`]] as const) {
      const retry = await api("/streams", withKey(user, "POST", header, streamBody("gw_idem")), replica);
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      expect(retry.headers.get("content-type")).toContain("application/json");
    }
    // One stream, one account, billed once: the retries never reached streams.
    expect(streamsCreated(user)).toBe(1);
  });

  it("refuses the same key for a different request", async () => {
    const user = identity.createUser();
    const key = randomUUID();
    expect((await api("/streams", withKey(user, "POST", key, streamBody("gw_reuse")))).status).toBe(201);
    expectError(await api("/streams", withKey(user, "POST", key, streamBody("gw_reuse_other"))), 422, "idempotency_key_reused");
    expectError(await api("/segments", withKey(user, "POST", key, { description: "x" })), 422, "idempotency_key_reused");
    expect(streamsCreated(user)).toBe(1);
    expect(reached("createSegment", user)).toBe(0);
  });

  it("runs one of two concurrent requests; the other waits its turn (409) or gets the same answer", async () => {
    const user = identity.createUser();
    const key = randomUUID();
    const answers = await Promise.all([0, 1].map((replica) => api("/streams", withKey(user, "POST", key, streamBody("gw_race")), replica)));
    const statuses = answers.map((a) => a.status).sort();
    if (statuses[0] === 201 && statuses[1] === 201) {
      expect(answers[0].body).toEqual(answers[1].body);
      expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(1);
    } else {
      expect(statuses).toEqual([201, 409]);
      expectError(answers.find((a) => a.status === 409)!, 409, "idempotency_conflict");
    }
    expect(streamsCreated(user)).toBe(1);
  });

  it("scopes keys to their user", async () => {
    const [alice, bob] = [identity.createUser(), identity.createUser()];
    const key = randomUUID();
    const mine = await api("/segments", withKey(alice, "POST", key, { description: "Same body" }));
    const theirs = await api("/segments", withKey(bob, "POST", key, { description: "Same body" }));
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it("replays a final 4xx, but neither validation errors nor a 5xx, which a retry runs again", async () => {
    const user = identity.createUser();
    const notFound = randomUUID();
    const missing = await api("/streams", withKey(user, "POST", notFound, streamBody("nf_idem")));
    expectError(missing, 404, "handle_not_found", { handle: "nf_idem" });
    const replayed = await api("/streams", withKey(user, "POST", notFound, streamBody("nf_idem")));
    expect(replayed.status).toBe(404);
    expect(replayed.body).toEqual(missing.body);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(streamsCreated(user, "nf_idem")).toBe(1);

    const invalid = randomUUID();
    expectError(await api("/streams", withKey(user, "POST", invalid, { pairs: [] })), 400, "invalid_request", { param: "pairs" });
    const valid = await api("/streams", withKey(user, "POST", invalid, streamBody("gw_after_bad")));
    expect(valid.status, JSON.stringify(valid.body)).toBe(201);

    const outage = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const down = await api("/streams", withKey(user, "POST", outage, streamBody("down_idem")));
      expectError(down, 503, "handle_lookup_failed", { handle: "down_idem" });
      expect(down.headers.get("idempotent-replayed")).toBeNull();
    }
    expect(streamsCreated(user, "down_idem")).toBe(2);
  });

  it("covers account actions and key regeneration", async () => {
    const user = identity.createUser();
    const [account] = (await api("/streams", send(user, "POST", streamBody("gw_idem_sleep")))).body.accounts;
    const key = randomUUID();
    const slept = await api(`/accounts/${account.accountId}/sleep`, withKey(user, "POST", key));
    expect(slept.body).toEqual({ success: true, accountId: account.accountId, awake: false });
    await api(`/accounts/${account.accountId}/wake`, send(user, "POST"));
    const replay = await api(`/accounts/${account.accountId}/sleep`, withKey(user, "POST", key));
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    // The replay did not put the woken account back to sleep.
    expect(gateway.calls.methods().filter((m) => m === "sleepAccount" || m === "wakeAccount").slice(-2)).toEqual(["sleepAccount", "wakeAccount"]);
    expect(reached("sleepAccount", user)).toBe(1);

    const cookie = identity.sessionCookie(user.email);
    const regenerateKey = randomUUID();
    const regenerate = () => api("/api-keys", { method: "POST", headers: { cookie, origin: ORIGIN, "idempotency-key": regenerateKey } });
    const generated = await regenerate();
    expect(generated.status).toBe(201);
    expect(await regenerate()).toMatchObject({ status: 201, body: generated.body });
    expect(reached("generateApiKey", user)).toBe(1);
    expect((await api("/me", { headers: { authorization: `Bearer ${generated.body.apiKey}` } })).status).toBe(200);
  });

  it("refuses a malformed key before doing anything, and counts replays against the rate limit", async () => {
    const user = identity.createUser();
    for (const key of ["", "k".repeat(256), "clé", '"unterminated']) {
      expectError(await api("/segments", withKey(user, "POST", key, { description: "x" })), 400, "invalid_idempotency_key");
    }
    expect(reached("createSegment", user)).toBe(0);

    const key = randomUUID();
    const first = await api("/segments", withKey(user, "POST", key, { description: "Counted" }));
    const replay = await api("/segments", withKey(user, "POST", key, { description: "Counted" }));
    expect(Number(replay.headers.get("x-ratelimit-remaining"))).toBe(Number(first.headers.get("x-ratelimit-remaining")) - 1);
  });
});
