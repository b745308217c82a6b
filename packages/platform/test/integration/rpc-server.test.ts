import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, fromBinary, toBinary } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import * as grpc from "@grpc/grpc-js";
import { ClassificationService, HealthCheckRequestSchema, HealthCheckResponseSchema, HealthCheckResponse_ServingStatus } from "@leadstream/contracts";
import { createRpcClient, startService, type RunningService } from "@leadstream/platform";
import { testEnv } from "@leadstream/testing";
import { classificationService } from "../../../../services/classification/src/service.js";

describe("a service process", () => {
  let svc: RunningService<unknown>;
  beforeAll(async () => {
    svc = await startService(classificationService, testEnv({ INTERNAL_TOKENS_ACCEPTED: "next-token, previous-token" }));
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("answers /healthz and /readyz over HTTP/1.1", async () => {
    const health = await fetch(`${svc.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", service: "classification" });
    const ready = await fetch(`${svc.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ checks: { database: true, nats: true } });
  });

  it("answers the standard gRPC health check from stock @grpc/grpc-js over HTTP/2", async () => {
    const client = new grpc.Client(`127.0.0.1:${svc.port}`, grpc.credentials.createInsecure());
    const status = await new Promise<HealthCheckResponse_ServingStatus>((resolve, reject) => {
      client.makeUnaryRequest(
        "/grpc.health.v1.Health/Check",
        (req: { service: string }) => Buffer.from(toBinary(HealthCheckRequestSchema, create(HealthCheckRequestSchema, req))),
        (buf: Buffer) => fromBinary(HealthCheckResponseSchema, buf),
        { service: "" },
        (err, res) => (err ? reject(err) : resolve(res!.status)),
      );
    });
    client.close();
    expect(status).toBe(HealthCheckResponse_ServingStatus.SERVING);
  });

  it("accepts INTERNAL_TOKEN and the tokens of INTERNAL_TOKENS_ACCEPTED (a rotation), and no other", async () => {
    const call = (internalToken: string) =>
      createRpcClient(ClassificationService, { baseUrl: svc.url, internalToken, caller: "test" }).listSegments({ userId: 1 });
    for (const token of ["test-internal-token", "next-token", "previous-token"]) {
      expect((await call(token)).segments).toEqual([]);
    }
    for (const token of ["wrong", "next-token, previous-token", ""]) {
      const err = await call(token).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ConnectError);
      expect((err as ConnectError).code).toBe(Code.Unauthenticated);
    }
  });
});
