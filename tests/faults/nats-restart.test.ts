// Issue 13: NATS (a nats-server of the test's own, file storage) restarted in the middle of a
// run. Outbox relays, durable consumers, the run work queue and the gateway reconnect by
// themselves: the run ends succeeded with the fault-free run's leads, each delivered and billed
// once, and the gateway's rate limiter (a NATS KV bucket the restart lost) counts again.
import { afterAll, beforeAll, expect, it } from "vitest";
import { send, type SmtpSink } from "@leadstream/testing";
import type { FaultStack } from "./harness.js";
import { api, expectNothingLostOrDuplicated, newCampaign, outcomeOf, reached, startRun, startWithReference, type Campaign, type Outcome } from "./campaign.js";

let stack: FaultStack;
let sink: SmtpSink;
let reference: Outcome;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ stack, sink, reference, stop } = await startWithReference({ privateNats: true }));
}, 120_000);
afterAll(() => stop?.());

const remainingCalls = async (c: Campaign) => {
  const res = await api(stack, "/streams", send(c.user, "GET"));
  expect(res.status).toBe(200);
  return res.headers.get("x-ratelimit-remaining");
};

it("NATS restarted mid-run: the run, its events and its deliveries carry on once it is back", async () => {
  const c = await newCampaign(stack, true);
  expect(await remainingCalls(c)).not.toBeNull();
  const runId = await startRun(stack, c);
  await reached(stack, c, runId, /Fetched likers/);
  await stack.nats!.restart(2_000);
  expectNothingLostOrDuplicated(reference, await outcomeOf(stack, c, runId, sink));
  expect(await remainingCalls(c)).not.toBeNull();
}, 120_000);
