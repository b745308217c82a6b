import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@leadstream/platform";
import { call, expectError, send } from "@leadstream/testing";
import { FakeIdentity, type TestUser } from "./fakes.js";
import { startGateway, type ComponentGateway } from "./harness.js";

// What the gateway refuses by itself, before any service hears of it. The peers know one stream
// (streamId) with one account (accountId); any other id is not found, as the services answer.
// What a service refuses, named by the JSON path the client sent, is tests/e2e/public-api.test.ts'.
const MAX_ID = 2147483647;
const streamId = 7;
const accountId = 8;
let gateway: ComponentGateway;
let user: TestUser;
beforeAll(async () => {
  const identity = new FakeIdentity();
  const known = (id: number, what: string) => {
    if (id !== (what === "Account" ? accountId : streamId)) throw new AppError("not_found", `${what} ${id} not found.`);
  };
  const notFound = (what: string) => ({ streamId, accountId, leadId }: { streamId?: number; accountId?: number; leadId?: number }) => {
    throw new AppError("not_found", `${what} ${streamId ?? accountId ?? leadId} not found.`);
  };
  // One key makes every request here: lift the rate limit so it is not what answers.
  gateway = await startGateway(
    {
      identity: identity.impl,
      streams: {
        getStream: notFound("Stream"),
        updateStream: notFound("Stream"),
        archiveStream: notFound("Stream"),
        runStream: (req) => {
          known(req.streamId, "Stream");
          return { queued: [{ accountId, runId: 1 }], skipped: [] };
        },
        retestStream: (req) => {
          known(req.streamId, "Stream");
          throw new AppError("free_retest_limit", "Re-tests need a paid subscription.");
        },
      },
      accountsBilling: {
        sleepAccount: (req) => {
          known(req.accountId, "Account");
          return { account: { id: accountId, awake: false } };
        },
        wakeAccount: notFound("Account"),
        changeTier: notFound("Account"),
      },
      leads: { exportLead: notFound("Lead") },
    },
    { env: { RATE_LIMIT_PER_MINUTE: "100000" } },
  );
  user = identity.createUser();
});
afterAll(async () => {
  await gateway?.stop();
});

const api = (path: string, init?: RequestInit) => call(gateway, `/api/v2${path}`, init);
const pair = (overrides: object) => ({ accountHandle: "gw_inputs", segment: { description: "Founders" }, ...overrides });
const withPair = (overrides: object) => ({ pairs: [pair(overrides)] });
const withSegment = (overrides: object) => withPair({ segment: { description: "Founders", ...overrides } });
/** The RPCs the gateway made, but for authenticating the key. */
const forwarded = () => gateway.calls.methods().filter((m) => m !== "authenticateApiKey");

/** [what is wrong, body, param named in the 400] */
type BodyCase = [string, unknown, string];

const streamBodyCases: BodyCase[] = [
  ["not an object", [], "body"],
  ["no pairs", {}, "pairs"],
  ["no pair", { pairs: [] }, "pairs"],
  ["51 pairs", { pairs: Array.from({ length: 51 }, (_, i) => pair({ accountHandle: `gw_${i}` })) }, "pairs"],
  ["an unknown field", { ...withPair({}), colour: "red" }, "colour"],
  ["an unknown pair field", withPair({ acount: 1 }), "pairs[0].acount"],
  ["a string id", withPair({ accountHandle: undefined, accountId: "1" }), "pairs[0].accountId"],
  ["a zero id", withPair({ accountHandle: undefined, accountId: 0 }), "pairs[0].accountId"],
  ["an id over int32", withPair({ accountHandle: undefined, accountId: MAX_ID + 1 }), "pairs[0].accountId"],
  ["a fractional id", withPair({ segment: undefined, segmentId: 1.5 }), "pairs[0].segmentId"],
  ["a handle too long", withPair({ accountHandle: "a".repeat(16) }), "pairs[0].accountHandle"],
  ["a handle with spaces", withPair({ accountHandle: "not a handle" }), "pairs[0].accountHandle"],
  ["an unknown tier", withPair({ accountTier: "platinum" }), "pairs[0].accountTier"],
  ["both account forms", withPair({ accountId: 1 }), "pairs[0]"],
  ["no account", withPair({ accountHandle: undefined }), "pairs[0]"],
  ["both segment forms", withPair({ segmentId: 1 }), "pairs[0]"],
  ["a tier for an existing account", withPair({ accountHandle: undefined, accountId: 1, accountTier: "pro" }), "pairs[0].accountTier"],
  ["an empty description", withSegment({ description: "" }), "pairs[0].segment.description"],
  ["a description too long", withSegment({ description: "d".repeat(2001) }), "pairs[0].segment.description"],
  ["a segment name too long", withSegment({ name: "n".repeat(101) }), "pairs[0].segment.name"],
  ["an unknown gender", withSegment({ genderValues: ["other"] }), "pairs[0].segment.genderValues[0]"],
  ["a repeated gender", withSegment({ genderValues: ["male", "male"] }), "pairs[0].segment.genderValues"],
  ["an unknown follower tier", withSegment({ followerCountTiers: ["huge"] }), "pairs[0].segment.followerCountTiers[0]"],
  ["an unknown label category", withSegment({ appliedSearchFilters: { hobby: ["Chess"] } }), "pairs[0].segment.appliedSearchFilters.hobby"],
  ["labels that are not a list", withSegment({ appliedSearchFilters: { skill: "Go" } }), "pairs[0].segment.appliedSearchFilters.skill"],
  ["an empty name", { ...withPair({}), name: "" }, "name"],
  ["a name too long", { ...withPair({}), name: "n".repeat(201) }, "name"],
  ["a sync time off the quarter hour", { ...withPair({}), syncTimes: ["09:05"] }, "syncTimes[0]"],
  ["a sync time out of the day", { ...withPair({}), syncTimes: ["24:00"] }, "syncTimes[0]"],
  ["five sync times", { ...withPair({}), syncTimes: ["00:00", "01:00", "02:00", "03:00", "04:00"] }, "syncTimes"],
  ["a repeated sync time", { ...withPair({}), syncTimes: ["09:00", "09:00"] }, "syncTimes"],
  ["a time zone too long", { ...withPair({}), timezone: "z".repeat(65) }, "timezone"],
  ["a string boolean", { ...withPair({}), autoEnrichEmail: "true" }, "autoEnrichEmail"],
  ["an unknown email mode", { ...withPair({}), emailMode: "sometimes" }, "emailMode"],
  ["an unknown digest", { ...withPair({}), emailDigestOverride: "hourly" }, "emailDigestOverride"],
  ["an unknown destination", { ...withPair({}), deliveryDestination: "carrier_pigeon" }, "deliveryDestination"],
  ["a webhook URL that is not one", { ...withPair({}), webhookUrl: "not a url" }, "webhookUrl"],
  ["a numeric webhook URL", { ...withPair({}), webhookUrl: 42 }, "webhookUrl"],
  ["recipients without to", { ...withPair({}), csvEmailRecipients: { format: "csv" } }, "csvEmailRecipients.to"],
  ["a recipient that is not an address", { ...withPair({}), csvEmailRecipients: { to: "nobody", format: "csv" } }, "csvEmailRecipients.to"],
  ["an unknown CSV format", { ...withPair({}), csvEmailRecipients: { to: "a@example.com", format: "pdf" } }, "csvEmailRecipients.format"],
];

const expectInvalid = (answer: Awaited<ReturnType<typeof api>>, param: string) => expectError(answer, 400, "invalid_request", { param });

describe("POST /streams refuses a bad body with 400 naming the field", () => {
  it.each(streamBodyCases)("%s", async (_what, body, param) => {
    expectInvalid(await api("/streams", send(user, "POST", JSON.stringify(body))), param);
  });
});

describe("PATCH /streams/{id} refuses a bad body with 400 naming the field", () => {
  const patchCases: BodyCase[] = [
    ["an empty body", {}, "body"],
    ["a string flag", { isActive: "no" }, "isActive"],
    ["an empty pair list", { pairs: [] }, "pairs"],
    ["a field of the response", { id: 3 }, "id"],
    ...streamBodyCases.filter(([what]) => !["not an object", "no pairs", "no pair"].includes(what)),
  ];
  it.each(patchCases)("%s", async (_what, body, param) => {
    expectInvalid(await api(`/streams/${streamId}`, send(user, "PATCH", JSON.stringify(body))), param);
  });
});

describe("bodies of the other routes", () => {
  it("POST /segments", async () => {
    const cases: [unknown, string][] = [
      [{}, "description"],
      [{ description: 5 }, "description"],
      [{ description: "d".repeat(2001) }, "description"],
      [{ description: "d", name: "" }, "name"],
      [{ description: "d", name: "n".repeat(101) }, "name"],
      [{ description: "d", genderValues: "female" }, "genderValues"],
      [{ description: "d", appliedSearchFilters: { job_role: ["x".repeat(101)] } }, "appliedSearchFilters.job_role[0]"],
      [{ description: "d", appliedSearchFilters: { job_role: Array.from({ length: 51 }, (_, i) => `l${i}`) } }, "appliedSearchFilters.job_role"],
      [{ description: "d", followerCountTiers: ["over_1m", "over_1m"] }, "followerCountTiers"],
      [{ description: "d", userFacingId: "seg_1" }, "userFacingId"],
    ];
    for (const [body, param] of cases) expectInvalid(await api("/segments", send(user, "POST", body)), param);
  });

  it("POST /accounts/{id}/change-tier", async () => {
    for (const [body, param] of [[{}, "tier"], [{ tier: "platinum" }, "tier"], [{ tier: 1 }, "tier"], [{ tier: "pro", now: true }, "now"]] as const) {
      expectInvalid(await api(`/accounts/${accountId}/change-tier`, send(user, "POST", body)), param);
    }
  });

  it("malformed JSON and other media types", async () => {
    expectError(await api("/streams", send(user, "POST", '{"pairs": [')), 400, "invalid_request");
    expectError(await api("/segments", { method: "POST", headers: { ...send(user, "GET").headers, "content-type": "text/plain" }, body: "description" }), 415, "unsupported_media_type");
  });
});

describe("ids in paths and queries", () => {
  const idPaths: [string, string, unknown?][] = [
    ["GET", "/streams/{id}"],
    ["PATCH", "/streams/{id}", { name: "x" }],
    ["DELETE", "/streams/{id}"],
    ["POST", "/accounts/{id}/sleep"],
    ["POST", "/accounts/{id}/wake"],
    ["POST", "/accounts/{id}/change-tier", { tier: "pro" }],
  ];

  it.each(idPaths)("%s %s: 400 for a bad id, 404 for an unknown one", async (method, path, body) => {
    gateway.calls.clear();
    for (const id of ["abc", "0", "-1", "1.5", "1e3", String(MAX_ID + 1), "99999999999999999999"]) {
      expectInvalid(await api(path.replace("{id}", id), send(user, method, body)), "id");
    }
    expect(forwarded()).toEqual([]);
    expectError(await api(path.replace("{id}", String(MAX_ID)), send(user, method, body)), 404, "not_found");
  });

  it("boolean query flags", async () => {
    expectInvalid(await api("/streams?includeArchived=maybe", send(user, "GET")), "includeArchived");
    expectInvalid(await api("/streams?includeInactive=1", send(user, "GET")), "includeInactive");
    expectInvalid(await api("/segments?excludeArchived=no", send(user, "GET")), "excludeArchived");
  });
});

describe("every new route needs credentials", () => {
  const routes: [string, string][] = [
    ["GET", "/streams"], ["POST", "/streams"], ["GET", "/streams/1"], ["PATCH", "/streams/1"], ["DELETE", "/streams/1"],
    ["GET", "/segments"], ["POST", "/segments"], ["GET", "/segments/labels"],
    ["GET", "/accounts"], ["POST", "/accounts/1/sleep"], ["POST", "/accounts/1/wake"], ["POST", "/accounts/1/change-tier"],
    ["POST", "/streams/1/run"], ["POST", "/streams/1/re-test"], ["GET", "/streams/1/runs"], ["GET", "/streams/1/runs/1"], ["GET", "/runs"],
    ["GET", "/streams/1/leads"], ["GET", "/leads"], ["POST", "/leads/1/export"], ["POST", "/leads/1/feedback"],
  ];
  it.each(routes)("%s %s", async (method, path) => {
    gateway.calls.clear();
    expectError(await api(path, { method, headers: { "content-type": "application/json" }, body: method === "GET" || method === "DELETE" ? undefined : "{}" }), 401, "missing_key");
    expect(gateway.calls.methods()).toEqual([]);
  });
});

describe("hostile input never freezes the gateway or reaches a 500", () => {
  const timed = async (path: string, init: RequestInit) => {
    const started = performance.now();
    const answer = await call(gateway, path, init);
    return { answer, ms: performance.now() - started };
  };

  it("refuses 100 000 identical array items at once while /healthz keeps answering", async () => {
    gateway.calls.clear();
    const many = <T>(item: T) => Array<T>(100_000).fill(item);
    const cases: [string, string, unknown, string][] = [
      ["POST", "/segments", { description: "d", genderValues: many(1).slice(0, 5000) }, "genderValues"],
      ["POST", "/segments", { description: "d", followerCountTiers: many("over_1m").slice(0, 5000) }, "followerCountTiers"],
      ["POST", "/streams", { ...withPair({}), syncTimes: many("09:00") }, "syncTimes"],
      ["PATCH", `/streams/${streamId}`, { syncTimes: many(1) }, "syncTimes"],
      ["POST", "/streams", withSegment({ genderValues: many(1) }), "pairs[0].segment.genderValues"],
      ["POST", "/streams", { pairs: many(pair({})).slice(0, 5000) }, "pairs"],
    ];
    for (const [method, path, body, param] of cases) {
      const health = timed("/healthz", {});
      const { answer, ms } = await timed(`/api/v2${path}`, send(user, method, body));
      expectInvalid(answer, param);
      expect(ms, `${method} ${path} ${param}`).toBeLessThan(1000);
      expect((await health).ms).toBeLessThan(1000);
    }
    expect(forwarded()).toEqual([]);
  });

  it("refuses a small-body route's oversized body before reading it (413)", async () => {
    expectError(await api("/segments", send(user, "POST", { description: "d", genderValues: Array(50_000).fill(1) })), 413, "payload_too_large");
  });

  it("refuses NUL in every stored string with 400 naming the field, writing nothing", async () => {
    gateway.calls.clear();
    const nul = "bad\u0000name";
    const cases: [string, string, unknown, string][] = [
      ["POST", "/segments", { description: nul }, "description"],
      ["POST", "/segments", { description: "d", name: nul }, "name"],
      ["POST", "/segments", { description: "d", appliedSearchFilters: { skill: [nul] } }, "appliedSearchFilters.skill[0]"],
      ["POST", "/streams", { ...withPair({}), name: nul }, "name"],
      ["POST", "/streams", withSegment({ description: nul }), "pairs[0].segment.description"],
      ["POST", "/streams", withSegment({ name: nul }), "pairs[0].segment.name"],
      ["PATCH", `/streams/${streamId}`, { name: nul }, "name"],
      ["PATCH", `/streams/${streamId}`, { timezone: nul }, "timezone"],
    ];
    for (const [method, path, body, param] of cases) expectInvalid(await api(path, send(user, method, body)), param);
    const signup = await api("/auth/signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "nul@example.com", password: "long enough", name: nul }) });
    expectInvalid(signup, "name");
    // Nothing reached a service, so nothing was written.
    expect(forwarded()).toEqual([]);
  });

  it("refuses arrays nested 5 000 deep in any field like any other too-deep body", async () => {
    const deep = "[".repeat(5000) + "]".repeat(5000);
    for (const [method, path, body] of [
      ["POST", "/segments", `{"description":"d","genderValues":${deep}}`],
      ["POST", "/segments", `{"description":"d","followerCountTiers":${deep}}`],
      ["POST", "/streams", `{"pairs":[{"accountHandle":"gw_inputs","segmentId":1}],"syncTimes":${deep}}`],
      ["PATCH", `/streams/${streamId}`, `{"syncTimes":${deep}}`],
      ["POST", "/segments", `{"description":${deep}}`],
    ]) {
      expectInvalid(await api(path, send(user, method, body)), "body");
    }
  });

  it("takes an empty JSON body on a bodiless POST as no body", async () => {
    const empty = (path: string) => api(path, { method: "POST", headers: { ...send(user, "GET").headers, "content-type": "application/json" }, body: "" });
    gateway.calls.clear();
    expect((await empty(`/streams/${streamId}/run`)).status).toBe(200);
    const retest = await empty(`/streams/${streamId}/re-test`);
    expectError(retest, 403, "free_retest_limit");
    // As if sent without a body: every account, every pair.
    expect(gateway.calls.to("runStream")).toEqual([expect.objectContaining({ streamId, accountId: 0 })]);
    expect(gateway.calls.to("retestStream")).toEqual([expect.objectContaining({ streamId, accountId: 0, segmentId: 0 })]);
    expect((await empty("/leads/2147483647/export")).body.error).toBe("not_found");
    expect((await empty(`/accounts/${accountId}/sleep`)).status).toBe(200);
    // A route whose body is required still says so.
    expectInvalid(await empty("/segments"), "body");
  });
});
