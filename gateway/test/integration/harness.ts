import net from "node:net";
import { expect } from "vitest";
import type { Client } from "@connectrpc/connect";
import { AccountsService, IdentityService, LeadsService } from "@leadstream/contracts";
import { accountsBillingService } from "@leadstream/accounts-billing";
import { classificationService } from "@leadstream/classification";
import { identityService } from "@leadstream/identity";
import { leadsService } from "@leadstream/leads";
import { notificationsService } from "@leadstream/notifications";
import { createRpcClient, startService, type RunningService } from "@leadstream/platform";
import { streamsService } from "@leadstream/streams";
import { isolatedEnv, testEnv, uniqueEmail } from "@leadstream/testing";
import { createXSandbox, type XSandbox } from "@leadstream/x-sandbox";
import { startGateway, type RunningGateway } from "../../src/index.js";

export const ORIGIN = "http://127.0.0.1:8080";

/** Webhook timeouts and retry delays short enough for a test to wait them out. */
export const FAST_WEBHOOKS = { WEBHOOK_TIMEOUT_MS: "500", WEBHOOK_RETRY_DELAYS_MS: "100,100,100", WEBHOOK_POLL_MS: "50" };

const services = { identity: identityService, "accounts-billing": accountsBillingService, classification: classificationService, streams: streamsService, leads: leadsService, notifications: notificationsService } as const;
type Peer = keyof typeof services;

export interface Stack {
  /** Where each service listens; a gateway started with these reaches them all. */
  peers: Record<Peer, string>;
  services: Record<Peer, RunningService<unknown>>;
  sandbox: XSandbox;
  /** The services over RPC, as an operator would call them: users, keys, sessions, subscriptions. */
  identityClient: Client<typeof IdentityService>;
  accountsClient: Client<typeof AccountsService>;
  /** Leads over RPC, as a run's worker records them. */
  leadsClient: Client<typeof LeadsService>;
  gateways: RunningGateway[];
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });

/**
 * The X sandbox, the real identity, accounts-billing, classification, streams and leads services and
 * `replicas` gateway replicas in front of them, on a database and NATS prefix of their own (see
 * isolatedEnv), with the run scheduler off. Ports are chosen first so every service knows its
 * peers from the start.
 */
export async function startStack(replicas = 1, gatewayEnv: Record<string, string> = {}): Promise<Stack> {
  const sandbox = await createXSandbox({ seed: "gateway-tests" });
  const names = Object.keys(services) as Peer[];
  const ports = await Promise.all(names.map(() => freePort()));
  const peers = Object.fromEntries(names.map((name, i) => [name, `http://127.0.0.1:${ports[i]}`])) as Record<Peer, string>;
  const running: RunningService<unknown>[] = [];
  const gateways: RunningGateway[] = [];
  const own = isolatedEnv();
  const stop = async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    for (const service of running.reverse()) await service.stop();
    await sandbox.close();
    await own.drop();
  };
  try {
    const serviceEnv = { ...own.env, X_API_BASE_URL: await sandbox.listen(0), WEBHOOKS_ALLOW_PRIVATE: "true", RUN_SCHEDULER_ENABLED: "false", ...FAST_WEBHOOKS };
    for (const [i, name] of names.entries()) {
      running.push((await startService(services[name] as never, testEnv({ ...serviceEnv, PORT: String(ports[i]) }, peers))) as RunningService<unknown>);
    }
    for (let i = 0; i < replicas; i++) gateways.push(await startGateway(testEnv({ ...own.env, ...gatewayEnv }, peers)));
  } catch (err) {
    await stop();
    throw err;
  }
  const rpc = (baseUrl: string) => ({ baseUrl, internalToken: "test-internal-token", caller: "test" });
  return {
    peers,
    services: Object.fromEntries(names.map((name, i) => [name, running[i]])) as Record<Peer, RunningService<unknown>>,
    sandbox,
    identityClient: createRpcClient(IdentityService, rpc(peers.identity)),
    accountsClient: createRpcClient(AccountsService, rpc(peers["accounts-billing"])),
    leadsClient: createRpcClient(LeadsService, rpc(peers.leads)),
    gateways,
    stop,
  };
}

// Each user signs up from its own address, so the one-free-signup-per-IP rule never links two tests.
let lastIp = Math.floor(Math.random() * 60_000);
const uniqueIp = () => `198.18.${Math.floor(++lastIp / 250) % 256}.${(lastIp % 250) + 1}`;

export interface TestUser {
  email: string;
  userId: number;
  apiKey: string;
  apiKeyId: number;
}

/** A new (free) user with an API key (and an e-mail to open sessions with). */
export async function newUser(client: Client<typeof IdentityService>): Promise<TestUser> {
  const email = uniqueEmail("gw");
  const res = await client.createUser({ email, displayName: "Gateway Tester", signupIp: uniqueIp() });
  return { email, userId: res.user!.id, apiKey: res.apiKey, apiKeyId: res.apiKeyId };
}

/** A new user with an active paid subscription. */
export async function newPaidUser(stack: Stack): Promise<TestUser> {
  const user = await newUser(stack.identityClient);
  await stack.accountsClient.setSubscriptionStatus({ userId: user.userId, status: "active" });
  return user;
}

/** The user's subscription quantity over all tiers, as the payment provider bills it. */
export async function subscriptionQuantity(stack: Stack, userId: number): Promise<number> {
  const { quantities } = await stack.accountsClient.getBillingSummary({ userId, includeQuantities: true });
  return quantities.reduce((sum, q) => sum + q.quantity, 0);
}

export async function sessionCookie(client: Client<typeof IdentityService>, email: string): Promise<string> {
  const { sessionToken } = await client.createSession({ email });
  return `session=${sessionToken}`;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

/** One HTTP request; the body is parsed as JSON when the response says it is JSON. */
export async function call(base: { url: string }, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${base.url}${path}`, init);
  const text = await res.text();
  const json = (res.headers.get("content-type") ?? "").includes("json") && text !== "";
  return { status: res.status, headers: res.headers, body: json ? JSON.parse(text) : text };
}

export const bearer = (apiKey: string): Record<string, string> => ({ authorization: `Bearer ${apiKey}` });

/** A JSON request with the user's key. */
export const send = (user: TestUser, method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { ...bearer(user.apiKey), ...(body !== undefined && { "content-type": "application/json" }), ...headers },
  body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
});

/** An error in the one format: the status, the code, a message, the request id, and `extra` (e.g. `param`) only. */
export function expectError(answer: Answer, status: number, error: string, extra: Record<string, unknown> = {}): void {
  expect({ status: answer.status, body: answer.body }).toEqual({ status, body: { ...extra, error, message: expect.any(String), requestId: answer.headers.get("x-request-id") } });
}
