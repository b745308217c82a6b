import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LlmError, openAiChat, type OpenAiChatOptions } from "../../src/adapters/llm/openai-chat.js";
import { openAiLeadJudge } from "../../src/adapters/llm/openai-lead-judge.js";
import { makeProfile, makeSegment } from "../unit/classifier/make-profile.js";
import { judgement, startFakeLlm, type FakeLlm, type FakeReply } from "./fake-llm.js";

const segment = makeSegment({ name: "SaaS founders", description: "Founders of B2B SaaS companies", appliedSearchFilters: { job_role: ["Founder"], industry: ["SaaS"] } });
const TIMEOUT_MS = 300;

/** The fake's answer for each handle the tests use. */
const REPLIES: Record<string, FakeReply> = {
  good: { content: judgement("high", "Founder of a B2B SaaS company.") },
  prose: { content: "Sure! This person looks like a great fit." },
  wrong_fit: { content: judgement("excellent", "Loves SaaS.") },
  no_reason: { content: judgement("medium", " ") },
  failing: { status: 500 },
  slow: { content: judgement("high", "Too late."), delayMs: TIMEOUT_MS * 4 },
  queued: { content: judgement("none", "Not a founder."), delayMs: 50 },
};

describe("the OpenAI-compatible lead judge", () => {
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm((request) => REPLIES[JSON.parse(request.prompt).profile.handle] ?? { status: 400 });
  });
  afterAll(async () => {
    await llm?.close();
  });

  const judgeWith = (opts: Partial<OpenAiChatOptions> = {}) =>
    openAiLeadJudge(openAiChat({ baseUrl: llm.url, apiKey: "sk-test", model: "gpt-test", timeoutMs: TIMEOUT_MS, maxConcurrency: 4, ...opts }));
  const ask = (handle: string, judge = judgeWith()) => judge.judge(segment, makeProfile({ handle, bio: "Founder & CEO at Ledgerly, B2B SaaS for accountants" }));

  it("asks for a JSON fit with the segment and the profile, and reads the answer", async () => {
    const before = llm.requests.length;
    expect(await ask("good")).toEqual({ fit: "high", reason: "Founder of a B2B SaaS company." });

    const [request] = llm.requests.slice(before);
    expect(request).toMatchObject({ method: "POST", path: "/v1/chat/completions" });
    expect(request.headers.authorization).toBe("Bearer sk-test");
    expect(request.body).toMatchObject({ model: "gpt-test", temperature: 0, response_format: { type: "json_object" } });
    expect(request.body.messages[0]).toMatchObject({ role: "system" });
    expect(request.body.messages[0].content).toContain('"fit"');
    const prompt = JSON.parse(request.prompt);
    expect(prompt.segment).toEqual({ name: "SaaS founders", description: "Founders of B2B SaaS companies", labels: { job_role: ["Founder"], industry: ["SaaS"] } });
    expect(prompt.profile).toMatchObject({ handle: "good", bio: "Founder & CEO at Ledgerly, B2B SaaS for accountants" });
  });

  it("sends no authorization without an API key", async () => {
    const before = llm.requests.length;
    await ask("good", judgeWith({ apiKey: undefined }));
    expect(llm.requests[before].headers.authorization).toBeUndefined();
  });

  it("rejects an answer that is not the JSON asked for", async () => {
    for (const handle of ["prose", "wrong_fit", "no_reason"]) {
      await expect(ask(handle), handle).rejects.toThrow(LlmError);
    }
    await expect(ask("prose")).rejects.toThrow(/not the JSON asked for/);
  });

  it("rejects an error status", async () => {
    await expect(ask("failing")).rejects.toThrow(new LlmError('chat completions answered 500: {"error":{"message":"the fake was told to fail","type":"server_error"}}'));
  });

  it("gives up after the timeout", async () => {
    const started = Date.now();
    await expect(ask("slow")).rejects.toThrow(new LlmError(`no answer within ${TIMEOUT_MS} ms`));
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
  });

  it("rejects when nothing listens", async () => {
    await expect(ask("good", judgeWith({ baseUrl: "http://127.0.0.1:9/v1" }))).rejects.toThrow(/request failed/);
  });

  it("keeps at most maxConcurrency requests in flight", async () => {
    const judge = judgeWith({ maxConcurrency: 2 });
    llm.maxInFlight = 0;
    const answers = await Promise.all(Array.from({ length: 7 }, () => ask("queued", judge)));
    expect(answers.every((answer) => answer.fit === "none")).toBe(true);
    expect(llm.maxInFlight).toBe(2);
  });
});
