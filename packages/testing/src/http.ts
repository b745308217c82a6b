import { expect } from "vitest";

/** One HTTP answer; `body` is the parsed JSON when the answer says it is JSON, else the text. */
export interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
}

/** One HTTP request to `base.url` + `path`. */
export async function call(base: { url: string }, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${base.url}${path}`, init);
  const text = await res.text();
  const json = (res.headers.get("content-type") ?? "").includes("json") && text !== "";
  return { status: res.status, headers: res.headers, body: json ? JSON.parse(text) : text };
}

export const bearer = (apiKey: string): Record<string, string> => ({ authorization: `Bearer ${apiKey}` });

/** A request with the user's API key, and `body` as JSON (a string is sent as it is). */
export const send = (user: { apiKey: string }, method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { ...bearer(user.apiKey), ...(body !== undefined && { "content-type": "application/json" }), ...headers },
  body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
});

/** An error in the API's one format: the status, the code, a message, the request id, and `extra` (e.g. `param`) only. */
export function expectError(answer: Answer, status: number, error: string, extra: Record<string, unknown> = {}): void {
  expect({ status: answer.status, body: answer.body }).toEqual({ status, body: { ...extra, error, message: expect.any(String), requestId: answer.headers.get("x-request-id") } });
}
