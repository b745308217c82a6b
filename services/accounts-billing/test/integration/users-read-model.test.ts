import { randomUUID } from "node:crypto";
import { create, toBinary } from "@bufbuild/protobuf";
import { SubscriptionStatus, UserSignedUpSchema } from "@leadstream/contracts";
import { PLAN } from "@leadstream/contracts/vocabulary";
import { headers } from "@nats-io/nats-core";
import { eventually } from "@leadstream/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";

describe("the users read model (identity.user.signed_up)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function publishSignedUp(fields: { userId: number; email: string; plan: "free" | "paid" }) {
    const { bus } = h.svc.deps;
    const msgHeaders = headers();
    msgHeaders.set("event-type", UserSignedUpSchema.typeName);
    const payload = toBinary(UserSignedUpSchema, create(UserSignedUpSchema, { ...fields, plan: PLAN.value(fields.plan), teamId: 77, signupIp: "192.0.2.7" }));
    await bus.js.publish(bus.subject("identity.user.signed_up"), payload, { msgID: randomUUID(), headers: msgHeaders });
  }
  const row = async (userId: number) =>
    ((await h.svc.deps.ds.query(`SELECT email, plan, subscription_status, host(signup_ip) AS ip, team_id FROM accounts_billing.users WHERE user_id = $1`, [userId])) as Record<string, unknown>[])[0];

  it("stores a signed-up user (paid: an active subscription), and a later copy refreshes it without touching the status", async () => {
    const userId = 1_500_000_000 + Math.floor(Math.random() * 1_000_000);
    await publishSignedUp({ userId, email: "first@example.com", plan: "paid" });
    expect(await eventually(() => row(userId), { what: "the user row" })).toEqual({ email: "first@example.com", plan: "paid", subscription_status: "active", ip: "192.0.2.7", team_id: 77 });

    await h.accounts.setSubscriptionStatus({ userId, status: SubscriptionStatus.PAST_DUE });
    await publishSignedUp({ userId, email: "second@example.com", plan: "paid" });
    await eventually(async () => (await row(userId)).email === "second@example.com", { what: "the refreshed row" });
    expect((await row(userId)).subscription_status).toBe("past_due");
  });
});
