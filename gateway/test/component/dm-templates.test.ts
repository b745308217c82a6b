import { afterAll, beforeAll, expect, it } from "vitest";
import { call, expectError } from "@leadstream/testing";
import { startGateway, type ComponentGateway } from "./harness.js";

// What the leads service answers through these routes is tests/e2e/public-api.test.ts'.
let gateway: ComponentGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

const api = (path: string, init?: RequestInit) => call(gateway, `/api/v2${path}`, init);

it("needs credentials", async () => {
  expectError(await api("/dm-templates"), 401, "missing_key");
  expectError(await api("/dm-templates/1", { method: "DELETE" }), 401, "missing_key");
  expect(gateway.calls.methods()).toEqual([]);
});
