import type { Client } from "@connectrpc/connect";
import { AccountsBillingService, IdentityService, LeadsService } from "@leadstream/contracts";
import { accountsBillingService } from "@leadstream/accounts-billing";
import { classificationService } from "@leadstream/classification";
import { identityService } from "@leadstream/identity";
import { leadsService } from "@leadstream/leads";
import { notificationsService } from "@leadstream/notifications";
import { createRpcClient, type RunningService } from "@leadstream/platform";
import { streamsService } from "@leadstream/streams";
import { startStack as startServices, type StackService } from "@leadstream/testing";
import { createXSandbox, type XSandbox } from "@leadstream/x-sandbox";
import { startGateway, type RunningGateway } from "../../src/index.js";

// What the gateway's full-stack tests (and tests/fuzz) start: @leadstream/testing's startStack
// with every service, the X sandbox and gateway replicas. Gateway-only behaviour is tested
// against fake peers in ../component.
export { bearer, call, expectError, newPaidUser, newUser, send, sessionCookie, subscriptionQuantity, type Answer, type TestUser } from "@leadstream/testing";

export const ORIGIN = "http://127.0.0.1:8080";

/** Webhook timeouts and retry delays short enough for a test to wait them out. */
export const FAST_WEBHOOKS = { WEBHOOK_TIMEOUT_MS: "500", WEBHOOK_RETRY_DELAYS_MS: "100,100,100", WEBHOOK_POLL_MS: "50" };

const services = {
  identity: identityService,
  "accounts-billing": accountsBillingService,
  classification: classificationService,
  streams: streamsService,
  leads: leadsService,
  notifications: notificationsService,
} satisfies Record<string, StackService>;
type Peer = keyof typeof services;

export interface Stack {
  /** Where each service listens; a gateway started with these reaches them all. */
  peers: Record<Peer, string>;
  services: Record<Peer, RunningService<unknown>>;
  sandbox: XSandbox;
  /** The services over RPC, as an operator would call them: users, keys, sessions, subscriptions. */
  identityClient: Client<typeof IdentityService>;
  accountsClient: Client<typeof AccountsBillingService>;
  /** Leads over RPC, as a run's worker records them. */
  leadsClient: Client<typeof LeadsService>;
  gateways: RunningGateway[];
  stop(): Promise<void>;
}

/**
 * The X sandbox, every service and `replicas` gateway replicas (with `gatewayEnv`) in front of
 * them, on a database and NATS prefix of their own, with the run scheduler off.
 */
export async function startStack(replicas = 1, gatewayEnv: Record<string, string> = {}): Promise<Stack> {
  const stack = await startServices<Peer, RunningGateway, XSandbox>({
    services,
    sandbox: await createXSandbox({ seed: "gateway-tests" }),
    env: { WEBHOOKS_ALLOW_PRIVATE: "true", ...FAST_WEBHOOKS },
    gateway: { start: startGateway, replicas, env: gatewayEnv },
  });
  const rpc = (baseUrl: string) => ({ baseUrl, internalToken: "test-internal-token", caller: "test" });
  return {
    ...stack,
    sandbox: stack.sandbox!,
    identityClient: createRpcClient(IdentityService, rpc(stack.peers.identity)),
    accountsClient: createRpcClient(AccountsBillingService, rpc(stack.peers["accounts-billing"])),
    leadsClient: createRpcClient(LeadsService, rpc(stack.peers.leads)),
  };
}
