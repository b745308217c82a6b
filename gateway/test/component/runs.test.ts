import { describe, it } from "vitest";
import { send } from "@leadstream/testing";
import { MAX_ID, refusalGateway } from "./refusals.js";

// The gateway's own refusals on the run routes: no service hears of these requests.
// (What the services answer through these routes is tests/e2e/public-api.test.ts'.)
const { api, expectInvalid, user } = refusalGateway();

describe("bad inputs are 400 naming the parameter", () => {
  it.each([
    ["/streams/1/run", { accountId: 0 }, "accountId"],
    ["/streams/1/run", { accountId: "1" }, "accountId"],
    ["/streams/1/run", { accountId: MAX_ID + 1 }, "accountId"],
    ["/streams/1/run", { segmentId: 1 }, "segmentId"],
    ["/streams/1/run", [], "body"],
    ["/streams/1/re-test", { accountId: 1.5 }, "accountId"],
    ["/streams/1/re-test", { segmentId: -1 }, "segmentId"],
    ["/streams/1/re-test", { pairId: 1 }, "pairId"],
    ["/streams/1/re-test", "null", "body"],
  ])("POST %s %j", async (path, body, param) => {
    expectInvalid(await api(path, send(user(), "POST", typeof body === "string" ? body : JSON.stringify(body))), param);
  });

  it.each([
    ["/streams/1/runs?limit=0", "limit"],
    ["/streams/1/runs?limit=101", "limit"],
    ["/streams/1/runs?limit=all", "limit"],
    ["/runs?limit=101", "limit"],
    ["/runs?streamId=0", "streamId"],
    ["/runs?streamId=abc", "streamId"],
    ["/runs?status=done", "status"],
    ["/streams/abc/runs", "id"],
    ["/streams/1/runs/0", "runId"],
    ["/streams/1/runs/1.5", "runId"],
    [`/streams/1/runs/${MAX_ID + 1}`, "runId"],
    ["/streams/0/runs/1", "id"],
  ])("GET %s", async (path, param) => {
    expectInvalid(await api(path, send(user(), "GET")), param);
  });

  it.each(["/streams/{id}/run", "/streams/{id}/re-test"])("POST %s: a bad stream id", async (path) => {
    for (const id of ["abc", "0", "-1", "1.5", String(MAX_ID + 1)]) expectInvalid(await api(path.replace("{id}", id), send(user(), "POST", {})), "id");
  });
});
