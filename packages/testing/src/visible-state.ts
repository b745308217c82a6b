import type { Client } from "@connectrpc/connect";
import type { AccountsBillingService, IdentityService } from "@leadstream/contracts";
import { expect } from "vitest";
import { bearer, call } from "./http.js";
import { sessionCookie, subscriptionQuantity } from "./users.js";

/**
 * Everything of the user's the public API shows (streams with their leads, segments, accounts,
 * runs, keys, DM templates, webhook subscriptions and deliveries, settings, credits, lookups),
 * plus the payment provider's subscription quantity: two calls equal when nothing of the user's
 * changed in between. Reads with a fresh session, and with the API key where only a key is taken.
 */
export async function visibleState(
  gateway: { url: string },
  clients: { identityClient: Client<typeof IdentityService>; accountsClient: Client<typeof AccountsBillingService> },
  user: { email: string; userId: number; apiKey: string },
): Promise<Record<string, unknown>> {
  const session = { cookie: await sessionCookie(clients.identityClient, user.email) };
  const get = async (path: string, headers: Record<string, string> = session) => {
    const answer = await call(gateway, `/api/v2${path}`, { headers });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  };
  const streams = await get("/streams?includeInactive=true&includeArchived=true");
  const perStream = (streams.streams as { id: number }[]).flatMap(({ id }) => ["new", "exported"].map((lifecycle) => [`${id} ${lifecycle}`, `/streams/${id}/leads?lifecycle=${lifecycle}&limit=500`]));
  const reads = {
    me: get("/me"),
    segments: get("/segments?excludeArchived=false"),
    accounts: get("/accounts"),
    runs: get("/runs?limit=100"),
    // Using a key is not a change of state.
    apiKeys: get("/api-keys").then(({ keys }) => keys.map(({ lastUsedAt: _used, ...key }: { lastUsedAt: unknown }) => key)),
    leads: Promise.all(perStream.map(async ([name, path]) => [name, await get(path)])).then(Object.fromEntries),
    allLeads: get("/leads?limit=500", bearer(user.apiKey)),
    dmTemplates: get("/dm-templates"),
    webhooks: get("/webhooks"),
    deliveries: get("/webhooks/deliveries?limit=100"),
    notificationSettings: get("/notification-settings"),
    creditsLedger: get("/credits/ledger?limit=200"),
    enrichHistory: get("/lookups/enrich/history?limit=200"),
    enrichEmailHistory: get("/lookups/enrich-email/history?limit=200"),
    subscriptionQuantity: subscriptionQuantity(clients, user.userId),
  };
  const values = await Promise.all(Object.values(reads));
  return { streams, ...Object.fromEntries(Object.keys(reads).map((name, i) => [name, values[i]])) };
}
