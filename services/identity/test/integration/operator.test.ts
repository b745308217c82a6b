import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Plan } from "@leadstream/contracts";
import { uniqueEmail } from "@leadstream/testing";
import { expectAppError, PASSWORD, startIdentity, type Harness } from "./harness.js";

describe("operator calls", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(async () => {
    await h?.svc.stop();
  });

  it("creates a paid user without a password, with a first API key", async () => {
    const email = uniqueEmail("operator");
    const res = await h.client.createUser({ email, displayName: "Op Made", plan: Plan.PAID, signupIp: "198.51.100.4", timezone: "Asia/Tokyo" });
    expect(res.user).toMatchObject({ email, displayName: "Op Made", plan: Plan.PAID, signupIp: "198.51.100.4", timezone: "Asia/Tokyo" });
    expect((await h.client.authenticateApiKey({ apiKey: res.apiKey })).principal).toMatchObject({ userId: res.user!.id, teamId: res.user!.teamId, apiKeyId: res.apiKeyId });
    // No password: no password login, whatever is tried.
    await expectAppError(h.client.logIn({ email, password: PASSWORD }), "invalid_credentials");
  });

  it("creates a free user when no plan is given, with a password when one is given", async () => {
    const email = uniqueEmail("operator-free");
    const res = await h.client.createUser({ email, password: PASSWORD });
    expect(res.user).toMatchObject({ plan: Plan.FREE, signupIp: "", timezone: "UTC" });
    expect((await h.client.logIn({ email, password: PASSWORD })).user!.id).toBe(res.user!.id);
  });

  it("validates like sign-up, without writing anything", async () => {
    const email = uniqueEmail("operator-invalid");
    await expectAppError(h.client.createUser({ email, password: "short" }), "invalid_request", "password");
    await expectAppError(h.client.createUser({ email, timezone: "Nowhere/Land" }), "invalid_request", "timezone");
    await expectAppError(h.client.createUser({ email: "nope" }), "invalid_request", "email");
    await expectAppError(h.client.findUserByEmail({ email }), "not_found");
    await h.client.createUser({ email });
    await expectAppError(h.client.createUser({ email }), "email_taken");
  });

  it("opens a session for a user by e-mail", async () => {
    const email = uniqueEmail("operator-session");
    const { user } = await h.client.createUser({ email });
    const { sessionToken } = await h.client.createSession({ email: email.toUpperCase() });
    expect((await h.client.authenticateSession({ sessionToken })).principal).toMatchObject({ userId: user!.id, teamId: user!.teamId, apiKeyId: 0 });
    await expectAppError(h.client.createSession({ email: uniqueEmail("nobody") }), "not_found");
    await expectAppError(h.client.createSession({ email: "" }), "invalid_request", "email");
  });
});
