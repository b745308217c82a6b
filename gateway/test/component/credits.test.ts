import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { CreditEntryKind, SubscriptionStatus } from "@leadstream/contracts";
import { AppError } from "@leadstream/platform";
import { call, expectError, send } from "@leadstream/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FakeIdentity, type TestUser } from "./fakes.js";
import { startGateway, type ComponentGateway } from "./harness.js";

// The credit routes in front of identity and accounts-billing in memory. What accounts-billing
// decides (holds, charges, top-ups) is its own tests' business.
const ORIGIN = "http://127.0.0.1:8080";
const CREATED_AT = new Date("2026-02-01T10:00:00.000Z");
let identity: FakeIdentity;
let gateway: ComponentGateway;
let user: TestUser;
const settings = new Map<number, { lowBalanceThreshold: number; autoTopupEnabled: boolean }>();

const creditsOf = (userId: number) => {
  const { lowBalanceThreshold, autoTopupEnabled } = settings.get(userId) ?? { lowBalanceThreshold: 10, autoTopupEnabled: false };
  return { balance: 42, lowBalanceThreshold, isLow: 42 < lowBalanceThreshold, autoTopupEnabled };
};

beforeAll(async () => {
  identity = new FakeIdentity();
  gateway = await startGateway(
    {
      identity: identity.impl,
      accountsBilling: {
        getBillingSummary: ({ userId }) => ({ subscriptionStatus: SubscriptionStatus.FREE_USER, isFreeTier: true, credits: creditsOf(userId) }),
        listCreditLedger: ({ cursor }) => {
          if (cursor === "not-ours") throw new AppError("invalid_request", "cursor is not a token this service issued.", { param: "cursor" });
          const createdAt = timestampFromDate(CREATED_AT);
          if (cursor === "")
            return {
              entries: [
                { id: 3, kind: CreditEntryKind.CHARGE, amount: -3, balanceAfter: 42, description: "LinkedIn URL and e-mail for @ada", leadId: 7, createdAt },
                { id: 2, kind: CreditEntryKind.TOPUP, amount: 500, balanceAfter: 45, description: "Auto top-up: 500 credits", createdAt },
              ],
              hasMore: true,
              nextCursor: "page-2",
            };
          return { entries: [{ id: 1, kind: CreditEntryKind.REFUND, amount: 2, balanceAfter: 2, description: "Refund", lookupId: 9, createdAt }], hasMore: false, nextCursor: "" };
        },
        updateCreditSettings: ({ userId, autoTopupEnabled, lowBalanceThreshold }) => {
          const current = creditsOf(userId);
          settings.set(userId, { autoTopupEnabled: autoTopupEnabled ?? current.autoTopupEnabled, lowBalanceThreshold: lowBalanceThreshold ?? current.lowBalanceThreshold });
          return { credits: creditsOf(userId) };
        },
      },
    },
    { env: { RATE_LIMIT_PER_MINUTE: "100000" } },
  );
  user = identity.createUser();
});
afterAll(async () => {
  await gateway?.stop();
});
beforeEach(() => gateway.calls.clear());

const api = (path: string, init?: RequestInit) => call(gateway, `/api/v2${path}`, init);
const peerMethods = () => gateway.calls.methods().filter((m) => m !== "authenticateApiKey" && m !== "authenticateSession");

it("needs credentials", async () => {
  expectError(await api("/credits/ledger"), 401, "missing_key");
  expectError(await api("/credits/settings", { method: "PUT", headers: { "content-type": "application/json" }, body: "{}" }), 401, "missing_key");
  expect(peerMethods()).toEqual([]);
});

describe("GET /credits/ledger", () => {
  it("answers a page of the caller's ledger, newest first, with nulls for what an entry did not pay for", async () => {
    const res = await api("/credits/ledger", send(user, "GET"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      entries: [
        { id: 3, kind: "charge", amount: -3, balanceAfter: 42, description: "LinkedIn URL and e-mail for @ada", leadId: 7, lookupId: null, createdAt: "2026-02-01T10:00:00.000Z" },
        { id: 2, kind: "topup", amount: 500, balanceAfter: 45, description: "Auto top-up: 500 credits", leadId: null, lookupId: null, createdAt: "2026-02-01T10:00:00.000Z" },
      ],
      hasMore: true,
      nextCursor: "page-2",
    });
    expect(gateway.calls.to("listCreditLedger")).toEqual([expect.objectContaining({ userId: user.userId, limit: 50, cursor: "" })]);

    const last = await api("/credits/ledger?limit=200&cursor=page-2", send(user, "GET"));
    expect(last.body).toEqual({ entries: [expect.objectContaining({ id: 1, kind: "refund", leadId: null, lookupId: 9 })], hasMore: false, nextCursor: null });
    expect(gateway.calls.to("listCreditLedger").at(-1)).toMatchObject({ limit: 200, cursor: "page-2" });
  });

  it("works with the session cookie", async () => {
    const res = await api("/credits/ledger", { headers: { cookie: identity.sessionCookie(user.email) } });
    expect(res.status).toBe(200);
    expect(gateway.calls.to("listCreditLedger")).toEqual([expect.objectContaining({ userId: user.userId })]);
  });

  it("passes on the service's refusal of a cursor it did not issue", async () => {
    expectError(await api("/credits/ledger?cursor=not-ours", send(user, "GET")), 400, "invalid_request", { param: "cursor" });
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=201", "limit"],
    ["limit=ten", "limit"],
    ["cursor=", "cursor"],
    [`cursor=${"A".repeat(201)}`, "cursor"],
  ])("refuses ?%s with a 400 naming %s, asking no service", async (query, param) => {
    expectError(await api(`/credits/ledger?${query}`, send(user, "GET")), 400, "invalid_request", { param });
    expect(peerMethods()).toEqual([]);
  });
});

describe("PUT /credits/settings", () => {
  it("changes the fields sent, leaves the others, and answers the credits", async () => {
    const owner = identity.createUser();
    const res = await api("/credits/settings", send(owner, "PUT", { lowBalanceThreshold: 50 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ credits: { balance: 42, lowBalanceThreshold: 50, isLow: true, autoTopupEnabled: false } });
    const [sent] = gateway.calls.to("updateCreditSettings");
    expect(sent).toMatchObject({ userId: owner.userId, lowBalanceThreshold: 50 });
    expect(sent.autoTopupEnabled).toBeUndefined();

    const on = await api("/credits/settings", send(owner, "PUT", { autoTopupEnabled: true }));
    expect(on.body).toEqual({ credits: { balance: 42, lowBalanceThreshold: 50, isLow: true, autoTopupEnabled: true } });
    expect(gateway.calls.to("updateCreditSettings").at(-1).lowBalanceThreshold).toBeUndefined();

    // GET /me shows the same settings.
    const me = await api("/me", send(owner, "GET"));
    expect(me.body.credits).toEqual({ balance: 42, lowBalanceThreshold: 50, isLow: true, autoTopupEnabled: true });
  });

  it("takes the session cookie from the app's origin", async () => {
    const owner = identity.createUser();
    const cookie = identity.sessionCookie(owner.email);
    const res = await api("/credits/settings", { method: "PUT", headers: { cookie, origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify({ lowBalanceThreshold: 0 }) });
    expect(res.body).toEqual({ credits: { balance: 42, lowBalanceThreshold: 0, isLow: false, autoTopupEnabled: false } });
  });

  it.each([
    [{}, "body"],
    [[], "body"],
    [{ lowBalanceThreshold: -1 }, "lowBalanceThreshold"],
    [{ lowBalanceThreshold: 1_000_001 }, "lowBalanceThreshold"],
    [{ lowBalanceThreshold: 2.5 }, "lowBalanceThreshold"],
    [{ lowBalanceThreshold: "10" }, "lowBalanceThreshold"],
    [{ autoTopupEnabled: "yes" }, "autoTopupEnabled"],
    [{ autoTopupEnabled: null }, "autoTopupEnabled"],
    [{ autoTopupEnabled: true, packSize: 1000 }, "packSize"],
  ])("refuses %j with a 400 naming %s, asking no service", async (body, param) => {
    expectError(await api("/credits/settings", send(user, "PUT", body)), 400, "invalid_request", { param });
    expect(peerMethods()).toEqual([]);
  });
});
