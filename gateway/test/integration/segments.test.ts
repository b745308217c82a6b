import { afterAll, beforeAll, expect, it } from "vitest";
import { call, expectError, newUser, send, startStack, type Stack } from "./harness.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(1);
});
afterAll(async () => {
  await stack?.stop();
});

const api = (path: string, init?: RequestInit) => call(stack.gateways[0], `/api/v2${path}`, init);

it("creates a segment with canonical labels and lists it", async () => {
  const user = await newUser(stack.identityClient);
  const created = await api(
    "/segments",
    send(user, "POST", {
      description: "Technical founders of developer-tool startups",
      name: "Dev-tool founders",
      genderValues: ["female"],
      appliedSearchFilters: { job_role: ["cofounder", "CTO"] },
      followerCountTiers: ["1k_to_10k", "10k_to_100k"],
    }),
  );
  expect(created.status).toBe(201);
  const segment = {
    id: expect.any(Number),
    userFacingId: `seg_${created.body.id}`,
    name: "Dev-tool founders",
    description: "Technical founders of developer-tool startups",
    genderValues: ["female"],
    appliedSearchFilters: { job_role: ["Co-founder", "CTO"] },
    followerCountTiers: ["1k_to_10k", "10k_to_100k"],
    linkedStreamCount: 0,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  };
  expect(created.body).toEqual(segment);

  const unnamed = await api("/segments", send(user, "POST", { description: "Anyone in growth marketing" }));
  expect(unnamed.body).toMatchObject({ name: null, genderValues: [], appliedSearchFilters: {}, followerCountTiers: [] });

  const listed = await api("/segments", send(user, "GET"));
  expect(listed.status).toBe(200);
  expect(listed.body.segments).toHaveLength(2);
  expect(listed.body.segments).toContainEqual(segment);
});

it("refuses labels without a canonical match, listing them", async () => {
  const user = await newUser(stack.identityClient);
  const res = await api("/segments", send(user, "POST", { description: "x", appliedSearchFilters: { job_role: ["Founder", "Wizard"], skill: ["Alchemy"] } }));
  expectError(res, 400, "orphan_label", { orphans: ["Wizard", "Alchemy"] });
  expect((await api("/segments", send(user, "GET"))).body.segments).toEqual([]);
});

it("publishes the label table of every category", async () => {
  const user = await newUser(stack.identityClient);
  const res = await api("/segments/labels", send(user, "GET"));
  expect(res.status).toBe(200);
  expect(Object.keys(res.body.categories).sort()).toEqual(["industry", "job_role", "personality", "skill"]);
  for (const labels of Object.values(res.body.categories) as any[]) {
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toEqual({ name: expect.any(String), synonyms: expect.any(Array) });
  }
  expect(res.body.categories.job_role).toContainEqual({ name: "Co-founder", synonyms: expect.arrayContaining(["cofounder"]) });
});
