import type { LeadJudge } from "../../app/ports.js";
import { concurrencyLimit } from "./concurrency-limit.js";
import { judgeMessages, parseJudgement, type ChatMessage } from "./judge-prompt.js";

/** The model gave no usable answer: network error, timeout, an error status, or an answer that is not the JSON asked for. */
export class LlmError extends Error {
  override name = "LlmError";
}

export interface OpenAiLeadJudgeOptions {
  /** Up to, not including, `/chat/completions`; no trailing slash. */
  baseUrl: string;
  /** Sent as a bearer token when set (local servers often need none). */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** Requests in flight at once, across all calls of this process. */
  maxConcurrency: number;
}

/** A LeadJudge asking an OpenAI-compatible chat completions endpoint, one profile per request. */
export function openAiLeadJudge(opts: OpenAiLeadJudgeOptions): LeadJudge {
  const limit = concurrencyLimit(opts.maxConcurrency);
  return {
    judge: (segment, profile, signal) =>
      limit(async () => {
        const content = await chatCompletion(opts, judgeMessages(segment, profile), signal);
        const judgement = parseJudgement(content);
        if (!judgement) throw new LlmError(`the model's answer is not the JSON asked for: ${content.slice(0, 200)}`);
        return judgement;
      }),
  };
}

/** The first choice's message content. */
async function chatCompletion(opts: OpenAiLeadJudgeOptions, messages: ChatMessage[], signal: AbortSignal | undefined): Promise<string> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  let status: number;
  let text: string;
  try {
    const res = await fetch(`${opts.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(opts.apiKey && { authorization: `Bearer ${opts.apiKey}` }) },
      body: JSON.stringify({ model: opts.model, temperature: 0, response_format: { type: "json_object" }, messages }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    throw new LlmError(timeout.aborted ? `no answer within ${opts.timeoutMs} ms` : `request failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (status !== 200) throw new LlmError(`chat completions answered ${status}: ${text.slice(0, 200)}`);
  const content = messageContent(text);
  if (content === undefined) throw new LlmError(`not a chat completion: ${text.slice(0, 200)}`);
  return content;
}

function messageContent(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    return typeof content === "string" ? content : undefined;
  } catch {
    return undefined;
  }
}
