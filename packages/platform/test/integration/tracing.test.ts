import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { installTestTracing } from "@leadstream/testing";
import { captureTraceHeaders, contextFromTraceHeaders, inSpan, SpanKind, tracer as tracerOf } from "../../src/tracing.js";

// The tracing helpers and the outgoing-HTTP instrumentation every process runs (here with a
// provider that records every span).
const exporter = installTestTracing();
const tracer = tracerOf("test");
let url: string;
const received: IncomingHttpHeaders[] = [];
const server = createServer((req, res) => {
  received.push(req.headers);
  res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("traces a fetch as a CLIENT span under the active one, sends its context, and keeps a Telegram bot token out of its attributes", async () => {
  exporter.reset();
  await inSpan(tracer, "deliver", {}, () => fetch(`${url}/bot123456:SECRET-token_x/sendMessage?x=1`, { method: "POST", body: "{}" }));
  const spans = exporter.getFinishedSpans();
  const parent = spans.find((s) => s.name === "deliver")!;
  const post = spans.find((s) => s.kind === SpanKind.CLIENT)!;
  expect(post.name).toBe("POST");
  expect(post.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
  expect(post.attributes).toMatchObject({ "url.full": `${url}/bot[REDACTED]/sendMessage?x=1`, "url.path": "/bot[REDACTED]/sendMessage", "http.response.status_code": 200 });
  expect(JSON.stringify(post.attributes)).not.toContain("SECRET");
  expect(received.at(-1)?.traceparent).toBe(`00-${post.spanContext().traceId}-${post.spanContext().spanId}-01`);
});

it("continues the trace a row saved, and starts a new one from a row that saved none, whatever is active", async () => {
  exporter.reset();
  const saved = await inSpan(tracer, "queue", {}, async () => captureTraceHeaders());
  await inSpan(tracer, "unrelated", {}, async () => {
    await inSpan(tracer, "send saved", { parent: contextFromTraceHeaders(saved) }, async () => undefined);
    await inSpan(tracer, "send unsaved", { parent: contextFromTraceHeaders({}) }, async () => undefined);
    await inSpan(tracer, "scheduled", { root: true }, async () => undefined);
  });
  const byName = new Map(exporter.getFinishedSpans().map((s) => [s.name, s]));
  expect(byName.get("send saved")!.spanContext().traceId).toBe(byName.get("queue")!.spanContext().traceId);
  expect(byName.get("send saved")!.parentSpanContext?.spanId).toBe(byName.get("queue")!.spanContext().spanId);
  for (const name of ["send unsaved", "scheduled"]) {
    expect(byName.get(name)!.parentSpanContext, name).toBeUndefined();
    expect(byName.get(name)!.spanContext().traceId, name).not.toBe(byName.get("unrelated")!.spanContext().traceId);
  }
});

it("marks a span failed when its work throws, and rethrows", async () => {
  exporter.reset();
  await expect(inSpan(tracer, "failing", {}, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  expect(exporter.getFinishedSpans()[0].status).toMatchObject({ code: 2, message: "boom" });
});
