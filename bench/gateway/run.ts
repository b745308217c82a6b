// bench/gateway: requests/s and latency of (a) a bare Fastify route and (b) GET /api/v2/me through
// the gateway's session-cookie auth (and (c) with a cached Bearer key and the NATS KV rate limit) — identity (session, user) and accounts-billing (budgets) over
// RPC, each server in its own process, as deployed.
import { IdentityService } from "@leadstream/contracts";
import { createRpcClient } from "@leadstream/platform";
import { load, openBenchEnv, type LoadResult } from "../harness.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const bench = await openBenchEnv();
try {
  const ports = { bare: 7390, identity: 7391, billing: 7393, gateway: 7392 };
  await bench.spawnServer("bench/gateway/bare-server.ts", { PORT: String(ports.bare) }, `http://127.0.0.1:${ports.bare}/bare`);
  await bench.spawnServer("services/identity/src/main.ts", { PORT: String(ports.identity) }, `http://127.0.0.1:${ports.identity}/readyz`);
  const identityUrl = `http://127.0.0.1:${ports.identity}`;
  const billingUrl = `http://127.0.0.1:${ports.billing}`;
  await bench.spawnServer("services/accounts-billing/src/main.ts", { PORT: String(ports.billing), IDENTITY_URL: identityUrl }, `${billingUrl}/readyz`);
  // The limit is lifted so the Bearer run measures the limiter's NATS KV round trip, not 429s.
  await bench.spawnServer("gateway/src/main.ts", { PORT: String(ports.gateway), IDENTITY_URL: identityUrl, ACCOUNTS_BILLING_URL: billingUrl, RATE_LIMIT_PER_MINUTE: "1000000" }, `http://127.0.0.1:${ports.gateway}/readyz`);

  const identity = createRpcClient(IdentityService, { baseUrl: identityUrl, internalToken: bench.env.INTERNAL_TOKEN!, caller: "bench" });
  const { apiKey } = await identity.createUser({ email: "bench@example.com", displayName: "Bench" });
  const { sessionToken } = await identity.createSession({ email: "bench@example.com" });
  const me = `http://127.0.0.1:${ports.gateway}/api/v2/me`;
  const check = await fetch(me, { headers: { cookie: `session=${sessionToken}` } });
  if (check.status !== 200) throw new Error(`GET /api/v2/me answered ${check.status}: ${await check.text()}`);

  console.log(`autocannon: ${connections} connections, ${seconds} s each`);
  const bare = await load({ url: `http://127.0.0.1:${ports.bare}/bare`, connections, seconds });
  const auth = await load({ url: me, headers: { cookie: `session=${sessionToken}` }, connections, seconds });
  const bearer = await load({ url: me, headers: { authorization: `Bearer ${apiKey}` }, connections, seconds });
  const row = (name: string, r: LoadResult) =>
    `${name.padEnd(34)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50Ms).padStart(4)} ms   p99 ${String(r.p99Ms).padStart(4)} ms   non-2xx ${r.non2xx}  errors ${r.errors}`;
  console.log(row("(a) bare Fastify route", bare));
  console.log(row("(b) GET /api/v2/me (session cookie)", auth));
  console.log(row("(c) GET /api/v2/me (Bearer key, cached)", bearer));
  console.log(`ratio b/a: throughput ${(auth.requestsPerSecond / bare.requestsPerSecond).toFixed(3)}, p50 latency ${(auth.p50Ms / Math.max(bare.p50Ms, 1)).toFixed(1)}x`);
} finally {
  await bench.close();
}
