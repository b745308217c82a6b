import { afterAll, beforeAll, expect, it } from "vitest";
import { call, expectError, newUser, ORIGIN, send, sessionCookie, startStack, type Answer, type Stack, type TestUser } from "./harness.js";

let stack: Stack;
beforeAll(async () => {
  // Each test makes many requests with one key: lift the rate limit so it is not what answers.
  stack = await startStack(1, { RATE_LIMIT_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await stack?.stop();
});

const api = (path: string, init?: RequestInit) => call(stack.gateways[0], `/api/v2${path}`, init);
const timestamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const MAX_ID = 2147483647;

const createTemplate = async (user: TestUser, name: string, messageBody = "Hi! Loved your thread on onboarding."): Promise<any> => {
  const res = await api("/dm-templates", send(user, "POST", { name, messageBody }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.template;
};
const expectInvalid = (answer: Answer, param: string) => expectError(answer, 400, "invalid_request", { param });

it("creates, reads, lists, replaces and deletes a template through the public API", async () => {
  const user = await newUser(stack.identityClient);
  const created = await api("/dm-templates", send(user, "POST", { name: "Intro", messageBody: "Hi {{firstName}} 👋" }));
  expect(created.status).toBe(201);
  const template = { id: expect.any(Number), name: "Intro", messageBody: "Hi {{firstName}} 👋", createdAt: timestamp, updatedAt: timestamp };
  expect(created.body).toEqual({ template });
  const { id } = created.body.template;

  expect(await api(`/dm-templates/${id}`, send(user, "GET"))).toMatchObject({ status: 200, body: created.body });
  const second = await createTemplate(user, "Follow-up");
  const listed = await api("/dm-templates", send(user, "GET"));
  expect(listed).toMatchObject({ status: 200, body: { templates: [second, created.body.template] } });

  const replaced = await api(`/dm-templates/${id}`, send(user, "PUT", { name: "Opener", messageBody: "Hello again" }));
  expect(replaced.status).toBe(200);
  expect(replaced.body).toEqual({ template: { ...template, id, name: "Opener", messageBody: "Hello again", createdAt: created.body.template.createdAt } });
  expect((await api(`/dm-templates/${id}`, send(user, "GET"))).body).toEqual(replaced.body);

  expect(await api(`/dm-templates/${id}`, send(user, "DELETE"))).toMatchObject({ status: 200, body: { success: true } });
  expectError(await api(`/dm-templates/${id}`, send(user, "GET")), 404, "not_found");
  expectError(await api(`/dm-templates/${id}`, send(user, "DELETE")), 404, "not_found");
  expect((await api("/dm-templates", send(user, "GET"))).body).toEqual({ templates: [second] });
});

it("works with a session cookie too (state changes need the Origin)", async () => {
  const user = await newUser(stack.identityClient);
  const cookie = await sessionCookie(stack.identityClient, user.email);
  const json = { cookie, "content-type": "application/json" };
  const created = await api("/dm-templates", { method: "POST", headers: { ...json, origin: ORIGIN }, body: JSON.stringify({ name: "Intro", messageBody: "Hi" }) });
  expect(created.status).toBe(201);
  expectError(await api(`/dm-templates/${created.body.template.id}`, { method: "PUT", headers: json, body: JSON.stringify({ name: "x", messageBody: "y" }) }), 403, "csrf_origin_mismatch");
  expect((await api("/dm-templates", { headers: { cookie } })).body.templates).toEqual([created.body.template]);
});

it("answers 409 for a name the user already has (ignoring case), on create and on replace, and when two creates race", async () => {
  const user = await newUser(stack.identityClient);
  await createTemplate(user, "Intro");
  const other = await createTemplate(user, "Other");
  expectError(await api("/dm-templates", send(user, "POST", { name: "intro", messageBody: "x" })), 409, "conflict", { param: "name" });
  expectError(await api(`/dm-templates/${other.id}`, send(user, "PUT", { name: "INTRO", messageBody: "x" })), 409, "conflict", { param: "name" });
  // Another user may use the same name.
  await createTemplate(await newUser(stack.identityClient), "Intro");

  const racer = await newUser(stack.identityClient);
  const race = await Promise.all([api("/dm-templates", send(racer, "POST", { name: "Race", messageBody: "a" })), api("/dm-templates", send(racer, "POST", { name: "Race", messageBody: "b" }))]);
  expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
  expectError(race.find((r) => r.status === 409)!, 409, "conflict", { param: "name" });
  expect((await api("/dm-templates", send(racer, "GET"))).body.templates).toHaveLength(1);
});

it("answers 404 for another user's template, as for one that does not exist, and lists only your own", async () => {
  const owner = await newUser(stack.identityClient);
  const stranger = await newUser(stack.identityClient);
  const template = await createTemplate(owner, "Intro");
  for (const id of [template.id, MAX_ID]) {
    expectError(await api(`/dm-templates/${id}`, send(stranger, "GET")), 404, "not_found");
    expectError(await api(`/dm-templates/${id}`, send(stranger, "PUT", { name: "Mine now", messageBody: "x" })), 404, "not_found");
    expectError(await api(`/dm-templates/${id}`, send(stranger, "DELETE")), 404, "not_found");
  }
  expect((await api("/dm-templates", send(stranger, "GET"))).body).toEqual({ templates: [] });
  expect((await api(`/dm-templates/${template.id}`, send(owner, "GET"))).body).toEqual({ template });
});

it("counts characters, not UTF-16 units: a 2000-emoji body and a 100-emoji name are accepted, one more is a 400", async () => {
  const user = await newUser(stack.identityClient);
  const created = await createTemplate(user, "😀".repeat(100), "😀".repeat(2000));
  expect(created).toMatchObject({ name: "😀".repeat(100), messageBody: "😀".repeat(2000) });
  expectInvalid(await api("/dm-templates", send(user, "POST", { name: "More", messageBody: "😀".repeat(2001) })), "messageBody");
  expectInvalid(await api("/dm-templates", send(user, "POST", { name: "😀".repeat(101), messageBody: "x" })), "name");
  expectInvalid(await api(`/dm-templates/${created.id}`, send(user, "PUT", { name: "Long", messageBody: "x".repeat(2001) })), "messageBody");

  // Sent as \uXXXX escapes, as some JSON encoders do by default: 2000 emoji are 24 000 bytes.
  const escaped = JSON.stringify({ name: "Escaped", messageBody: "😀".repeat(2000) }).replace(/[\ud800-\udfff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16)}`);
  expect(escaped.length).toBeGreaterThan(24_000);
  const res = await api("/dm-templates", send(user, "POST", escaped));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.template.messageBody).toBe("😀".repeat(2000));
});

it("refuses bad bodies and ids with 400 naming the param; nothing is stored", async () => {
  const user = await newUser(stack.identityClient);
  const { id } = await createTemplate(user, "Intro");
  const bodyCases: [unknown, string][] = [
    [{ messageBody: "x" }, "name"],
    [{ name: "x" }, "messageBody"],
    [{ name: "", messageBody: "x" }, "name"],
    [{ name: "   ", messageBody: "x" }, "name"],
    [{ name: "x".repeat(101), messageBody: "x" }, "name"],
    [{ name: "x", messageBody: "" }, "messageBody"],
    [{ name: "x", messageBody: " \n " }, "messageBody"],
    [{ name: "x", messageBody: "x".repeat(2001) }, "messageBody"],
    [{ name: "x", messageBody: "x".repeat(4001) }, "messageBody"],
    [{ name: 5, messageBody: "x" }, "name"],
    [{ name: "x", messageBody: null }, "messageBody"],
    [{ name: "x", messageBody: "y", subject: "z" }, "subject"],
    [{ name: "x\u0000", messageBody: "y" }, "name"],
  ];
  for (const [body, param] of bodyCases) {
    expectInvalid(await api("/dm-templates", send(user, "POST", body)), param);
    expectInvalid(await api(`/dm-templates/${id}`, send(user, "PUT", body)), param);
  }
  expectInvalid(await api("/dm-templates", send(user, "POST")), "body");
  for (const bad of ["0", "-1", "1.5", "abc", String(MAX_ID + 1)]) {
    expectInvalid(await api(`/dm-templates/${bad}`, send(user, "GET")), "id");
    expectInvalid(await api(`/dm-templates/${bad}`, send(user, "PUT", { name: "x", messageBody: "y" })), "id");
    expectInvalid(await api(`/dm-templates/${bad}`, send(user, "DELETE")), "id");
  }
  expect((await api("/dm-templates", send(user, "GET"))).body.templates.map((t: any) => t.name)).toEqual(["Intro"]);
});

it("needs credentials", async () => {
  expectError(await api("/dm-templates"), 401, "missing_key");
  expectError(await api("/dm-templates/1", { method: "DELETE" }), 401, "missing_key");
});
