import { AccountsBillingService, IdentityService, LeadsService } from "@leadstream/contracts";
import { startGateway, type RunningGateway } from "@leadstream/gateway";
import { accountsBillingService } from "@leadstream/accounts-billing";
import { classificationService } from "@leadstream/classification";
import { identityService } from "@leadstream/identity";
import { leadsService } from "@leadstream/leads";
import { notificationsService } from "@leadstream/notifications";
import { createRpcClient } from "@leadstream/platform";
import { streamsService } from "@leadstream/streams";
import { startStack as startServices, type StackService } from "@leadstream/testing";
import { createXSandbox, type XSandbox, type XSandboxOptions } from "@leadstream/x-sandbox";

const services = {
  identity: identityService,
  "accounts-billing": accountsBillingService,
  streams: streamsService,
  classification: classificationService,
  leads: leadsService,
  notifications: notificationsService,
} satisfies Record<string, StackService>;

export type Gateway = RunningGateway;

const rpc = (baseUrl: string) => ({ baseUrl, internalToken: "test-internal-token", caller: "e2e" });

/**
 * Every service and `gateways` gateway replicas (their own origins are the PUBLIC_ORIGINS), in
 * this process, on a database and NATS prefix of their own, with the run scheduler off (tests
 * run streams by hand); with `sandbox`, an X sandbox made with those options that the services
 * call. `env` goes to every service and replica. See @leadstream/testing's startStack.
 */
export async function startStack(opts: { gateways?: number; env?: Record<string, string>; sandbox?: XSandboxOptions } = {}) {
  const stack = await startServices<keyof typeof services, RunningGateway, XSandbox>({
    services,
    env: opts.env,
    sandbox: opts.sandbox && (await createXSandbox(opts.sandbox)),
    gateway: { start: startGateway, replicas: opts.gateways, ownOrigins: true },
  });
  return {
    ...stack,
    /** The services over RPC, as an operator or a run's worker calls them. */
    identityClient: createRpcClient(IdentityService, rpc(stack.peers.identity)),
    accountsClient: createRpcClient(AccountsBillingService, rpc(stack.peers["accounts-billing"])),
    leadsClient: createRpcClient(LeadsService, rpc(stack.peers.leads)),
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
