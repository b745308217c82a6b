import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// One receiver for `pnpm cli webhooks:listen` and the tests (re-exported by @leadstream/testing).
// It lives here, in the local-development tool, so the CLI does not depend on test-only code.

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
  /** When the request's body had been read. */
  receivedAt: Date;
}

/** What to answer to the n-th request (1-based): a status code, "hang" to never answer, or a promise of either (a slow receiver). */
export type Behaviour = (n: number, batch: { webhookId: string }) => number | "hang" | Promise<number | "hang">;

export interface WebhookReceiver {
  url: string;
  port: number;
  /** Every request, in arrival order. */
  requests: ReceivedBatch[];
  /** Requests that were answered 2xx and verified, one per webhook id. */
  delivered(): ReceivedBatch[];
  setSecret(secret: string): void;
  behave(behaviour: Behaviour): void;
  close(): Promise<void>;
}

export interface WebhookReceiverOptions {
  secret?: string;
  behaviour?: Behaviour;
  /** The path the printed URL ends with (any path is accepted). */
  path?: string;
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  /** Answer 401 to a request whose signature does not verify while a secret is set (the CLI does; tests decide with `behaviour`). */
  rejectUnverified?: boolean;
  /** Called for each request once it has been answered (or left hanging). */
  onBatch?: (batch: ReceivedBatch) => void;
}

/** A webhook receiver on loopback that verifies every request's signature (tests and `pnpm cli webhooks:listen`). */
export async function startWebhookReceiver(opts: WebhookReceiverOptions = {}): Promise<WebhookReceiver> {
  let secret = opts.secret;
  let behaviour: Behaviour = opts.behaviour ?? (() => 200);
  const requests: ReceivedBatch[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let gone = false;
    res.on("close", () => (gone = true));
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const header = (name: string) => String(req.headers[name] ?? "");
      const ids = { id: header("webhook-id"), timestamp: header("webhook-timestamp"), signature: header("webhook-signature") };
      const verified = secret !== undefined && verifyWebhookSignature(secret, ids, body);
      const batch: ReceivedBatch = { webhookId: ids.id, timestamp: ids.timestamp, traceparent: req.headers.traceparent as string | undefined, body, leads: verified ? parseLeads(body) : null, verified, answered: 0, receivedAt: new Date() };
      requests.push(batch);
      const n = requests.length;
      const answer = opts.rejectUnverified && secret !== undefined && !verified ? 401 : await behaviour(n, { webhookId: ids.id });
      if (answer === "hang") {
        hanging.add(res);
        opts.onBatch?.(batch);
        return;
      }
      // A sender that went away while a slow answer was pending never got it: answered stays 0.
      if (!gone && !res.destroyed) {
        batch.answered = answer;
        res.writeHead(answer, { "content-type": "text/plain" }).end(answer === 401 ? "signature does not verify" : "ok");
      }
      opts.onBatch?.(batch);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opts.host ?? "127.0.0.1"}:${port}${opts.path ?? "/hooks"}`,
    port,
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

function parseLeads(body: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** What `webhooks:listen` prints for a batch: webhook-id, whether it verified, what was answered, lead count and handles. */
export function describeBatch(batch: ReceivedBatch) {
  const leads = batch.leads ?? (batch.verified ? [] : parseLeads(batch.body) ?? []);
  const handles = leads.map((l) => (l as { profile?: { handle?: string } }).profile?.handle).filter((h): h is string => typeof h === "string");
  return { webhookId: batch.webhookId, verified: batch.verified, answered: batch.answered, leadCount: leads.length, handles, receivedAt: batch.receivedAt.toISOString() };
}

/** One readable line per batch. */
export function formatBatch(batch: ReceivedBatch): string {
  const d = describeBatch(batch);
  const check = d.verified ? "verified" : "SIGNATURE INVALID";
  return `${d.receivedAt}  ${d.webhookId || "(no webhook-id)"}  ${check}  -> ${d.answered || "no answer"}  ${d.leadCount} lead${d.leadCount === 1 ? "" : "s"}${d.handles.length ? `  ${d.handles.map((h) => `@${h}`).join(" ")}` : ""}`;
}
