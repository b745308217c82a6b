import { describe, it } from "vitest";
import { send } from "@leadstream/testing";
import { MAX_ID, refusalGateway } from "./refusals.js";

// The gateway's own refusals on the lead routes: no service hears of these requests.
// (What the services answer through these routes is tests/e2e/public-api.test.ts'.)
const { api, expectInvalid, user } = refusalGateway();
const get = (path: string) => api(path, send(user(), "GET"));

describe("bad inputs are 400 naming the parameter", () => {
  // Any ids: the requests never get as far as asking whose they are.
  const streamId = 1;
  const leadId = 1;

  const filterCases: [string, string][] = [
    ["lifecycle=old", "lifecycle"],
    ["lifecycle=", "lifecycle"],
    ["matchConfidence=full", "matchConfidence"],
    ["accountId=0", "accountId"],
    ["accountId=abc", "accountId"],
    [`segmentId=${MAX_ID + 1}`, "segmentId"],
    ["segmentId=1.5", "segmentId"],
    ["since=yesterday", "since"],
    ["since=2026-01-31", "since"],
    ["since=2026-02-30T00:00:00Z", "since"],
    ["since=2026-01-31T23:59:60Z", "since"],
    // since=0000-01-01T00:00:00Z is the leads service's refusal: tests/e2e.
    ["limit=0", "limit"],
    ["limit=501", "limit"],
    ["limit=ten", "limit"],
    ["limit=1&limit=2", "limit"],
  ];

  it.each([...filterCases, ["offset=-1", "offset"], ["offset=1.5", "offset"], [`offset=${MAX_ID + 1}`, "offset"], ["summary=yes", "summary"]])("GET /streams/{id}/leads?%s", async (query, param) => {
    expectInvalid(await get(`/streams/${streamId}/leads?${query}`), param);
  });

  it.each([
    ...filterCases,
    ["streamId=0", "streamId"],
    ["groupBy=account", "groupBy"],
    ["cursor=", "cursor"],
    // cursor=not-a-cursor is the leads service's refusal (it decodes cursors): tests/e2e.
    [`cursor=${"A".repeat(201)}`, "cursor"],
  ])("GET /leads?%s", async (query, param) => {
    expectInvalid(await get(`/leads?${query}`), param);
  });

  it.each([
    [{}, "feedback"],
    [{ feedback: "meh" }, "feedback"],
    [{ feedback: 1 }, "feedback"],
    [{ feedback: "bad", badReason: "ugly" }, "badReason"],
    [{ feedback: "bad", badReasonFreeform: "x".repeat(501) }, "badReasonFreeform"],
    [{ feedback: "good", badReason: "bot" }, "badReason"],
    [{ feedback: "good", badReasonFreeform: "why" }, "badReasonFreeform"],
    [{ feedback: "bad", segmentId: 0 }, "segmentId"],
    [{ feedback: "bad", segmentId: "1" }, "segmentId"],
    [{ feedback: "bad", reason: "bot" }, "reason"],
    [[], "body"],
  ])("POST /leads/{id}/feedback %j", async (body, param) => {
    expectInvalid(await api(`/leads/${leadId}/feedback`, send(user(), "POST", body)), param);
  });

  it.each([["GET", "/streams/{id}/leads"], ["POST", "/leads/{id}/export"], ["POST", "/leads/{id}/feedback"]])("%s %s: a bad id", async (method, path) => {
    for (const id of ["abc", "0", "-1", "1.5", String(MAX_ID + 1)]) {
      expectInvalid(await api(path.replace("{id}", id), send(user(), method, method === "POST" ? { feedback: "good" } : undefined)), "id");
    }
  });
});
