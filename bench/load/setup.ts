// The load's users, made the way real ones are: identity's CreateUser (a paid user and an API
// key) and CreateSession, then through the gateway a segment, a stream of two pairs on the
// user's own X sandbox accounts (fixtures with a set follower count, growing as sandbox time
// moves) and a webhook subscription to the bench's receiver.
import { IdentityService, Plan } from "@leadstream/contracts";
import { createRpcClient } from "@leadstream/platform";
import type { LoadReceiver } from "./receiver.js";

export interface LoadUser {
  index: number;
  id: number;
  apiKey: string;
  /** The Cookie header of a session. */
  cookie: string;
  streamId: number;
}

export interface SetupOptions {
  users: number;
  /** Followers of each account before the first run. */
  followers: number;
  gatewayUrl: string;
  sandboxUrl: string;
  identityUrl: string;
  internalToken: string;
  receiver: LoadReceiver;
  /** Users set up at once. */
  concurrency?: number;
}

export const SEGMENT = { description: "Founders and engineers at B2B SaaS companies", appliedSearchFilters: { job_role: ["Founder", "Software Engineer"] } };

export async function setUpUsers(opts: SetupOptions): Promise<LoadUser[]> {
  const identity = createRpcClient(IdentityService, { baseUrl: opts.identityUrl, internalToken: opts.internalToken, caller: "bench-load" });
  const users: LoadUser[] = new Array(opts.users);
  let next = 0;
  const one = async (index: number): Promise<LoadUser> => {
    const handles = [`load${index}a`, `load${index}b`];
    for (const username of handles) await post(`${opts.sandboxUrl}/sandbox/accounts`, { username, followers_count: opts.followers });
    const email = `load-${index}@example.com`;
    const created = await identity.createUser({ email, displayName: `Load user ${index}`, plan: Plan.PAID });
    const { sessionToken } = await identity.createSession({ email });
    const auth = { authorization: `Bearer ${created.apiKey}` };
    const segment = (await post(`${opts.gatewayUrl}/api/v2/segments`, SEGMENT, auth)) as { id: number };
    const pairs = handles.map((accountHandle) => ({ accountHandle, accountTier: "pro", segmentId: segment.id }));
    const stream = (await post(`${opts.gatewayUrl}/api/v2/streams`, { name: `Load stream ${index}`, pairs }, auth)) as { id: number };
    const userId = created.user!.id;
    const subscribed = (await post(`${opts.gatewayUrl}/api/v2/webhooks/subscribe`, { targetUrl: opts.receiver.urlFor(userId) }, auth)) as { secret?: string };
    if (!subscribed.secret) throw new Error(`the subscription of user ${userId} came without its secret`);
    opts.receiver.setSecret(userId, subscribed.secret);
    return { index, id: userId, apiKey: created.apiKey, cookie: `session=${sessionToken}`, streamId: stream.id };
  };
  await Promise.all(
    Array.from({ length: opts.concurrency ?? 8 }, async () => {
      for (let i = next++; i < opts.users; i = next++) users[i] = await one(i);
    }),
  );
  return users;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}
