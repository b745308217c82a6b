import type { Client } from "@connectrpc/connect";
import { AccountsBillingService, ClassificationService, IdentityService, LeadsService, NotificationsService, StreamsService } from "@leadstream/contracts";
import { createRpcClient, type ProcessMetrics } from "@leadstream/platform";
import type { GatewayConfig } from "./config.js";

/** The services behind the gateway, one RPC client each. */
export interface ServiceClients {
  identity: Client<typeof IdentityService>;
  streams: Client<typeof StreamsService>;
  classification: Client<typeof ClassificationService>;
  accountsBilling: Client<typeof AccountsBillingService>;
  leads: Client<typeof LeadsService>;
  notifications: Client<typeof NotificationsService>;
}

export function createServiceClients(config: GatewayConfig, metrics: ProcessMetrics): ServiceClients {
  const options = (baseUrl: string) => ({ baseUrl, internalToken: config.INTERNAL_TOKEN, caller: "gateway", metrics, timeoutMs: config.RPC_TIMEOUT_MS });
  return {
    identity: createRpcClient(IdentityService, options(config.IDENTITY_URL)),
    streams: createRpcClient(StreamsService, options(config.STREAMS_URL)),
    classification: createRpcClient(ClassificationService, options(config.CLASSIFICATION_URL)),
    accountsBilling: createRpcClient(AccountsBillingService, options(config.ACCOUNTS_BILLING_URL)),
    leads: createRpcClient(LeadsService, options(config.LEADS_URL)),
    notifications: createRpcClient(NotificationsService, options(config.NOTIFICATIONS_URL)),
  };
}
