import type { Client } from "@connectrpc/connect";
import { IdentityService } from "@leadstream/contracts";
import { createRpcClient, startService, type RunningService } from "@leadstream/platform";
import { testEnv, uniqueEmail } from "@leadstream/testing";
import { identityService } from "../../src/service.js";

export type IdentityClient = Client<typeof IdentityService>;

export interface Harness {
  svc: RunningService<unknown>;
  client: IdentityClient;
}

/** The real identity service on this run's database and NATS, and a client calling it over RPC. */
export async function startIdentity(): Promise<Harness> {
  const svc = await startService(identityService, testEnv());
  const client = createRpcClient(IdentityService, { baseUrl: svc.url, internalToken: "test-internal-token", caller: "test" });
  return { svc, client };
}

export const PASSWORD = "correct horse battery";

export async function signUp(client: IdentityClient, fields: { email?: string; signupIp?: string } = {}) {
  const email = fields.email ?? uniqueEmail();
  const res = await client.signUp({ email, password: PASSWORD, signupIp: fields.signupIp ?? "203.0.113.10" });
  return { email, user: res.user!, sessionToken: res.sessionToken };
}

export { expectAppError } from "@leadstream/testing";
