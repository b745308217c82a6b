// Issue 13: streams and classification each SIGKILLed mid-run and started again. The run still
// ends succeeded with the fault-free run's leads, each delivered once (webhook batch and CSV
// e-mail) and billed once. And a slow peer (frozen with SIGSTOP) gives a 503 within the
// gateway's budget, not a hang; a peer that dies under a request gives a 503, not a 500.
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually, expectError, send, type SmtpSink } from "@leadstream/testing";
import type { FaultStack, ServiceProcess } from "./harness.js";
import { api, expectNothingLostOrDuplicated, newCampaign, outcomeOf, reached, startRun, startWithReference, timed, type Outcome } from "./campaign.js";

const RPC_TIMEOUT_MS = 4000;

let stack: FaultStack;
let sink: SmtpSink;
let reference: Outcome;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ stack, sink, reference, stop } = await startWithReference({ processes: ["streams", "classification"], env: { RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) } }));
}, 120_000);
afterAll(() => stop?.());

const processOf = (name: "streams" | "classification"): ServiceProcess => stack.processes[name]!;

it("streams: the run's message comes back to the restarted worker, which resumes the run", async () => {
  const c = await newCampaign(stack, true);
  const runId = await startRun(stack, c);
  await reached(stack, c, runId, /Fetched likers/);
  await processOf("streams").kill();
  await processOf("streams").start();
  await reached(stack, c, runId, /Run resumed after an interruption/);
  expectNothingLostOrDuplicated(reference, await outcomeOf(stack, c, runId, sink));
}, 90_000);

it("classification: the run is interrupted, retried, and finishes once classification is back", async () => {
  const c = await newCampaign(stack, true);
  const runId = await startRun(stack, c);
  await reached(stack, c, runId, /Fetched followers page 1/);
  await processOf("classification").kill();
  await reached(stack, c, runId, /Interrupted/);
  await processOf("classification").start();
  expectNothingLostOrDuplicated(reference, await outcomeOf(stack, c, runId, sink));
}, 90_000);

it("a frozen peer: 503 upstream_timeout within the gateway's budget; killed under a request: 503; then it recovers", async () => {
  const c = await newCampaign(stack, false);
  // Uncached: the gateway asks classification every time.
  const segments = () => api(stack, "/segments", send(c.user, "GET"));
  expect((await segments()).status).toBe(200);
  const classification = processOf("classification");
  classification.freeze();
  try {
    const frozen = await timed(segments());
    expectError(frozen.answer, 503, "upstream_timeout");
    expect(frozen.took).toBeGreaterThanOrEqual(RPC_TIMEOUT_MS - 100);
    // The budget plus the time to answer, with room for a loaded machine; a hang would be far longer.
    expect(frozen.took).toBeLessThan(RPC_TIMEOUT_MS + 3000);

    // A request waiting on the frozen peer when it dies (had it not reached it yet, it would find it gone: 503 too).
    const pending = timed(segments());
    await new Promise((r) => setTimeout(r, 500));
    await classification.kill();
    const died = await pending;
    expectError(died.answer, 503, "service_unavailable");
    expect(died.took).toBeLessThan(RPC_TIMEOUT_MS);
  } finally {
    classification.thaw();
  }
  await classification.start();
  await eventually(async () => (await segments()).status === 200, { timeoutMs: 10_000, what: "classification to answer again" });
}, 60_000);
