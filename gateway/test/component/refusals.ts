import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { call, expectError, type Answer } from "@leadstream/testing";
import { FakeIdentity, type TestUser } from "./fakes.js";
import { startGateway, type ComponentGateway } from "./harness.js";

export const MAX_ID = 2147483647;

/**
 * A gateway whose only peer is identity, for the gateway's own refusals: after each test, no
 * other service may have heard of its requests. Call at the top of a test file.
 */
export function refusalGateway() {
  let gateway: ComponentGateway;
  let user: TestUser;
  beforeAll(async () => {
    const identity = new FakeIdentity();
    gateway = await startGateway({ identity: identity.impl }, { env: { RATE_LIMIT_PER_MINUTE: "100000" } });
    user = identity.createUser();
  });
  afterAll(async () => {
    await gateway?.stop();
  });
  beforeEach(() => gateway.calls.clear());
  afterEach(() => {
    expect(gateway.calls.methods().filter((m) => m !== "authenticateApiKey")).toEqual([]);
  });
  return {
    user: () => user,
    api: (path: string, init?: RequestInit) => call(gateway, `/api/v2${path}`, init),
    expectInvalid: (answer: Answer, param: string) => expectError(answer, 400, "invalid_request", { param }),
  };
}
