import { expectAppError } from "@leadstream/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prospeoProvider } from "../../src/adapters/enrichment/prospeo.js";
import type { EnrichmentQuery } from "../../src/app/ports.js";
import { FakeProspeo, PROSPEO_KEY } from "./fake-prospeo.js";

const JANE = { fullName: "Jane Doe", company: { name: "Acme", website: "acme.com" }, linkedinUrl: "https://www.linkedin.com/in/jane-doe-acme", email: { address: "jane.doe@acme.com", status: "VERIFIED" as const } };
const RAVI = { fullName: "Ravi Kumar", company: { name: "Globex", website: "globex.io" }, linkedinUrl: "https://www.linkedin.com/in/ravikumar", email: { address: "ravi@globex.io", status: "UNVERIFIED" as const } };

const query = (over: Partial<EnrichmentQuery> = {}): EnrichmentQuery => ({
  xUserId: "1001",
  handle: "janedoe",
  displayName: "Jane Doe 🚀",
  bio: "Building things. Coffee.",
  url: "https://www.acme.com/about",
  location: "Lisbon",
  outputs: ["linkedin_url", "email"],
  emailMode: "any",
  ...over,
});
const ravi = (over: Partial<EnrichmentQuery> = {}) => query({ handle: "ravi", displayName: "Ravi Kumar | CTO", bio: "CTO at Globex", url: "https://t.co/abc123", ...over });

describe("Prospeo adapter against a local Prospeo", () => {
  const fake = new FakeProspeo();
  let baseUrl: string;
  const provider = (opts: { apiKey?: string; timeoutMs?: number } = {}) => prospeoProvider({ baseUrl, apiKey: opts.apiKey ?? PROSPEO_KEY, timeoutMs: opts.timeoutMs ?? 5000 });
  const find = (q: EnrichmentQuery, signal = new AbortController().signal) => provider().find(q, signal);

  beforeAll(async () => {
    baseUrl = await fake.start();
    fake.people.push(JANE, RAVI);
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.requests.length = 0;
    Object.assign(fake, { failing: "no", delayMs: 0, credits: 100, minuteRequestsLeft: 300, dailyRequestsLeft: 2000 });
  });

  it("posts the name and the company website to /enrich-person with the key, and maps the match", async () => {
    const found = await find(query());
    expect(found).toEqual({ linkedin: { url: JANE.linkedinUrl, confidence: 0.85 }, email: { address: "jane.doe@acme.com", status: "verified" } });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: "POST", path: "/enrich-person" });
    expect(request.headers).toMatchObject({ "x-key": PROSPEO_KEY, "content-type": "application/json" });
    expect(request.body).toEqual({ only_verified_email: false, enrich_mobile: false, data: { full_name: "Jane Doe", company_website: "acme.com" } });
  });

  it("reads the company from the bio when the website is a link shortener, with less confidence", async () => {
    const found = await find(ravi());
    expect(fake.requests[0].body.data).toEqual({ full_name: "Ravi Kumar", company_name: "Globex" });
    expect(found).toEqual({ linkedin: { url: RAVI.linkedinUrl, confidence: 0.7 }, email: { address: "ravi@globex.io", status: "unverified" } });
  });

  it("sends both when the bio names a company and the website is one, and an @mention counts as the company", async () => {
    await find(query({ bio: "Staff engineer @acme. Opinions mine." }));
    expect(fake.requests[0].body.data).toEqual({ full_name: "Jane Doe", company_name: "acme", company_website: "acme.com" });
  });

  it("looks a person up by the LinkedIn page the profile links", async () => {
    const found = await find(query({ displayName: "J", url: "linkedin.com/in/jane-doe-acme/" }));
    expect(fake.requests[0].body.data).toEqual({ linkedin_url: "https://www.linkedin.com/in/jane-doe-acme" });
    expect(found.linkedin).toEqual({ url: JANE.linkedinUrl, confidence: 0.95 });
  });

  it("finds nothing without asking when the profile gives no full name or no company", async () => {
    expect(await find(query({ displayName: "Jane 🚀" }))).toEqual({ linkedin: null, email: null });
    expect(await find(query({ url: "", bio: "no employer here" }))).toEqual({ linkedin: null, email: null });
    expect(fake.requests).toHaveLength(0);
  });

  it("maps NO_MATCH to nothing found", async () => {
    expect(await find(query({ displayName: "John Smith" }))).toEqual({ linkedin: null, email: null });
    expect(fake.requests).toHaveLength(1);
  });

  it("returns only what was asked for", async () => {
    expect(await find(query({ outputs: ["linkedin_url"] }))).toEqual({ linkedin: { url: JANE.linkedinUrl, confidence: 0.85 }, email: null });
    expect(await find(query({ outputs: ["email"] }))).toEqual({ linkedin: null, email: { address: "jane.doe@acme.com", status: "verified" } });
    expect(fake.requests.map((r) => r.body.only_verified_email)).toEqual([false, false]);
  });

  it("in verified mode drops an unverified e-mail, and asks Prospeo for verified ones only when the e-mail is all that is wanted", async () => {
    expect(await find(ravi({ emailMode: "verified" }))).toEqual({ linkedin: { url: RAVI.linkedinUrl, confidence: 0.7 }, email: null });
    expect(fake.requests[0].body.only_verified_email).toBe(false);

    expect(await find(ravi({ emailMode: "verified", outputs: ["email"] }))).toEqual({ linkedin: null, email: null });
    expect(fake.requests[1].body.only_verified_email).toBe(true);

    expect(await find(query({ emailMode: "verified", outputs: ["email"] }))).toEqual({ linkedin: null, email: { address: "jane.doe@acme.com", status: "verified" } });
  });

  it("gives less confidence when the person Prospeo matched has another name", async () => {
    fake.people.push({ fullName: "Robert Smith", alsoKnownAs: ["Bob Smith"], company: { name: "Initech", website: "initech.com" }, linkedinUrl: "https://www.linkedin.com/in/robert-smith", email: null });
    expect(await find(query({ displayName: "Bob Smith", url: "initech.com" }))).toEqual({ linkedin: { url: "https://www.linkedin.com/in/robert-smith", confidence: 0.51 }, email: null });
    fake.people.pop();
  });

  it("rejects a refused key, missing credits and Prospeo's internal errors with enrichment_provider_error", async () => {
    const refused = await expectAppError(provider({ apiKey: "pk_wrong" }).find(query(), new AbortController().signal), "enrichment_provider_error");
    expect(refused.message).toBe("Prospeo answered INVALID_API_KEY (HTTP 401): Prospeo refused the API key");
    expect(refused.message).not.toContain("pk_wrong");

    fake.credits = 0;
    expect((await expectAppError(find(query()), "enrichment_provider_error")).message).toMatch(/INSUFFICIENT_CREDITS \(HTTP 400\): the Prospeo account has no credits left/);

    fake.failing = "internal_error";
    expect((await expectAppError(find(query()), "enrichment_provider_error")).message).toMatch(/INTERNAL_ERROR \(HTTP 400\)/);
  });

  it("rejects a rate limit with when to retry and Prospeo's rate-limit headers", async () => {
    fake.minuteRequestsLeft = 0;
    const err = await expectAppError(find(query()), "enrichment_provider_error");
    expect(err.message).toBe(
      "Prospeo rate limit reached (RATE_LIMITED): retry after 42 s (x-minute-request-left: 0, x-minute-reset-seconds: 42, x-daily-request-left: 2000, x-daily-reset-seconds: 73000)",
    );
    fake.minuteRequestsLeft = 300;
    fake.dailyRequestsLeft = 0;
    expect((await expectAppError(find(query()), "enrichment_provider_error")).message).toMatch(/^Prospeo rate limit reached \(RATE_LIMITED\): retry after 73000 s/);
  });

  it("rejects an outage page and a malformed body", async () => {
    fake.failing = "outage";
    expect((await expectAppError(find(query()), "enrichment_provider_error")).message).toBe("Prospeo answered HTTP 502");
    fake.failing = "malformed";
    expect((await expectAppError(find(query()), "enrichment_provider_error")).message).toBe("Prospeo answered HTTP 200 with malformed JSON");
  });

  it("gives up after the timeout", async () => {
    fake.delayMs = 2000;
    const started = Date.now();
    const err = await expectAppError(provider({ timeoutMs: 150 }).find(query(), new AbortController().signal), "enrichment_provider_error");
    expect(err.message).toBe("Prospeo did not answer within 150 ms");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("stops when the caller aborts", async () => {
    fake.delayMs = 2000;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    expect((await expectAppError(find(query(), controller.signal), "enrichment_provider_error")).message).toBe("Prospeo request aborted");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("rejects when Prospeo cannot be reached", async () => {
    const closed = new FakeProspeo();
    const url = await closed.start();
    await closed.stop();
    const err = await expectAppError(prospeoProvider({ baseUrl: url, apiKey: PROSPEO_KEY, timeoutMs: 2000 }).find(query(), new AbortController().signal), "enrichment_provider_error");
    expect(err.message).toBe("Prospeo unreachable: ECONNREFUSED");
  });
});
