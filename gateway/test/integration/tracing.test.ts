import { afterAll, beforeAll, expect, it } from "vitest";
import { SpanKind } from "@opentelemetry/api";
import { installTestTracing } from "@leadstream/testing";
import { bearer, call, newUser, startStack, type Stack } from "./harness.js";

// Before anything starts: the gateway and identity (same process) export into this exporter.
const exporter = installTestTracing();
type ReadableSpan = ReturnType<typeof exporter.getFinishedSpans>[number];

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(1);
});
afterAll(async () => {
  await stack?.stop();
});

it("puts identity's server span in the gateway request's trace, under its request span", async () => {
  const user = await newUser(stack.identityClient);
  exporter.reset();
  const res = await call(stack.gateways[0], "/api/v2/me", { headers: bearer(user.apiKey) });
  expect(res.status).toBe(200);

  const spans = exporter.getFinishedSpans();
  const request = spans.find((s) => s.name === "request" && s.attributes["http.route"] === "/api/v2/me");
  const getUser = spans.find((s) => s.kind === SpanKind.SERVER && s.name === "leadstream.identity.v1.IdentityService/GetUser");
  expect(request).toBeDefined();
  expect(getUser).toBeDefined();
  expect(getUser!.spanContext().traceId).toBe(request!.spanContext().traceId);
  expect(ancestors(getUser!, spans)).toContain(request!.spanContext().spanId);
});

it("rejects a malformed key without calling identity", async () => {
  exporter.reset();
  const res = await call(stack.gateways[0], "/api/v2/me", { headers: bearer("svc_!!") });
  expect(res.status).toBe(401);
  expect(exporter.getFinishedSpans().filter((s) => s.name.startsWith("leadstream.identity"))).toEqual([]);
});

/** Span ids from `span`'s parent up to its trace's root. */
function ancestors(span: ReadableSpan, spans: ReadableSpan[]): string[] {
  const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
  const chain: string[] = [];
  for (let parent = span.parentSpanContext?.spanId; parent; parent = byId.get(parent)?.parentSpanContext?.spanId) chain.push(parent);
  return chain;
}
