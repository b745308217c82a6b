import { describe, it } from "vitest";
import { send } from "@leadstream/testing";
import { MAX_ID, refusalGateway } from "./refusals.js";

// The gateway's own refusals on the enrichment and lookup routes: no service hears of these
// requests, so nothing is held, charged or looked up. (What the services answer is
// tests/e2e/enrichment.test.ts'.)
const { api, expectInvalid, user } = refusalGateway();
const post = (path: string, body: unknown) => api(path, send(user(), "POST", body));
const get = (path: string) => api(path, send(user(), "GET"));

describe("bad inputs are 400 naming the parameter", () => {
  it.each([
    [{}, "requested_outputs"],
    [{ requested_outputs: [] }, "requested_outputs"],
    [{ requested_outputs: "email" }, "requested_outputs"],
    [{ requested_outputs: ["phone"] }, "requested_outputs[0]"],
    [{ requested_outputs: ["email", "email"] }, "requested_outputs"],
    [{ requested_outputs: ["email", "linkedin_url", "email"] }, "requested_outputs"],
    [{ requested_outputs: ["email"], email_mode: "maybe" }, "email_mode"],
    [{ requested_outputs: ["email"], emailMode: "any" }, "emailMode"],
  ])("POST /leads/{id}/enrich %j", async (body, param) => {
    expectInvalid(await post("/leads/1/enrich", body), param);
  });

  it.each([["0"], [String(MAX_ID + 1)], ["abc"]])("POST /leads/%s/enrich", async (id) => {
    expectInvalid(await post(`/leads/${id}/enrich`, { requested_outputs: ["email"] }), "id");
  });

  it.each([
    [{ handle: "not a handle" }, "handle"],
    [{ handle: "a".repeat(16) }, "handle"],
    [{ x_profile_id: "12ab" }, "x_profile_id"],
    [{ x_profile_id: "1".repeat(20) }, "x_profile_id"],
    [{ handle: "ada", requested_outputs: [] }, "requested_outputs"],
    [{ handle: "ada", requested_outputs: ["phone"] }, "requested_outputs[0]"],
    [{ handle: "ada", email_mode: "maybe" }, "email_mode"],
    [{ handle: "ada", profile_url: "https://x.com/ada" }, "profile_url"],
  ])("POST /lookups/enrich %j", async (body, param) => {
    expectInvalid(await post("/lookups/enrich", body), param);
  });

  it.each([
    [{ handle: "not a handle" }, "handle"],
    [{ handle: "ada", requested_outputs: ["email"] }, "requested_outputs"],
    [{ handle: "ada", email_mode: "maybe" }, "email_mode"],
  ])("POST /lookups/enrich-email %j", async (body, param) => {
    expectInvalid(await post("/lookups/enrich-email", body), param);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=201", "limit"],
    ["cursor=", "cursor"],
    [`cursor=${"A".repeat(201)}`, "cursor"],
  ])("GET /lookups/enrich/history?%s and /lookups/enrich-email/history", async (query, param) => {
    expectInvalid(await get(`/lookups/enrich/history?${query}`), param);
    expectInvalid(await get(`/lookups/enrich-email/history?${query}`), param);
  });
});
