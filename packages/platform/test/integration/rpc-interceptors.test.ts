import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code, ConnectError } from "@connectrpc/connect";
import { SpanKind, trace } from "@opentelemetry/api";
import { IdentityService } from "@leadstream/contracts";
import { AppError, createLogger, createRpcClient, currentRequestContext, runWithRequestContext, startRpcServer, type RpcServer } from "@leadstream/platform";
import { installTestTracing } from "@leadstream/testing";

describe("RPC interceptors", () => {
  const exporter = installTestTracing();
  let server: RpcServer;
  const token = "rpc-test-token";

  beforeAll(async () => {
    server = await startRpcServer({
      service: "test",
      host: "127.0.0.1",
      port: 0,
      internalToken: token,
      logger: createLogger("test", "silent"),
      readiness: async () => ({ ok: true }),
      routes: (router) =>
        router.service(IdentityService, {
          async getUser(req) {
            if (req.userId === 404) throw new AppError("not_found", "No such user", { param: "userId" });
            if (req.userId === 500) throw new Error("connection string postgres://secret leaked");
            const ctx = currentRequestContext();
            return { user: { id: req.userId, email: `${ctx?.requestId}|${ctx?.caller}` } };
          },
        }),
    });
  });
  afterAll(() => server.close());

  const client = (internalToken = token) => createRpcClient(IdentityService, { baseUrl: server.url, internalToken, caller: "gateway" });

  it("refuses a call without the right internal credential", async () => {
    const err = await client("wrong").getUser({ userId: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectError);
    expect((err as ConnectError).code).toBe(Code.Unauthenticated);
  });

  it("carries the request id and caller to the handler", async () => {
    const res = await runWithRequestContext({ requestId: "req-123" }, () => client().getUser({ userId: 7 }));
    expect(res.user?.email).toBe("req-123|gateway");
  });

  it("delivers a domain error to the caller as the same AppError", async () => {
    const err = await client().getUser({ userId: 404 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "not_found", message: "No such user", details: { param: "userId" } });
  });

  it("hides an unexpected error's message", async () => {
    const err = await client().getUser({ userId: 500 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectError);
    expect((err as ConnectError).code).toBe(Code.Internal);
    expect((err as ConnectError).rawMessage).toBe("internal error");
  });

  it("continues the caller's trace in a server span", async () => {
    exporter.reset();
    const tracer = trace.getTracer("test");
    await tracer.startActiveSpan("caller", async (span) => {
      await client().getUser({ userId: 1 });
      span.end();
    });
    const spans = exporter.getFinishedSpans();
    const caller = spans.find((s) => s.name === "caller")!;
    const clientSpan = spans.find((s) => s.kind === SpanKind.CLIENT && s.name.endsWith("/GetUser"))!;
    const serverSpan = spans.find((s) => s.kind === SpanKind.SERVER && s.name.endsWith("/GetUser"))!;
    expect(clientSpan.spanContext().traceId).toBe(caller.spanContext().traceId);
    expect(serverSpan.spanContext().traceId).toBe(caller.spanContext().traceId);
    expect(serverSpan.parentSpanContext?.spanId).toBe(clientSpan.spanContext().spanId);
    expect(clientSpan.parentSpanContext?.spanId).toBe(caller.spanContext().spanId);
  });
});
