// One loopback HTTP receiver for every user's webhook subscription: /hooks/<userId>, each
// request's signature verified with that user's secret. It keeps lead ids and counts only (not
// bodies), so a long load does not grow the bench's own memory by what it receives.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { verifyWebhookSignature } from "@leadstream/dev";

export interface LoadReceiver {
  /** The target URL of `userId`'s subscription. */
  urlFor(userId: number): string;
  setSecret(userId: number, secret: string): void;
  /** Batches received once each (a webhook-id seen again is a retry, counted apart). */
  batches(): number;
  retries(): number;
  /** Requests whose signature did not verify, or whose body was not an array of leads. */
  rejected(): number;
  /** How many times each lead id arrived, over all first-time batches. */
  leadCounts(): ReadonlyMap<number, number>;
  close(): Promise<void>;
}

export async function startLoadReceiver(): Promise<LoadReceiver> {
  const secrets = new Map<number, string>();
  const webhookIds = new Set<string>();
  const leadCounts = new Map<number, number>();
  let retries = 0;
  let rejected = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const header = (name: string) => String(req.headers[name] ?? "");
      const userId = Number(/^\/hooks\/(\d+)$/.exec(req.url ?? "")?.[1]);
      const secret = secrets.get(userId);
      const ids = { id: header("webhook-id"), timestamp: header("webhook-timestamp"), signature: header("webhook-signature") };
      const leads = secret !== undefined && verifyWebhookSignature(secret, ids, body) ? leadIds(body) : null;
      if (!leads) {
        rejected += 1;
        res.writeHead(401).end();
        return;
      }
      if (webhookIds.has(ids.id)) retries += 1;
      else {
        webhookIds.add(ids.id);
        for (const id of leads) leadCounts.set(id, (leadCounts.get(id) ?? 0) + 1);
      }
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    urlFor: (userId) => `http://127.0.0.1:${port}/hooks/${userId}`,
    setSecret: (userId, secret) => secrets.set(userId, secret),
    batches: () => webhookIds.size,
    retries: () => retries,
    rejected: () => rejected,
    leadCounts: () => leadCounts,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function leadIds(body: string): number[] | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!Array.isArray(parsed)) return null;
    const ids = parsed.map((lead) => (lead as { id?: unknown }).id);
    return ids.every((id): id is number => typeof id === "number") ? ids : null;
  } catch {
    return null;
  }
}
