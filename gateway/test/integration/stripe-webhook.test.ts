import { afterAll, beforeAll, expect, it } from "vitest";
import Stripe from "stripe";
import { accountsBillingService } from "@leadstream/accounts-billing";
import { startService, type RunningService } from "@leadstream/platform";
import { testEnv } from "@leadstream/testing";
import { startGateway, type RunningGateway } from "../../src/index.js";
import { call, expectError } from "./harness.js";

const SECRET = "whsec_gateway_test_secret";

// Billing with Stripe configured (webhooks need it), its API unreachable: these events never call it.
let billing: RunningService<unknown>;
let gateway: RunningGateway;
beforeAll(async () => {
  billing = (await startService(
    accountsBillingService as never,
    testEnv({
      STRIPE_SECRET_KEY: "sk_test_gateway",
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_STARTER: "price_starter",
      STRIPE_PRICE_GROWTH: "price_growth",
      STRIPE_PRICE_PRO: "price_pro",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: "9",
      STRIPE_API_PROTOCOL: "http",
    }),
  )) as RunningService<unknown>;
  gateway = await startGateway(testEnv({}, { "accounts-billing": billing.url }));
});
afterAll(async () => {
  await gateway?.stop();
  await billing?.stop();
});

const stripe = new Stripe("sk_test_gateway");
const sign = (payload: string, secret = SECRET) => stripe.webhooks.generateTestHeaderString({ payload, secret });
const deliver = (payload: string, headers: Record<string, string>) =>
  call(gateway, "/webhooks/stripe", { method: "POST", headers: { "content-type": "application/json; charset=utf-8", ...headers }, body: payload });

// Odd spacing, key order and non-ASCII text: any re-serialisation on the way would break the signature.
const event = (id: string) =>
  `{\n  "id": "${id}",   "object": "event",\n"type": "customer.subscription.updated", "created": ${Math.floor(Date.now() / 1000)},\n` +
  `  "data": {"object": {"id": "sub_x", "object": "subscription", "customer": "cus_unknown", "status": "active", "items": {"data": []}, "metadata": {"note": "Zoë ✓"}}},\n` +
  `  "livemode": false, "pending_webhooks": 1, "request": {"id": null, "idempotency_key": null}, "api_version": "2025-01-27.acacia"\n}`;

it("forwards the exact bytes and signature to billing, without credentials or rate limit", async () => {
  const payload = event(`evt_gateway_${Date.now()}`);
  const res = await deliver(payload, { "stripe-signature": sign(payload) });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ received: true });
  expect(res.headers.get("x-ratelimit-limit")).toBeNull();
  expect(res.headers.get("x-request-id")).toBeTruthy();
});

it("answers 400 for a wrong, missing or mismatched signature", async () => {
  const payload = event(`evt_gateway_bad_${Date.now()}`);
  expectError(await deliver(payload, { "stripe-signature": sign(payload, "whsec_someone_else") }), 400, "invalid_request", { param: "signature" });
  expectError(await deliver(payload.replace("active", "canceled"), { "stripe-signature": sign(payload) }), 400, "invalid_request", { param: "signature" });
  expectError(await deliver(payload, {}), 400, "invalid_request", { param: "stripe-signature" });
});

it("is outside /api/v2", async () => {
  expectError(await call(gateway, "/api/v2/webhooks/stripe", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }), 404, "not_found");
});
