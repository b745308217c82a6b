// Issue 13: leads and notifications each SIGKILLed mid-run and started again; the run still ends
// succeeded with the fault-free run's leads, each delivered once (webhook batch and CSV e-mail)
// and billed once.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { SmtpSink } from "@leadstream/testing";
import type { FaultStack, ServiceProcess } from "./harness.js";
import { expectNothingLostOrDuplicated, newCampaign, outcomeOf, reached, startRun, startWithReference, type Outcome } from "./campaign.js";

let stack: FaultStack;
let sink: SmtpSink;
let reference: Outcome;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ stack, sink, reference, stop } = await startWithReference({ processes: ["leads", "notifications"] }));
}, 120_000);
afterAll(() => stop?.());

const processOf = (name: "leads" | "notifications"): ServiceProcess => stack.processes[name]!;

it("leads, while it enriches the run's leads: none is lost, enriched or charged twice", async () => {
  const c = await newCampaign(stack, true);
  const runId = await startRun(stack, c);
  await reached(stack, c, runId, /Enriching new leads/);
  await processOf("leads").kill();
  await reached(stack, c, runId, /Interrupted/);
  await processOf("leads").start();
  expectNothingLostOrDuplicated(reference, await outcomeOf(stack, c, runId, sink));
}, 90_000);

it("notifications, while it POSTs a webhook batch: the batch is sent again under the same webhook id", async () => {
  const c = await newCampaign(stack, true);
  const receiver = c.receiver!;
  let posted: () => void;
  const firstPost = new Promise<void>((resolve) => (posted = resolve));
  receiver.behave((n) => {
    if (n > 1) return 200;
    posted();
    return "hang";
  });
  const runId = await startRun(stack, c);
  await firstPost;
  await processOf("notifications").kill();
  await processOf("notifications").start();
  expectNothingLostOrDuplicated(reference, await outcomeOf(stack, c, runId, sink));
  // The batch in flight when notifications died was never answered, and came again with its id.
  const [first] = receiver.requests;
  expect(first.answered).toBe(0);
  expect(receiver.requests.filter((r) => r.webhookId === first.webhookId).length).toBeGreaterThan(1);
}, 90_000);
