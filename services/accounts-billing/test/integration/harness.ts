import { fromBinary } from "@bufbuild/protobuf";
import type { Client } from "@connectrpc/connect";
import { AccountChangedSchema, AccountsBillingService, IdentityService } from "@leadstream/contracts";
import { PLAN, TIER } from "@leadstream/contracts/vocabulary";
import { identityService } from "@leadstream/identity";
import { createRpcClient, startService, type RunningService } from "@leadstream/platform";
import { testEnv, uniqueEmail } from "@leadstream/testing";
import { createXSandbox, type XSandbox, type XSandboxFixtures } from "@leadstream/x-sandbox";
import { localBillingProvider } from "../../src/adapters/billing/local-billing-provider.js";
import type { AccountsApp } from "../../src/app/accounts-app.js";
import { accountsBillingService } from "../../src/service.js";
import { TIERS, type Tier } from "../../src/domain/tiers.js";

export type AccountsClient = Client<typeof AccountsBillingService>;
export type IdentityClient = Client<typeof IdentityService>;

export interface TestUser {
  userId: number;
  teamId: number;
  email: string;
  signupIp: string;
}

export interface Harness {
  sandbox: XSandbox;
  identitySvc: RunningService<unknown>;
  svc: RunningService<AccountsApp>;
  accounts: AccountsClient;
  identity: IdentityClient;
  /** A user created through identity's CreateUser (paid users start active, free ones free_user). */
  createUser(opts?: { plan?: "free" | "paid"; signupIp?: string }): Promise<TestUser>;
  stop(): Promise<void>;
}

const rpc = { internalToken: "test-internal-token", caller: "test" };

/**
 * Identity and accounts-billing, in-process on this run's PostgreSQL and NATS, with the X sandbox
 * over HTTP. `env` adds accounts-billing settings (Stripe, ...).
 */
export async function startHarness(opts: { env?: Record<string, string>; fixtures?: XSandboxFixtures } = {}): Promise<Harness> {
  const sandbox = await createXSandbox({ seed: "accounts-billing-tests", fixtures: opts.fixtures });
  await sandbox.listen(0);
  const identitySvc = await startService(identityService, testEnv());
  const svc = await startService(accountsBillingService, testEnv({ X_API_BASE_URL: sandbox.url, ...opts.env }, { identity: identitySvc.url }));
  const identity = createRpcClient(IdentityService, { baseUrl: identitySvc.url, ...rpc });
  return {
    sandbox,
    identitySvc,
    svc,
    accounts: createRpcClient(AccountsBillingService, { baseUrl: svc.url, ...rpc }),
    identity,
    async createUser({ plan = "free", signupIp = uniqueIp() } = {}) {
      const email = uniqueEmail(plan);
      const { user } = await identity.createUser({ email, plan: PLAN.value(plan), signupIp });
      return { userId: user!.id, teamId: user!.teamId, email, signupIp };
    },
    async stop() {
      await svc.stop();
      await identitySvc.stop();
      await sandbox.close();
    },
  };
}

/** The local provider's quantities for the user, read from its tables. */
export const localQuantities = (h: Harness, userId: number): Promise<Record<Tier, number>> => localBillingProvider(h.svc.deps.ds.manager).getQuantities(userId);

/** Awake accounts per tier, as ListAccounts reports them. */
export async function awakeCounts(accounts: AccountsClient, userId: number): Promise<Record<Tier, number>> {
  const counts = Object.fromEntries(TIERS.map((t) => [t, 0])) as Record<Tier, number>;
  for (const a of (await accounts.listAccounts({ userId })).accounts) if (a.awake) counts[TIER.name(a.tier)] += 1;
  return counts;
}

let ipCounter = Math.floor(Math.random() * 2 ** 20);
/** A signup IP no other test uses. */
export const uniqueIp = (): string => {
  const n = ipCounter++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** A fresh handle the sandbox generates an account for (12 characters at most, so its id encodes it). */
export const uniqueHandle = (): string => `t_${Math.random().toString(36).slice(2, 10)}`;

/** Outbox subjects written for the account, oldest first. */
export async function outboxSubjects(h: Harness, accountId: number): Promise<string[]> {
  const rows = (await h.svc.deps.ds.query(`SELECT subject, payload FROM accounts_billing.outbox ORDER BY created_at`)) as { subject: string; payload: Buffer }[];
  return rows.filter((r) => r.subject.startsWith("accounts_billing.account.") && fromBinary(AccountChangedSchema, r.payload).accountId === accountId).map((r) => r.subject);
}

export { expectAppError } from "@leadstream/testing";
