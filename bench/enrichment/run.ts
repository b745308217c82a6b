// bench/enrichment: enrichment with the sandbox provider, every service in its own process.
//   1. Two runs over sandbox accounts with the same number of new followers, one stream with
//      autoEnrichLinkedin + autoEnrichEmail and one without: wall time, leads, enriched leads and
//      credits charged of each.
//   2. POST /leads/{id}/enrich through the gateway on the plain run's leads, `CONCURRENCY` at a
//      time: p50/p99 and requests/s. The sandbox answers 5% of profiles after
//      ENRICHMENT_SANDBOX_SLOW_MS (1 500 ms by default, as in `pnpm dev`).
import { AccountsBillingService, IdentityService, Plan } from "@leadstream/contracts";
import { createRpcClient } from "@leadstream/platform";
import { localStack, openBenchEnv } from "../harness.js";

const NEW_FOLLOWERS = Number(process.env.BENCH_NEW_FOLLOWERS ?? 6_500);
const ON_DEMAND = Number(process.env.BENCH_ENRICH_REQUESTS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_ENRICH_CONCURRENCY ?? 10);

const bench = await openBenchEnv();
try {
  const { port, url, peers } = localStack(7780);
  console.log("starting the X sandbox, five services and the gateway...");
  await bench.spawnServer(
    "tools/x-sandbox/src/main.ts",
    { PORT: String(port.sandbox), X_SANDBOX_RATE_LIMIT_FOLLOWERS: "1000000", X_SANDBOX_RATE_LIMIT_USERS: "1000000", X_SANDBOX_RATE_LIMIT_TWEETS: "1000000", X_SANDBOX_RATE_LIMIT_LIKING_USERS: "1000000", X_SANDBOX_NEW_FOLLOWERS_PER_HOUR: String(NEW_FOLLOWERS), X_SANDBOX_MAX_GENERATED_FOLLOWERS: String(NEW_FOLLOWERS * 2) },
    `${url(port.sandbox)}/sandbox/health`,
  );
  await bench.spawnServer("services/identity/src/main.ts", { ...peers, PORT: String(port.identity) }, `${url(port.identity)}/readyz`);
  await Promise.all(
    (["billing", "classification", "streams", "leads"] as const).map((name) =>
      bench.spawnServer(`services/${name === "billing" ? "accounts-billing" : name}/src/main.ts`, { ...peers, PORT: String(port[name]) }, `${url(port[name])}/readyz`),
    ),
  );
  await bench.spawnServer("gateway/src/main.ts", { ...peers, PORT: String(port.gateway), RATE_LIMIT_PER_MINUTE: "1000000" }, `${url(port.gateway)}/readyz`);

  const rpc = { internalToken: bench.env.INTERNAL_TOKEN!, caller: "bench" };
  const identity = createRpcClient(IdentityService, { ...rpc, baseUrl: peers.IDENTITY_URL });
  const accounts = createRpcClient(AccountsBillingService, { ...rpc, baseUrl: peers.ACCOUNTS_BILLING_URL });
  const { apiKey, user } = await identity.createUser({ email: "enrichment-bench@example.com", plan: Plan.PAID });
  await accounts.grantCredits({ userId: user!.id, amount: 1_000_000, reason: "bench" });
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url(port.gateway)}/api/v2${path}`, { method, headers: { authorization: `Bearer ${apiKey}`, ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const json = (await res.json()) as Record<string, any>;
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const balance = async () => (await api("GET", "/me")).credits.balance as number;
  const runToEnd = async (streamId: number) => {
    const started = performance.now();
    const { queued } = await api("POST", `/streams/${streamId}/run`, {});
    const runId = queued[0].syncRunId;
    for (;;) {
      const run = await api("GET", `/streams/${streamId}/runs/${runId}`);
      if (["succeeded", "failed", "cancelled"].includes(run.status)) return { run, seconds: (performance.now() - started) / 1000 };
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const newStream = (handle: string, settings: Record<string, unknown>) =>
    api("POST", "/streams", { pairs: [{ accountHandle: handle, accountTier: "pro", segment: { description: "Founders and engineers at SaaS companies", appliedSearchFilters: { job_role: ["Founder", "Software Engineer"] } } }], ...settings });

  const plain = await newStream("bench_plain", {});
  const enriched = await newStream("bench_enriched", { autoEnrichLinkedin: true, autoEnrichEmail: true });
  console.log("first runs (the most recent followers, not measured)...");
  await runToEnd(plain.id);
  await runToEnd(enriched.id);
  await fetch(`${url(port.sandbox)}/sandbox/advance`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ hours: 1 }) });

  console.log(`\nruns over ${NEW_FOLLOWERS} new followers each:`);
  for (const [name, stream] of [["without auto-enrichment", plain], ["with LinkedIn + e-mail auto-enrichment", enriched]] as const) {
    const before = await balance();
    const { run, seconds } = await runToEnd(stream.id);
    const log = run.progressLog as { at: string; message: string }[];
    const enrichStart = log.find((e) => e.message.startsWith("Enriching"));
    const enrichSeconds = enrichStart ? (Date.parse(log[log.length - 1].at) - Date.parse(enrichStart.at)) / 1000 : 0;
    console.log(
      `  ${name}: ${run.status} in ${seconds.toFixed(1)} s; ${run.candidatesPassedCount} leads, ${run.enrichedCount} enriched, ${before - (await balance())} credits charged` +
        (enrichStart ? `; enrichment ${enrichSeconds.toFixed(1)} s (${(run.candidatesPassedCount / Math.max(enrichSeconds, 0.001)).toFixed(0)} leads/s)` : ""),
    );
  }

  const leadIds: number[] = [];
  for (let offset = 0; leadIds.length < ON_DEMAND; offset += 500) {
    const page = await api("GET", `/streams/${plain.id}/leads?limit=500&offset=${offset}`);
    leadIds.push(...page.leads.map((l: { id: number }) => l.id));
    if (!page.hasMore) break;
  }
  const ids = leadIds.slice(0, ON_DEMAND);
  console.log(`\nPOST /leads/{id}/enrich (LinkedIn + e-mail) on ${ids.length} leads, ${CONCURRENCY} at a time:`);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ids.length) {
        const id = ids[next++];
        const t = performance.now();
        await api("POST", `/leads/${id}/enrich`, { requested_outputs: ["linkedin_url", "email"] });
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)].toFixed(0);
  console.log(`  ${(ids.length / seconds).toFixed(0)} enrichments/s; p50 ${pct(50)} ms, p90 ${pct(90)} ms, p99 ${pct(99)} ms`);
} finally {
  await bench.close();
}
