import { describe, expect, it } from "vitest";
import { Code, ConnectError } from "@connectrpc/connect";
import { AppError, fromConnectError, toConnectError } from "@leadstream/platform";

describe("error mapping across RPC", () => {
  it("carries the spec code, message and details through a ConnectError and back", () => {
    const original = new AppError("orphan_label", "These labels have no canonical match", { orphans: ["ninja"] });
    const wire = toConnectError(original);
    expect(wire.code).toBe(Code.InvalidArgument);
    const back = fromConnectError(wire) as AppError;
    expect(back).toBeInstanceOf(AppError);
    expect([back.code, back.message, back.status, back.details]).toEqual(["orphan_label", "These labels have no canonical match", 400, { orphans: ["ninja"] }]);
  });

  it.each([
    ["handle_protected", Code.FailedPrecondition, 422],
    ["free_account_ip_duplicate", Code.AlreadyExists, 409],
    ["credits_exhausted", Code.ResourceExhausted, 429],
    ["billing_provider_error", Code.Unavailable, 502],
    ["invalid_key", Code.Unauthenticated, 401],
  ] as const)("%s maps to a fitting Connect code and keeps HTTP %i", (code, connectCode, status) => {
    const wire = toConnectError(new AppError(code, "x"));
    expect(wire.code).toBe(connectCode);
    expect((fromConnectError(wire) as AppError).status).toBe(status);
  });

  it("turns an unreachable peer into service_unavailable and leaves other errors alone", () => {
    expect((fromConnectError(new ConnectError("connect ECONNREFUSED", Code.Unavailable)) as AppError).code).toBe("service_unavailable");
    const internal = new ConnectError("boom", Code.Internal);
    expect(fromConnectError(internal)).toBe(internal);
  });
});
