import { afterAll, beforeAll, expect, it } from "vitest";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { FollowerCountTier, Gender, type CreateSegmentFromDescriptionRequest } from "@leadstream/contracts";
import { AppError } from "@leadstream/platform";
import { call, expectError, send } from "@leadstream/testing";
import { FakeIdentity, type TestUser } from "./fakes.js";
import { startGateway, type ComponentGateway } from "./harness.js";

// The gateway's side of POST /lookups/segments/from-description: what the classification service
// reads from the sentence is its own tests' business; here it answers one fixed segment.
const ORIGIN = "http://127.0.0.1:8080";
const CREATED = new Date("2026-12-01T10:00:00.000Z");
let identity: FakeIdentity;
let gateway: ComponentGateway;
let user: TestUser;
let lastId = 100;
beforeAll(async () => {
  identity = new FakeIdentity();
  gateway = await startGateway({
    identity: identity.impl,
    classification: {
      createSegmentFromDescription: ({ userId, description, name }) => {
        if (description.trim() === "") throw new AppError("invalid_request", "description is required.", { param: "description" });
        const at = timestampFromDate(CREATED);
        return {
          segment: {
            id: ++lastId,
            userId,
            name: name.trim(),
            description: description.trim(),
            genderValues: [Gender.FEMALE],
            appliedSearchFilters: { job_role: { labels: ["Founder"] }, industry: { labels: ["Fintech"] } },
            followerCountTiers: [FollowerCountTier.FOLLOWER_COUNT_TIER_1K_TO_10K],
            createdAt: at,
            updatedAt: at,
          },
        };
      },
    },
  });
  user = identity.createUser();
});
afterAll(async () => {
  await gateway?.stop();
});

const PATH = "/lookups/segments/from-description";
const api = (init?: RequestInit) => call(gateway, `/api/v2${PATH}`, init);
const requests = () => gateway.calls.to<CreateSegmentFromDescriptionRequest>("createSegmentFromDescription");
const SENTENCE = "women who run fintech startups, 1k to 10k followers";

it("creates the segment with a Bearer key and answers 201 with it, as POST /segments does", async () => {
  const res = await api(send(user, "POST", { description: SENTENCE }));

  expect(res.status).toBe(201);
  expect(res.body).toEqual({
    id: lastId,
    userFacingId: `seg_${lastId}`,
    name: null,
    description: SENTENCE,
    genderValues: ["female"],
    appliedSearchFilters: { job_role: ["Founder"], industry: ["Fintech"] },
    followerCountTiers: ["1k_to_10k"],
    linkedStreamCount: 0,
    createdAt: CREATED.toISOString(),
    updatedAt: CREATED.toISOString(),
  });
  expect(res.headers.get("x-ratelimit-limit")).toEqual(expect.any(String));
  expect(requests().at(-1)).toMatchObject({ userId: user.userId, description: SENTENCE, name: "" });
});

it("passes the name, and takes the session cookie with its Origin", async () => {
  const cookie = identity.sessionCookie(user.email);
  const res = await api({ method: "POST", headers: { cookie, origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify({ description: SENTENCE, name: "Fintech women" }) });
  expect(res.status).toBe(201);
  expect(res.body.name).toBe("Fintech women");
  expect(requests().at(-1)).toMatchObject({ userId: user.userId, name: "Fintech women" });

  expectError(await api({ method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ description: SENTENCE }) }), 403, "csrf_origin_mismatch");
});

it("needs credentials", async () => {
  gateway.calls.clear();
  expectError(await api({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ description: SENTENCE }) }), 401, "missing_key");
  expect(requests()).toEqual([]);
});

it("refuses a body that breaks the schema with 400 naming the field, before the service hears of it", async () => {
  gateway.calls.clear();
  const cases: [unknown, string][] = [
    [{}, "description"],
    [{ description: "" }, "description"],
    [{ description: "d".repeat(2001) }, "description"],
    [{ description: 42 }, "description"],
    [{ description: "bad\u0000text" }, "description"],
    [{ description: SENTENCE, name: "" }, "name"],
    [{ description: SENTENCE, name: "n".repeat(101) }, "name"],
    [{ description: SENTENCE, genderValues: ["female"] }, "genderValues"],
  ];
  for (const [body, param] of cases) expectError(await api(send(user, "POST", body)), 400, "invalid_request", { param });
  expect(requests()).toEqual([]);
  expectError(await api(send(user, "POST", { description: "d".repeat(20_000) })), 413, "payload_too_large");
});

it("answers the service's refusal in the API's error format", async () => {
  expectError(await api(send(user, "POST", { description: "   " })), 400, "invalid_request", { param: "description" });
});

it("replays a retried request with the same Idempotency-Key instead of creating a second segment", async () => {
  gateway.calls.clear();
  const retry = send(user, "POST", { description: SENTENCE }, { "idempotency-key": "from-description-1" });
  const first = await api(retry);
  const again = await api(retry);
  expect(first.status).toBe(201);
  expect(again.body).toEqual(first.body);
  expect(again.headers.get("idempotent-replayed")).toBe("true");
  expect(requests()).toHaveLength(1);
});

it("is documented with the segment's answer and bounded inputs", async () => {
  const doc = (await call(gateway, "/api/v2/openapi.json")).body;
  const op = doc.paths[`/api/v2${PATH}`].post;
  expect(op.tags).toEqual(["segments"]);
  expect(op.security).toEqual([{ bearer: [] }, { cookie: [] }]);
  expect(op.requestBody.content["application/json"].schema).toMatchObject({
    required: ["description"],
    additionalProperties: false,
    properties: { description: { minLength: 1, maxLength: 2000 }, name: { minLength: 1, maxLength: 100 } },
  });
  expect(op.responses["201"].content["application/json"].schema).toEqual(doc.paths["/api/v2/segments"].post.responses["201"].content["application/json"].schema);
  expect(op.parameters).toContainEqual(expect.objectContaining({ in: "header", name: "Idempotency-Key" }));
});
