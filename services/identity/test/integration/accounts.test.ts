import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromBinary } from "@bufbuild/protobuf";
import { Plan, UserSignedUpSchema } from "@leadstream/contracts";
import { uniqueEmail } from "@leadstream/testing";
import { expectAppError, PASSWORD, signUp, startIdentity, type Harness } from "./harness.js";

describe("sign-up, log-in and sessions", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(async () => {
    await h?.svc.stop();
  });

  it("signs a user up with a team, a signup IP record, an event and a working session", async () => {
    const email = uniqueEmail("Signup").toUpperCase();
    const res = await h.client.signUp({ email: `  ${email} `, password: PASSWORD, displayName: " Ada ", timezone: "europe/paris", signupIp: "203.0.113.7" });
    const user = res.user!;
    expect(user).toMatchObject({ email: email.toLowerCase(), displayName: "Ada", timezone: "Europe/Paris", plan: Plan.FREE, signupIp: "203.0.113.7" });
    expect(user.id).toBeGreaterThan(0);
    expect(user.teamId).toBeGreaterThan(0);
    expect(user.createdAt).toBeDefined();

    const { principal } = await h.client.authenticateSession({ sessionToken: res.sessionToken });
    expect(principal).toMatchObject({ userId: user.id, teamId: user.teamId, apiKeyId: 0 });

    const { ds } = h.svc.deps;
    const [team] = await ds.query(`SELECT name FROM "identity".teams WHERE id = $1`, [user.teamId]);
    expect(team.name).toBe("Ada");
    const ips = await ds.query(`SELECT host(ip) AS ip FROM "identity".signup_ips WHERE user_id = $1`, [user.id]);
    expect(ips).toEqual([{ ip: "203.0.113.7" }]);
    const events = await ds.query(`SELECT payload FROM "identity".outbox WHERE subject = 'identity.user.signed_up'`);
    const mine = events.map((e: { payload: Buffer }) => fromBinary(UserSignedUpSchema, e.payload)).find((e: { userId: number }) => e.userId === user.id);
    expect(mine).toMatchObject({ teamId: user.teamId, email: email.toLowerCase(), signupIp: "203.0.113.7", plan: Plan.FREE });
  });

  it("defaults the display name to the e-mail's local part and the zone to UTC", async () => {
    const email = uniqueEmail("defaults");
    const { user } = await h.client.signUp({ email, password: PASSWORD, signupIp: "2001:db8::5" });
    expect(user).toMatchObject({ displayName: email.split("@")[0], timezone: "UTC", signupIp: "2001:db8::5" });
  });

  it("refuses a second account with the same e-mail in any case", async () => {
    const { email } = await signUp(h.client);
    await expectAppError(h.client.signUp({ email: email.toUpperCase(), password: PASSWORD }), "email_taken");
  });

  it.each([
    ["email", { email: "" }],
    ["email", { email: "not-an-address" }],
    ["email", { email: `${"a".repeat(250)}@example.com` }],
    ["password", { password: "short" }],
    ["password", { password: "p".repeat(201) }],
    ["name", { displayName: "d".repeat(101) }],
    ["timezone", { timezone: "Mars/Olympus_Mons" }],
    ["signupIp", { signupIp: "not-an-ip" }],
  ])("rejects a bad %s without writing anything", async (param, override) => {
    const email = uniqueEmail("invalid");
    await expectAppError(h.client.signUp({ email, password: PASSWORD, signupIp: "203.0.113.8", ...override }), "invalid_request", param);
    await expectAppError(h.client.findUserByEmail({ email }), "not_found");
  });

  it("logs in with the right password, case-insensitively on the e-mail", async () => {
    const { email, user } = await signUp(h.client);
    const res = await h.client.logIn({ email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(res.user!.id).toBe(user.id);
    const { principal } = await h.client.authenticateSession({ sessionToken: res.sessionToken });
    expect(principal!.userId).toBe(user.id);
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const { email } = await signUp(h.client);
    const wrong = await expectAppError(h.client.logIn({ email, password: "wrong password" }), "invalid_credentials");
    const unknown = await expectAppError(h.client.logIn({ email: uniqueEmail("nobody"), password: PASSWORD }), "invalid_credentials");
    expect(unknown.message).toBe(wrong.message);
    await expectAppError(h.client.logIn({ email: "", password: PASSWORD }), "invalid_request", "email");
    await expectAppError(h.client.logIn({ email, password: "" }), "invalid_request", "password");
  });

  it("logs out: the session stops working, other sessions keep working", async () => {
    const { email, sessionToken } = await signUp(h.client);
    const other = await h.client.logIn({ email, password: PASSWORD });
    await h.client.logOut({ sessionToken });
    await expectAppError(h.client.authenticateSession({ sessionToken }), "unauthenticated");
    await h.client.authenticateSession({ sessionToken: other.sessionToken });
    await h.client.logOut({ sessionToken }); // twice is fine
    await expectAppError(h.client.logOut({ sessionToken: "" }), "invalid_request", "sessionToken");
  });

  it("refuses unknown, malformed and expired sessions", async () => {
    await expectAppError(h.client.authenticateSession({ sessionToken: "" }), "unauthenticated");
    await expectAppError(h.client.authenticateSession({ sessionToken: "x".repeat(43) }), "unauthenticated");
    await expectAppError(h.client.authenticateSession({ sessionToken: "not a token" }), "unauthenticated");
    const { user, sessionToken } = await signUp(h.client);
    await h.svc.deps.ds.query(`UPDATE "identity".sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    await expectAppError(h.client.authenticateSession({ sessionToken }), "unauthenticated");
  });

  it("sessions last 30 days", async () => {
    const { user } = await signUp(h.client);
    const [row] = await h.svc.deps.ds.query(`SELECT expires_at - created_at AS ttl FROM "identity".sessions WHERE user_id = $1`, [user.id]);
    expect(row.ttl).toMatchObject({ days: 30 });
  });

  it("gets users by id and by e-mail", async () => {
    const { email, user } = await signUp(h.client);
    expect((await h.client.getUser({ userId: user.id })).user).toEqual(user);
    expect((await h.client.findUserByEmail({ email: email.toUpperCase() })).user).toEqual(user);
    await expectAppError(h.client.findUserByEmail({ email: uniqueEmail("missing") }), "not_found");
    await expectAppError(h.client.findUserByEmail({ email: " " }), "invalid_request", "email");
    for (const userId of [0, -1, 2 ** 31 - 1]) await expectAppError(h.client.getUser({ userId }), "not_found");
  });
});
