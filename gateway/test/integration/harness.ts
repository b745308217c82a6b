import type { Client } from "@connectrpc/connect";
import { IdentityService } from "@leadstream/contracts";
import { identityService } from "@leadstream/identity";
import { createRpcClient, startService, type RunningService } from "@leadstream/platform";
import { testEnv, uniqueEmail } from "@leadstream/testing";
import { startGateway, type RunningGateway } from "../../src/index.js";

export const ORIGIN = "http://127.0.0.1:8080";

export interface Stack {
  identity: RunningService<unknown>;
  /** Identity over RPC, as an operator would call it: users, keys and sessions for the tests. */
  identityClient: Client<typeof IdentityService>;
  gateways: RunningGateway[];
  stop(): Promise<void>;
}

/** The real identity service and `replicas` gateway replicas in front of it, on this run's database and NATS. */
export async function startStack(replicas = 1, gatewayEnv: Record<string, string> = {}): Promise<Stack> {
  const identity = await startService(identityService, testEnv());
  const gateways: RunningGateway[] = [];
  for (let i = 0; i < replicas; i++) gateways.push(await startGateway(testEnv(gatewayEnv, { identity: identity.url })));
  const identityClient = createRpcClient(IdentityService, { baseUrl: identity.url, internalToken: "test-internal-token", caller: "test" });
  return {
    identity,
    identityClient,
    gateways,
    async stop() {
      await Promise.all(gateways.map((g) => g.stop()));
      await identity.stop();
    },
  };
}

/** A new user with an API key (and an e-mail to open sessions with). */
export async function newUser(client: Client<typeof IdentityService>) {
  const email = uniqueEmail("gw");
  const res = await client.createUser({ email, displayName: "Gateway Tester" });
  return { email, userId: res.user!.id, apiKey: res.apiKey, apiKeyId: res.apiKeyId };
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
