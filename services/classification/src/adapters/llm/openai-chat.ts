import { concurrencyLimit } from "./concurrency-limit.js";

/** The model gave no usable answer: network error, timeout, an error status, or an answer that is not the JSON asked for. */
export class LlmError extends Error {
  override name = "LlmError";
}

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

export interface OpenAiChatOptions {
  /** Up to, not including, `/chat/completions`; no trailing slash. */
  baseUrl: string;
  /** Sent as a bearer token when set (local servers often need none). */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** Requests in flight at once, across every use of this chat. */
  maxConcurrency: number;
}

/** One JSON-mode completion: the first choice's message content; rejects with an LlmError. */
export type ChatCompletion = (messages: ChatMessage[], signal?: AbortSignal) => Promise<string>;

/** An OpenAI-compatible chat completions endpoint, shared by the lead judge and the description reader. */
export function openAiChat(opts: OpenAiChatOptions): ChatCompletion {
  const limit = concurrencyLimit(opts.maxConcurrency);
  return (messages, signal) => limit(() => chatCompletion(opts, messages, signal));
}

async function chatCompletion(opts: OpenAiChatOptions, messages: ChatMessage[], signal: AbortSignal | undefined): Promise<string> {
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
