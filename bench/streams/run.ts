// bench/streams: POST /api/v2/streams with 50 new handles (p50 over 20 runs) and GET /api/v2/streams
// for a user with 200 streams — the X sandbox, identity, accounts-billing, classification, streams
// and the gateway each in its own process, as deployed.
import { IdentityService, Plan } from "@leadstream/contracts";
import { createRpcClient } from "@leadstream/platform";
import { localStack, openBenchEnv } from "../harness.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const bench = await openBenchEnv();
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

try {
  const { port, url, peers } = localStack(7480);
  console.log("starting the X sandbox, four services and the gateway...");
  await bench.spawnServer("tools/x-sandbox/src/main.ts", { PORT: String(port.sandbox), X_SANDBOX_RATE_LIMIT_USERS: "1000000" }, `${url(port.sandbox)}/sandbox/health`);
  await bench.spawnServer("services/identity/src/main.ts", { ...peers, PORT: String(port.identity) }, `${url(port.identity)}/readyz`);
  await Promise.all([
    bench.spawnServer("services/accounts-billing/src/main.ts", { ...peers, PORT: String(port.billing) }, `${url(port.billing)}/readyz`),
    bench.spawnServer("services/classification/src/main.ts", { ...peers, PORT: String(port.classification) }, `${url(port.classification)}/readyz`),
    bench.spawnServer("services/streams/src/main.ts", { ...peers, PORT: String(port.streams) }, `${url(port.streams)}/readyz`),
  ]);
  await bench.spawnServer("gateway/src/main.ts", { ...peers, PORT: String(port.gateway), RATE_LIMIT_PER_MINUTE: "1000000" }, `${url(port.gateway)}/readyz`);

  const identity = createRpcClient(IdentityService, { baseUrl: peers.IDENTITY_URL, internalToken: bench.env.INTERNAL_TOKEN!, caller: "bench" });
  const { apiKey } = await identity.createUser({ email: "streams-bench@example.com", plan: Plan.PAID });
  const api = async (method: string, path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${url(port.gateway)}/api/v2${path}`, { method, headers: { authorization: `Bearer ${apiKey}`, ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const json = (await res.json()) as { id?: number; streams?: unknown[] };
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return { ms: performance.now() - started, json };
  };
  const segment = (await api("POST", "/segments", { description: "Founders of B2B SaaS companies" })).json.id!;

  const create: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const pairs = Array.from({ length: 50 }, (_, i) => ({ accountHandle: `b${run}_${i}`, accountTier: "pro", segmentId: segment }));
    create.push((await api("POST", "/streams", { pairs })).ms);
    process.stdout.write(`\rPOST /streams with 50 new handles: run ${run + 1}/${RUNS}`);
  }
  console.log();

  let existing = RUNS;
  for (; existing < 200; existing++) {
    await api("POST", "/streams", { pairs: [{ accountHandle: `l${existing}`, segmentId: segment }] });
    if (existing % 20 === 0) process.stdout.write(`\rcreating streams: ${existing}/200`);
  }
  console.log(`\rcreating streams: 200/200`);
  const list: number[] = [];
  for (let i = 0; i < 50; i++) {
    const { ms, json } = await api("GET", "/streams");
    if (json.streams?.length !== 200) throw new Error(`expected 200 streams, got ${json.streams?.length}`);
    list.push(ms);
  }

  console.log(`POST /api/v2/streams, 50 new handles (${RUNS} runs): p50 ${fmt(percentile(create, 0.5))}, p90 ${fmt(percentile(create, 0.9))}, max ${fmt(Math.max(...create))}`);
  console.log(`GET /api/v2/streams, 200 streams (50 calls):       p50 ${fmt(percentile(list, 0.5))}, p99 ${fmt(percentile(list, 0.99))}`);
} finally {
  await bench.close();
}
