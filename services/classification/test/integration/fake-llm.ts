import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake answers one request: a status (200 unless given), the message content, after a delay. */
export interface FakeReply {
  status?: number;
  content?: string;
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
  /** The user message, where the segment and the profile are. */
  prompt: string;
}

export interface FakeLlm {
  /** The base URL to configure (LLM_BASE_URL), ending in /v1 like OpenAI's. */
  url: string;
  requests: RecordedRequest[];
  /** The most requests it was ever answering at once. */
  maxInFlight: number;
  close(): Promise<void>;
}

/** A local OpenAI-compatible chat completions server whose answers `reply` chooses from the request. */
export async function startFakeLlm(reply: (request: RecordedRequest) => FakeReply): Promise<FakeLlm> {
  let inFlight = 0;
  const fake: Omit<FakeLlm, "url" | "close"> = { requests: [], maxInFlight: 0 };
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw);
      const request: RecordedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
        prompt: body.messages?.find((m: any) => m.role === "user")?.content ?? "",
      };
      fake.requests.push(request);
      fake.maxInFlight = Math.max(fake.maxInFlight, ++inFlight);
      // Answered, or given up on by the client.
      res.on("close", () => inFlight--);
      const { status = 200, content = "", delayMs = 0 } = reply(request);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "application/json" });
        res.end(
          JSON.stringify(
            status === 200
              ? { id: "chatcmpl-fake", object: "chat.completion", model: body.model, choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] }
              : { error: { message: "the fake was told to fail", type: "server_error" } },
          ),
        );
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A chat completion's content as a well-behaved model writes it. */
export const judgement = (fit: string, reason: string): string => JSON.stringify({ fit, reason });
