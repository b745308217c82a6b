// Issue 13: PostgreSQL unreachable for 10 s in the middle of a run (every service reaches it
// through a TCP proxy the test cuts). Requests fail fast with 503 in the API's error format,
// nothing is half-written, and every service recovers by itself: the run ends succeeded with the
// fault-free run's leads, each delivered and billed once.
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually, expectError, send, type SmtpSink } from "@leadstream/testing";
import type { FaultStack } from "./harness.js";
import { SEGMENT, api, expectNothingLostOrDuplicated, newCampaign, outcomeOf, reached, startRun, startWithReference, timed, type Outcome } from "./campaign.js";

const OUTAGE_MS = 10_000;
/** "Fast": far under the gateway's RPC budget, with room for a loaded machine. */
const FAST_MS = 3_000;

let stack: FaultStack;
let sink: SmtpSink;
let reference: Outcome;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ stack, sink, reference, stop } = await startWithReference({ postgresProxy: true }));
}, 120_000);
afterAll(() => stop?.());

it("PostgreSQL unreachable for 10 s mid-run: 503s at once, then everything finishes as if nothing happened", async () => {
  const c = await newCampaign(stack, true);
  const runId = await startRun(stack, c);
  await reached(stack, c, runId, /Fetched likers/);

  stack.postgres!.cut();
  const cutAt = Date.now();
  // A read, and a write that spans three services (streams, accounts-billing, classification).
  const probes = [
    await timed(api(stack, "/dm-templates", send(c.user, "GET"))),
    await timed(api(stack, "/streams", send(c.user, "POST", { pairs: [{ accountHandle: "@FaultCo", segment: SEGMENT }] }))),
  ];
  for (const { answer, took } of probes) {
    expectError(answer, 503, "service_unavailable");
    expect(took).toBeLessThan(FAST_MS);
  }
  await new Promise((r) => setTimeout(r, OUTAGE_MS - (Date.now() - cutAt)));
  stack.postgres!.restore();

  // Nobody restarts anything: the same requests succeed again on their own.
  await eventually(async () => (await api(stack, "/dm-templates", send(c.user, "GET"))).status === 200, { timeoutMs: 20_000, what: "reads to answer again" });
  expectNothingLostOrDuplicated(reference, await outcomeOf(stack, c, runId, sink));
  // The create refused during the outage left no stream behind (and, above, billing no extra account).
  const streams = await api(stack, "/streams", send(c.user, "GET"));
  expect(streams.body.streams.map((s: { id: number }) => s.id)).toEqual([c.streamId]);
}, 120_000);
