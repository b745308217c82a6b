import { afterAll, beforeAll, expect, it } from "vitest";
import { call, expectError, newUser, send, startStack, type Stack } from "./harness.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(1, { RATE_LIMIT_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await stack?.stop();
});

const api = (path: string, init?: RequestInit) => call(stack.gateways[0], `/api/v2${path}`, init);

it("reads the defaults, changes only the fields sent, per user, and answers all settings", async () => {
  const [user, other] = [await newUser(stack.identityClient), await newUser(stack.identityClient)];
  const defaults = { summaryFrequency: "daily", emailSummariesEnabled: true, telegramSummariesEnabled: false, telegramChatId: null };
  expect((await api("/notification-settings", send(user, "GET"))).body).toEqual(defaults);
  const put = await api("/notification-settings", send(user, "PUT", { summaryFrequency: "after_every_sync", telegramChatId: "123456789" }));
  expect(put.status).toBe(200);
  expect(put.body).toEqual({ ...defaults, summaryFrequency: "after_every_sync", telegramChatId: "123456789" });
  expect((await api("/notification-settings", send(user, "PUT", { emailSummariesEnabled: false, telegramChatId: null }))).body).toEqual({ ...defaults, summaryFrequency: "after_every_sync", emailSummariesEnabled: false });
  expect((await api("/notification-settings", send(other, "GET"))).body).toEqual(defaults);
});

it("answers 400 naming the field for no field, a bad value or an unknown field", async () => {
  const user = await newUser(stack.identityClient);
  expectError(await api("/notification-settings", send(user, "PUT", {})), 400, "invalid_request", { param: "body" });
  expectError(await api("/notification-settings", send(user, "PUT", { summaryFrequency: "hourly" })), 400, "invalid_request", { param: "summaryFrequency" });
  expectError(await api("/notification-settings", send(user, "PUT", { emailSummariesEnabled: "yes" })), 400, "invalid_request", { param: "emailSummariesEnabled" });
  expectError(await api("/notification-settings", send(user, "PUT", { telegramChatId: "chat me" })), 400, "invalid_request", { param: "telegramChatId" });
  expect((await api("/notification-settings", send(user, "PUT", { colour: "red" }))).status).toBe(400);
  // This stack has no TELEGRAM_BOT_TOKEN: Telegram digests cannot be switched on, and nothing is saved.
  const refused = await api("/notification-settings", send(user, "PUT", { telegramSummariesEnabled: true, telegramChatId: "123456789" }));
  expectError(refused, 400, "invalid_request", { param: "telegramSummariesEnabled" });
  expect((refused.body as { message: string }).message).toContain("TELEGRAM_BOT_TOKEN");
  expect((await api("/notification-settings", send(user, "GET"))).body).toMatchObject({ telegramSummariesEnabled: false, telegramChatId: null });
  expect((await api("/notification-settings")).status).toBe(401);
});
