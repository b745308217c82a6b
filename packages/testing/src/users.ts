import type { Client } from "@connectrpc/connect";
import { SubscriptionStatus, type AccountsBillingService, type IdentityService } from "@leadstream/contracts";
import { uniqueEmail } from "./env.js";

/** A user made over RPC, with the API key identity issued. */
export interface TestUser {
  email: string;
  userId: number;
  apiKey: string;
  apiKeyId: number;
}

// Each user signs up from its own address, so the one-free-signup-per-IP rule never links two tests.
let lastIp = Math.floor(Math.random() * 60_000);
const uniqueIp = () => `198.18.${Math.floor(++lastIp / 250) % 256}.${(lastIp % 250) + 1}`;

/** A new (free) user with an API key, made by identity's CreateUser (and an e-mail to open sessions with). */
export async function newUser(identity: Client<typeof IdentityService>): Promise<TestUser> {
  const email = uniqueEmail("gw");
  const res = await identity.createUser({ email, displayName: "Gateway Tester", signupIp: uniqueIp() });
  return { email, userId: res.user!.id, apiKey: res.apiKey, apiKeyId: res.apiKeyId };
}

/** A new user with an active paid subscription. */
export async function newPaidUser(clients: { identityClient: Client<typeof IdentityService>; accountsClient: Client<typeof AccountsBillingService> }): Promise<TestUser> {
  const user = await newUser(clients.identityClient);
  await clients.accountsClient.setSubscriptionStatus({ userId: user.userId, status: SubscriptionStatus.ACTIVE });
  return user;
}

/** The user's subscription quantity over all tiers, as the payment provider bills it. */
export async function subscriptionQuantity(clients: { accountsClient: Client<typeof AccountsBillingService> }, userId: number): Promise<number> {
  const { quantities } = await clients.accountsClient.getBillingSummary({ userId, includeQuantities: true });
  return quantities.reduce((sum, q) => sum + q.quantity, 0);
}

/** A session opened by identity's CreateSession, as the Cookie header to send. */
export async function sessionCookie(identity: Client<typeof IdentityService>, email: string): Promise<string> {
  const { sessionToken } = await identity.createSession({ email });
  return `session=${sessionToken}`;
}
