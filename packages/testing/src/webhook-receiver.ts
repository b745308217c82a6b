import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** Standard Webhooks verification, written from the spec (independent of the sender's code). */
export function verifyWebhookSignature(secret: string, headers: { id: string; timestamp: string; signature: string }, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${headers.id}.${headers.timestamp}.${body}`).digest();
  return headers.signature.split(" ").some((entry) => {
    const [version, value] = entry.split(",");
    const got = Buffer.from(value ?? "", "base64");
    return version === "v1" && got.length === expected.length && timingSafeEqual(got, expected);
  });
}

export interface ReceivedBatch {
  webhookId: string;
  timestamp: string;
  traceparent: string | undefined;
  body: string;
  /** null when no secret was set or the signature did not verify. */
  leads: unknown[] | null;
  verified: boolean;
  /** What the receiver answered (0: it never answered). */
  answered: number;
}

/** What to answer to the n-th request (1-based): a status code, or "hang" to never answer. */
export type Behaviour = (n: number, batch: { webhookId: string }) => number | "hang";

export interface WebhookReceiver {
  url: string;
  /** Every request, in arrival order. */
  requests: ReceivedBatch[];
  /** Requests that were answered 2xx and verified, one per webhook id. */
  delivered(): ReceivedBatch[];
  setSecret(secret: string): void;
  behave(behaviour: Behaviour): void;
  close(): Promise<void>;
}

/** A webhook receiver on loopback that verifies every request's signature (tests and `pnpm cli webhooks:listen`). */
export async function startWebhookReceiver(opts: { secret?: string; behaviour?: Behaviour; path?: string } = {}): Promise<WebhookReceiver> {
  let secret = opts.secret;
  let behaviour: Behaviour = opts.behaviour ?? (() => 200);
  const requests: ReceivedBatch[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const header = (name: string) => String(req.headers[name] ?? "");
      const ids = { id: header("webhook-id"), timestamp: header("webhook-timestamp"), signature: header("webhook-signature") };
      const verified = secret !== undefined && verifyWebhookSignature(secret, ids, body);
      const answer = behaviour(requests.length + 1, { webhookId: ids.id });
      requests.push({ webhookId: ids.id, timestamp: ids.timestamp, traceparent: req.headers.traceparent as string | undefined, body, leads: verified ? JSON.parse(body) : null, verified, answered: answer === "hang" ? 0 : answer });
      if (answer === "hang") {
        hanging.add(res);
        return;
      }
      res.writeHead(answer, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${opts.path ?? "/hooks"}`,
    requests,
    delivered: () => [...new Map(requests.filter((r) => r.verified && r.answered >= 200 && r.answered < 300).map((r) => [r.webhookId, r])).values()],
    setSecret: (s) => (secret = s),
    behave: (b) => (behaviour = b),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
